// The budgets, measured in a real browser on the production build: bytes and structure, which do
// not flake, rather than timings. Limits come from budgets.json, shared with the benchmarks.
import { statSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, pathIn } from "../../lib/site/language";
import { budgets, SCREENS } from "../../scripts/bench-support";
import { FILES_DIR } from "../../lib/content/site-data";
import { TEST_DATA_DIR } from "../support/site-data";
import { DESKTOP, PHONE, resize, type Site, startSite } from "../support/browser";
import { recordTransfers, scriptGzipBytes, scrollToEnd, sumBytes, visit } from "../support/transfer";
import { home } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const phone = { viewport: PHONE, deviceScaleFactor: 1 };
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Each image on the page, and each video's poster (what a phone paints before the video plays): its
 * attributes, and how much of it is drawn on the first screen (what the largest-paint measure counts). A
 * poster is fetched first by a preload link (home.tsx), whose priority is its own.
 */
const imagesOf = (page: Page) =>
  page.$$eval("img, video[poster]", (elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const visible = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) * Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
      const poster = element instanceof HTMLVideoElement ? element.getAttribute("poster")! : undefined;
      const preload = poster ? [...document.querySelectorAll("link[rel=preload][as=image]")].find((link) => link.getAttribute("href") === poster) : undefined;
      return {
        src: poster ?? ((element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src),
        poster: poster !== undefined,
        width: element.getAttribute("width"),
        height: element.getAttribute("height"),
        loading: element.getAttribute("loading"),
        fetchPriority: (preload ?? element).getAttribute("fetchpriority"),
        aboveTheFold: visible > 0,
        inMain: element.closest("main") !== null,
        area: visible,
      };
    }),
  );

/** Each <img> has its size, and the largest above the fold is fetched first, at the page's window size. */
async function expectImagesSizedAndLargestFirst(page: Page) {
  const images = await imagesOf(page);
  for (const img of images.filter((image) => !image.poster)) {
    expect(Number(img.width), img.src).toBeGreaterThan(0);
    expect(Number(img.height), img.src).toBeGreaterThan(0);
  }
  const [largest] = images.filter((img) => img.aboveTheFold).sort((a, b) => b.area - a.area);
  expect(largest, "an image above the fold").toBeDefined();
  expect(largest!.loading, largest!.src).not.toBe("lazy");
  // The largest photo of the page's own content comes first (pages of text show only the header's crest).
  const [largestPhoto] = images.filter((img) => img.aboveTheFold && img.inMain).sort((a, b) => b.area - a.area);
  if (largestPhoto) expect(largestPhoto.fetchPriority, largestPhoto.src).toBe("high");
}

// Each screen is loaded once, at 390 px, and its checks below run on that page in the order written: the first
// view, then scrolled to the end, then back at the top and widened to 1280 px (see resize).
describe.each(SCREENS)("%s", (url) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await site.openAlone(phone));
    await visit(page, url, { scroll: false });
  });
  afterAll(() => page?.close());

  it(`at ${PHONE.width} px: each <img> has its size, and the largest above the fold is fetched first`, async () => {
    await expectImagesSizedAndLargestFirst(page);
  });

  // Issue 19, point 9: what a phone paints first has the connection to itself. The crest and the photos behind
  // the first come at low priority, and the page's script and words are asked for once the page is painted.
  it(`at ${PHONE.width} px: the crest comes at low priority, and the script only once the page is painted`, async () => {
    expect(await page.getAttribute(".site-header img", "fetchpriority")).toBe("low");
    const { painted, firstAsked } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      firstAsked: Math.min(...performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.(?:js|json)$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
    }));
    expect(painted).toBeGreaterThan(0);
    expect(firstAsked).toBeGreaterThan(painted);
  });

  it(`at ${PHONE.width} px: no photo is downloaded at more than twice the width it is shown`, async () => {
    await scrollToEnd(page);
    const oversized = await page.$$eval("img", async (images) => {
      const loaded = (images as HTMLImageElement[]).filter((img) => img.complete && img.currentSrc && img.clientWidth > 0);
      const found: string[] = [];
      for (const img of loaded) {
        // naturalWidth of an <img srcset> is scaled by the chosen density; a bare Image tells the file's own width.
        const file = new Image();
        file.src = img.currentSrc;
        await file.decode();
        if (file.naturalWidth > 2 * img.clientWidth) found.push(`${img.currentSrc}: ${file.naturalWidth} px file shown at ${img.clientWidth} px`);
      }
      return found;
    });
    expect(oversized).toEqual([]);
  });

  it(`at ${DESKTOP.width} px: each <img> has its size, and the largest above the fold is fetched first`, async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await resize(page, DESKTOP);
    await expectImagesSizedAndLargestFirst(page);
  });
});

describe("at 390 px", () => {
  it("the slideshow downloads only the current and the next slide", async () => {
    // Reduced motion keeps it on the first slide, so the count does not depend on timing.
    const { page } = await site.openAlone({ ...phone, reducedMotion: "reduce" });
    const transfers = await recordTransfers(page);
    await visit(page, "/gallery", { scroll: true });
    const slides = new Set(transfers.map((t) => /\/media\/slideshow-(\d+)-/.exec(t.url)?.[1]).filter(Boolean));
    expect([...slides].sort()).toEqual(["1", "2"]);
    await page.close();
  });

  it("without script, which could not move it, the slideshow downloads only its first photo", async () => {
    const { page } = await site.openAlone({ ...phone, javaScriptEnabled: false });
    const transfers = await recordTransfers(page);
    await page.goto("/gallery");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const slides = new Set(transfers.map((t) => /\/media\/slideshow-(\d+)-/.exec(t.url)?.[1]).filter(Boolean));
    expect([...slides]).toEqual(["1"]);
    await page.close();
  });

  const limits = budgets.transfer;
  const screens = [
    ["/", false, limits.homeFirstViewWithoutVideo],
    ["/gallery", true, limits.galleryScrolled],
    ["/images?key=schoolFunctionImages&count=13", true, limits.albumOf13Scrolled],
    ["/admissions", true, undefined],
    ["/mpd", true, undefined],
    ["/faculty", true, undefined],
  ] as const;
  // The same budgets in Hindi.
  for (const [url, scroll, limit] of LANGUAGES.flatMap((language) => screens.map(([path, ...rest]) => [pathIn(language, path), ...rest] as const))) {
    it(`${url}${scroll ? " scrolled to the end" : ", first view"}: bytes and script within budget`, async () => {
      const { page } = await site.openAlone(phone);
      const transfers = await recordTransfers(page);
      await visit(page, url, { scroll });
      // The video is budgeted on its own, below.
      const bytes = sumBytes(transfers.filter((t) => t.type !== "Media"));
      const script = scriptGzipBytes(transfers);
      console.log(`${url}: ${kB(bytes)} transferred, ${kB(script)} of script (gzip)`);
      if (limit !== undefined) expect(bytes, kB(bytes)).toBeLessThanOrEqual(limit);
      expect(script, kB(script)).toBeLessThanOrEqual(limits.scriptGzipPerScreen);
      await page.close();
    });
  }

  it("the home video file stays within its budget", () => {
    expect(statSync(path.join(TEST_DATA_DIR, FILES_DIR, home.video.src)).size).toBeLessThanOrEqual(limits.video);
  });
});
