import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../lib/http/logging";

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

function isAddress(host: string) {
  const match = HOST.exec(host);
  return match !== null && Number(match[1] ?? 0) <= 65_535;
}

function isMalformedPath(path: string) {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers 400 to what no page or file can be: a target that is not a path (`*`, or the absolute form,
 * which only a proxy is sent), a path with broken percent-encoding, or a Host (or X-Forwarded-Host) that
 * is no address, which would make the page renderer's URL throw.
 */
export const rejectMalformedRequests: RequestHandler = (req, res, next) => {
  const hosts = [req.get("host"), req.get("x-forwarded-host")?.split(",")[0]?.trim()];
  const badHost = hosts.some((host) => host !== undefined && !isAddress(host));
  if (!badHost && req.originalUrl.startsWith("/") && !isMalformedPath(req.path)) return next();
  res.status(400).type("text/plain").send("Bad request");
};

/** The status of an error Express, the router or the static files raise for a bad request (a 4xx). */
function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = Number(status ?? statusCode);
  return code >= 400 && code < 500 ? code : undefined;
}

/**
 * The last handler: a bad request gets its 4xx, anything else a plain 500, never with internals.
 * Only real errors are logged, with their stack.
 */
export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status === undefined) logger.error({ err: error, method: req.method, path: req.originalUrl }, "request failed");
    if (res.headersSent) {
      // Half an answer cannot be taken back: end the connection so the client sees it was cut.
      req.socket.destroy();
      return;
    }
    res
      .status(status ?? 500)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(status ? STATUS_CODES[status] : "Something went wrong. Please try again in a moment.");
  };
}
