// The content in two languages: a text's Hindi version is written beside it (`title_hi:`), a missing one is
// listed for the office and shown as English, and a mistake in a Hindi field is told like any other.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { en } from "../../lib/site/i18n/en";
import { hi } from "../../lib/site/i18n/hi";
import { UNTRANSLATED } from "../../lib/site/language";
import { dictionaryProblems } from "../../lib/content/dictionaries";
import { loadContent } from "../../lib/content/load";
import { type ContentCopy, copyContent, sampleContentDir } from "../support/content-copy";
import { problemIn } from "../../lib/content/read-yaml";

let content: ContentCopy;
beforeEach(() => {
  content = copyContent();
});
afterEach(() => content.remove());

describe("the sample content in Hindi", () => {
  it("has every text translated: nothing is listed as untranslated", async () => {
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.untranslated).toEqual([]);
    expect(JSON.stringify(loaded?.site.hi)).not.toContain(UNTRANSLATED);
  });

  it("keeps the board's terms and the class values as they are", async () => {
    const { content: loaded } = await content.load();
    expect(loaded?.site.hi.faculty.teachers.map((t) => t.post)).toEqual(loaded?.site.en.faculty.teachers.map((t) => t.post));
    expect(loaded?.site.hi.admissions.classes.map((c) => c.value)).toEqual(["nursery", "lkg", "ukg", "first"]);
  });
});

describe("a text whose English changed since the last publish", () => {
  // The sample content stands for what was last published; the copy is what the clerk has changed since.
  const outdated = async () => (await loadContent(content.dir, { publishedDir: sampleContentDir })).content?.outdated.map((problem) => problemIn(problem, "en"));

  it("is listed when its Hindi did not change with it: the Hindi may be out of date", async () => {
    content.edit("gallery.yaml", "  - title: Sports\n", "  - title: Sports Day\n");
    const line = content.lineOf("gallery.yaml", "title: Sports Day") + 1;
    expect(await outdated()).toEqual([`content/gallery.yaml, line ${line} (Album 5, title in Hindi): its English text changed since the last publish, but this Hindi text did not: the Hindi may be out of date.`]);
  });

  it("is not listed when the Hindi changed too, nor for a Hindi text changed alone", async () => {
    content.edit("gallery.yaml", /  - title: Sports\n(\s+)title_hi: ([^\n]*)/, "  - title: Sports Day\n$1title_hi: $2 दिवस");
    content.edit("school.yaml", /name_hi: ([^\n]*)/, "name_hi: $1 (नया)");
    expect(await outdated()).toEqual([]);
    expect(await (async () => (await loadContent(sampleContentDir, { publishedDir: sampleContentDir })).content?.outdated)()).toEqual([]);
  });
});

describe("a text without its Hindi version", () => {
  it("is listed with its file, line and field, and the Hindi pages get the English text, marked", async () => {
    content.edit("gallery.yaml", /\n\s+title_hi: [^\n]*/, "");
    const line = content.lineOf("gallery.yaml", "title: ");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.untranslated.map((problem) => problemIn(problem, "en"))).toEqual([`content/gallery.yaml, line ${line} (Slide 1, title): no Hindi version yet.`]);
    const english = loaded!.site.en.gallery.slides[0]!.img_title;
    expect(loaded?.site.hi.gallery.slides[0]?.img_title).toBe(`${UNTRANSLATED}${english}`);
    expect(english).not.toContain(UNTRANSLATED);
  });

  it("written but left empty is the same as not written", async () => {
    content.edit("gallery.yaml", /(\n\s+title_hi:) [^\n]*/, '$1 ""');
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.untranslated).toHaveLength(1);
  });
});

describe("mistakes in Hindi fields", () => {
  it("a misspelt Hindi field", async () => {
    content.edit("gallery.yaml", /\n(\s+)title_hi:/, "\n$1titel_hi:");
    const line = content.lineOf("gallery.yaml", "titel_hi:");
    expect(await content.problems()).toEqual([
      `content/gallery.yaml, line ${line} (Slide 1): there is no field called "titel_hi". Did you mean "title_hi"? Correct the spelling.`,
    ]);
  });

  it("a Hindi version of a field that has none (a folder's name is the same in both languages)", async () => {
    content.edit("gallery.yaml", /\n(\s+)folder: (\w+)/, "\n$1folder: $2\n$1folder_hi: खेल");
    const line = content.lineOf("gallery.yaml", "folder_hi:");
    const [problem] = await content.problems();
    expect(problem).toMatch(new RegExp(`^content/gallery\\.yaml, line ${line} \\(Album 1\\): there is no field called "folder_hi"\\.`));
  });

  it("an unknown {placeholder} in a Hindi paragraph is placed on the Hindi line", async () => {
    content.edit("admissions.yaml", /\{phone\}( पर फ़ोन)/, "{fone}$1");
    const line = content.lineOf("admissions.yaml", "{fone}");
    expect(await content.problems()).toEqual([
      `content/admissions.yaml, line ${line} (Letter to parents, paragraph 3 in Hindi): there is no {fone} to fill in. Write one of {school}, {phone}, {whatsapp}, {email}, {principal}, or remove the curly brackets.`,
    ]);
  });
});

describe("the interface's dictionaries", () => {
  it("are complete", () => {
    expect(dictionaryProblems()).toEqual([]);
  });

  it("a missing or extra word, an empty one or a lost placeholder fails the build", () => {
    const broken = structuredClone(hi) as unknown as Record<string, Record<string, unknown>>;
    delete broken.footer!.showOnMap;
    broken.footer!.mapLink = "नक्शा";
    broken.gallery!.photoCount = "फ़ोटो";
    broken.home!.whatsapp = " ";
    expect(dictionaryProblems({ en, hi: broken })).toEqual([
      'lib/site/i18n/hi.ts, footer.showOnMap: missing (English: "Show on map").',
      "lib/site/i18n/hi.ts, footer.mapLink: not in English (en.ts).",
      "lib/site/i18n/hi.ts, home.whatsapp: empty.",
      "lib/site/i18n/hi.ts, gallery.photoCount: must contain exactly the placeholders of the English text (count).",
    ]);
  });
});
