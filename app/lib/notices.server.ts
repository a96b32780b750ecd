// What the notices' loaders and feeds share on the server: the notices' dates and sizes in words (never put
// into words in the browser: app/lib/dates.ts).
import type { Dictionary } from "~/i18n/en";
import { fill } from "~/i18n/fill";
import type { Notice } from "~/lib/content-schema";
import { addDays, formatDate, formatTime, SCHOOL_TIME_ZONE } from "~/lib/dates";
import { type Language, plain } from "~/lib/language";

/** What a list of notices shows of each: its date, category, title, classes and first paragraph. */
export const summaryOf = (notice: Notice, language: Language) => ({
  slug: notice.slug,
  title: notice.title,
  published: notice.published,
  date: formatDate(notice.published, language),
  category: notice.category,
  classes: notice.classes,
  firstLine: notice.text[0]!,
  pinned: notice.pinned,
});
export type NoticeSummary = ReturnType<typeof summaryOf>;

type Event = NonNullable<Notice["event"]>;

/** "Saturday, 28 November 2026, 10:00 am to 1:00 pm", "24 December 2026 to 1 January 2027". */
export function eventInWords(event: Event, language: Language, words: Dictionary["notices"], { year = true } = {}) {
  const day = (date: string) => formatDate(date, language, { weekday: true, year });
  if (event.lastDay) return fill(words.days, { first: day(event.day), last: day(event.lastDay) });
  if (!event.starts) return day(event.day);
  const starts = formatTime(event.starts, language);
  return event.ends ? fill(words.timeSpan, { day: day(event.day), starts, ends: formatTime(event.ends, language) }) : fill(words.time, { day: day(event.day), starts });
}

/** "240 kB", "1.2 MB": what a parent on a metered phone weighs before opening an attachment. */
export const sizeInWords = (bytes: number) => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

/** 2026-12-24 → 20261224; 2026-11-28 and 10:00 → 20261128T100000. */
const compact = (date: string, time?: string) => date.replace(/-/g, "") + (time ? `T${time.replace(":", "")}00` : "");

/** Google Calendar's own "add this event" page, for phones whose calendar is Google's. */
export function googleCalendarUrl(notice: Notice & { event: Event }, noticeUrl: string) {
  const { event } = notice;
  // An all-day event ends on the day after its last one, as in iCalendar.
  const dates = event.starts
    ? `${compact(event.day, event.starts)}/${compact(event.day, event.ends ?? event.starts)}`
    : `${compact(event.day)}/${compact(addDays(event.lastDay ?? event.day, 1))}`;
  const query = new URLSearchParams({ action: "TEMPLATE", text: plain(notice.title), dates, ctz: SCHOOL_TIME_ZONE, details: noticeUrl });
  return `https://calendar.google.com/calendar/render?${query}`;
}
