// Issue 12 in the browser: the switch to the other language is in the header at every width, keeps the page
// (album and photo included), and a link followed in one language stays in it, without reloading the page.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plain } from "../../lib/site/language";
import { albumHref } from "~/lib/photos";
import { DESKTOP, gotoHydrated, PHONE, type Site, startSite } from "../support/browser";
import { ENGLISH_SCREENS, HINDI_SCREENS } from "../../scripts/bench-support";
import { type Language, languageOf, otherLanguage, pathIn } from "../../lib/site/language";
import { NAVIGATION } from "../../lib/site/pages";
import { CONTENT, gallery, hindiWords, words } from "../support/content";
import { textOf } from "../support/html";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const album = gallery.cards[0]!;

describe("the language switch", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px is visible in the header, written in its language, and leads to the same page`, async () => {
      const { page, problems } = await site.open({ viewport });
      await gotoHydrated(page, "/gallery");
      const toHindi = page.locator("header .language-switch");
      expect(await toHindi.isVisible()).toBe(true);
      expect(await toHindi.textContent()).toBe("हिन्दी");
      expect(await toHindi.getAttribute("lang")).toBe("hi");
      const box = (await toHindi.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await toHindi.click();
      await page.waitForURL(/\/hi\/gallery$/);
      await expect.poll(() => page.locator("h1").textContent()).toBe(hindiWords.pages.gallery);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      expect(await page.locator("h1").textContent()).toBe(hindiWords.pages.gallery);
      const toEnglish = page.locator("header .language-switch");
      expect(await toEnglish.textContent()).toBe("English");
      await toEnglish.click();
      await page.waitForURL(/\/gallery$/);
      await expect.poll(() => page.locator("h1").textContent()).toBe(words.pages.gallery);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
      expect(await page.locator("h1").textContent()).toBe(words.pages.gallery);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("is reached and followed with the keyboard alone", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/admissions");
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.classList.contains("language-switch"))) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("यह पेज हिन्दी में पढ़ें");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/hi\/admissions$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(hindiWords.pages.admissions);
    await page.close();
  });

  it("keeps the album, and the photo open in it", async () => {
    const { page, problems } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, albumHref(album));
    expect(await page.locator("header .language-switch").getAttribute("href")).toBe(`/hi${albumHref(album)}`);
    // The photo named in the address travels with the switch.
    await page.evaluate(() => history.replaceState(history.state, "", `${location.href}#photo-2`));
    await page.locator("header .language-switch").click();
    await page.waitForURL((url) => url.pathname === "/hi/images" && url.hash === "#photo-2");
    const viewer = page.getByRole("dialog", { name: `${plain(CONTENT.hi.gallery.cards[0]!.title)}: फ़ोटो` });
    await viewer.waitFor();
    expect(await page.getByRole("button", { name: hindiWords.album.closePhoto }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * What is wrong with the page's Hindi type: anything but the phone's own font, spaced, capital or slanted
 * letters, too small, or too little room between lines for the tall vowel signs.
 */
const hindiTypeProblems = (page: Page) =>
  page.evaluate(() => {
    const devanagari = /[\u0900-\u097F]/;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("");
      if (!devanagari.test(own) || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const lineHeight = style.lineHeight === "normal" ? Number.NaN : parseFloat(style.lineHeight);
      const say = (what: string) => found.push(`${what}: <${el.tagName.toLowerCase()} class="${el.className}"> ${own.trim().slice(0, 30)}`);
      if (style.letterSpacing !== "normal" && parseFloat(style.letterSpacing) !== 0) say(`letter-spacing ${style.letterSpacing}`);
      if (style.textTransform !== "none") say(`text-transform ${style.textTransform}`);
      if (style.fontStyle !== "normal") say(`font-style ${style.fontStyle}`);
      if (!/^system-ui\b/.test(style.fontFamily)) say(`font-family ${style.fontFamily}`);
      if (size < 12) say(`font-size ${size}px`);
      // Tall vowel signs above and below the line need room: 1.4 for headings and buttons, more for text.
      if (!(lineHeight >= size * 1.35)) say(`line-height ${style.lineHeight} at ${size}px`);
      if (/^(P|LI|DD|TD)$/.test(el.tagName) && !(lineHeight >= size * 1.6)) say(`text line-height ${style.lineHeight} at ${size}px`);
    }
    return found;
  });

describe("the switch on every screen, and the Hindi screens' type", () => {
  const dictionary = { en: words, hi: hindiWords } as const;
  /** The <h1> a reader of `url` sees when the page is loaded afresh: what the switch must show too. */
  const freshHeading = async (url: string) => {
    const html = await (await fetch(site.origin + url)).text();
    return textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!).trim();
  };
  const shown = (page: Page) =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      heading: document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim(),
      navigation: [...document.querySelectorAll("header nav.main-nav a")].map((a) => a.textContent),
    }));
  const expectPage = async (page: Page, url: string, language: Language) => {
    await page.waitForURL((address) => address.pathname + address.search === url);
    const heading = await freshHeading(url);
    await expect.poll(() => shown(page)).toEqual({ lang: language, heading, navigation: NAVIGATION.map((item) => dictionary[language].pages[item.id]) });
  };

  // Each screen is loaded once, at 390 px, the fonts it asks for recorded. A Hindi screen's type is read first;
  // then both ways from the screen, after it has hydrated: the address, the page's language, its heading and
  // the navigation's words must all follow (on the home page they once stayed English under /hi).
  describe.each([...ENGLISH_SCREENS, ...HINDI_SCREENS])("%s", (url) => {
    let page: Page;
    let problems: string[];
    const fonts: string[] = [];
    beforeAll(async () => {
      ({ page, problems } = await site.open({ viewport: PHONE }));
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      await gotoHydrated(page, url);
    });
    afterAll(() => page?.close());
    const from = languageOf(new URL(url, "http://x").pathname);

    if (from === "hi") {
      it("the phone's own font, no spaced, capital or slanted letters, room between lines", async () => {
        expect(await hindiTypeProblems(page)).toEqual([]);
        expect(fonts).toEqual([]);
      });
    }

    it("to the other language and back: address, lang, heading and navigation", async () => {
      const to = otherLanguage(from);
      const [path, query = ""] = url.split("?");
      const there = pathIn(to, path!) + (query ? `?${query}` : "");
      expect(await freshHeading(there)).not.toBe(await freshHeading(url));
      await page.locator("header .language-switch").click();
      await expectPage(page, there, to);
      await page.locator("header .language-switch").click();
      await expectPage(page, url, from);
      expect(problems).toEqual([]);
    });
  });
});

