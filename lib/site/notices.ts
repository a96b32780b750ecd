// Which notices a page shows on a given day (their addresses are in lib/site/pages.ts and lib/site/public-paths.ts). Every day here is India's (lib/site/dates.ts):
// a notice appears on the day it is published and leaves the current list after its last day, by the clock
// alone. The loaders call these on the server; the browser gets only what they chose.
import type { Notice } from "../content/schema";
import type { IsoDate } from "./dates";

/** Shown from its day on; one taken down before its day never is. */
export const isPublished = (notice: Notice, today: IsoDate) => notice.published <= today && !(notice.takenDown && notice.takenDown < notice.published);
/** Taken down (the office's "Take down now"): off the current list from that day on, as after its last day. */
export const isTakenDown = (notice: Notice, today: IsoDate) => notice.takenDown !== undefined && notice.takenDown <= today;
export const isCurrent = (notice: Notice, today: IsoDate) =>
  isPublished(notice, today) && (!notice.lastDay || today <= notice.lastDay) && !isTakenDown(notice, today);

const newestFirst = (a: Notice, b: Notice) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

/** The notices current on `today`: pinned ones first, then the newest. */
export const currentNotices = (notices: readonly Notice[], today: IsoDate) =>
  notices.filter((notice) => isCurrent(notice, today)).sort((a, b) => Number(b.pinned) - Number(a.pinned) || newestFirst(a, b));

/** The school year a day falls in, April to March, by the year it starts: 2027-01-10 → 2026. */
export const academicYear = (date: IsoDate) => {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
};

/** "2026–27". */
export const academicYearLabel = (startYear: number) => `${startYear}–${String((startYear + 1) % 100).padStart(2, "0")}`;

/** The published notices no longer current, by school year (the newest year first), each year newest first. */
export function archivedNotices(notices: readonly Notice[], today: IsoDate) {
  const years = new Map<number, Notice[]>();
  for (const notice of [...notices].sort(newestFirst)) {
    if (!isPublished(notice, today) || isCurrent(notice, today)) continue;
    const year = academicYear(notice.published);
    years.set(year, [...(years.get(year) ?? []), notice]);
  }
  return [...years].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, notices: list }));
}

type Event = NonNullable<Notice["event"]>;
export const eventEnd = (event: Event) => event.lastDay ?? event.day;

/**
 * The notice's event as the calendars show it (the calendar page, /calendar.ics, its own event.ics and its page's
 * calendar links) on `today`: none once the notice is taken down before the event was over; one already over stays.
 */
export const calendarEventOf = (notice: Notice, today: IsoDate): Event | undefined =>
  notice.event && !(isTakenDown(notice, today) && eventEnd(notice.event) >= notice.takenDown!) ? notice.event : undefined;

/**
 * The calendar on `today`: the events of the published notices, from the start of this school year on, by
 * month; the months with events still to come first, then the months of this year already past.
 */
export function calendarMonths(notices: readonly Notice[], today: IsoDate) {
  const yearStart = `${academicYear(today)}-04-01`;
  const events = notices
    .flatMap((notice) => {
      const event = calendarEventOf(notice, today);
      return event && isPublished(notice, today) && eventEnd(event) >= yearStart ? [{ notice, event }] : [];
    })
    .sort((a, b) => a.event.day.localeCompare(b.event.day) || (a.event.starts ?? "").localeCompare(b.event.starts ?? ""));
  const byMonth = (list: typeof events) => {
    const months = new Map<string, typeof events>();
    for (const item of list) months.set(item.event.day.slice(0, 7), [...(months.get(item.event.day.slice(0, 7)) ?? []), item]);
    return [...months].map(([month, items]) => ({ month, items }));
  };
  return {
    coming: byMonth(events.filter(({ event }) => eventEnd(event) >= today)),
    past: byMonth(events.filter(({ event }) => eventEnd(event) < today)),
  };
}
