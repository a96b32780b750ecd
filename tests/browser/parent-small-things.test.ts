// Issue 28, point 7: the small things a parent meets on a phone and a desktop, in both languages: a page on its
// way shows itself, the photo viewer has previous and next on a phone, the school calendar is in the menus,
// and every notice's title has one look.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { albumHref } from "~/lib/photos";
import { DESKTOP, gotoHydrated, PHONE, type Site, slowNetwork, startSite } from "../support/browser";
import { gallery, hindiWords, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe("a parent's small things", () => {
  it("at 390 px on a touch screen, the photo viewer has large previous and next buttons, below the photo, that move it", async () => {
    const card = gallery.cards[0]!;
    const { page, problems } = await site.openAlone({ viewport: PHONE, hasTouch: true, isMobile: true });
    await gotoHydrated(page, albumHref(card));
    await page.locator(".photo-grid a").first().tap();
    const counter = page.locator(".pswp__counter");
    await expect.poll(() => counter.textContent()).toBe(`1${words.album.of}${card.count}`);
    const photo = await page.locator(".pswp__item:not([aria-hidden='true']) img").last().boundingBox();
    for (const name of [words.album.previousPhoto, words.album.nextPhoto]) {
      const button = page.getByRole("button", { name, exact: true });
      expect(await button.isVisible(), name).toBe(true);
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height, name).toBeLessThanOrEqual(PHONE.height);
      // Off the photo, which is a band across the middle of a phone's screen.
      if (photo) expect(box.y, name).toBeGreaterThanOrEqual(photo.y + photo.height);
    }
    await page.getByRole("button", { name: words.album.nextPhoto, exact: true }).tap();
    await expect.poll(() => counter.textContent()).toBe(`2${words.album.of}${card.count}`);
    await page.getByRole("button", { name: words.album.previousPhoto, exact: true }).tap();
    await expect.poll(() => counter.textContent()).toBe(`1${words.album.of}${card.count}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("on a slow network, the language switch shows at once that the page is on its way, and the sign goes when it has come", async () => {
    const { page } = await site.openAlone({ viewport: PHONE });
    await slowNetwork(page);
    await gotoHydrated(page, "/notices");
    const bar = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body, "::before");
        return document.documentElement.hasAttribute("data-busy") && style.content !== "none" && style.position === "fixed" && parseFloat(style.height) > 0;
      });
    expect(await bar()).toBe(false);
    await page.getByRole("link", { name: "यह पेज हिन्दी में पढ़ें" }).first().click();
    // Shown while the Hindi page is still on its way (its data and words take a round trip or more).
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-busy"), undefined, { timeout: 300 });
    expect(await bar()).toBe(true);
    expect(page.url()).toMatch(/\/notices$/);
    await page.waitForURL("**/hi/notices");
    await expect.poll(bar).toBe(false);
    await page.close();
  });

  for (const [language, dictionary] of [["en", words], ["hi", hindiWords]] as const) {
    const prefix = language === "en" ? "" : "/hi";
    it(`${language}: the school calendar is in the phone's menu after the notices, and in the desktop header`, async () => {
      const { page } = await site.open({ viewport: PHONE });
      await gotoHydrated(page, `${prefix}/notices`);
      await page.getByRole("button", { name: dictionary.layout.menu }).click();
      const menu = page.getByRole("dialog", { name: dictionary.layout.menu });
      const entries = await menu.getByRole("navigation").getByRole("link").allTextContents();
      expect(entries.indexOf(dictionary.pages.calendar)).toBe(entries.indexOf(dictionary.pages.notices) + 1);
      await page.setViewportSize(DESKTOP);
      const header = page.getByRole("navigation", { name: dictionary.layout.mainNavigation });
      await page.keyboard.press("Escape");
      const link = header.getByRole("link", { name: dictionary.pages.calendar, exact: true });
      expect(await link.isVisible()).toBe(true);
      await link.click();
      await page.waitForURL(`**${prefix}/calendar`);
      await page.close();
    });
  }

  it("every notice's title, current or archived, has one font, size and colour", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/notices");
    const looks = await page.$$eval(".notice-title", (titles) =>
      titles.map((title) => {
        const style = getComputedStyle(title);
        return `${title.tagName === "H4" ? "archived" : "current"}: ${style.fontFamily} ${style.fontSize} ${style.color}`;
      }),
    );
    const distinct = new Set(looks.map((look) => look.replace(/^\w+: /, "")));
    expect(looks.some((look) => look.startsWith("archived")) && looks.some((look) => look.startsWith("current"))).toBe(true);
    expect([...distinct]).toHaveLength(1);
    await page.close();
  });
});
