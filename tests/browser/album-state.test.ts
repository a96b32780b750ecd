// Issue 19, point 8: the album screen and the key and count a gallery card passes as navigation state (the
// design card), beside the same in the address. The album shown is the address's; opened from a card, "Back to
// the gallery" returns to that card.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plain } from "../../lib/site/language";
import { albumHref } from "~/lib/photos";
import { gotoHydrated, PHONE, type Site, startSite, waitForHydration } from "../support/browser";
import { gallery, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const [first, last] = [gallery.cards[0]!, gallery.cards.at(-1)!];
const backLink = (page: Page) => page.getByRole("link", { name: words.album.backToGallery });
const heading = (page: Page) => page.locator("h1").textContent();
const tiles = (page: Page) => page.locator(".photo-grid li").count();

describe("the album screen and a card's navigation state", () => {
  it("opened from a card, shows its album, and going back to the gallery returns to that card", async () => {
    const { page, problems } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/gallery");
    const card = page.locator(".gallery-card a").last();
    await card.scrollIntoViewIfNeeded();
    const cardScroll = await page.evaluate(() => scrollY);
    expect(cardScroll).toBeGreaterThan(PHONE.height);
    await card.click();
    await page.waitForURL(`**${albumHref(last)}`);
    expect(await page.evaluate(() => history.state?.usr)).toEqual({ key: last.key, count: last.count });
    await expect.poll(() => heading(page)).toBe(plain(last.title));
    expect(await tiles(page)).toBe(last.count);
    const entries = await page.evaluate(() => history.length);
    await backLink(page).click();
    await page.waitForURL("**/gallery");
    // Back in history, not a new gallery: the same entry, scrolled to the card the parent chose.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(cardScroll - 100);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("where the state names another album than the address, shows the address's, and the gallery opens anew", async () => {
    const { page, problems } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, albumHref(first));
    // A history entry whose state says otherwise (left from an older gallery, or made by hand), reloaded.
    await page.evaluate((other) => history.replaceState({ ...history.state, usr: other }, ""), { key: last.key, count: last.count });
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    expect(await page.evaluate(() => history.state?.usr)).toEqual({ key: last.key, count: last.count });
    expect(await heading(page)).toBe(plain(first.title));
    expect(await tiles(page)).toBe(first.count);
    const entries = await page.evaluate(() => history.length);
    await backLink(page).click();
    await page.waitForURL("**/gallery");
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opened from its address alone (a shared link), shows that album and leads to the gallery", async () => {
    const { page, problems } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, albumHref(last));
    expect(await page.evaluate(() => history.state?.usr ?? null)).toBeNull();
    await expect.poll(() => heading(page)).toBe(plain(last.title));
    expect(await tiles(page)).toBe(last.count);
    const entries = await page.evaluate(() => history.length);
    await backLink(page).click();
    await page.waitForURL("**/gallery");
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
