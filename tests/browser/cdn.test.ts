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
    // A first reader fills the cache; the second is served from it.
    for (const reader of ["first", "second"]) {
      const { page, problems } = await site.open({ baseURL: cdn.origin });
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      let cacheStatus: string | undefined;
      page.on("response", (response) => {
        if (response.request().isNavigationRequest()) cacheStatus = response.headers()["x-cache-status"];
      });
      await gotoHydrated(page, url);
      if (reader === "second") expect(cacheStatus).toBe("HIT");
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
