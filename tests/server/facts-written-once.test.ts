// Facts written once (issue 19, point 7): the school's hours, the buses' times and the dates are data in the
// content (07:30, 06:55, 2027-03-31), shown in each language's words, and the season in force today (by India's
// date) comes first.
import { readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { formatDate, formatTime } from "../../lib/site/dates";
import type { Language } from "../../lib/site/language";
import { productionApp, root } from "../support/app";
import { textOf } from "../support/html";
import { hindiWords, words } from "../support/content";

const file = (name: string) => parse(readFileSync(path.join(root, "content", name), "utf8"), { schema: "failsafe" });
const firstStop = file("transport.yaml").routes[0].stops[0] as Record<"summer" | "winter", { morning: string; afternoon: string }>;
const about = file("about.yaml") as Record<"summer" | "winter", { starts: string; ends: string }>;
const dictionary = { en: words, hi: hindiWords };

/** The app as it is at `moment` (India's time written with its offset). */
const appAt = (moment: string) => productionApp({ now: () => new Date(moment) });
/** The seasons' names in the order the page's headings give them. */
const seasonOrder = (html: string, language: Language) =>
  [...html.matchAll(/<h3 id="times-(summer|winter)"/g)].map((found) => dictionary[language].hours.seasons[found[1] as "summer" | "winter"]);

describe("the bus timetable's seasons", () => {
  it("on the last evening of March the winter times come first; a minute after midnight, India's time, the summer ones", async () => {
    const lastOfMarch = await appAt("2027-03-31T23:59:00+05:30");
    const firstOfApril = await appAt("2027-04-01T00:01:00+05:30");
    for (const language of ["en", "hi"] as const) {
      const url = language === "en" ? "/transport" : "/hi/transport";
      const winter = (await request(lastOfMarch).get(url)).text;
      const summer = (await request(firstOfApril).get(url)).text;
      const { seasons } = dictionary[language].hours;
      expect(seasonOrder(winter, language)).toEqual([seasons.winter, seasons.summer]);
      expect(seasonOrder(summer, language)).toEqual([seasons.summer, seasons.winter]);
      // The season in force is marked as such.
      expect(textOf(winter)).toContain(`${seasons.winter}`);
      expect(/<h3 id="times-winter"[^]*?<\/h3>/.exec(winter)![0]).toContain(dictionary[language].transport.inForce);
      expect(/<h3 id="times-summer"[^]*?<\/h3>/.exec(summer)![0]).toContain(dictionary[language].transport.inForce);
    }
  });

  it("shows each time written once in the content in each language's words", async () => {
    const app = await appAt("2026-11-25T10:00:00+05:30");
    for (const language of ["en", "hi"] as const) {
      const text = textOf((await request(app).get(language === "en" ? "/transport" : "/hi/transport")).text);
      for (const season of ["summer", "winter"] as const) {
        expect(text).toContain(`${formatTime(firstStop[season].morning, language)} ${formatTime(firstStop[season].afternoon, language)}`);
      }
    }
    expect(formatTime(firstStop.winter.morning, "hi")).toMatch(/^सुबह \d/);
  });

  it("the About page's hours come from the same seasons, the one in force first", async () => {
    const app = await appAt("2026-11-25T10:00:00+05:30");
    for (const language of ["en", "hi"] as const) {
      const text = textOf((await request(app).get(language === "en" ? "/about" : "/hi/about")).text);
      const { hours } = dictionary[language];
      const winterHours = `${formatTime(about.winter.starts, language)}`;
      expect(text).toContain(winterHours);
      expect(text.indexOf(hours.seasons.winter)).toBeLessThan(text.indexOf(hours.seasons.summer));
    }
  });
});

describe("dates written once", () => {
  it("the admissions cut-off date and a post's last date, each in its language's words", async () => {
    const app = await appAt("2026-11-25T10:00:00+05:30");
    const cutOff = file("admissions.yaml").cut_off_date as string;
    const lastDate = file("career.yaml").vacancies[0].last_date as string;
    expect(cutOff).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const language of ["en", "hi"] as const) {
      const prefix = language === "en" ? "" : "/hi";
      expect(textOf((await request(app).get(`${prefix}/admissions`)).text)).toContain(formatDate(cutOff, language));
      expect(textOf((await request(app).get(`${prefix}/career`)).text)).toContain(formatDate(lastDate, language));
    }
  });
});
