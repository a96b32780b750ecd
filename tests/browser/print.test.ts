import { afterAll, beforeAll, expect, it } from "vitest";
import { gotoHydrated, type Site, startSite } from "../support/browser";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

it("/mpd prints only the disclosure: no navigation, drawer, video or buttons; headers repeat; links show their address", async () => {
  const { page } = await site.open();
  await gotoHydrated(page, "/mpd");
  await page.emulateMedia({ media: "print" });

  const hidden = await page.$$eval("header, nav, dialog, video, button", (els) => els.every((el) => el.getClientRects().length === 0));
  expect(hidden).toBe(true);
  expect(await page.locator("table").count()).toBe(6);
  expect(await page.$$eval("thead", (heads) => heads.map((h) => getComputedStyle(h).display))).toEqual(Array(6).fill("table-header-group"));
  const printedAfter = await page.$$eval("main a.doc-link", (links) => links.map((a) => getComputedStyle(a, "::after").content));
  expect(printedAfter.length).toBeGreaterThan(0);
  for (const content of printedAfter) expect(content).toMatch(/^" \(https?:\/\/[^ ]+\/docs\/[a-z-]+\.pdf\)"$/);

  // And it really prints: a PDF of a few pages.
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await page.close();
});

it("/calendar and /hi/calendar print on one or two A4 pages, without the buttons to subscribe", async () => {
  for (const url of ["/calendar", "/hi/calendar"]) {
    const { page } = await site.open();
    await gotoHydrated(page, url);
    await page.emulateMedia({ media: "print" });
    expect(await page.$$eval(".calendar-subscribe, header, nav", (els) => els.every((el) => el.getClientRects().length === 0))).toBe(true);
    const pdf = await page.pdf({ format: "A4" });
    // Each page of a PDF is one "/Type /Page" object (not "/Pages").
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)!.length;
    expect(pages, url).toBeGreaterThanOrEqual(1);
    expect(pages, url).toBeLessThanOrEqual(2);
    await page.close();
  }
});
