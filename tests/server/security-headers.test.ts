import { createHash } from "node:crypto";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { productionApp } from "../support/app";
import { SCREENS } from "../support/browser";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const policy = (scriptSrc: string, styleSrc = "'self'") =>
  `default-src 'self';script-src ${scriptSrc};style-src ${styleSrc};style-src-attr 'unsafe-inline';` +
  "img-src 'self' data:;media-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";
const HASHES = "'self'(?: 'sha256-[A-Za-z0-9+/]{43}=')+";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Pages allow the hashes of their inline scripts and styles; anything else allows no script and no inline style. */
const PAGE_CSP = new RegExp(`^${escape(policy("SCRIPTS", "STYLES")).replace("SCRIPTS", HASHES).replace("STYLES", HASHES)}$`);
const NO_SCRIPT_CSP = policy("'none'");
const hashOf = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
const EXPECTED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), autoplay=(self)",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

describe("security headers", () => {
  it.each([
    ["a page", "/", 200],
    ["a static file", "/images/schoolClubImages/1.jpg", 200],
    ["a hashed asset that is missing", "/assets/missing-123.js", 404],
    ["an unknown address", "/nope", 404],
    ["the health check", "/healthz", 200],
    ["a refused method", "/gallery", 405],
    ["page data", "/gallery.data", 200],
  ])("are all on %s", async (_name, url, status) => {
    const res = await (status === 405 ? request(app).delete(url) : request(app).get(url));
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
    const csp = res.headers["content-security-policy"];
    if (/^text\/html/.test(res.headers["content-type"] ?? "")) expect(csp).toMatch(PAGE_CSP);
    else expect(csp).toBe(NO_SCRIPT_CSP);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it.each([...SCREENS, "/nope"])("allow exactly the inline scripts of %s, by their hashes, and no nonce", async (url) => {
    const res = await request(app).get(url);
    const allowed = /script-src ([^;]*)/.exec(res.headers["content-security-policy"]!)![1]!.match(/'sha256-[^']+'/g) ?? [];
    const inline = [...res.text.matchAll(/<script((?![^>]*\bsrc=)[^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
      .map(([, , code]) => hashOf(code!));
    // The router's context and hydration data, its module script, and the scroll restoration.
    expect(inline.length).toBeGreaterThanOrEqual(3);
    expect(new Set(allowed)).toEqual(new Set(inline));
    expect(res.text).not.toMatch(/nonce/i);
    expect(JSON.stringify(res.headers)).not.toMatch(/nonce/i);
  });

  // Issue 19, point 9: a page paints from its own bytes, its styles written into it and allowed by their hashes.
  it.each([...SCREENS, "/nope"])("apply exactly the inline styles of %s, by their hashes; no stylesheet holds up its painting", async (url) => {
    const res = await request(app).get(url);
    const styleSrc = /style-src ([^;]*)/.exec(res.headers["content-security-policy"]!)![1]!;
    const inline = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hashOf(css!));
    expect(inline.length).toBeGreaterThanOrEqual(1);
    expect(new Set(styleSrc.match(/'sha256-[^']+'/g))).toEqual(new Set(inline));
    // Each stylesheet's link is disabled: nobody fetches it, nothing waits for it.
    const links = res.text.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.filter((link) => !/ disabled(="")?[ />]/.test(link))).toEqual([]);
    // The site's own rules, not an empty element.
    expect(res.text).toMatch(/<style>[^<]*\.site-header\{/);
  });

  it("add HSTS only over HTTPS, as told by a trusted proxy", async () => {
    const proxied = await productionApp({ trustProxy: "loopback" });
    const https = await request(proxied).get("/").set("X-Forwarded-Proto", "https");
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const http = await request(proxied).get("/");
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    // Without a trusted proxy, anyone could claim HTTPS.
    const untrusted = await request(app).get("/").set("X-Forwarded-Proto", "https");
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  });
});
