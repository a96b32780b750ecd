// Issue 19, point 3: one page, one name. The navigation's entry, the page's heading, its title and the footer's
// link to it say the same words, in each language (the home page's heading is the school's name).
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, pathIn } from "../../lib/site/language";
import { PAGES } from "../../lib/site/pages";
import { productionApp } from "../support/app";
import { hindiWords, words } from "../support/content";
import { textOf } from "../support/html";

const WORDS = { en: words, hi: hindiWords };

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The words of each link to `href` inside `part` of the page. */
const linkWords = (part: string, href: string) =>
  [...part.matchAll(new RegExp(`<a\\b[^>]*href="${escaped(href)}"[^>]*>([\\s\\S]*?)</a>`, "g"))].map((m) => textOf(m[1]!).trim());

describe("every page has one name", () => {
  for (const language of LANGUAGES) {
    it.each(PAGES.filter((p) => p.id !== "home").map((p) => [p.path, p]))(`${language}: %s`, async (_, page) => {
      const address = pathIn(language, page.path);
      const html = (await request(app).get(address)).text;
      const names = new Map<string, string[]>();
      const add = (where: string, found: string[]) => found.forEach((name) => names.set(name, [...(names.get(name) ?? []), where]));
      add("heading", [textOf(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)![1]!).trim()]);
      add("title", [textOf(html.match(/<title>([\s\S]*?)<\/title>/)![1]!).split(" | ")[0]!.trim()]);
      const navigation = html.match(/<nav\b[^>]*class="main-nav"[^>]*>[\s\S]*?<\/nav>/)![0];
      if (page.inNavigation) add("navigation", linkWords(navigation, address));
      // The footer's link says the page's name, unless the specification words it (the test below).
      if (!(page.id in WORDS[language].footer.pageLinks)) add("footer", linkWords(html.match(/<footer\b[\s\S]*<\/footer>/)![0], address));
      const where = ["heading", "title", ...(page.inNavigation ? ["navigation"] : [])];
      expect(Object.fromEntries(names)).toEqual({ [WORDS[language].pages[page.id]]: expect.arrayContaining(where) });
    });
  }

  // Decision 12: where the specification words a footer link, the footer says its words.
  it("the footer's links to pages take their names, or the specification's words: Faculty Info", async () => {
    const footer = (await request(app).get("/")).text.match(/<footer\b[\s\S]*<\/footer>/)![0];
    expect(linkWords(footer, "/faculty")).toEqual(["Faculty Info"]);
    expect(linkWords(footer, "/mpd")).toEqual(["Mandatory Public Disclosure"]);
    expect(linkWords(footer, "/transport")).toEqual(["Transport"]);
    const hindiFooter = (await request(app).get("/hi")).text.match(/<footer\b[\s\S]*<\/footer>/)![0];
    expect(linkWords(hindiFooter, "/hi/faculty")).toEqual(["शिक्षकों की जानकारी"]);
  });
});
