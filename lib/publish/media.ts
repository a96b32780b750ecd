// Turns each photo the content names into AVIF, WebP and JPEG (or PNG) copies at the widths where it is
// shown. Copies are named by a hash of the photo and of these settings, so a changed photo is encoded alone;
// what a photo is (its size, its hash) is remembered by the file's identity on disk (a publish's copy of the
// content is hard links to the clerk's files), so an unchanged photo is not even read again.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readPhoto } from "../content/heic";
import type { MediaManifest } from "../content/site-data";
import { cacheDir as schoolCache } from "../folders";
import { type MediaEntry, type VariantFormat, variantFileName } from "../site/media-variants";
import { FileFacts } from "../content/file-facts";

/** Kept between publishes, in the school's folder: only new or changed photos are encoded. */
export const mediaCacheDir = path.join(schoolCache, "media");

/** A photo straight from a phone is 4000 px or more; no screen here needs more than this. */
export const MAX_EDGE = 2000;

/** How each kind of copy is encoded. */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, progressive: true, optimiseCoding: true },
  png: { palette: true, compressionLevel: 9 },
} as const;

const ENCODERS = {
  // A photo's colour at half resolution (4:2:0), as its camera stored it: a sixth (a drawing) to a third (a
  // grainy phone photo) fewer bytes than sharp's default 4:4:4, which only an image with transparency (a
  // crest, kept as a PNG) needs for its sharp coloured edges.
  avif: (image: sharp.Sharp, entry: MediaEntry) => image.avif({ ...ENCODING.avif, chromaSubsampling: entry.fallback === "jpeg" ? "4:2:0" : "4:4:4" }),
  webp: (image: sharp.Sharp) => image.webp(ENCODING.webp),
  jpeg: (image: sharp.Sharp) => image.jpeg(ENCODING.jpeg),
  png: (image: sharp.Sharp) => image.png(ENCODING.png),
} satisfies Record<VariantFormat, (image: sharp.Sharp, entry: MediaEntry) => sharp.Sharp>;

// Part of every copy's hash: changing how copies are made remakes them all (the version, when the code changes
// in a way the settings do not show, such as the AVIF's colour rule above).
const SETTINGS = JSON.stringify({ version: 2, MAX_EDGE, ENCODING });

/**
 * Widths worth making, by where a photo is shown (see the `sizes` each component passes): the crest is
 * 48 px wide and the leaders' portraits 160 px; every other photo spans a column or the page, and a
 * reader can open it full size. 720 is the page's width on the cheap phones most parents have (360 px at
 * twice the density, 412 px at 1.75): a quarter lighter than the 960 they would take otherwise.
 */
export const LADDERS = {
  crest: [48, 96],
  portrait: [160, 320],
  wide: [320, 480, 720, 960, 1600, MAX_EDGE],
  /** The picture a shared link shows (WhatsApp, Facebook): one JPEG of about 1200 × 630, well under 300 kB. */
  card: [1200],
} as const;

/** The shape a shared link's picture is cropped to (Open Graph's 1.91 : 1). */
export const CARD_ASPECT = 1200 / 630;

export type PhotoJob = {
  /** The photo's key in the manifests, e.g. /images/banner or /images/schoolClubImages/3.jpg. */
  src: string;
  /** The photo itself, e.g. content/photos/banner.jpg. */
  file: string;
  /** Widths worth having for where the photo is shown; the photo's own width stands in for larger ones. */
  ladder: readonly number[];
  /** Width over height, when the copies are cropped to a shape (the middle kept) rather than scaled whole. */
  aspect?: number;
};

/** The ladder's widths that the photo can fill: never wider than the photo itself. */
export function fittingWidths(ladder: readonly number[], width: number) {
  const widths = new Set(ladder.filter((w) => w < width));
  if (ladder.some((w) => w >= width)) widths.add(width);
  return [...widths].sort((a, b) => a - b);
}

/** What the copies of a photo depend on, remembered while its file is unchanged (lib/content/file-facts.ts). */
type PhotoFacts = { width: number; height: number; orientation: number; hasAlpha: boolean; format: string; sha256: string };

const photoFacts = async (file: string): Promise<PhotoFacts> => {
  const bytes = await readPhoto(file);
  const { width = 0, height = 0, orientation = 1, hasAlpha = false, format = "" } = await sharp(bytes).metadata();
  return { width, height, orientation, hasAlpha, format, sha256: createHash("sha256").update(bytes).digest("hex") };
};

async function describe(job: PhotoJob, facts: FileFacts): Promise<MediaEntry> {
  const { width, height, orientation, hasAlpha, format, sha256 } = await facts.of(job.file, "photo", () => photoFacts(job.file));
  // EXIF orientations 5–8 (a phone held upright) swap the stored width and height.
  const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
  const scale = Math.min(1, MAX_EDGE / Math.max(uprightWidth, uprightHeight));
  const cappedWidth = Math.round(uprightWidth * scale);
  // A cropped copy may be wider than the photo's own height allows: it is made at the ladder's widths.
  const widths = job.aspect ? [...job.ladder] : fittingWidths(job.ladder, cappedWidth);
  const shownWidth = job.aspect ? Math.max(...widths) : cappedWidth;
  return {
    width: shownWidth,
    height: job.aspect ? Math.round(shownWidth / job.aspect) : Math.round(uprightHeight * scale),
    hash: createHash("sha256").update(SETTINGS).update(JSON.stringify(job.ladder)).update(job.aspect ? `crop ${job.aspect}` : "").update(sha256).digest("hex").slice(0, 10),
    widths,
    // A shared link's picture is always a JPEG, which every app that shows one takes.
    fallback: format === "png" && hasAlpha && !job.aspect ? "png" : "jpeg",
  };
}

