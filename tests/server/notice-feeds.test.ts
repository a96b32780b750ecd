// The notices' feeds as a phone's calendar and a feed reader get them. The iCalendar feeds are read back with
// an independent parser (ical.js, Mozilla's) and compared with the content; the UIDs are shown to stay when a
// notice is edited and built again, so a phone updates the event instead of adding a second one.
import ICAL from "ical.js";
import request from "supertest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../lib/site/dates";
import { type Language, plain } from "../../lib/site/language";
import { isPublished } from "../../lib/site/notices";
import { noticeHref } from "../../lib/site/pages";
import { calendarFeed, eventUid } from "../../server/notice-feeds";
import { productionApp } from "../support/app";
import { CONTENT } from "../support/content";
import { type ContentCopy, copyContent } from "../support/content-copy";

const SAMPLE_DAY = "2026-11-25";
const clock = new Date(`${SAMPLE_DAY}T12:00:00+05:30`);
let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp({ now: () => clock, siteUrl: "https://school.example" });
});

/** The feed's events as ical.js reads them, by UID. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { calendar, events: new Map(calendar.getAllSubcomponents("vevent").map((component) => [String(component.getFirstPropertyValue("uid")), new ICAL.Event(component)])) };
}

describe.each(["en", "hi"] as Language[])("the school calendar feed (%s)", (language) => {
  const url = language === "en" ? "/calendar.ics" : "/hi/calendar.ics";
  let ics: string;
  beforeAll(async () => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    ics = res.text;
  });

  it("holds every published notice's event, as ical.js reads it", () => {
    const { calendar, events } = parse(ics);
    const expected = CONTENT[language].notices.filter((notice) => notice.event && isPublished(notice, SAMPLE_DAY));
    expect(expected.length).toBeGreaterThan(3);
    expect([...events.keys()].sort()).toEqual(expected.map((notice) => eventUid(notice.slug, language, CONTENT[language].school)).sort());
    for (const notice of expected) {
      const event = events.get(eventUid(notice.slug, language, CONTENT[language].school))!;
      const { day, lastDay, starts, ends } = notice.event!;
      // Without the mark of a text in the other language (a notice in Hindi only, or not translated yet).
      expect(event.summary).toBe(plain(notice.title));
      expect(event.component.getFirstPropertyValue("url")).toBe(`https://school.example${language === "hi" ? "/hi" : ""}${noticeHref(notice.slug)}`);
      if (starts) {
        // In India's time, whatever the server's zone.
        expect(event.startDate.zone?.tzid).toBe("Asia/Kolkata");
        expect(event.startDate.toUnixTime()).toBe(Date.parse(`${day}T${starts}:00+05:30`) / 1000);
        if (ends) expect(event.endDate.toUnixTime()).toBe(Date.parse(`${day}T${ends}:00+05:30`) / 1000);
      } else {
        // All day, as dates; the end is the day after the last (a break from 24 December to 1 January ends on the 2nd).
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(day);
        expect(event.endDate.toString()).toBe(addDays(lastDay ?? day, 1));
      }
    }
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT12H");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT12H");
  });

  it("folds its lines at 75 bytes without splitting a character", () => {
    const lines = Buffer.from(ics, "utf8").toString("latin1").split("\r\n");
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      const bytes = Buffer.from(line, "latin1");
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each line on its own is whole UTF-8: no Devanagari letter cut in two.
      expect(bytes.toString("utf8")).not.toContain("\uFFFD");
    }
  });
});

describe("one notice's event, to add to a calendar", () => {
  it("is the same event as in the feed, as a file", async () => {
    const notice = CONTENT.en.notices.find((n) => n.event?.starts && isPublished(n, SAMPLE_DAY))!;
    const res = await request(app).get(`${noticeHref(notice.slug)}/event.ics`);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${notice.slug}.ics"`);
    expect([...parse(res.text).events.keys()]).toEqual([eventUid(notice.slug, "en", CONTENT.en.school)]);
  });

  it("is not there for a notice without an event", async () => {
    const notice = CONTENT.en.notices.find((n) => !n.event && isPublished(n, SAMPLE_DAY))!;
    expect((await request(app).get(`${noticeHref(notice.slug)}/event.ics`)).status).toBe(404);
  });
});

describe("the UIDs stay the same from one build to the next", () => {
  let content: ContentCopy;
  afterAll(() => content.remove());

  it("an edited event keeps its UID: the phone updates it, never doubles it", async () => {
    content = copyContent();
    const build = async () => {
      const { content: loaded, problems } = await content.load();
      expect(problems).toEqual([]);
      return parse(calendarFeed(loaded!.site.en, "en", "https://school.example", SAMPLE_DAY)).events;
    };
    const first = await build();
    const NOTICE = "notices/2026-11-18-parent-teacher-meeting.yaml";
    content.edit(NOTICE, /^title: .*$/m, "title: Parent-teacher meeting moved to Monday");
    content.edit(NOTICE, "  day: 2026-11-28", "  day: 2026-11-30");
    const second = await build();
    expect([...second.keys()]).toEqual([...first.keys()]);
    const uid = eventUid("2026-11-18-parent-teacher-meeting", "en", CONTENT.en.school);
    expect(second.get(uid)!.summary).toBe("Parent-teacher meeting moved to Monday");
    expect(second.get(uid)!.startDate.toString()).toMatch(/^2026-11-30T10:00:00/);
    // Nothing else moved.
    for (const [other, event] of first) if (other !== uid) expect(second.get(other)!.toString()).toBe(event.toString());
  });
});

// Issue 28, point 6: the site's address is in the events' links, never in their UIDs.
describe("the UIDs do not depend on the site's address", () => {
  it("setting or changing SITE_URL keeps every UID: a phone never shows an event twice", () => {
    for (const language of ["en", "hi"] as Language[]) {
      const uids = (siteUrl: string) => [...parse(calendarFeed(CONTENT[language], language, siteUrl, SAMPLE_DAY)).events.keys()];
      const local = uids("http://localhost:3001");
      expect(local.length).toBeGreaterThan(3);
      expect(uids("https://school.example")).toEqual(local);
      expect(uids("https://www.another-name.example")).toEqual(local);
      for (const uid of local) expect(uid).toMatch(/^[\w.-]+@school-0000000$/);
    }
  });
});

// Issue 28, point 5: calendar apps ask again every few hours, for every phone: the feeds go out like the pages.
describe.each(["/calendar.ics", "/hi/calendar.ics", "/notices.atom", "/hi/notices.atom"])("%s, compressed once per encoding", (url) => {
  it("in Brotli and gzip, each with its own strong ETag, the same on every request, and a 304 to a reader that has it", async () => {
    const plainFeed = await request(app).get(url).set("Accept-Encoding", "identity");
    expect(plainFeed.headers["content-encoding"]).toBeUndefined();
    const etags = new Set([plainFeed.headers.etag]);
    for (const encoding of ["br", "gzip"]) {
      const get = () => request(app).get(url).set("Accept-Encoding", encoding);
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.headers["content-encoding"]).toBe(encoding);
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      // supertest decodes both: the same feed, whatever the encoding.
      expect(first.text).toBe(plainFeed.text);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await get()).headers.etag).toBe(etag);
      etags.add(etag);
      const again = await get().set("If-None-Match", etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe("");
    }
    expect(etags.size).toBe(3);
  });
});

describe("the notices' Atom feed", () => {
  it("is well-formed Atom with the published notices, newest first, in each language", async () => {
    for (const language of ["en", "hi"] as Language[]) {
      const res = await request(app).get(language === "en" ? "/notices.atom" : "/hi/notices.atom");
      expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      // fast-xml-parser, not the xml-js the feed library writes with: well-formed, then read.
      expect(XMLValidator.validate(res.text)).toBe(true);
      type Text = string | { "#text": string };
      const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(res.text) as { feed: { xmlns: string; entry: { id: string; title: Text; link: { href: string } }[] } };
      const text = (value: Text) => (typeof value === "string" ? value : value["#text"]);
      expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
      const published = CONTENT[language].notices.filter((n) => isPublished(n, SAMPLE_DAY)).sort((a, b) => b.published.localeCompare(a.published));
      const address = (slug: string) => `https://school.example${language === "hi" ? "/hi" : ""}${noticeHref(slug)}`;
      expect(feed.entry.map((entry) => entry.id)).toEqual(published.map((n) => address(n.slug)));
      expect(feed.entry.map((entry) => [text(entry.title), entry.link.href])).toEqual(published.map((n) => [plain(n.title), address(n.slug)]));
    }
  });
});
