import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { productionApp } from "../support/app";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const NONCE = /'nonce-([A-Za-z0-9+/]{22}==)'/;
const CSP =
  "default-src 'self';script-src 'nonce-NONCE' 'strict-dynamic';style-src 'self';style-src-attr 'unsafe-inline';" +
  "img-src 'self' data:;media-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";
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
  ])("are all on %s", async (_name, url, status) => {
    const res = await (status === 405 ? request(app).delete(url) : request(app).get(url));
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers["content-security-policy"]?.replace(NONCE, "'nonce-NONCE'")).toBe(CSP);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("give every response its own nonce, the one the page's scripts carry", async () => {
    const [first, second] = await Promise.all([request(app).get("/gallery"), request(app).get("/gallery")]);
    const nonce = first.headers["content-security-policy"]?.match(NONCE)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers["content-security-policy"]).not.toContain(nonce);
    const scripts = first.text.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
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
