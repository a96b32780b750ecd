import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { NAVIGATION } from "../../lib/site/pages";
import { gotoHydrated, PHONE, type Site, startSite } from "../support/browser";
import { admissions, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { text: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim(), tag: el?.tagName ?? "", href: el?.getAttribute("href") ?? "" };
  });

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const f = await focused(page);
    if (matches(f)) return f;
  }
  throw new Error(`Tab never reached the element (last: ${JSON.stringify(await focused(page))})`);
}

it("a keyboard alone reaches every part of the site", { timeout: 120_000 }, async () => {
  const { page, problems } = await site.open();
  await gotoHydrated(page, "/");

  // Every navigation entry, forwards, then back again with Shift+Tab.
  for (const item of NAVIGATION) await tabTo(page, (f) => f.tag === "A" && f.text === words.pages[item.id]);
  await tabTo(page, (f) => f.text === "Home", { back: true });

  // The gallery: open it, pause the slideshow, open a card.
  await tabTo(page, (f) => f.text === "Gallery");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/gallery");
  // As after a full page load, reading starts on the new page, not on the link just followed.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
  await tabTo(page, (f) => f.text === "Pause slideshow");
  await page.keyboard.press("Space");
  expect((await focused(page)).text).toBe("Play slideshow");
  await tabTo(page, (f) => f.href.startsWith("/images?key=schoolSportImages"));
  await page.keyboard.press("Enter");
  await page.waitForURL("**/images?key=schoolSportImages&count=5");
  await expect.poll(() => page.locator("h1").textContent()).toBe("Sports");

  // Admissions: choose a class with the keyboard (a native list moves with the arrow keys).
  await tabTo(page, (f) => f.tag === "A" && f.text === "Admissions", { back: true });
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admissions");
  await tabTo(page, (f) => f.tag === "SELECT");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => page.getByLabel(admissions.classLabel).inputValue()).not.toBe("");
  // The class chosen is in the address, to share.
  await page.waitForURL(/\/admissions\?class=\w+$/);

  // The disclosure, from the footer: reach a PDF.
  await tabTo(page, (f) => f.text === "Mandatory Public Disclosure");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/mpd");
  const pdf = await tabTo(page, (f) => f.href.endsWith(".pdf") && f.text.startsWith("Affiliation letter"));
  expect(pdf.href).toBe("/docs/affiliation-letter.pdf");
  expect(problems).toEqual([]);
  await page.close();
});

it("at 390 px the drawer opens with Enter, keeps focus inside, and closes with Escape", async () => {
  const { page } = await site.open({ viewport: PHONE });
  await gotoHydrated(page, "/");
  await tabTo(page, (f) => f.text === "Menu");
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.querySelector("dialog")?.contains(document.activeElement))).toBe(true);
  // Focus stays in the dialog however far one tabs.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("dialog")?.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press("Escape");
  expect((await focused(page)).text).toBe("Menu");
  expect(await page.locator("dialog").isVisible()).toBe(false);

  // Open again, and use a link in it with Enter.
  await page.keyboard.press("Enter");
  await tabTo(page, (f) => f.text === "Admissions");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admissions");
  await page.close();
});

it("an album's photo opens with Enter, moves with the arrow keys, keeps focus inside, and Escape returns focus to its tile", async () => {
  const { page, problems } = await site.open();
  await gotoHydrated(page, "/images?key=schoolFunctionImages&count=13");
  const counter = () => page.locator(".pswp__counter").textContent();
  const inViewer = () => page.evaluate(() => document.querySelector(".pswp")?.contains(document.activeElement) === true);
  // The tiles link to the photos' full-size copies.
  await tabTo(page, (f) => f.tag === "A" && f.href.includes("/schoolFunctionImages-3-"));
  await page.keyboard.press("Enter");
  await expect.poll(counter).toBe("3 of 13");
  await expect.poll(inViewer).toBe(true);
  // PhotoSwipe lets a key pass while the previous photo is still sliding in: like a reader, press again.
  const pressUntil = async (key: string, shown: string) => {
    for (let attempt = 0; attempt < 5 && (await counter()) !== shown; attempt++) {
      await page.keyboard.press(key);
      await expect.poll(counter, { timeout: 1000 }).toBe(shown).catch(() => undefined);
    }
    expect(await counter()).toBe(shown);
  };
  await pressUntil("ArrowRight", "4 of 13");
  await pressUntil("ArrowLeft", "3 of 13");
  await pressUntil("ArrowLeft", "2 of 13");
  await pressUntil("ArrowRight", "3 of 13");
  // However far one tabs, focus stays in the viewer (or passes through the browser's own controls).
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector(".pswp")?.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect.poll(() => page.locator(".pswp").count()).toBe(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("photo-3");
  expect(new URL(page.url()).hash).toBe("");
  expect(problems).toEqual([]);
  await page.close();
});
