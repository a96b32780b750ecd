import path from "node:path";
import express, { type RequestHandler, Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { ASSETS_PATH, MEDIA_PATH } from "../lib/site/public-paths";

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
};

const YEAR = { immutable: true, maxAge: "1y" };

/** Files of `dir`, with the Brotli or gzip copy the build made (scripts/precompress.ts) when the browser takes it. */
const precompressedOrPlain = (dir: string, options: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: options });

/**
 * The client build. Hashed /assets (scripts, styles) and /media (the photos' copies, named by a hash of
 * their content) are immutable for a year, and a missing one is a plain 404 (never the page renderer);
 * everything else (albums' photos, documents, the video, icons) is cached for an hour and revalidated with
 * its ETag. No listings, no dotfiles, and no redirect from /images to /images/: that address is a page, while /images/
 * holds its photos.
 */
export function staticFiles(clientDir: string): Router {
  const router = Router();
  const options = { index: false, redirect: false, dotfiles: "ignore" } as const;
  router.use(ASSETS_PATH, precompressedOrPlain(path.join(clientDir, ASSETS_PATH), { ...options, ...YEAR }), notFound);
  router.use(MEDIA_PATH, express.static(path.join(clientDir, MEDIA_PATH), { ...options, ...YEAR }), notFound);
  // The service worker: always asked for again, so a new build's worker (and its caches) takes over.
  router.get("/sw.js", precompressedOrPlain(clientDir, { ...options, cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", "no-cache") }));
  router.use(precompressedOrPlain(clientDir, { ...options, maxAge: "1h" }));
  return router;
}

/**
 * In development, what the build keeps in its cache (.cache/): the photos' copies in .cache/media, and the
 * albums' photos, documents, video and icons at their addresses in .cache/public.
 */
export function developmentMedia(mediaCacheDir: string): Router {
  return Router()
    .use(MEDIA_PATH, express.static(mediaCacheDir, { index: false }))
    .use(express.static(path.join(mediaCacheDir, "../public"), { index: false, redirect: false }));
}
