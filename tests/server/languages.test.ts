// Issue 12: every screen in English and in Hindi, each saying which it is, naming its twin, and carrying only
// its own language's words.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, pathIn } from "../../lib/site/language";
import { ENGLISH_SCREENS, HINDI_SCREENS } from "../../scripts/bench-support";
import { clientDir, productionApp } from "../support/app";
import { labelsOf, textOf, withoutEnglish } from "../support/html";
import { hindiWords, words } from "../support/content";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const SITE = "http://localhost:3000";
const escaped = (url: string) => url.replace(/&/g, "&amp;");

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, other: Tree): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[value, other[key] as string] as [string, string]] : leaves(value, other[key] as Tree)));

/** The English interface's phrases that Hindi says otherwise: none may be left on a Hindi page. */
const ENGLISH_PHRASES = [
  ...new Set(
    leaves(words, hindiWords)
      .flatMap(([english, hindi]) => english.split(/\{\w+\}/).map((piece) => [piece.trim(), hindi] as const))
      .filter(([piece, hindi]) => /[A-Za-z]{4,}/.test(piece) && !hindi.includes(piece))
      .map(([piece]) => piece.replace(/^[\s:,.(]+|[\s:,.)]+$/g, "")),
  ),
];

describe("English and Hindi", () => {
  const every = [...ENGLISH_SCREENS.map((url) => ["en", url] as const), ...HINDI_SCREENS.map((url) => ["hi", url] as const)];

  it.each(every)("%s %s: the right lang, its canonical address and both twins", async (language, url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}">`));
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}${escaped(url)}"/>`);
    for (const other of LANGUAGES) expect(res.text).toContain(`<link rel="alternate" hrefLang="${other}" href="${SITE}${escaped(pathIn(other, url))}"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}${escaped(pathIn("en", url))}"/>`);
  });

  it.each(every)("%s %s: the switch leads to the same page in the other language, written in that language", async (language, url) => {
    const res = await request(app).get(url);
    const other = language === "en" ? "hi" : "en";
    const switchLink = /<a class="language-switch"[^>]*>([^<]*)<\/a>/.exec(res.text);
    expect(switchLink?.[0]).toContain(`lang="${other}"`);
    expect(switchLink?.[0]).toContain(`href="${escaped(pathIn(other, url))}"`);
    expect(switchLink?.[1]).toBe(other === "hi" ? "हिन्दी" : "English");
    // In the header, not only in the menu.
    expect(/<header[\s\S]*<\/header>/.exec(res.text)?.[0]).toContain(switchLink?.[0]);
  });

  it.each(HINDI_SCREENS)("%s: no English word of the interface, in the text or in what a screen reader hears", async (url) => {
    const res = await request(app).get(url);
    const hindiOnly = withoutEnglish(res.text.replace(/<head>[\s\S]*<\/head>/, ""));
    const heard = `${textOf(hindiOnly)} ${labelsOf(hindiOnly).join(" ")}`;
    for (const phrase of ENGLISH_PHRASES) expect(heard, phrase).not.toContain(phrase);
    expect(heard).not.toContain("\u2060");
  });

  // Issue 19, point 5: where a Hindi page has its word, the same word on every page, and no English one.
  const LEFTOVERS = [
    [/sample/i, "नमूना"],
    [/सैंपल/, "नमूना"],
    [/coordinator|कोऑर्डिनेटर/i, "बस प्रभारी"],
    [/एलकेजी|यूकेजी/, "LKG, UKG, as the letter writes them"],
  ] as const;
  it.each(HINDI_SCREENS)("%s: no leftover from the short list of words Hindi says one way", async (url) => {
    const res = await request(app).get(url);
    const heard = `${textOf(res.text.replace(/<head>[\s\S]*<\/head>/, ""))} ${labelsOf(res.text).join(" ")}`;
    for (const [leftover, instead] of LEFTOVERS) expect(heard.match(leftover)?.[0], `write ${instead}`).toBeUndefined();
  });

  it("the check above would see an English label (it is not vacuous)", () => {
    expect(ENGLISH_PHRASES).toEqual(expect.arrayContaining(["Skip to main content", "Gallery", "Mandatory Public Disclosure", "All classes", "Close menu"]));
  });

  it.each([
    ["/nope", "en", words.notFound.page],
    ["/hi/nope", "hi", hindiWords.notFound.page],
    ["/images?key=nope", "en", words.notFound.album],
    ["/hi/images?key=nope", "hi", hindiWords.notFound.album],
    ["/offline", "en", words.offline.title],
    ["/hi/offline", "hi", hindiWords.offline.title],
  ])("%s is in its language", async (url, language, heading) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(url.includes("nope") ? 404 : 200);
    expect(res.text).toContain(`<html lang="${language}">`);
    expect(textOf(res.text)).toContain(heading);
  });

  // Issue 19, point 9: the words travel once, as a file every page of the language shares, not in each page.
  it("a page's data carries none of the interface's words; its language's are one file, fetched by its script", async () => {
    for (const [language, own] of [["en", words], ["hi", hindiWords]] as const) {
      const res = await request(app).get(pathIn(language, "/gallery"));
      const data = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
      for (const phrase of [words.layout.skipToContent, hindiWords.layout.skipToContent, own.gallery.description]) expect(data).not.toContain(phrase);
      expect(textOf(res.text)).toContain(own.layout.skipToContent);
      // The file: in the build's assets (kept by the service worker with them), named in the pages' script.
      const file = readdirSync(path.join(clientDir, "assets")).find((name) => new RegExp(`^words-${language}-[\\w-]+\\.json$`).test(name))!;
      const served = await request(app).get(`/assets/${file}`).set("Accept-Encoding", "br");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["content-encoding"]).toBe("br");
      expect(served.body).toEqual(own);
      const scripts = readdirSync(path.join(clientDir, "assets")).filter((name) => name.endsWith(".js"));
      expect(scripts.some((name) => readFileSync(path.join(clientDir, "assets", name), "utf8").includes(`/assets/${file}`))).toBe(true);
    }
  });
});
