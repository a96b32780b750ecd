// Pages served from a CDN's cache (nginx) run in Chromium with no CSP violation: the same bytes and
// headers serve every reader, so the hashes they carry always match.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cdn, startCdn } from "../support/nginx";
import { gotoHydrated, SCREENS, type Site, startSite } from "../support/browser";

let site: Site;
let cdn: Cdn;
beforeAll(async () => {
  site = await startSite();
  cdn = await startCdn(site.origin);
});
afterAll(async () => {
  await cdn?.close();
  await site?.close();
});

describe("pages from the CDN's cache", () => {
  it.each(SCREENS)("%s hydrates with no violation", async (url) => {
    // A first reader fills the cache, asking for the encoding Chromium asks for (the cache keeps one copy per
    // encoding); the browser, a second reader, is served from it.
    const first = await fetch(cdn.origin + url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    await first.arrayBuffer();
    expect(first.status).toBe(200);
    const { page, problems } = await site.open({ baseURL: cdn.origin });
    let cacheStatus: string | undefined;
    page.on("response", (response) => {
      if (response.request().isNavigationRequest()) cacheStatus = response.headers()["x-cache-status"];
    });
    await gotoHydrated(page, url);
    expect(cacheStatus).toBe("HIT");
    // A violation of the page's Content-Security-Policy is one of the problems (watchForProblems).
    expect(problems).toEqual([]);
    await page.close();
  });
});
