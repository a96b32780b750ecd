// What the notices' loaders and feeds share on the server: the notices' dates and sizes in words (never put
// into words in the browser: lib/site/dates.ts).
import type { Dictionary } from "../../lib/site/i18n/en";
import type { Notice } from "../../lib/content/schema";
import { addDays, formatDate, type Moment, SCHOOL_TIME_ZONE, timeOnPage } from "../../lib/site/dates";
import { type Language, plain } from "../../lib/site/language";

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

/** Text made safe to write into HTML. */
export const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/**
 * "Saturday, 28 November 2026, 10:00 am to 1:00 pm", "24 December 2026 to 1 January 2027", as HTML: each day and
 * time a `<time datetime>` a machine can read (the school's times are India's). Written here, on the server,
 * so that no script of the site's shared code is needed to show it.
 */
export function eventInHtml(event: Event, language: Language, words: Dictionary["notices"], { year = true } = {}) {
  const day = (date: string): Moment => ({ text: formatDate(date, language, { weekday: true, year }), datetime: date });
  const at = (time: string): Moment => ({ text: timeOnPage(time, language), datetime: `${event.day}T${time}+05:30` });
  const html = (template: string, moments: Record<string, Moment>) =>
    template
      .split(/(\{\w+\})/)
      .map((piece) => {
        const moment = moments[/^\{(\w+)\}$/.exec(piece)?.[1] ?? ""];
        return moment ? `<time datetime="${moment.datetime}">${escapeHtml(moment.text)}</time>` : escapeHtml(piece);
      })
      .join("");
  if (event.lastDay) return html(words.days, { first: day(event.day), last: day(event.lastDay) });
  if (!event.starts) return html("{day}", { day: day(event.day) });
  const moments = { day: day(event.day), starts: at(event.starts) };
  return event.ends ? html(words.timeSpan, { ...moments, ends: at(event.ends) }) : html(words.time, moments);
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
  const query = new URLSearchParams({ action: "TEMPLATE", text: plain(notice.title), dates, ctz: SCHOOL_TIME_ZONE, details: noticeUrl, ...(event.place ? { location: plain(event.place) } : {}) });
  return `https://calendar.google.com/calendar/render?${query}`;
}
