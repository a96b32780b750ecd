// The service worker (worker/sw.ts) as the server sends it, and the offline page it keeps.
import { ownAssets } from "../../lib/code-version";
import { codeDir } from "../../lib/folders";
import { readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { telUrl } from "~/lib/contact";
import { assetList, workerVersion } from "../../scripts/worker-version";
import { clientDir, productionApp } from "../support/app";
import { textOf } from "../support/html";
import { school } from "../support/content";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

describe("/sw.js", () => {
  it("is JavaScript that the browser's HTTP cache never keeps without asking", async () => {
    const res = await request(app).get("/sw.js").set("Accept-Encoding", "gzip, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.text).toBe(readFileSync(path.join(clientDir, "sw.js"), "utf8"));
  });

  it("names its caches by a version derived from the build's assets, and keeps each of them", async () => {
    const { text } = await request(app).get("/sw.js");
    const assets = assetList(clientDir, ownAssets(codeDir));
    expect(assets.length).toBeGreaterThan(3);
    // The caches' names end with it.
    expect(text).toContain(`-${workerVersion(assets)}"`);
    for (const asset of assets) expect(text).toContain(`"${asset}"`);
    // Any changed asset, a new version.
    const changed = [...assets.slice(1), "/assets/root-changed.js"];
    expect(workerVersion(changed)).not.toBe(workerVersion(assets));
    expect(workerVersion([...assets])).toBe(workerVersion(assets));
  });
});

describe("/offline, the page the worker shows for a page not read before", () => {
  it("is in the site's layout, gives the school's phone number, and carries no script", async () => {
    const res = await request(app).get("/offline");
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain("You are offline");
    expect(text).toContain("Pages you have opened before still work");
    expect(text).toContain("All rights reserved");
    expect(res.text).toContain(`href="${telUrl(school.phone)}"`);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/root-[\w-]+\.css"/);
    expect(res.text).not.toContain("<script");
  });

  it("is not in the sitemap, and unknown addresses still answer 404", async () => {
    expect((await request(app).get("/sitemap.xml")).text).not.toContain("/offline");
    expect((await request(app).get("/offline-nope")).status).toBe(404);
    expect((await request(app).get("/offline/extra")).status).toBe(404);
  });
});
