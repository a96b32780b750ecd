// How long a cache in front of the site (a CDN) may keep a page, its data or a feed. What is current changes at
// India's midnight (the notices), so nothing may be kept past it: close to midnight the times shrink to what
// is left of the day, and the first request after midnight reaches the server.
import { nextIndiaMidnight } from "../../lib/site/dates";

/** A CDN keeps a page five minutes, and serves it stale for ten more while it fetches a fresh one. */
const FRESH_SECONDS = 300;
const STALE_SECONDS = 600;

/**
 * The time left until India's next midnight, in seconds, counted in whole minutes: the headers of a page stay
 * the same for a minute at a time (a GET and a HEAD a moment apart agree), and never reach past midnight.
 */
export const secondsToIndiaMidnight = (now: Date) => Math.max(0, Math.floor((nextIndiaMidnight(now).getTime() - now.getTime()) / 60_000) * 60);

/**
 * Browsers revalidate a page every time (a 304 by its ETag); a CDN in front may serve it for five minutes,
 * and a stale copy for ten more while it fetches a fresh one, never past midnight: a crowd of readers costs
 * the server one request per page and encoding every five minutes.
 */
export function sharedCacheControl(now: Date) {
  const left = secondsToIndiaMidnight(now);
  const fresh = Math.min(FRESH_SECONDS, left);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${Math.min(STALE_SECONDS, left - fresh)}`;
}
