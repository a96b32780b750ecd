import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { school } from "~/lib/content/school";
import { mediaEntry } from "~/lib/media";
import { variantUrl } from "~/lib/media-variants";
import { canonicalPageUrl } from "../../server/page-cache";
import { clientDir, productionApp } from "../support/app";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const assetNamed = (pattern: RegExp) => readdirSync(path.join(clientDir, "assets")).find((f) => pattern.test(f))!;

describe("text assets are compressed once, by the build", () => {
  const script = assetNamed(/^entry\.client-.*\.js$/);
  const original = readFileSync(path.join(clientDir, "assets", script));

  it("sends the Brotli copy to a browser that takes it, with the script's own type", async () => {
    const res = await request(app).get(`/assets/${script}`).set("Accept-Encoding", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // supertest decodes the body as a browser does.
    expect(res.text).toBe(original.toString());
  });

  it("sends gzip to a browser without Brotli, and the plain file to one without either", async () => {
    const gzipped = await request(app).get(`/assets/${script}`).set("Accept-Encoding", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.text).toBe(original.toString());
    const plain = await request(app).get(`/assets/${script}`).set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(original.toString());
  });

  it("serves stylesheets the same way", async () => {
    const res = await request(app).get(`/assets/${assetNamed(/^root-.*\.css$/)}`).set("Accept-Encoding", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("never compresses photos, video or PDFs again", async () => {
    for (const url of ["/images/schoolClubImages/1.jpg", "/video/school.mp4", "/docs/fee-structure.pdf"]) {
      const res = await request(app).get(url).set("Accept-Encoding", "gzip, br");
      expect(res.status, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBeUndefined();
    }
  });
});

describe("the photos' copies", () => {
  it("are immutable for a year: their names change with their content", async () => {
    const entry = mediaEntry(school.banner.src);
    const res = await request(app).get(variantUrl(school.banner.src, entry, entry.widths[0]!, "avif"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/avif");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answer a missing one with a plain 404", async () => {
    const res = await request(app).get("/media/banner-0000000000-480.avif");
    expect(res.status).toBe(404);
    expect(res.text).toBe("Not found");
  });
});

describe("pages", () => {
  it("are revalidated by browsers and shared by a CDN for a minute; a missing page is not kept", async () => {
    for (const url of ["/", "/gallery", "/images?key=schoolClubImages&count=5", "/admissions", "/mpd"]) {
      const res = await request(app).get(url);
      expect(res.headers["cache-control"], url).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      expect(res.headers.vary ?? "", url).not.toMatch(/Save-Data/);
    }
    for (const url of ["/nope", "/images?key=nope"]) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("share their data (what a link fetches to open a page without a full load) the same way", async () => {
    for (const url of ["/gallery.data", "/images.data?key=schoolClubImages&count=5"]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    }
    for (const url of ["/nope.data", "/images.data?key=nope"]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("render once per page, whatever the query string: the cache is bounded by the screens and albums", () => {
    const canonical = (url: string) => canonicalPageUrl(new URL(url, "http://x"));
    expect(canonical("/gallery?utm_source=whatsapp")).toBe("/gallery");
    expect(canonical("/?a=1&b=2")).toBe("/");
    expect(canonical("/images?count=5&key=schoolClubImages")).toBe("/images?key=schoolClubImages&count=5");
    expect(canonical("/images?key=schoolPTMImages&count=999999")).toBe("/images?key=schoolPTMImages&count=2");
    expect(canonical("/images?key=schoolPTMImages")).toBe("/images?key=schoolPTMImages&count=2");
    for (const url of ["/nope", "/images", "/images?key=nope", "/images?key=schoolPTMImages&count=0", "/gallery.data", "/__manifest?p=/"]) {
      expect(canonical(url), url).toBeNull();
    }
  });

  it("answer the same for an album, however its address is written", async () => {
    const a = await request(app).get("/images?key=schoolClubImages&count=5");
    const b = await request(app).get("/images?count=5&key=schoolClubImages");
    expect(b.status).toBe(200);
    // The same page, but for its own CSP nonce.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(b.text)).toBe(withoutNonce(a.text));
  });

  it("answer HEAD with the headers and no body", async () => {
    const res = await request(app).head("/gallery");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text ?? "").toBe("");
  });

  it("give every response its own CSP nonce, though the page is rendered once", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await request(app).get("/gallery");
      const sent = /'nonce-([^']+)'/.exec(res.headers["content-security-policy"] ?? "")?.[1];
      expect(sent).toBeTruthy();
      const inPage = [...res.text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(3);
      expect(new Set(inPage)).toEqual(new Set([sent]));
      expect(res.text).not.toMatch(/nonce[0-9a-f]{32}/);
      nonces.add(sent!);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("client script", () => {
  it("is fetched after the page has loaded: no preload hints, no static imports in the page", async () => {
    for (const url of ["/", "/gallery", "/nope"]) {
      const res = await request(app).get(url);
      expect(res.text, url).not.toContain('rel="modulepreload"');
      const moduleScript = res.text.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
      expect(moduleScript, url).toMatch(/^await new Promise\(\(loaded\) => document\.readyState === "complete"/);
      expect(moduleScript, url).not.toMatch(/^\s*import .* from /m);
      expect(moduleScript, url).toMatch(/import\("\/assets\/root-[\w-]+\.js"\)/);
    }
  });
});
