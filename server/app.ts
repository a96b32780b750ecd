import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
// The pages, bundled with this app by React Router's build (build/server/index.js), or Vite's current
// modules in development.
import * as build from "virtual:react-router/server-build";
import type { Logger } from "../lib/http/logging";
import type { TrustProxy } from "../lib/settings";
import { finalErrorHandler, rejectMalformedRequests } from "./errors";
import { filesPagesNeed, health } from "./health";
import type { LiveData } from "./live-data";
import { requestLog } from "../lib/http/logging";
import { noticeFeeds } from "./notice-feeds";
import { pageRenderer, pages, readOnly } from "./pages";
import { securityHeaders } from "./security-headers";
import { seoFiles } from "./seo";
import { dataFiles, staticFiles } from "./static-files";

/** The pages as React Router built them, and their renderer, for tests that drive the page cache on its own. */
export const serverBuild: ServerBuild = build;
export const renderPages = (logger: Logger) => pageRenderer(build, "production", logger, () => "http://localhost:3000", () => new Date());

export type AppOptions = {
  /** The code's client folder (build/client): scripts, styles, the service worker. Absent in development, where Vite serves them. */
  clientDir?: string;
  /** The content as data, as the live publish (or the preview's draft, or a check's folder) has it now. */
  data: LiveData;
  /** Vite's middleware in development. */
  devMiddleware?: RequestHandler;
  mode?: "production" | "development";
  logger: Logger;
  /**
   * The public address of the site, without a trailing slash (SITE_URL), for every absolute link: canonical
   * links, social cards, the sitemap, the feeds. Without SITE_URL, the address the server listens on, which
   * server.ts knows only once it listens: hence a function, asked at each request.
   */
  siteUrl?: string | (() => string);
  /** Which proxies to believe about the client's address and protocol (HSTS is sent over HTTPS only). */
  trustProxy?: TrustProxy;
  /** The clock the pages read the day from (tests move it). */
  now?: () => Date;
};

/**
 * The whole site as an Express app. Nothing listens here: server.ts does, and tests use it directly,
 * from the build (build/server/index.js).
 */
export function createApp({ clientDir, data, devMiddleware, mode = "production", logger, siteUrl = "http://localhost:3000", trustProxy = false, now = () => new Date() }: AppOptions) {
  const siteUrlNow = typeof siteUrl === "function" ? siteUrl : () => siteUrl;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(requestLog(logger));
  app.use(securityHeaders({ reportOnly: mode === "development" }));
  app.use(rejectMalformedRequests);
  app.get("/healthz", health({ clientDir, files: filesPagesNeed(build.assets), logger, now, status: data.status }));
  app.use(seoFiles(data.now, siteUrlNow, now));
  app.use(noticeFeeds(data.now, siteUrlNow, now));
  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) app.use(staticFiles(clientDir));
  app.use(dataFiles(data.now));
  app.use(readOnly);
  app.use(pages(build, mode, logger, data.now, siteUrlNow, now));
  app.use(finalErrorHandler(logger));
  return app;
}
