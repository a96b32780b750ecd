import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { albumHref } from "~/lib/photos";
import { PHONE, type Site, startSite } from "../support/browser";
import { pathIn, plain } from "../../lib/site/language";
import { about, admissions, career, CONTENT, faculty, gallery, hindiWords, home, onlineEducation, transport, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const lastCard = gallery.cards.at(-1)!;
// Each screen, and a piece of its content that must be visible without script.
const SCREENS: Array<[string, string]> = [
  ["/", home.leaders[0]!.name],
  ["/gallery", lastCard.title],
  [albumHref(lastCard), lastCard.title],
  ["/admissions", admissions.classes.at(-1)!.fees],
  ["/mpd", "Number of girls' toilets"],
  ["/about", about.introduction],
  ["/faculty", faculty.teachers.at(-1)!.qualification],
  ["/transport", transport.safety_rules.at(-1)!],
  ["/onlineEducation", onlineEducation.introduction],
  ["/career", career.introduction],
];
// And each in Hindi, with its Hindi words.
const hindi = CONTENT.hi;
SCREENS.push(
  ["/hi", plain(hindi.home.leaders[0]!.name)],
  ["/hi/gallery", plain(hindi.gallery.cards.at(-1)!.title)],
  [pathIn("hi", albumHref(lastCard)), plain(hindi.gallery.cards.at(-1)!.title)],
  ["/hi/admissions", plain(hindi.admissions.classes.at(-1)!.fees)],
  ["/hi/mpd", hindiWords.disclosure.rows.girlsToilets],
  ["/hi/about", plain(hindi.about.introduction)],
  ["/hi/faculty", plain(hindi.faculty.teachers.at(-1)!.qualification)],
  ["/hi/transport", plain(hindi.transport.safety_rules.at(-1)!)],
  ["/hi/onlineEducation", plain(hindi.onlineEducation.introduction)],
  ["/hi/career", plain(hindi.career.introduction)],
);

describe("with JavaScript turned off", () => {
  it.each(SCREENS)("%s shows its content", async (url, text) => {
    const { page } = await site.open({ javaScriptEnabled: false, viewport: PHONE });
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    expect(await page.getByText(text).first().isVisible()).toBe(true);
    // Every photo that is on screen arrives.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const broken = await page.$$eval("img", (imgs) => imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src));
    expect(broken).toEqual([]);
    await page.close();
  });

  it("every link on every screen leads to a page that answers 200: no dead ends", async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    const seen = new Set<string>();
    for (const [url] of SCREENS) {
      await page.goto(url);
      const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const target = new URL(href);
        if (target.origin !== site.origin || seen.has(target.pathname + target.search)) continue;
        seen.add(target.pathname + target.search);
        const res = await page.request.get(href);
        // No dead ends: every navigation and footer entry leads to a page.
        expect(res.status(), href).toBe(200);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    await page.close();
  });

  it("at 390 px the menu still opens, as a link to the drawer, and its links work", async () => {
    const { page } = await site.open({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto("/");
    const drawer = page.locator("#site-menu");
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole("link", { name: "Menu" }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(240, 0);
    await drawer.getByRole("link", { name: "Admissions" }).click();
    await page.waitForURL("**/admissions");
    expect(await page.locator("h1").textContent()).toBe("Admissions");
    await page.close();
  });

  it("an album's tile links to the photo's largest copy, and an address naming a photo still shows the album", async () => {
    const { page } = await site.open({ javaScriptEnabled: false, viewport: PHONE });
    const response = await page.goto("/images?key=schoolFunctionImages&count=13#photo-3");
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe("Annual Function");
    expect(await page.locator(".photo-grid a").count()).toBe(13);
    const tile = page.locator("#photo-3");
    expect(await tile.getByRole("img").getAttribute("alt")).toBe("Annual Function, photo 3 of 13");
    const href = (await tile.getAttribute("href"))!;
    // The largest copy the build made, and the photo opens in the browser itself.
    const largest = Math.max(...[...(await tile.locator("img").getAttribute("srcset"))!.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])));
    expect(href).toMatch(new RegExp(`-${largest}\\.jpg$`));
    await tile.click();
    await page.waitForURL(`**${href}`);
    expect(await page.evaluate(() => document.contentType)).toBe("image/jpeg");
    await page.close();
  });

  // Issue 28, point 2: the specification's dropdown in a plain GET form, its "Show" button opening the class's page.
  for (const language of ["en", "hi"] as const) {
    it(`${language}: the class dropdown and its Show button open a class's page without script, its details alone, the class chosen`, async () => {
      const dictionary = language === "en" ? words : hindiWords;
      const { page } = await site.open({ javaScriptEnabled: false, viewport: PHONE });
      const address = pathIn(language, "/admissions");
      await page.goto(address);
      expect(await page.locator(".class-details .card").count()).toBe(admissions.classes.length);
      const select = page.getByLabel(plain(CONTENT[language].admissions.classLabel));
      expect(await select.inputValue()).toBe("");
      await select.selectOption("ukg");
      await page.getByRole("button", { name: dictionary.admissions.show }).click();
      await page.waitForURL(`**${address}?class=ukg`);
      expect(await page.locator(".class-details h2").allTextContents()).toEqual([dictionary.admissions.classNames.ukg]);
      expect(await select.inputValue()).toBe("ukg");
      // And back to every class.
      await select.selectOption("");
      await page.getByRole("button", { name: dictionary.admissions.show }).click();
      await page.waitForURL(`**${address}?class=`);
      expect(await page.locator(".class-details .card").count()).toBe(admissions.classes.length);
      await page.close();
    });
  }
});
