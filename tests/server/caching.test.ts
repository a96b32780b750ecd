import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { mediaEntry } from "~/lib/media";
import { variantUrl } from "~/lib/media-variants";
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
    for (const url of ["/images/logo.png", "/video/school.mp4", "/docs/fee-structure.pdf"]) {
      const res = await request(app).get(url).set("Accept-Encoding", "gzip, br");
      expect(res.status, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBeUndefined();
    }
  });
});

describe("the photos' copies", () => {
  it("are immutable for a year: their names change with their content", async () => {
    const entry = mediaEntry(home.banner.src);
    const res = await request(app).get(variantUrl(home.banner.src, entry, entry.widths[0]!, "avif"));
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
