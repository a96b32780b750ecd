// Issue 19, point 1: the class a parent chose is in the address (/admissions?class=ukg), rendered on the server
// and kept as a page of its own, in both languages; without a class, or with an unknown one, every class.
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { plain } from "~/lib/language";
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

describe("the admissions page's class", () => {
  it("without a class lists every class, and links to each class's page before the letter", async () => {
    const res = await request(app).get("/admissions");
    expect(res.status).toBe(200);
    expect(cardsOf(res.text)).toEqual(classes.map((c) => c.value));
    for (const { value } of classes) expect(res.text).toContain(`<a href="/admissions?class=${value}" data-discover="true">${words.admissions.classNames[value]}</a>`);
    // The choice and the details come before the letter.
    expect(res.text.indexOf('class="class-picker')).toBeLessThan(res.text.indexOf('<article class="letter"'));
    expect(res.text.indexOf('class="class-details"')).toBeLessThan(res.text.indexOf('<article class="letter"'));
  });

  it("/admissions?class=ukg shows UKG alone, marked as chosen, as its own page to share", async () => {
    const res = await request(app).get("/admissions?class=ukg");
    expect(res.status).toBe(200);
    expect(cardsOf(res.text)).toEqual(["ukg"]);
    const text = textOf(res.text);
    expect(text).toContain(ukg.fees);
    expect(text).toContain(ukg.age);
    for (const other of others) expect(text).not.toContain(other.fees);
    expect(res.text).toContain(`<a aria-current="page" href="/admissions?class=ukg" data-discover="true">UKG</a>`);
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
