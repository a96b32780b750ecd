// Where a parent finds the notices in a real browser: on the home page, within the first two screens of a
// 390 × 844 phone and beside or right below the video at 1280 px, and nothing in them moves. The server's clock is set to a
// day of the sample content, so the home page has current notices whatever day the test runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionApp } from "../support/app";
import { DESKTOP, gotoHydrated, PHONE, type Site, startSite } from "../support/browser";

let site: Site;
beforeAll(async () => {
  site = await startSite(await productionApp({ now: () => new Date("2026-11-25T12:00:00+05:30") }));
});
afterAll(() => site?.close());

/** Where the notices and the video are on the page, in CSS pixels from its top and left. */
const layout = (url: string, viewport: typeof PHONE) =>
  site.open({ viewport }).then(async ({ page }) => {
    await gotoHydrated(page, url);
    const box = (selector: string) =>
      page.$eval(selector, (el) => {
        const { top, bottom, left } = el.getBoundingClientRect();
        return { top: top + window.scrollY, bottom: bottom + window.scrollY, left };
      });
    const found = {
      notices: await box(".home-notices"),
      firstNotice: await box(".home-notices .notice-item"),
      allNotices: await box('.home-notices a[href$="/notices"]'),
      video: await box(".home-video"),
      moving: await page.$$eval(".home-notices *", (els) => els.filter((el) => getComputedStyle(el).animationName !== "none" || getComputedStyle(el).transitionDuration !== "0s").length),
    };
    await page.close();
    return found;
  });

describe("the home page's notices", () => {
  for (const url of ["/", "/hi"]) {
    it(`${url} at 390 × 844: the newest notices and the link to all of them are within the first two screens`, async () => {
      const { firstNotice, allNotices, moving } = await layout(url, PHONE);
      expect(firstNotice.top).toBeLessThan(PHONE.height);
      expect(allNotices.bottom).toBeLessThan(2 * PHONE.height);
      expect(moving).toBe(0);
    });

    it(`${url} at 1280 px: beside or right below the video, on the first screen`, async () => {
      const { notices, firstNotice, video } = await layout(url, DESKTOP);
      const beside = notices.left > video.left && notices.top < video.bottom;
      // Right below: nothing between the two but the gap of the grid.
      const rightBelow = notices.top >= video.bottom && notices.top - video.bottom < 64;
      expect(beside || rightBelow, JSON.stringify({ notices, video })).toBe(true);
      expect(firstNotice.top).toBeLessThan(DESKTOP.height);
    });
  }
});