describe("reading in Hindi", () => {
  it("a link in the navigation leads to the Hindi page, in place: the page is not loaded again", async () => {
    const { page, problems } = await site.open({ viewport: DESKTOP });
    await gotoHydrated(page, "/hi");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator("header nav").getByRole("link", { name: hindiWords.pages.faculty }).click();
    await page.waitForURL(/\/hi\/faculty$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(hindiWords.pages.faculty);
    await page.locator("footer").getByRole("link", { name: plain(CONTENT.hi.footerLinks.find((l) => l.to === "/mpd")!.label) }).click();
    await page.waitForURL(/\/hi\/mpd$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(hindiWords.pages.mpd);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the admissions list names the classes in Hindi, their values unchanged", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/hi/admissions");
    const options = await page.$$eval("#admission-class option:not([value=''])", (os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual(CONTENT.hi.admissions.classes.map((c) => [c.value, hindiWords.admissions.classNames[c.value]]));
    expect(options.map(([value]) => value)).toEqual(["nursery", "lkg", "ukg", "first"]);
    await page.close();
  });
});

describe("the school's name in the header", () => {
  // Issue 19, point 5: "ग्रीन वैली पब्लिक / स्कूल" at 390 px, one word a line at 320 px.
  for (const width of [320, 360, 390]) {
    it(`at ${width} px keeps whole words, in two lines at most, beside the switch and the menu, in both languages`, async () => {
      const { page } = await site.open({ viewport: { width, height: 700 } });
      for (const language of ["en", "hi"] as const) {
        await gotoHydrated(page, pathIn(language, "/about"));
        const name = page.locator("header .brand span");
        expect(await name.textContent()).toBe(plain(CONTENT[language].school.name));
        const layout = await name.evaluate((el) => {
          const text = el.firstChild!;
          const topsOf = (start: number, end: number) => {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, end);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          };
          let at = 0;
          const splitWords = text.textContent!.split(" ").filter((word) => {
            const tops = topsOf(at, at + word.length);
            at += word.length + 1;
            return tops.size > 1;
          });
          return { lines: topsOf(0, text.textContent!.length).size, splitWords, overflows: el.scrollWidth > el.clientWidth };
        });
        expect(layout, language).toEqual({ lines: expect.any(Number), splitWords: [], overflows: false });
        expect(layout.lines, language).toBeLessThanOrEqual(2);
        for (const control of [".language-switch", ".menu-button"]) expect(await page.locator(`header ${control}`).isVisible()).toBe(true);
      }
      await page.close();
    });
  }
});
