// Reading offline (issue 11): the service worker (worker/sw.ts) in Chromium, on the production build.
import { rm } from "node:fs/promises";
import type { RequestListener } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { telUrl } from "~/lib/contact";
import { productionApp, siteData } from "../support/app";
import { axeViolations } from "../support/axe";
import { DESKTOP, gotoHydrated, PHONE, type Site, startSite, waitForHydration } from "../support/browser";
import { type ContentCopy, copyContent } from "../support/content-copy";
import { dataFrom } from "../support/site-data";
import { visit } from "../support/transfer";
import { gallery, hindiWords, school } from "../support/content";

const ALBUM = "/images?key=schoolFunctionImages&count=13";
const PUBLISHED_TITLE = "Annual Function, as published today";

let site: Site;
// What the origin answers with: the sample content, then, once "published", the content with a changed album title.
let origin: RequestListener;
let published: RequestListener;
let content: ContentCopy;
beforeAll(async () => {
  origin = await productionApp();
  // The office renames the first album and publishes: the same code on new data.
  content = copyContent();
  content.edit("gallery.yaml", `title: ${gallery.cards[0]!.title}\n`, `title: ${PUBLISHED_TITLE}\n`);
  published = await productionApp({ data: await siteData(await dataFrom(content.dir, `${content.dir}-data`)) });
  site = await startSite((req, res) => origin(req, res), { serviceWorkers: "allow" });
}, 120_000);
afterAll(async () => {
  await site?.close();
  content?.remove();
  if (content) await rm(`${content.dir}-data`, { recursive: true, force: true });
});

/** Resolves once the worker controls the page and has kept the page and every photo it shows. */
async function keptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const missing = () =>
    page.evaluate(async () => {
      const shown = Array.from(document.images, (img) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : "")).filter(Boolean);
      const urls = [location.href, "/offline", ...shown];
      const kept = await Promise.all(urls.map((url) => caches.match(url)));
      return urls.filter((_, index) => !kept[index]);
    });
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

/** No network: the browser's HTTP cache is emptied too, so only the worker's caches can answer. */
async function goOffline(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.clearBrowserCache");
  await page.context().setOffline(true);
}

