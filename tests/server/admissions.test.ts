// Issue 19, point 1: the class a parent chose is in the address (/admissions?class=ukg), rendered on the server
// and kept as a page of its own, in both languages; without a class, or with an unknown one, every class.
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { plain } from "../../lib/site/language";
import { productionApp } from "../support/app";
import { CONTENT, hindiWords, words } from "../support/content";
import { textOf } from "../support/html";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const { classes } = CONTENT.en.admissions;
const ukg = classes.find((c) => c.value === "ukg")!;
const others = classes.filter((c) => c.fees !== ukg.fees);
/** The class cards the page shows, by their headings. */
const cardsOf = (html: string) => [...html.matchAll(/<h2 id="class-(\w+)"/g)].map((m) => m[1]);

/** The class form of a page: its <form>, label, <select> and options, as the server sent them. */
function classForm(html: string) {
  const form = /<form\b[^>]*class="field class-picker"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const select = /<select\b([^>]*)>([\s\S]*?)<\/select>/.exec(form);
  return {
    form,
    opening: /<form\b[^>]*>/.exec(form)?.[0] ?? "",
    label: textOf(/<label\b[^>]*for="admission-class"[^>]*>([\s\S]*?)<\/label>/.exec(form)?.[1] ?? "").trim(),
    select: select?.[1] ?? "",
    options: [...(select?.[2] ?? "").matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map(([, attributes, text]) => ({
      value: /value="([^"]*)"/.exec(attributes!)?.[1],
      text: textOf(text!).trim(),
      selected: /\bselected=""/.test(attributes!),
    })),
  };
}

// Decision 12: the specification's dropdown, in its words, in the server's HTML (before and without script).
const SPEC_OPTIONS = [
  { value: "nursery", text: "Nursery" },
  { value: "lkg", text: "LKG" },
  { value: "ukg", text: "UKG" },
  { value: "first", text: "Class - I" },
];

describe("the admissions page's class", () => {
  it("without a class: one dropdown labelled 'Please Choose Class' with the specification's options, nothing chosen, in a GET form before the letter; every class listed", async () => {
    const res = await request(app).get("/admissions");
    expect(res.status).toBe(200);
    expect(cardsOf(res.text)).toEqual(classes.map((c) => c.value));
    expect(res.text.match(/<select\b/g)).toHaveLength(1);
    const picker = classForm(res.text);
    expect(picker.label).toBe("Please Choose Class");
    expect(picker.opening).toMatch(/method="get"/);
    expect(picker.opening).toMatch(/action="\/admissions"/);
    expect(picker.select).toMatch(/\bid="admission-class"/);
    expect(picker.select).toMatch(/\bname="class"/);
    expect(picker.options.slice(1).map(({ value, text }) => ({ value, text }))).toEqual(SPEC_OPTIONS);
    // Initially nothing chosen: the first entry, which lists every class, has no class.
    expect(picker.options[0]).toEqual({ value: "", text: words.admissions.allClasses, selected: true });
    expect(picker.options.filter((o) => o.selected)).toHaveLength(1);
    expect(textOf(picker.form)).toContain(words.admissions.show);
    expect(picker.form).toMatch(/<button type="submit"[^>]*>Show<\/button>/);
    // The choice and the details come before the letter.
    expect(res.text.indexOf('class="field class-picker')).toBeLessThan(res.text.indexOf('<article class="letter"'));
    expect(res.text.indexOf('class="class-details"')).toBeLessThan(res.text.indexOf('<article class="letter"'));
  });

  it("in Hindi: the same dropdown, its label and options in their one Hindi wording, the form staying on /hi/admissions", async () => {
    const picker = classForm((await request(app).get("/hi/admissions")).text);
    expect(picker.label).toBe("कृपया कक्षा चुनें");
    expect(picker.opening).toMatch(/action="\/hi\/admissions"/);
    expect(picker.options.map(({ value, text }) => ({ value, text }))).toEqual([
      { value: "", text: hindiWords.admissions.allClasses },
      ...SPEC_OPTIONS.map(({ value }) => ({ value, text: hindiWords.admissions.classNames[value as keyof typeof hindiWords.admissions.classNames] })),
    ]);
    expect(hindiWords.admissions.classNames.first).toBe("कक्षा - I");
    expect(picker.form).toMatch(/<button type="submit"[^>]*>दिखाएँ<\/button>/);
  });

  it("/admissions?class=ukg shows UKG alone, chosen in the dropdown, as its own page to share", async () => {
    const res = await request(app).get("/admissions?class=ukg");
    expect(res.status).toBe(200);
    expect(cardsOf(res.text)).toEqual(["ukg"]);
    const text = textOf(res.text);
    expect(text).toContain(ukg.fees);
    expect(text).toContain(ukg.age);
    for (const other of others) expect(text).not.toContain(other.fees);
    expect(classForm(res.text).options.filter((o) => o.selected).map((o) => o.value)).toEqual(["ukg"]);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000/admissions?class=ukg"/>`);
  });

  it("/hi/admissions?class=ukg shows UKG alone, in Hindi", async () => {
    const res = await request(app).get("/hi/admissions?class=ukg");
    const hindiUkg = CONTENT.hi.admissions.classes.find((c) => c.value === "ukg")!;
    expect(cardsOf(res.text)).toEqual(["ukg"]);
    expect(textOf(res.text)).toContain(plain(hindiUkg.fees));
    expect(res.text).toContain(`<h2 id="class-ukg">${hindiWords.admissions.classNames.ukg}</h2>`);
  });

  it("an unknown or repeated class is the whole list, the same page as /admissions; other queries do not make pages", async () => {
    const etag = async (url: string) => (await request(app).get(url)).headers.etag;
    const plainPage = await etag("/admissions");
    for (const url of ["/admissions?class=UKG", "/admissions?class=tenth", "/admissions?class=ukg&class=lkg", "/admissions?class="]) {
      expect(await etag(url), url).toBe(plainPage);
    }
    expect(await etag("/admissions?class=ukg&utm_source=whatsapp")).toBe(await etag("/admissions?class=ukg"));
    expect(await etag("/admissions?class=ukg")).not.toBe(plainPage);
  });
});
