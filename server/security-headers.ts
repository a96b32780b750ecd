import type { RequestHandler } from "express";
import helmet from "helmet";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Nothing on the site uses these; autoplay stays on for the home page's muted video. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), autoplay=(self)";

/**
 * The Content-Security-Policy of a response whose inline scripts and styles have these hashes ('sha256-…').
 * A page (page-cache.ts) runs exactly its own inline scripts and the site's files, and applies its own inline
 * styles and the site's stylesheets; every other response, no script and no inline style.
 * Not 'strict-dynamic': a hash, unlike a nonce, is not passed on to what an inline module imports, so
 * Chromium would block the router's `import("/assets/…")`; 'self' allows those instead.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[], inlineStyleHashes: string[] = []) {
  return [
    "default-src 'self'",
    `script-src ${inlineScriptHashes.length > 0 ? ["'self'", ...inlineScriptHashes].join(" ") : "'none'"}`,
    `style-src ${["'self'", ...inlineStyleHashes].join(" ")}`,
    // The gallery's carousel (react-responsive-carousel) renders its track's width and position as
    // style attributes in the server's HTML. Blocked, the slideshow first shows the wrong slide and
    // every page view reports violations. Attribute styles cannot run script or load anything outside
    // img-src; hashes would need 'unsafe-hashes', which not every browser in use supports.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join(";");
}

/** In development the policy only reports, because Vite's hot reload injects scripts of its own. */
export const cspHeaderName = (reportOnly: boolean) => (reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy");

const headers = helmet({
  // Set below: pages replace it with their own.
  contentSecurityPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  xFrameOptions: { action: "deny" },
  // Sent only over HTTPS, below: a browser ignores it on plain HTTP, and localhost must stay reachable.
  strictTransportSecurity: false,
});

const hsts = helmet.strictTransportSecurity({ maxAge: ONE_YEAR_S, includeSubDomains: true });
const hstsOverHttps: RequestHandler = (req, res, next) => (req.secure ? hsts(req, res, next) : next());

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

/** Every response's security headers: pages, static files, errors and /healthz alike. */
export function securityHeaders({ reportOnly = false } = {}): RequestHandler[] {
  const noScript: RequestHandler = (_req, res, next) => {
    res.setHeader(cspHeaderName(reportOnly), contentSecurityPolicy([]));
    next();
  };
  return [noScript, headers, hstsOverHttps, permissionsPolicy];
}