/** Scrolls to the end in steps, so every lazy photo is asked for, and waits until each has loaded or failed. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

const brokenImages = (page: Page) =>
  page.$$eval("img", (images) => (images as HTMLImageElement[]).filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.currentSrc || img.src));

describe("reading offline", () => {
  it("a page read before opens again offline, with its photos, and hydrates", async () => {
    const { page } = await site.openAlone({ viewport: PHONE, deviceScaleFactor: 1 });
    await visit(page, ALBUM, { scroll: true });
    await keptForOffline(page);
    await goOffline(page);
    await page.reload();
    await scrollThrough(page);
    expect(await page.locator("h1").textContent()).toContain("Annual Function");
    expect(await page.locator("img").count()).toBe(14);
    expect(await brokenImages(page)).toEqual([]);
    await waitForHydration(page);
    await page.close();
  });

  it("the notices page and every notice a parent opened open again offline, in Hindi too", async () => {
    const { page } = await site.openAlone({ viewport: PHONE });
    await gotoHydrated(page, "/hi/notices");
    await keptForOffline(page);
    // The first notice of the list, opened in place (its data kept), then read again as a page of its own.
    const link = page.locator(".notice-title a").first();
    const title = (await link.textContent())!;
    await link.click();
    await page.locator("h1", { hasText: title }).waitFor();
    const notice = new URL(page.url()).pathname;
    await gotoHydrated(page, notice);
    await keptForOffline(page);
    await goOffline(page);
    await page.reload();
    expect(await page.locator("h1").textContent()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    await page.goto("/hi/notices");
    await waitForHydration(page);
    await page.locator(".notice-title a", { hasText: title }).first().click();
    await page.locator("h1", { hasText: title }).waitFor();
    await page.close();
  });

  it("a page not read before answers with the offline page: the site's layout and the school's phone number", async () => {
    const { page } = await site.openAlone({ viewport: PHONE });
    await gotoHydrated(page, "/");
    await keptForOffline(page);
    await goOffline(page);
    await page.goto("/mpd");
    expect(new URL(page.url()).pathname).toBe("/mpd");
    expect(await page.locator("h1").textContent()).toBe("You are offline");
    expect(await page.locator("main").textContent()).toContain("Pages you have opened before still work. To reach the school, call");
    expect(await page.locator(`main a[href="${telUrl(school.phone)}"]`).textContent()).toBe(school.phone.display);
    expect(await page.locator("header.site-header").count()).toBe(1);
    expect(await page.locator("footer.site-footer").textContent()).toContain("All rights reserved");
    // Its stylesheet and the crest were kept with it.
    expect(await page.evaluate(() => Array.from(document.styleSheets).reduce((rules, sheet) => rules + sheet.cssRules.length, 0))).toBeGreaterThan(20);
    expect(await brokenImages(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it.each([
    { language: "en", home: "/", gallery: "/gallery", title: "You are offline" },
    { language: "hi", home: "/hi", gallery: "/hi/gallery", title: hindiWords.offline.title },
  ])("a link followed offline to a page not read before leads to the offline page in its language ($language)", async ({ language, home, gallery, title }) => {
    const { page } = await site.openAlone({ viewport: DESKTOP });
    await gotoHydrated(page, home);
    await keptForOffline(page);
    await goOffline(page);
    await page.locator(`.main-nav a[href="${gallery}"]`).click();
    await page.waitForURL(`**${gallery}`);
    await page.locator("h1", { hasText: title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.close();
  });

  it("keeps no document, no video, and no missing page", async () => {
    const { page } = await site.openAlone({ viewport: DESKTOP });
    await gotoHydrated(page, "/");
    await keptForOffline(page);
    await page.goto("/nope");
    await page.evaluate(async () => {
      for (const url of ["/docs/fee-structure.pdf", "/video/school.mp4", "/nope.data", "/gallery.data?_routes=routes%2Fgallery"]) await (await fetch(url)).arrayBuffer();
    });
    // The worker keeps an answer just after handing it over.
    const keptNow = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
        return requests.flat().map((request) => new URL(request.url).pathname);
      });
    await expect.poll(keptNow).toContain("/gallery.data");
    const kept = await keptNow();
    expect(kept).toContain("/");
    expect(kept.filter((path) => /^\/(?:docs|video)\/|^\/nope/.test(path))).toEqual([]);
    await page.close();
  });

  it("on a connection too slow to answer within 3 s, a page read before shows its kept copy", async () => {
    const { page } = await site.openAlone({ viewport: DESKTOP });
    await gotoHydrated(page, "/admissions");
    await keptForOffline(page);
    const answering = origin;
    try {
      origin = (req, res) => setTimeout(() => answering(req, res), 15_000);
      const started = Date.now();
      await page.reload({ waitUntil: "domcontentloaded" });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(await page.locator("h1").textContent()).toBe("Admissions");
    } finally {
      origin = answering;
    }
    await page.close();
  });

  it("back online, a published change appears", async () => {
    const { page } = await site.openAlone({ viewport: DESKTOP });
    const firstAlbumTitle = () => page.locator(".gallery-card h3").first().textContent();
    await gotoHydrated(page, "/gallery");
    await keptForOffline(page);
    const before = await firstAlbumTitle();
    await goOffline(page);
    await page.reload();
    expect(await firstAlbumTitle()).toBe(before);
    try {
      origin = published;
      await page.context().setOffline(false);
      await page.reload();
      await waitForHydration(page);
      expect(await firstAlbumTitle()).toBe(PUBLISHED_TITLE);
    } finally {
      origin = await productionApp();
    }
    await page.close();
  });
});
