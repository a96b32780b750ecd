import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, SCREENS as EVERY_SCREEN, gotoHydrated, PHONE, resize, type Site, startSite } from "../support/browser";
import { languageOf } from "../../lib/site/language";
import { axeViolations } from "../support/axe";
import { hindiWords, home, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const SCREENS = [...EVERY_SCREEN, "/no-such-page", "/hi/no-such-page"];

async function openHydrated(url: string, options: Parameters<Site["open"]>[0] = {}) {
  const { page } = await site.open(options);
  await gotoHydrated(page, url);
  return page;
}

const headingLevels = (page: Page) =>
  page.$$eval("h1, h2, h3, h4, h5, h6", (hs) => hs.filter((h) => !h.closest("[aria-hidden=true]")).map((h) => Number(h.tagName[1])));

// Each screen is loaded once, at 390 px, and its checks below run on that page in the order written, each at
// its own width (see resize); the keyboard's comes after axe's, as it moves the focus.
describe.each(SCREENS)("%s", (url) => {
  let page: Page;
  beforeAll(async () => {
    page = await openHydrated(url, { viewport: PHONE });
  });
  afterAll(() => page?.close());

  for (const viewport of [PHONE, DESKTOP]) {
    it(`axe finds nothing at ${viewport.width} px`, async () => {
      await resize(page, viewport);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it(`at ${DESKTOP.width} px: skip link, landmarks, one h1, headings in order, alt text`, async () => {
    await resize(page, DESKTOP);
    const layout = (languageOf(new URL(url, "http://x").pathname) === "hi" ? hindiWords : words).layout;
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(layout.skipToContent);
    // The focused control shows a clear outline.
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    for (const role of ["banner", "main", "contentinfo"] as const) expect(await page.getByRole(role).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: layout.mainNavigation }).count()).toBe(1);
    const levels = await headingLevels(page);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
    expect(await page.$$eval("img:not([alt])", (imgs) => imgs.length)).toBe(0);
  });

  it("no horizontal scrolling at 320 px, and still readable at 200 percent zoom", async () => {
    // 200 % zoom of a 1280 px window lays the page out in 640 CSS pixels.
    for (const viewport of [{ width: 320, height: 640 }, { width: 640, height: 450 }]) {
      await resize(page, viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Every visible heading and paragraph fits its box: nothing is cut off or overlaps the edge.
      const clipped = await page.$$eval("main h1:not(.visually-hidden), main h2, main p, main td, main th", (els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible").map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
    }
  });
});

describe("an album's photo viewer", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: axe finds nothing, the viewer is a named modal dialog, its buttons have names`, async () => {
      const page = await openHydrated("/images?key=schoolFunctionImages&count=13#photo-3", { viewport });
      await page.waitForFunction(() => document.querySelector(".pswp")?.contains(document.activeElement) === true);
      expect(await axeViolations(page, ".pswp")).toEqual([]);
      const dialog = page.getByRole("dialog", { name: "Annual Function: photos" });
      expect(await dialog.getAttribute("aria-modal")).toBe("true");
      expect(await dialog.locator(".pswp__counter").textContent()).toBe("3 of 13");
      const unnamed = await dialog.locator("button").evaluateAll((buttons) =>
        buttons.filter((b) => b.getClientRects().length > 0 && !b.getAttribute("aria-label")?.trim()).map((b) => b.className),
      );
      expect(unnamed).toEqual([]);
      await page.close();
    });
  }
});

describe("structure every reader can rely on", () => {
  it("names every photo of an album by its card and number", async () => {
    const page = await openHydrated("/images?key=schoolFunctionImages&count=13");
    const alts = await page.$$eval(".photo-grid img", (imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(Array.from({ length: 13 }, (_, i) => `Annual Function, photo ${i + 1} of 13`));
    await page.close();
  });

  it("hides the slideshow's loop copies from assistive technology and names its controls", async () => {
    const page = await openHydrated("/gallery");
    // The copies appear when the slideshow, hydrated apart from the rest of the page, has measured itself.
    const hidden = () => page.$$eval(".slider > .slide", (items) => items.map((li) => li.getAttribute("aria-hidden") === "true" && li.hasAttribute("inert")));
    await expect.poll(hidden).toEqual([true, ...Array(21).fill(false), true]);
    expect(await page.getByRole("button", { name: "Previous slide" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Next slide" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Slide \d+ of 21: / }).count()).toBe(21);
    expect(await page.getByRole("button", { name: "Pause slideshow" }).count()).toBe(1);
    await page.close();
  });

  it("pauses the slideshow while it holds the keyboard focus", async () => {
    const { page } = await site.openAlone();
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    await page.getByRole("button", { name: "Slide 1 of 21: Morning assembly" }).focus();
    const selected = () => page.locator(".slide-dot.selected").getAttribute("aria-label");
    const before = await selected();
    await page.clock.runFor(4_500);
    expect(await selected()).toBe(before);
    await page.close();
  });

  it("does not move the slideshow or play the video by itself under reduced motion", async () => {
    const { page } = await site.openAlone({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    await page.clock.runFor(4_500);
    expect(await page.locator(".slide-dot.selected").getAttribute("aria-label")).toMatch(/^Slide 1 of 21/);
    expect(await page.getByRole("button", { name: "Play slideshow" }).count()).toBe(1);
    await gotoHydrated(page, "/");
    await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await page.getByRole("button", { name: "Play video" }).count()).toBe(1);
    await page.close();
  });

  it("gives every control a target of at least 24 by 24 px", async () => {
    for (const url of ["/", "/gallery", "/admissions"]) {
      const page = await openHydrated(url, { viewport: PHONE });
      const small = await page.$$eval("button, select, .nav-list a, .menu-button", (els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => ({ label: el.getAttribute("aria-label") ?? el.textContent, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ label }) => label),
      );
      expect(small).toEqual([]);
      await page.close();
    }
  });

  it("the slideshow's position fits one row: 21 dots from 600 px, a counter on a 390 px phone; its arrows are 44 px discs on a dark ground", async () => {
    const wide = await openHydrated("/gallery", { viewport: { width: 600, height: 800 } });
    const tops = await wide.$$eval(".slide-dot", (dots) => dots.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(tops).toHaveLength(21);
    expect(new Set(tops).size).toBe(1);
    expect(await wide.locator(".slide-counter").isVisible()).toBe(false);
    await wide.close();

    const page = await openHydrated("/gallery", { viewport: PHONE });
    expect(await page.locator(".slide-dot").first().isVisible()).toBe(false);
    const counter = page.locator(".slide-counter");
    expect(await counter.textContent()).toBe("1 / 21");
    expect((await counter.boundingBox())!.height).toBeLessThan(40);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => counter.textContent()).toBe("2 / 21");
    for (const name of ["Previous slide", "Next slide"]) {
      const arrow = page.getByRole("button", { name });
      const box = (await arrow.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const style = await arrow.evaluate((el) => ({ opacity: getComputedStyle(el).opacity, background: getComputedStyle(el).backgroundColor }));
      expect(style.opacity).toBe("1");
      // rgb(18, 61, 38) at 85 %: dark under the white arrow, whatever the photo.
      const [r, g, b, a = 1] = style.background.match(/[\d.]+/g)!.map(Number);
      expect(Math.max(r!, g!, b!)).toBeLessThan(80);
      expect(a).toBeGreaterThanOrEqual(0.6);
      // Centred on the photo, not on the photo and its caption.
      const photo = (await page.locator(".slide.selected:not([inert]) img").boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (photo.y + photo.height / 2))).toBeLessThan(4);
    }
    // A keyboard reaches the arrows and sees where it is (the carousel's own style removes the outline).
    await page.getByRole("button", { name: /slideshow$/ }).focus();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => ({ label: document.activeElement?.getAttribute("aria-label"), outline: getComputedStyle(document.activeElement!).outlineStyle }));
    expect(focused).toEqual({ label: "Previous slide", outline: "solid" });
    await page.close();
  });

  it("the home video's pause/play button sits in a corner of the picture, clear of its middle", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openHydrated("/", { viewport });
      const video = (await page.locator("video").boundingBox())!;
      const button = (await page.getByRole("button", { name: /^(Play|Pause) video$/ }).boundingBox())!;
      expect(button.x + button.width).toBeGreaterThan(video.x + video.width - 24);
      expect(button.y + button.height).toBeGreaterThan(video.y + video.height - 24);
      // Its left edge stays in the right quarter of the picture.
      expect(button.x).toBeGreaterThan(video.x + video.width * 0.75);
      await page.close();
    }
  });

  it("reads each leader's heading as role, separator and name", async () => {
    const page = await openHydrated("/");
    const headings = await page.$$eval(".leader-card h2", (hs) => hs.map((h) => h.textContent));
    const role = (leader: (typeof home.leaders)[number]) => words.home[leader.role];
    expect(headings).toEqual(home.leaders.map((leader) => `${role(leader)}: ${leader.name}`));
    // A screen reader hears the separator too (Chromium may put a space around the name's block).
    for (const leader of home.leaders) {
      const name = new RegExp(`^${role(leader)} ?: ?${leader.name.replace(/[.]/g, "\\.")}$`);
      expect(await page.getByRole("heading", { name }).count()).toBe(1);
    }
    // And each portrait is shown whole: the same shape as its file.
    const portraits = await page.$$eval(".leader-photo", (imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ fit: getComputedStyle(img).objectFit, shown: img.clientWidth / img.clientHeight, file: img.naturalWidth / img.naturalHeight })),
    );
    for (const p of portraits) expect(p.fit === "contain" || Math.abs(p.shown - p.file) < 0.02).toBe(true);
    await page.close();
  });
});
