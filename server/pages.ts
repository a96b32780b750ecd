import { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceContext, reportErrorContext, siteUrlContext } from "../app/lib/request-context";
import type { Logger } from "./logging";
import { pageCache } from "./page-cache";

/** Nothing on the site accepts input: pages answer GET and HEAD only. */
export const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
};

/** The React Router screens, rendered on the server; in production each page is rendered once and kept. */
export function pages(build: ServerBuild, mode: string, logger: Logger, siteUrl: string): RequestHandler {
  const reportError = (error: unknown) => logger.error({ err: error }, "rendering failed");
  const requestContext = (nonce: string) => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, nonce);
    context.set(reportErrorContext, reportError);
    context.set(siteUrlContext, siteUrl);
    return context;
  };
  const renderEach = createExpressHandler({
    build,
    mode,
    getLoadContext: (_req, res) => requestContext(String(res.locals.cspNonce ?? "")),
  });
  // In development every request renders the content as it is now.
  if (mode === "development") return renderEach;
  const render = createRequestHandler(build, mode);
  return pageCache(
    (url, nonce) => render(new Request(url), requestContext(nonce)),
    renderEach,
  );
}
