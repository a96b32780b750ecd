// Dates and times are data: the content holds them once (`2027-03-31`, `06:55`) and each language shows them
// in its own words. They are put into words on the server (a loader, or the build), never in the browser,
// whose Intl data may differ from Node's and would not match the page it hydrates.
import type { Language } from "./language";

/** A calendar day, `2027-03-31`: no time and no time zone. */
export type IsoDate = string;
/** A time of day on the 24-hour clock, `06:55`. */
export type ClockTime = string;

/** The school's time zone: every "today" of the site is India's, whatever the server's zone. */
/** A date or a time as a reader sees it, and as a machine reads it (`<time datetime>`: 2026-11-28, 06:55, 2026-11-28T10:00+05:30). */
export type Moment = { text: string; datetime: string };

export const SCHOOL_TIME_ZONE = "Asia/Kolkata";

const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** The day `now` falls on in India. */
export const indiaDate = (now: Date): IsoDate =>
  // en-CA writes a date as year-month-day.
  new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** The time of day `now` is in India, `06:05`. */
export const indiaClock = (now: Date): ClockTime =>
  new Intl.DateTimeFormat("en-GB", { timeZone: SCHOOL_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);

/** The moment India's next day begins (00:00 in Asia/Kolkata, which has no daylight saving: UTC+05:30). */
export function nextIndiaMidnight(now: Date): Date {
  const [year, month, day] = indiaDate(now).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - (5 * 60 + 30) * 60_000);
}

/** Noon UTC of the day: formatting it as UTC can never move it to the day before or after. */
const asUtc = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

/** `date` moved by `days` days. */
export const addDays = (date: IsoDate, days: number): IsoDate => {
  const moved = asUtc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
};

/** "31 March 2027", "31 मार्च 2027"; `weekday` adds the day's name: "Wednesday, 31 March 2027". */
export function formatDate(date: IsoDate, language: Language, { weekday = false, year = true } = {}): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    ...(year ? { year: "numeric" } : {}),
    ...(weekday ? { weekday: "long" } : {}),
  }).format(asUtc(date));
}

/** "March 2027", "मार्च 2027". */
export const formatMonth = (date: IsoDate, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", month: "long", year: "numeric" }).format(asUtc(date));

/** The name of month `month` (1 to 12): "April", "अप्रैल". */
export const monthName = (month: number, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", month: "long" }).format(new Date(Date.UTC(2000, month - 1, 15)));

/**
 * "6:55 am" in English; in Hindi the part of the day comes first, as people say it: "सुबह 6:55", "दोपहर 2:25".
 */
export function formatTime(time: ClockTime, language: Language): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const moment = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  const options: Intl.DateTimeFormatOptions =
    language === "hi" ? { timeZone: "UTC", hour: "numeric", minute: "2-digit", dayPeriod: "short" } : { timeZone: "UTC", hour: "numeric", minute: "2-digit", hour12: true };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(moment);
}

/** A time as the pages show it: never broken at the end of a line between "2:00" and "pm" (or "सुबह" and "6:55"). */
export const timeOnPage = (time: ClockTime, language: Language) => formatTime(time, language).replace(/ /g, "\u00a0");
