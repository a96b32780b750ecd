import type { RequestHandler } from "express";

const CHANGES_NOTHING = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request that changes something came from the office's own pages: the browser's `Sec-Fetch-Site`
 * must say same-origin; a browser too old to send it must send an `Origin` equal to the office's. Neither, or
 * anything else, is refused: a form on another site, a link's preview, a script elsewhere.
 */
export function fromOwnPages(headers: { "sec-fetch-site"?: string; origin?: string }, origin: string): boolean {
  const site = headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  return headers.origin === origin;
}

/** Refuses with 403 every request that changes something and did not come from the office's own pages. */
export function refuseForeignRequests(origin: string, refuse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (CHANGES_NOTHING.has(req.method) || fromOwnPages(req.headers as Record<string, string | undefined>, origin)) return next();
    refuse(req, res, next);
  };
}
