// Times as the office reads them: India's clock, whatever the server's time zone.
import { indiaDate, SCHOOL_TIME_ZONE } from "../site/dates";

const inIndia = new Intl.DateTimeFormat("en-IN", {
  timeZone: SCHOOL_TIME_ZONE,
  hourCycle: "h23",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The parts of `time` on India's clock: weekday, day, month, year, hour, minute, second. */
const partsOf = (time: Date) => Object.fromEntries(inIndia.formatToParts(time).map((part) => [part.type, part.value])) as Record<Intl.DateTimeFormatPartTypes, string>;

/** "10:42:05"; "24 Nov, 16:02:11" when it was not today. */
export function clockTime(time: Date, now: Date) {
  const { day, month, hour, minute, second } = partsOf(time);
  const clock = `${hour}:${minute}:${second}`;
  return indiaDate(time) === indiaDate(now) ? clock : `${day} ${month}, ${clock}`;
}

/** "Wed 25 Nov 2026, 10:42" */
export function dateAndTime(time: Date) {
  const { weekday, day, month, year, hour, minute } = partsOf(time);
  return `${weekday} ${day} ${month} ${year}, ${hour}:${minute}`;
}

/** "20 s ago", "3 min ago", "2 h 5 min ago" */
export function elapsed(since: Date, now: Date) {
  const seconds = Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** "2026-11-25 10-42": a folder name in India's time that sorts by date. */
export function folderStamp(time: Date) {
  const { hour, minute } = partsOf(time);
  return `${indiaDate(time)} ${hour}-${minute}`;
}

/** "38 MB" */
export const megabytes = (bytes: number) => `${bytes < 10_000_000 ? (bytes / 1_000_000).toFixed(1) : Math.round(bytes / 1_000_000)} MB`;