const formatsOf = (entry: MediaEntry): VariantFormat[] => ["avif", "webp", entry.fallback];

/** Every copy of one photo: its file name and what it is. */
export function variantFiles(src: string, entry: MediaEntry) {
  return entry.widths.flatMap((width) => formatsOf(entry).map((format) => ({ width, format, file: variantFileName(src, entry, width, format) })));
}

async function writeVariants(src: string, bytes: Buffer, entry: MediaEntry, cacheDir: string, aspect: number | undefined, check: () => void) {
  for (const { width, format, file } of variantFiles(src, entry)) {
    check();
    const target = path.join(cacheDir, file);
    if (existsSync(target)) continue;
    // Written under a temporary name first, so an interrupted build never leaves half a file behind; a name
    // of this process's own, since the editor's preview and a publish may encode the same new photo at once.
    const partial = `${target}.${process.pid}.partial`;
    const size = aspect ? { width, height: Math.round(width / aspect), fit: "cover" as const } : { width, withoutEnlargement: true };
    await ENCODERS[format](sharp(bytes).autoOrient().resize(size), entry).toFile(partial);
    await rename(partial, target);
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type BuildMediaOptions = {
  jobs: PhotoJob[];
  cacheDir: string;
  /** What is known of the photos' files already (by default, nothing: each is read). */
  facts?: FileFacts;
  /** Told after each photo that had to be encoded: how many of those are done, of how many. */
  onEncoded?: (done: number, total: number) => void;
  /** Called before each copy is made: throws to stop (a publish stopped with Ctrl+C). */
  check?: () => void;
};

/**
 * Makes the copies that are missing from `cacheDir` and returns the manifest the pages read. Each core encodes
 * one photo at a time.
 */
export async function buildMedia({ jobs, cacheDir, facts = new FileFacts(), onEncoded, check = () => undefined }: BuildMediaOptions) {
  await mkdir(cacheDir, { recursive: true });
  const cores = os.availableParallelism();
  // Photos run side by side, one per core; libvips then needs no threads of its own per photo.
  sharp.concurrency(1);
  // No cache of decoded photos between operations: each is read once, and a 12-megapixel photo held on would
  // stay in the publish's memory while the new site is checked beside it.
  sharp.cache(false);
  // Only the entries are kept: a school's photos straight from phones would not fit in memory at once.
  const described = await inPool(jobs, cores, async (job) => ({ job, entry: await describe(job, facts) }));
  // Known before encoding starts, so progress counts only the photos that take time.
  const missing = described.filter(({ job, entry }) => variantFiles(job.src, entry).some(({ file }) => !existsSync(path.join(cacheDir, file))));
  let made = 0;
  await inPool(missing, cores, async ({ job, entry }) => {
    await writeVariants(job.src, await readPhoto(job.file), entry, cacheDir, job.aspect, check);
    made++;
    onEncoded?.(made, missing.length);
  });
  const manifest: MediaManifest = Object.fromEntries(described.map(({ job, entry }) => [job.src, entry]));
  return { manifest, made };
}

/** Every copy a manifest names, by its file name in the cache. */
const filesOf = (manifest: MediaManifest) => Object.entries(manifest).flatMap(([src, entry]) => variantFiles(src, entry).map((v) => v.file));

/**
 * Removes from the cache the copies that `manifest` does not need and that no publish holds any more (a
 * publish's data holds its copies as hard links: a file with one link is the cache's alone). Only a publish
 * does this, holding the publish lock: the preview's copies of a photo not yet published stay.
 */
export const pruneMediaCache = (cacheDir: string, manifest: MediaManifest) => pruneCache(cacheDir, new Set(filesOf(manifest)));

/** Removes the files of `cacheDir` that no publish holds (one link: the cache's alone), but those `wanted` and those being written. */
export async function pruneCache(cacheDir: string, wanted: ReadonlySet<string> = new Set()) {
  for (const file of await readdir(cacheDir).catch(() => [])) {
    if (wanted.has(file) || beingWritten(file)) continue;
    const onDisk = path.join(cacheDir, file);
    if ((await stat(onDisk).catch(() => null))?.nlink === 1) await rm(onDisk, { force: true });
  }
}

/** A copy another build is writing now (the editor's preview and a publish can run at once); a partial
 * file whose process has ended is a leftover of an interrupted build. */
function beingWritten(file: string) {
  const pid = /\.(\d+)\.partial$/.exec(file)?.[1];
  if (pid === undefined) return false;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (error) {
    // EPERM: the process runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Puts the manifest's copies into `targetDir` as hard links to the cache's files (copies where links cannot be made). */
export async function linkMedia(manifest: MediaManifest, cacheDir: string, targetDir: string) {
  await mkdir(targetDir, { recursive: true });
  const files = filesOf(manifest);
  await inPool(files, 8, (file) => link(path.join(cacheDir, file), path.join(targetDir, file)).catch(() => copyFile(path.join(cacheDir, file), path.join(targetDir, file))));
  return files.length;
}
