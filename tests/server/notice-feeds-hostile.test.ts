// Issue 35, point 5: no text a clerk types can break a feed. Notices whose titles, texts and classes (and a
// school name) hold CDATA ends, tags, entities, control characters, line breaks with iCalendar lines after
// them, very long lines and Hindi are added to a copy of the content; /notices.atom must then be well-formed
// XML to a strict parser, with no element but the Atom's own, and every .ics (the calendar and each notice's
// event) must read with ical.js into exactly one event per notice with an event, each title as written.
import ICAL from "ical.js";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { Notice, SiteContent } from "../../lib/content/schema";
import { dictionaries } from "../../lib/site/i18n/dictionaries";
import { fill } from "../../lib/site/i18n/fill";
import { type Language, plain } from "../../lib/site/language";
import { isPublished } from "../../lib/site/notices";
import { calendarFeed, eventUid, noticeEventFeed, noticesFeed } from "../../server/notice-feeds";
import { type ContentCopy, copyContent } from "../support/content-copy";

const TODAY = "2026-11-25";
const SITE = "https://school.example";

/** What a clerk might paste or an attacker type: each a way to end a section, open an element, or start a line. */
const HOSTILE_TEXTS = [
  "Exams ]]> <evil/> ]]> and <script>alert(1)</script>",
  "]]>]]><![CDATA[<evil attr=\"x\">&amp; &lt; &#x3C; &unknown; ' \" </evil>",
  "Meeting\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected@evil.example\r\nSUMMARY:Injected\r\nDTSTART:20261201\r\nEND:VEVENT\r\nX-INJECTED:yes",
  "Line\nBEGIN:VEVENT\nSUMMARY:Injected\nEND:VEVENT",
  "Lone\rcarriage\rreturns; commas, semicolons; and a back\\slash\\n",
  "Bell\u0007 null\u0000 escape\u001b[31m tab\tvertical\u000bform\u000c del\u007f \ufffe\uffff end",
  `A very long line ${"of words without end ".repeat(120)}`,
  `${"परीक्षा की तिथियाँ ".repeat(40)}— दिसंबर २०२६`,
  "Devanagari with joiners: क्‍ष ज़‍ and\u2028a line separator\u2029and a paragraph one",
];

/** A text as the feeds carry it: line ends as "\n", without what neither XML nor iCalendar can hold. */
const carried = (text: string) => plain(text).replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, "");

/** The entities an HTML text in the Atom may hold, read back. */
const htmlText = (html: string) =>
  html.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi, (_, hex?: string, decimal?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[name!.toLowerCase()]!,
  );

// ical.js does not know RFC 7986's NAME, nor X-WR-CALNAME: both are texts, read (and unescaped) as such.
const designProperties = ICAL.design.icalendar.property as Record<string, { defaultType: string }>;
designProperties.name = { defaultType: "text" };
designProperties["x-wr-calname"] = { defaultType: "text" };

let content: ContentCopy;
let site: Record<Language, SiteContent>;
/** The hostile notices' file names, without .yaml (their addresses). */
const hostileSlugs: string[] = [];

beforeAll(async () => {
  content = copyContent();
  content.edit("school.yaml", /^name: .*$/m, `name: ${JSON.stringify("Green Valley ]]> <evil/> & &amp; \"School\"\r\nX-INJECTED:1;a,b\\")}`);
  HOSTILE_TEXTS.forEach((text, index) => {
    const slug = `${TODAY}-hostile-${index + 1}`;
    hostileSlugs.push(slug);
    const timed = index % 2 === 0;
    const notice = {
      title: text,
      title_hi: HOSTILE_TEXTS[(index + 1) % HOSTILE_TEXTS.length],
      published: TODAY,
      category: "general",
      classes: text,
      classes_hi: text,
      text: [text, "<p>A paragraph ]]> with its own tags</p>", text],
      text_hi: [HOSTILE_TEXTS[(index + 2) % HOSTILE_TEXTS.length]],
      event: timed ? { day: "2026-12-01", starts: "10:00", ends: "11:30" } : { day: "2026-12-02", last_day: "2026-12-04" },
    };
    writeFileSync(path.join(content.dir, "notices", `${slug}.yaml`), stringify(notice));
  });
  const { content: loaded, problems } = await content.load();
  expect(problems).toEqual([]);
  site = loaded!.site;
});
afterAll(() => content.remove());

