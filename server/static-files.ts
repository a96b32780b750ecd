import path from "node:path";
import express, { type RequestHandler, Router } from "express";

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
};

/**
 * The client build: hashed /assets are immutable for a year, and a missing one is a plain 404
 * (never the page renderer); everything else from public/ is cached for an hour and revalidated
 * with its ETag. No listings, no dotfiles, and no redirect from /images to /images/: that address
 * is a page, while public/images/ holds its photos.
 */
export function staticFiles(clientDir: string): Router {
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
    notFound,
  );
  router.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false, dotfiles: "ignore" }));
  return router;
}
