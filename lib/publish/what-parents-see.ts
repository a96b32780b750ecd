// What a publish changes for parents that the clerk would not see on the site at once: notices that appear
// only on a later day or leave the current list, and shared photo links that would stop working.
import type { Notice } from "../content/schema";
import { formatDate, indiaDate, type IsoDate } from "../site/dates";
import { currentNotices, isPublished } from "../site/notices";
import { photoUrl } from "../site/public-paths";
import { albumPhotoCounts, span } from "../content/album-order";
import { noticesIn, readNoticeFiles } from "../content/notices";
import type { Directions } from "./directions";

/** The notices of `contentDir` in English, as the site reads them (those it cannot read are the build's to report). */
async function noticesOf(contentDir: string) {
  return noticesIn(contentDir, readNoticeFiles(contentDir, []), "en", undefined, [], []);
}

/** "Sunday, 29 November"; with its year when it is not this year's. */
const dayInWords = (day: IsoDate, today: IsoDate) => formatDate(day, "en", { weekday: true, year: day.slice(0, 4) !== today.slice(0, 4) });

/**
 * In the clerk's words: the notices of `next` (a publish's content) that will show only from a later day and
 * were not waiting so already in `live` (the live publish's content, when kept), and the notices current on
 * the live site today that the new content takes off the current list.
 */
export async function noticeNews(next: string, live: string | undefined, now: Date): Promise<string[]> {
  const today = indiaDate(now);
  const [coming, before] = [await noticesOf(next), live ? await noticesOf(live) : []];
  const waiting = new Set(before.filter((notice) => !isPublished(notice, today)).map((notice) => `${notice.slug} ${notice.published}`));
  const later = coming.filter((notice) => !isPublished(notice, today) && !waiting.has(`${notice.slug} ${notice.published}`));
  const stillCurrent = new Set(currentNotices(coming, today).map((notice) => notice.slug));
  const left = currentNotices(before, today).filter((notice) => !stillCurrent.has(notice.slug));
  const lines: string[] = [];
  if (later.length > 0) {
    lines.push("Notices parents will see only from a later day (a notice shows from the day it is published):");
    for (const notice of later) lines.push(`    ${notice.title}: shows from ${dayInWords(notice.published, today)}`);
  }
  if (left.length > 0) {
    lines.push("Notices that leave the list of current notices with this publish:");
    for (const notice of left) lines.push(`    ${notice.title}: ${whyGone(coming.find((other) => other.slug === notice.slug), today)}`);
  }
  return lines;
}

function whyGone(notice: Notice | undefined, today: IsoDate) {
  if (!notice) return "its file was removed, so it is gone from the site";
  if (!isPublished(notice, today)) return `its day of publishing is now ${dayInWords(notice.published, today)}, so it is hidden until then`;
  return `its last day is now ${dayInWords(notice.lastDay!, today)}, so it moves to the past notices`;
}

/** The photo addresses of one album that stop working. */
export type LostPhotos = { folder: string; title: string; from: number; to: number; albumGone: boolean };

/**
 * The photo addresses (/images/<folder>/<N>.jpg) the live site answers and the site made from `next` would
 * not: an album no longer in content/gallery.yaml, or one with fewer photos. An album whose folder is missing
 * is left to the build, which stops on it.
 */
export function lostPhotos(next: string, live: string): LostPhotos[] {
  const [now, then] = [albumPhotoCounts(next), albumPhotoCounts(live)];
  if (!now || !then) return [];
  return [...then].flatMap(([folder, { title, count = 0 }]): LostPhotos[] => {
    const after = now.get(folder);
    if (!after) return count > 0 ? [{ folder, title, from: 1, to: count, albumGone: true }] : [];
    return after.count !== undefined && after.count < count ? [{ folder, title, from: after.count + 1, to: count, albumGone: false }] : [];
  });
}

/** "/images/k/6.jpg and /images/k/7.jpg", "/images/k/1.jpg to /images/k/7.jpg" */
const addresses = ({ folder, from, to }: LostPhotos) => (from === to ? photoUrl(folder, from) : span(from, to, (n) => photoUrl(folder, n)));

export const lostCount = (lost: LostPhotos[]) => lost.reduce((sum, album) => sum + album.to - album.from + 1, 0);

/** The flag that lets a publish go through that loses these photos. */
const flag = (album: LostPhotos) => `${album.albumGone ? "--remove-album" : "--remove-photos"} ${album.folder}`;

/** Says what would break and how to go through, when some of `lost` was not confirmed. */
export function lostPhotosRefusal(lost: LostPhotos[], liveContent: string, directions: Directions): string[] {
  const count = lostCount(lost);
  return [
    `The new site was NOT published: ${count === 1 ? "1 photo address" : `${count} photo addresses`} that parents may have shared would stop working (they would answer "not found"). The site is exactly as it was.`,
    ...lost.map((album) =>
      album.albumGone
        ? `    The album "${album.title}" (${album.folder}) is no longer in content/gallery.yaml: ${addresses(album)}`
        : `    The album "${album.title}" (${album.folder}) has ${album.to - album.from + 1} ${album.to === album.from ? "photo" : "photos"} fewer: ${addresses(album)}`,
    ),
    directions.publishAnyway(lost.map(flag).join(" ")),
    directions.keepPhotos(liveContent),
  ];
}

/** The albums the clerk confirmed to remove (`--remove-album`), or to publish with fewer photos (`--remove-photos`), by folder. */
export type Removals = { albums: string[]; photos: string[] };

/** The confirmations a publish losing `lost` needs, by folder. */
export const removalsFor = (lost: LostPhotos[]): Removals => ({
  albums: lost.filter((album) => album.albumGone).map((album) => album.folder),
  photos: lost.filter((album) => !album.albumGone).map((album) => album.folder),
});

/** Once confirmed, said after the publish. */
export const lostPhotosDone = (album: LostPhotos) =>
  `As asked, ${album.albumGone ? `the album "${album.title}" is gone` : `the album "${album.title}" has fewer photos`}: ${addresses(album)} now answer "not found".`;
