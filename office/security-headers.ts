import type { RequestHandler } from "express";
import helmet from "helmet";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The office's own headers, on every answer: a CSP that allows only the office's own script, stylesheet and
 * requests (no inline script or style at all, Trusted Types for the DOM), no framing, no referrer (a set-up
 * link's token must not leave in one), never stored by a browser or a proxy, never indexed.
 */
export function officeHeaders(secure: boolean): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'none'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'"],
        "connect-src": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
        "require-trusted-types-for": ["'script'"],
        ...(secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
    // A browser ignores HSTS over plain http, and http://localhost must stay reachable in development.
    strictTransportSecurity: secure ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
  });
  const more: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), publickey-credentials-create=(self), publickey-credentials-get=(self)");
    next();
  };
  return [headers, more];
}

/**
 * The content editor's own policy, in place of the office's: Decap CMS is a large browser app that checks its
 * settings with code it compiles as it starts (ajv: so 'unsafe-eval', on the editor's pages only, never inline
 * scripts), writes its styles into the page as it draws, shows chosen photos from memory (blob:, data:), and
 * does not work under Trusted Types.
 */
export function editorHeaders(secure: boolean): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      "default-src": ["'none'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "media-src": ["'self'", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'none'"],
      "object-src": ["'none'"],
      ...(secure ? { "upgrade-insecure-requests": [] } : {}),
    },
  });
}
