import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceContext, reportErrorContext, siteUrlContext } from "../app/lib/request-context";
import type { Logger } from "./logging";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Nothing on the site accepts input: pages answer GET and HEAD only. */
export const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
};

/** The React Router screens, rendered on the server. */
export function pages(build: BuildSource, mode: string, logger: Logger, siteUrl: string): RequestHandler {
  const reportError = (error: unknown) => logger.error({ err: error }, "rendering failed");
  return createRequestHandler({
    build,
    mode,
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
      context.set(reportErrorContext, reportError);
      context.set(siteUrlContext, siteUrl);
      return context;
    },
  });
}
