import type { RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clockContext, reportErrorContext, siteUrlContext } from "../app/lib/request-context";
import type { Logger } from "../lib/http/logging";
import { pageCache } from "./page-cache";

/** Nothing on the site accepts input: pages answer GET and HEAD only. */
export const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
};

/** The React Router screens, rendered on the server; in production each page is rendered once and kept. */
export function pages(build: ServerBuild, mode: string, logger: Logger, siteUrl: () => string, now: () => Date): RequestHandler {
  const reportError = (error: unknown) => logger.error({ err: error }, "rendering failed");
  const handle = createRequestHandler(build, mode);
  const render = (url: URL) => {
    const context = new RouterContextProvider();
    context.set(reportErrorContext, reportError);
    context.set(siteUrlContext, siteUrl());
    context.set(clockContext, now);
    return handle(new Request(url), context);
  };
  // In development every request renders the content as it is now.
  const development = mode === "development";
  return pageCache(render, { keep: !development, reportOnly: development, now });
}
