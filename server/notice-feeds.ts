// The notices as feeds, in each language: the school calendar as iCalendar (/calendar.ics), which a phone's
// calendar subscribes to, one notice's event as a file to add (/notices/<notice>/event.ics), and the notices
// as Atom (/notices.atom) for feed readers. Made on request from the content and the clock (a dozen events
// take well under a millisecond), by maintained libraries: ical-generator folds lines at 75 bytes without
// splitting a character, and sets the UIDs and refresh interval; `feed` writes the Atom.
//
// No text of the content can break a feed (issue 35, point 5): every text is first made one both formats can
// carry (`carriable`), and where a library writes a text as it is, it is escaped here first: the Atom's titles
// and texts, which `feed` puts in CDATA sections typed HTML, as HTML (so no "]]>" and no tag is left in them),
// and the calendar's name, which ical-generator writes raw, as iCalendar text.
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { type RequestHandler, Router } from "express";
import { Feed } from "feed";
import icalGenerator, { type ICalCalendar } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { secondsToIndiaMidnight } from "../app/lib/cache-control";
import type { Notice, School, SiteContent } from "../lib/content/schema";
import { indiaDate, SCHOOL_TIME_ZONE } from "../lib/site/dates";
import { dictionaries } from "../lib/site/i18n/dictionaries";
import { fill } from "../lib/site/i18n/fill";
import { langOf, type Language, LANGUAGES, pathIn, plain } from "../lib/site/language";
import { calendarEventOf, isPublished } from "../lib/site/notices";
import { escapeHtml } from "../app/lib/notices.server";
import { CALENDAR_PATH, noticeHref, NOTICES_PATH } from "../lib/site/pages";
import { CALENDAR_FEED_PATH, noticeEventFeedHref, NOTICES_FEED_PATH } from "../lib/site/public-paths";
import type { ServedData } from "./live-data";
import { type Encodable, encodable, sendEncoded } from "./page-cache";

/** How often a subscribed calendar asks again: twice a day (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 12 * 60 * 60;
/** A browser or CDN may keep a feed an hour, never past India's midnight (app/lib/cache-control.ts). */
const feedCacheControl = (now: Date) => `public, max-age=${Math.min(3600, secondsToIndiaMidnight(now))}`;

/** The moment India's day `date` begins. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

const ICALENDAR = "text/calendar; charset=utf-8";

/**
 * A text as both feeds can carry it: without what XML 1.0 and iCalendar's TEXT forbid (control characters a
 * paste may bring, other than tab and line ends; U+FFFE and U+FFFF; half a surrogate pair), its line ends "\n".
 */
const feedText = (text: string) =>
  text
    .replace(/\p{Cs}/gu, "\uFFFD")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, "");

/** A notice, a school: every text in it as the feeds can carry it (a field added later, too). */
function carriable<T>(value: T): T {
  if (typeof value === "string") return feedText(value) as T;
  if (Array.isArray(value)) return value.map(carriable) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, carriable(inner)])) as T;
  return value;
}

/** A text as iCalendar writes one (RFC 5545, 3.3.11), for what ical-generator writes as it is: the calendar's name. */
const icalText = (text: string) => text.replace(/[\\;,]/g, "\\$&").replace(/\n/g, "\\n");

/**
 * A text for an element of the Atom that xml-js writes as it is, but for one thing: it reads "&amp;" as "&" (to
 * spare a double escape), so each "&" is given to it escaped once, and comes out as written.
 */
const atomText = (text: string) => text.replaceAll("&", "&amp;");

type Event = NonNullable<Notice["event"]>;

/**
 * The UID a phone knows the event by: the notice's address (its file's name), so an edited event replaces
 * the one on the phone and never doubles, and the school's affiliation number, which no other school has.
 * Never the site's address: a school that sets or changes SITE_URL would see every event twice. The Hindi
 * calendar's are its own, should a phone subscribe to both.
 */
export const eventUid = (slug: string, language: Language, school: Pick<School, "affiliationNumber">) =>
  `${slug}${language === "en" ? "" : `.${language}`}@school-${school.affiliationNumber.replace(/[^A-Za-z0-9-]+/g, "-")}`;

/** Adds a notice's event: all-day events as dates (the end is the day after the last), timed ones in India's time. */
function addEvent(calendar: ICalCalendar, school: School, notice: Notice & { event: Event }, language: Language, siteUrl: string) {
  const { event } = notice;
  const url = `${siteUrl}${pathIn(language, noticeHref(notice.slug))}`;
  const day = Temporal.PlainDate.from(event.day);
  const timed = event.starts !== undefined;
  const at = (time: string) => day.toPlainDateTime(Temporal.PlainTime.from(time));
  calendar.createEvent({
    id: eventUid(notice.slug, language, school),
    // When the notice came out (India's midnight): the same on every request, so the feed changes only with the content.
    stamp: indiaMidnight(notice.published),
    summary: plain(notice.title),
    description: `${notice.text.map(plain).join("\n\n")}\n\n${url}`,
    url,
    location: event.place ? plain(event.place) : undefined,
    allDay: !timed,
    start: timed ? at(event.starts!) : day,
    end: timed ? (event.ends ? at(event.ends) : undefined) : Temporal.PlainDate.from(event.lastDay ?? event.day).add({ days: 1 }),
    timezone: timed ? SCHOOL_TIME_ZONE : undefined,
  });
}

