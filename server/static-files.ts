import path from "node:path";
import express, { type RequestHandler, Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { FILES_DIR } from "../lib/content/site-data";
import { ASSETS_PATH, MEDIA_PATH } from "../lib/site/public-paths";
import type { ServedData } from "./live-data";

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
};

const YEAR = { immutable: true, maxAge: "1y" };
// No listings, no dotfiles, and no redirect from /images to /images/: that address is a page, while /images/
// holds its photos.
const OPTIONS = { index: false, redirect: false, dotfiles: "ignore" } as const;

/** Files of `dir`, with the Brotli or gzip copy the build made (scripts/precompress.ts) when the browser takes it. */
const precompressedOrPlain = (dir: string, options: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: options });

/**
 * The code's client folder: hashed /assets (scripts, styles) immutable for a year, and a missing one a plain
 * 404 (never the page renderer); the service worker always asked for again, so a new build's worker (and its
 * caches) takes over.
 */
export function staticFiles(clientDir: string): Router {
  const router = Router();
  router.use(ASSETS_PATH, precompressedOrPlain(path.join(clientDir, ASSETS_PATH), { ...OPTIONS, ...YEAR }), notFound);
  router.get("/sw.js", precompressedOrPlain(clientDir, { ...OPTIONS, cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", "no-cache") }));
  return router;
}

/**
 * The files of the data being served (lib/content/site-data.ts): /media (the photos' copies, named by a hash of
 * their content) immutable for a year, a missing one a plain 404; everything else (albums' photos, documents,
 * the video, icons) cached for an hour and revalidated with its ETag. Each request is answered from the data it
 * arrived with; the handlers of the data before a publish are let go.
 */
export function dataFiles(data: () => ServedData): RequestHandler {
  let served: { id: string; router: Router } | undefined;
  const routerOf = (current: ServedData) => {
    if (served?.id !== current.id) {
      const files = path.join(current.dir, FILES_DIR);
      const router = Router();
      router.use(MEDIA_PATH, express.static(path.join(files, MEDIA_PATH), { ...OPTIONS, ...YEAR }), notFound);
      router.use(express.static(files, { ...OPTIONS, maxAge: "1h" }));
      served = { id: current.id, router };
    }
    return served.router;
  };
  return (req, res, next) => routerOf(data())(req, res, next);
}
