import { ownAssets } from "../../lib/code-version";
import { codeDir } from "../../lib/folders";
import { readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { variantUrl } from "../../lib/site/media-variants";
import express from "express";
import { canonicalPageUrl, pageCache } from "../../server/page-cache";
import { clientDir, productionApp, root, siteData } from "../support/app";
import { createLogger } from "../../lib/http/logging";
import { SCREENS } from "../support/browser";
import { CONTENT, photoOf, school } from "../support/content";

const SHARED = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
// A strong ETag: a hash of the bytes sent.
const ETAG = /^"[\w-]{27}"$/;
/** Keeps the body as the bytes sent, still compressed. */
const rawBody = (res: unknown, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
};

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  // Noon in India: far from midnight, when the times shrink (tests/server/notices.test.ts).
  app = await productionApp({ now: () => new Date("2026-11-25T12:00:00+05:30") });
});

const assetNamed = (pattern: RegExp) => ownAssets(codeDir).find((f) => pattern.test(f))!;

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
    const { entry } = photoOf(school.banner.src);
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
  it("are revalidated by browsers and shared by a CDN for five minutes; a missing page is not kept", async () => {
    for (const url of ["/", "/gallery", "/images?key=schoolClubImages&count=5", "/admissions", "/mpd"]) {
      const res = await request(app).get(url);
      expect(res.headers["cache-control"], url).toBe(SHARED);
      // The same page for every reader, one copy per encoding.
      expect(res.headers.vary, url).toBe("Accept-Encoding");
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
      expect(res.headers["cache-control"], url).toBe(SHARED);
      expect(res.headers.etag, url).toMatch(ETAG);
    }
    for (const url of ["/nope.data", "/images.data?key=nope"]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("render once per page, whatever the query string: the cache is bounded by the screens and albums", async () => {
    const canonical = (url: string) => canonicalPageUrl(new URL(url, "http://x"), CONTENT.en);
    expect(canonical("/images?count=5&key=schoolClubImages")).toBe("/images?key=schoolClubImages&count=5");
    expect(canonical("/images?key=schoolPTMImages&count=999999")).toBe("/images?key=schoolPTMImages&count=2");
    for (const url of ["/nope", "/images", "/images?key=nope", "/images?key=schoolPTMImages&count=0", "/gallery.data", "/__manifest?p=/"]) {
      expect(canonical(url), url).toBeNull();
    }
    const { renderPages } = (await import(path.join(root, "build/server/index.js"))) as typeof import("../../server/app");
    const render = renderPages(createLogger("silent"));
    const rendered: string[] = [];
    const data = await siteData();
    const site = express().use(
      pageCache((url, served) => {
        rendered.push(url.pathname + url.search);
        return render(url, served);
      }, data.now),
    );
    const addresses = ["/gallery", "/gallery?utm_source=whatsapp", "/?a=1&b=2", "/", "/images?count=5&key=schoolClubImages"];
    addresses.push("/images?key=schoolClubImages&count=5", "/images?key=schoolPTMImages&count=999999", "/images?key=schoolPTMImages");
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(addresses.map((url) => request(site).get(url)));
      for (const res of answers) expect(res.status).toBe(200);
    }
    expect(rendered.sort()).toEqual(["/", "/gallery", "/images?key=schoolClubImages&count=5", "/images?key=schoolPTMImages&count=2"]);
    // Addresses that are not pages are rendered each time.
    await request(site).get("/nope");
    await request(site).get("/nope");
    expect(rendered.filter((url) => url === "/nope")).toHaveLength(2);
  });

  it("answer the same for an album, however its address is written", async () => {
    const a = await request(app).get("/images?key=schoolClubImages&count=5");
    const b = await request(app).get("/images?count=5&key=schoolClubImages");
    expect(b.status).toBe(200);
    expect(b.text).toBe(a.text);
  });

  it("answer HEAD with the headers and no body", async () => {
    const res = await request(app).head("/gallery");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text ?? "").toBe("");
  });

  // Left out of the comparison: Date (the clock) and Connection/Keep-Alive (the connection's own state).
  const PER_RESPONSE = ["date", "connection", "keep-alive"];
  const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));

  it.each([...SCREENS, "/nope", "/gallery.data"])("give %s byte for byte the same, body and headers, every time", async (url) => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const [first, second] = await Promise.all([0, 1].map(() => request(app).get(url).set("Accept-Encoding", encoding).buffer(true).parse(rawBody)));
      expect(first!.status).toBe(url === "/nope" ? 404 : 200);
      expect(Buffer.compare(first!.body as Buffer, second!.body as Buffer), `${url} ${encoding}`).toBe(0);
      expect(stable(second!.headers)).toEqual(stable(first!.headers));
    }
  });

  it.each([...SCREENS, "/gallery.data"])("answer %s with 304 Not Modified to a reader who has it, in each encoding", async (url) => {
    const etags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const full = await request(app).get(url).set("Accept-Encoding", encoding);
      expect(full.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      const etag = full.headers.etag!;
      expect(etag).toMatch(ETAG);
      etags.add(etag);
      for (const method of ["get", "head"] as const) {
        const again = await request(app)[method](url).set("Accept-Encoding", encoding).set("If-None-Match", `"other", ${etag}`);
        expect(again.status, `${method} ${url} ${encoding}`).toBe(304);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe(SHARED);
        expect(again.text ?? "").toBe("");
      }
      // The ETag names this encoding's bytes: another encoding's copy does not match it.
      const other = await request(app).get(url).set("Accept-Encoding", encoding === "br" ? "gzip" : "br").set("If-None-Match", etag);
      expect(other.status).toBe(200);
    }
    expect(etags.size).toBe(3);
  });
});

describe("client script", () => {
  it("is fetched after the page has loaded: no preload hints, no static imports in the page", async () => {
    for (const url of ["/", "/gallery", "/nope"]) {
      const res = await request(app).get(url);
      expect(res.text, url).not.toContain('rel="modulepreload"');
      const moduleScript = res.text.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
      expect(moduleScript, url).toMatch(/^await new Promise\(\(loaded\) => document\.readyState === "complete"/);
      expect(moduleScript, url).not.toMatch(/^\s*import /m);
      // The router's list of every route, then the layout's and the page's modules.
      expect(moduleScript, url).toMatch(/import\("\/assets\/manifest-[\w-]+\.js"\), import\("\/assets\/root-[\w-]+\.js"\)/);
    }
  });
});