/** A calendar as ical.js reads it: its name, its events and every property name met anywhere in it. */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const properties = new Set<string>();
  const walk = (component: ICAL.Component) => {
    for (const property of component.getAllProperties()) properties.add(property.name);
    component.getAllSubcomponents().forEach(walk);
  };
  walk(calendar);
  return {
    name: calendar.getFirstPropertyValue("name"),
    calendarName: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)),
    properties,
  };
}

const hostileNotices = (language: Language) => site[language].notices.filter((notice) => hostileSlugs.includes(notice.slug));

describe.each(["en", "hi"] as Language[])("with hostile notices (%s)", (language) => {
  it("the school calendar reads with ical.js as one event per notice with an event, each title as written", () => {
    const { school, notices } = site[language];
    const { name, calendarName, events, properties } = readCalendar(calendarFeed(site[language], language, SITE, TODAY));
    const withEvents = notices.filter((notice) => notice.event && isPublished(notice, TODAY));
    expect(hostileNotices(language)).toHaveLength(HOSTILE_TEXTS.length);
    expect(events.map((event) => event.uid).sort()).toEqual(withEvents.map((notice) => eventUid(notice.slug, language, school)).sort());
    for (const notice of hostileNotices(language)) {
      const event = events.find((candidate) => candidate.uid === eventUid(notice.slug, language, school))!;
      expect(event.summary).toBe(carried(notice.title));
      expect(event.description).toBe(`${notice.text.map(carried).join("\n\n")}\n\n${SITE}${language === "hi" ? "/hi" : ""}/notices/${notice.slug}`);
    }
    const title = fill(dictionaries[language].calendar.feedTitle, { school: carried(school.name) });
    expect([name, calendarName]).toEqual([title, title]);
    expect(properties.has("x-injected")).toBe(false);
  });

  it("each notice's own event.ics holds that one event, named after the notice", () => {
    const { school } = site[language];
    for (const notice of hostileNotices(language)) {
      const { name, calendarName, events, properties } = readCalendar(noticeEventFeed(school, notice as Notice & { event: NonNullable<Notice["event"]> }, language, SITE));
      expect([notice.slug, events.map((event) => event.uid)]).toEqual([notice.slug, [eventUid(notice.slug, language, school)]]);
      expect(events[0]!.summary).toBe(carried(notice.title));
      expect([name, calendarName]).toEqual([carried(notice.title), carried(notice.title)]);
      expect(properties.has("x-injected")).toBe(false);
    }
  });

  it("/notices.atom is well-formed to a strict parser, holds only the Atom's elements, and each title reads as written", () => {
    const xml = noticesFeed(site[language], language, SITE, TODAY);
    expect(XMLValidator.validate(xml, { allowBooleanAttributes: false })).toBe(true);
    type Text = string | { "#text": string };
    type Entry = { id: string; title: Text; summary: Text; content: Text };
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", processEntities: true, htmlEntities: false }).parse(xml) as { feed: { title: Text; rights: Text; entry: Entry[] } };
    // Every element met anywhere is one the Atom defines: no <evil/> nor <script> came through.
    const elements = new Set<string>();
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (!key.startsWith("#") && !["xmlns", "type", "href", "rel", "label", "term"].includes(key)) elements.add(key);
        for (const inner of Array.isArray(value) ? value : [value]) walk(inner);
      }
    };
    walk(parsed.feed);
    expect([...elements].sort()).toEqual(["category", "content", "entry", "id", "link", "rights", "summary", "title", "updated"]);
    const text = (value: Text) => String(typeof value === "object" ? value["#text"] : value);
    const { school } = site[language];
    expect(text(parsed.feed.title)).toBe(fill(dictionaries[language].notices.feedTitle, { school: carried(school.name) }));
    for (const notice of hostileNotices(language)) {
      const entry = parsed.feed.entry.find((candidate) => candidate.id === `${SITE}${language === "hi" ? "/hi" : ""}/notices/${notice.slug}`)!;
      expect([notice.slug, htmlText(text(entry.title))]).toEqual([notice.slug, carried(notice.title)]);
      expect(htmlText(text(entry.summary))).toBe(carried(notice.text[0]!));
      // Its paragraphs, each in its <p>: the text's own "</p><p>" would be written &lt;/p&gt;.
      const paragraphs = text(entry.content).replace(/^<p>|<\/p>$/g, "").split("</p><p>");
      expect(paragraphs.map(htmlText)).toEqual(notice.text.map(carried));
    }
  });
});

