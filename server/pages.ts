import type { RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clockContext, reportErrorContext, siteDataContext, siteUrlContext } from "../app/lib/request-context";
import type { Logger } from "../lib/http/logging";
import type { ServedData } from "./live-data";
import { pageCache } from "./page-cache";

/** Nothing on the site accepts input: pages answer GET and HEAD only. */
export const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
};

/**
 * The React Router screens, rendered on the server with the content as data of the moment; in production each
 * page is rendered once and kept, until midnight or the next publish.
 */
export function pages(build: ServerBuild, mode: string, logger: Logger, data: () => ServedData, siteUrl: () => string, now: () => Date): RequestHandler {
  const development = mode === "development";
  return pageCache(pageRenderer(build, mode, logger, siteUrl, now), data, { keep: !development, reportOnly: development, now });
}

/** Renders one page (or its data) with the data given, as the site does for each request it does not keep. */
export function pageRenderer(build: ServerBuild, mode: string, logger: Logger, siteUrl: () => string, now: () => Date) {
  const reportError = (error: unknown) => logger.error({ err: error }, "rendering failed");
  const handle = createRequestHandler(build, mode);
  return (url: URL, served: ServedData) => {
    const context = new RouterContextProvider();
    context.set(reportErrorContext, reportError);
    context.set(siteUrlContext, siteUrl());
    context.set(clockContext, now);
    context.set(siteDataContext, served);
    return handle(new Request(url), context);
  };
}
