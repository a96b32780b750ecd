import { randomBytes } from "node:crypto";
import type { Response, RequestHandler } from "express";
import helmet from "helmet";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Nothing on the site uses these; autoplay stays on for the home page's muted video. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), autoplay=(self)";

/** A fresh nonce for each response; the page renderer puts it on its scripts (see pages.ts). */
const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;

function headers(reportOnly: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonceSource, "'strict-dynamic'"],
        styleSrc: ["'self'"],
        // The gallery's carousel (react-responsive-carousel) renders its track's width and position as
        // style attributes in the server's HTML. Blocked, the slideshow first shows the wrong slide and
        // every page view reports violations. Attribute styles cannot run script or load anything outside
        // img-src; hashes would need 'unsafe-hashes', which not every browser in use supports.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
    // Sent only over HTTPS, below: a browser ignores it on plain HTTP, and localhost must stay reachable.
    strictTransportSecurity: false,
  });
}

const hsts = helmet.strictTransportSecurity({ maxAge: ONE_YEAR_S, includeSubDomains: true });
const hstsOverHttps: RequestHandler = (req, res, next) => (req.secure ? hsts(req, res, next) : next());

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

/**
 * Every response's security headers: pages, static files, errors and /healthz alike. In development the
 * Content-Security-Policy only reports, because Vite's hot reload injects scripts without the nonce.
 */
export function securityHeaders({ reportOnly = false } = {}): RequestHandler[] {
  return [cspNonce, headers(reportOnly), hstsOverHttps, permissionsPolicy];
}
