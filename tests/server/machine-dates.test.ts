// Issue 28, point 4: dates a machine can read. Every date and time the notices' pages, the calendar, the home
// page's notices and the bus timetable show is a <time datetime="…"> with its ISO value, in both languages:
// with the <time> elements taken out, no date or time the site wrote is left in the page's main text.
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { monthName } from "../../lib/site/dates";
import { LANGUAGES, pathIn } from "../../lib/site/language";
import { productionApp } from "../support/app";
import { textOf } from "../support/html";

const SAMPLE_DAY = "2026-11-25";
let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp({ now: () => new Date(`${SAMPLE_DAY}T12:00:00+05:30`) });
});

// A timed event, a notice without an event, the notices with their archive, the calendar, the home page, the buses.
const PAGES = ["/notices/2026-11-18-parent-teacher-meeting", "/notices/2026-11-23-winter-uniform", "/notices", "/calendar", "/", "/transport"];

/** What a reader could take for a date or a time: "28 November", "मार्च 2027", "10:00". */
const DATE_OR_TIME = new RegExp(
  `\\d{1,2}:\\d{2}|\\d{1,2} (${LANGUAGES.flatMap((language) => Array.from({ length: 12 }, (_, i) => monthName(i + 1, language))).join("|")})`,
);
const ISO = /^\d{4}-\d{2}(-\d{2}(T\d{2}:\d{2}\+05:30)?)?$|^\d{2}:\d{2}$/;

describe.each(LANGUAGES.flatMap((language) => PAGES.map((page) => pathIn(language, page))))("%s", (address) => {
  it("shows every date and time as a <time datetime> with its ISO value", async () => {
    const res = await request(app).get(address);
    expect(res.status).toBe(200);
    const main = /<main\b[\s\S]*<\/main>/.exec(res.text)![0];
    const times = [...main.matchAll(/<time\b([^>]*)>([\s\S]*?)<\/time>/g)];
    expect(times.length).toBeGreaterThan(0);
    for (const [element, attributes, shown] of times) {
      expect(/datetime="([^"]+)"/i.exec(attributes!)?.[1], element).toMatch(ISO);
      expect(textOf(shown!).trim(), element).not.toBe("");
    }
    // What the site writes, not what the office wrote (a notice's title and text may name a day in words).
    const written = main
      .replace(/<time\b[\s\S]*?<\/time>/g, " ")
      .replace(/<h1\b[\s\S]*?<\/h1>|<a\b[\s\S]*?<\/a>|<p class="notice-first-line"[\s\S]*?<\/p>|<div class="prose">[\s\S]*?<\/div>/g, " ");
    const untimed = textOf(written);
    expect(untimed.match(new RegExp(`.{0,30}(${DATE_OR_TIME.source}).{0,30}`, "g")) ?? []).toEqual([]);
  });
});