function newCalendar(name: string, url: string) {
  return icalGenerator({
    name: icalText(name),
    url,
    prodId: { company: "school-website", product: "notices" },
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone (it would write DTSTAMP without its Z): the timed events name theirs, and get its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
}

/** What a feed is made from: one language's content (the site's, or a test's). */
type FeedContent = Pick<SiteContent, "school" | "notices">;

/** The events of every notice published by `today` (but those taken down before they were over), in one language: what /calendar.ics holds. */
export function calendarFeed(content: FeedContent, language: Language, siteUrl: string, today: string) {
  const { school, notices } = carriable(content);
  const words = dictionaries[language];
  const calendar = newCalendar(fill(words.calendar.feedTitle, { school: plain(school.name) }), `${siteUrl}${pathIn(language, CALENDAR_PATH)}`);
  for (const notice of notices) {
    const event = calendarEventOf(notice, today);
    if (event && isPublished(notice, today)) addEvent(calendar, school, { ...notice, event }, language, siteUrl);
  }
  return calendar.toString();
}

/** One notice's event, as a calendar of its own named after the notice: what /notices/<notice>/event.ics holds. */
export function noticeEventFeed(givenSchool: School, givenNotice: Notice & { event: Event }, language: Language, siteUrl: string) {
  const [school, notice] = carriable([givenSchool, givenNotice] as const);
  const calendar = newCalendar(plain(notice.title), `${siteUrl}${pathIn(language, noticeHref(notice.slug))}`);
  addEvent(calendar, school, notice, language, siteUrl);
  return calendar.toString();
}

/** A feed reader keeps what it has read: the newest notices are enough. */
const FEED_ENTRIES = 20;

/** The notices published by `today`, newest first, in one language: what /notices.atom holds. */
export function noticesFeed(content: FeedContent, language: Language, siteUrl: string, today: string) {
  const { school, notices } = carriable(content);
  const words = dictionaries[language];
  const shown = notices
    .filter((notice) => isPublished(notice, today))
    .sort((a, b) => b.published.localeCompare(a.published))
    .slice(0, FEED_ENTRIES);
  const feed = new Feed({
    id: `${siteUrl}${pathIn(language, NOTICES_PATH)}`,
    link: `${siteUrl}${pathIn(language, NOTICES_PATH)}`,
    title: atomText(fill(words.notices.feedTitle, { school: plain(school.name) })),
    language,
    updated: indiaMidnight(shown[0]?.published ?? today),
    feedLinks: { atom: `${siteUrl}${pathIn(language, NOTICES_FEED_PATH)}` },
    copyright: atomText(fill(words.footer.copyright, { school: plain(school.name) })),
    generator: false,
  });
  for (const notice of shown) {
    const url = `${siteUrl}${pathIn(language, noticeHref(notice.slug))}`;
    feed.addItem({
      id: url,
      link: url,
      title: escapeHtml(plain(notice.title)),
      date: indiaMidnight(notice.published),
      description: escapeHtml(plain(notice.text[0]!)),
      // A paragraph written in the other language only says which (a Hindi-only notice on the English feed).
      content: notice.text.map((paragraph) => `<p${langOf(paragraph).lang ? ` lang="${langOf(paragraph).lang}"` : ""}>${escapeHtml(plain(paragraph))}</p>`).join(""),
      category: [{ name: words.notices.categories[notice.category] }],
    });
  }
  return feed.atom1();
}

/** A feed, made once a day (or again after a publish, or when the site's address is another) and kept with its compressed copies. */
function keptDaily(make: (data: ServedData, siteUrl: string, today: string) => string) {
  let kept: { made: string; feed: Encodable } | undefined;
  return (data: ServedData, siteUrl: string, today: string) => {
    const made = `${data.id} ${today} ${siteUrl}`;
    if (kept?.made !== made) kept = { made, feed: encodable(Buffer.from(make(data, siteUrl, today))) };
    return kept.feed;
  };
}

/**
 * The feeds of both languages, from the content, the site's address of the moment (`siteUrl`) and `now` (the
 * pages' clock). Calendar apps ask again every few hours for every subscribed phone: like the pages, each
 * feed is compressed once per encoding, with a strong ETag each, and a reader that has it gets a 304.
 */
export function noticeFeeds(data: () => ServedData, siteUrl: () => string, now: () => Date): Router {
  const router = Router();
  const send =
    (type: string, make: (data: ServedData, siteUrl: string, today: string) => string): RequestHandler => {
      const feed = keptDaily(make);
      return (req, res) => {
        const moment = now();
        res.set("Cache-Control", feedCacheControl(moment)).type(type);
        sendEncoded(req, res, feed(data(), siteUrl(), indiaDate(moment)), true);
      };
    };
  for (const language of LANGUAGES) {
    router.get(pathIn(language, CALENDAR_FEED_PATH), send(ICALENDAR, (served, url, today) => calendarFeed(served.content[language], language, url, today)));
    router.get(pathIn(language, NOTICES_FEED_PATH), send("application/atom+xml; charset=utf-8", (served, url, today) => noticesFeed(served.content[language], language, url, today)));
    router.get(
      pathIn(language, noticeEventFeedHref(":notice")),
      (req, res, next) => {
        const content = data().content[language];
        const notice = content.notices.find((candidate) => candidate.slug === req.params.notice);
        const moment = now();
        const event = notice && calendarEventOf(notice, indiaDate(moment));
        // Not (yet) a notice with an event, or one taken down: the page's own 404.
        if (!notice || !event || !isPublished(notice, indiaDate(moment))) return next();
        res
          .set("Cache-Control", feedCacheControl(moment))
          .set("Content-Disposition", `attachment; filename="${notice.slug}.ics"`)
          .type(ICALENDAR);
        // One notice's event is rarely asked for: compressed on each request, quickly.
        sendEncoded(req, res, encodable(Buffer.from(noticeEventFeed(content.school, { ...notice, event }, language, siteUrl()))), false);
      },
    );
  }
  return router;
}
