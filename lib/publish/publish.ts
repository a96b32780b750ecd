// What `npm run go-live`, `go-live:undo` and the first start of a new version of the code do, step by step. A
// publish writes the content as data beside the live code (lib/publish/site-data.ts), in seconds, and never
// builds any code. The steps that need a server are given from outside (lib/publish/steps.ts gives the real
// ones, tests their own).
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { albumOrders, ORDER_FILE, writeAlbumOrder } from "../content/album-order";
import type { FileFacts } from "../content/file-facts";
import { SITE_DATA_FILE, type SiteData } from "../content/site-data";
import { problemsReport } from "../content/load";
import type { Problem } from "../content/read-yaml";
import { root } from "../folders";
import {
  carryOverFiles,
  changesBetween,
  contentFiles,
  type ContentFiles,
  contentOf,
  diskUsage,
  keepContent,
  type Layout,
  liveNumber,
  nextNumber,
  pointLiveAt,
  prune,
  type PublishRecord,
  publishDir,
  readPublishes,
  rehashed,
  removeUnfinished,
  restoreContent,
  siteOf,
  writeRecord,
  writeWhole,
} from "./builds";
import { AT_THE_KEYBOARD, type Directions } from "./directions";
import { historyLines, publishName, undoAdvice } from "./history";
import { type Actor, AT_THE_SERVER, liveBefore, liveHistory, recordSwitch, recordUnrecordedLive } from "./live-history";
import { type Lock, type LockHolder, takeLock } from "./lock";
import { Stopped, type Stops, stopLeftoverBuild } from "./stopping";
import { cleanFilesCacheDir } from "../content/published-files";
import { mediaCacheDir, pruneCache, pruneMediaCache } from "./media";
import { lostPhotos, lostPhotosDone, lostPhotosRefusal, noticeNews, type Removals, removalsFor } from "./what-parents-see";
import { folderStamp, megabytes } from "./words";

/** How many publishes are kept (and the live one, if it is older). */
export const KEEP = 10;

export type RunningServer = {
  /** The real folder of the site it serves, or null when no server runs. */
  serving: () => Promise<string | null>;
  /** Has it load the live site; its address, or null when none runs. Throws when it could not. */
  reload: () => Promise<string | null>;
};

/** What a publish's data step says of the content: a list of problems (nothing was made), or what it made. */
export type MadeData = { problems: Problem[] } | { photosEncoded: number; warnings: string[] };

/** Where a publish is, for a page that shows it as steps (the office's): its words are the page's own. */
export type PublishStep = "content" | "check" | "live";

export type Steps = {
  layout: Layout;
  /** As the clerk typed it, kept in the lock: "npm run go-live". */
  command: string;
  /** The code the data is for: the site's code as `npm run build` built it (build/code.json). */
  code: string;
  /** Makes the content as data in `siteDir` from the content in `contentDir` (lib/publish/site-data.ts). */
  makeData: (siteDir: string, contentDir: string, options: { publishedDir?: string; facts: FileFacts; check: () => void }) => Promise<MadeData>;
  /** What is known of the school's files between runs (lib/content/file-facts.ts). */
  facts: () => FileFacts;
  /** Throws, in the clerk's words, unless the site answers as it should with the data in `siteDir`. */
  check?: (siteDir: string, track: (child: ChildProcess) => void) => Promise<void>;
  server?: RunningServer;
  say: (line: string) => void;
  /** Told as the publish reaches each of its steps (the photos' copies are told by `makeData`'s own). */
  step?: (step: PublishStep) => void;
  stops: Stops;
  now?: () => Date;
  /** Who publishes or undoes, for the history: by default someone at the server's keyboard. */
  actor?: Actor;
  /** What to do next, in the words of where the person is: by default the server's keyboard (commands). */
  directions?: Directions;
  /** Told what a publish refused to lose until it is confirmed (the office offers a button for it). */
  asks?: (needed: Removals) => void;
  /** Told the content's problems that stopped it, as data (the office shows them in its own language). */
  refused?: (problems: Problem[]) => void;
};

const directionsOf = (steps: Steps) => steps.directions ?? AT_THE_KEYBOARD;

const numberOf = (site: string | null | undefined) => Number(/builds\/(\d+)\/site$/.exec(site ?? "")?.[1]) || null;

/** In the clerk's words: why a publish did not happen. */
function reason(error: unknown) {
  if ((error as NodeJS.ErrnoException).code === "ENOSPC") return "the disk is full. Delete files you no longer need (old videos, downloads), then publish again";
  return (error as Error).message;
}

/** What a lock left by a publish that was killed still runs: its check of the new site, stopped. */
export async function stopStaleBuild(stale: LockHolder) {
  // The check runs in the code's folder (running-site.ts), which is not the school's folder in containers.
  if (stale.buildGroup) await stopLeftoverBuild(stale.buildGroup, root);
}

/**
 * Runs `work` holding the publish lock, once what a publish that never finished left is tidied. Says why and
 * returns 1 when another publish runs; the signal's exit code when stopped.
 */
async function locked(steps: Steps, work: (lock: Lock, now: () => Date) => Promise<number>): Promise<number> {
  const { layout, say } = steps;
  const now = steps.now ?? (() => new Date());
  const lock = await takeLock(
    layout.lock,
    { pid: process.pid, command: steps.command, script: path.basename(process.argv[1] ?? "") },
    { now, onStale: stopStaleBuild },
  );
  if ("refused" in lock) {
    say(lock.refused);
    return 1;
  }
  if (lock.stale) say(lock.stale.note);
  try {
    await removeUnfinished(layout, await servedBuilds(steps));
    await recordUnrecordedLive(layout);
    return await work(lock, now);
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    say(error.message);
    return error.exitCode;
  } finally {
    await lock.release();
  }
}

/** The publishes to keep whatever happens: the one a running server serves, and `also`. */
async function servedBuilds(steps: Steps, ...also: (number | null)[]) {
  return new Set([numberOf(await steps.server?.serving()), ...also].filter((n): n is number => n !== null));
}

/** Whether two publishes' content files are the same files, byte for byte. */
const sameFiles = (a: ContentFiles, b: ContentFiles) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, hash]) => b[name] === hash);

/**
 * `npm run go-live` (`by: "go-live"`): writes the content as data for a new publish, from a copy of content/,
 * checks it with the site's own code, puts it live, waits for the running site to take it up, and keeps the
 * albums' photo numbers. It refuses to lose published photo addresses unless `removals` confirms it. The first
 * start of a new version of the code (`by: "build"`, `npm start` and `npm run first-start`): the same without
 * the photo numbers' refusal, since it publishes what was published already, for the new code.
 */
export function publish(steps: Steps, by: "go-live" | "build", removals: Removals = { albums: [], photos: [] }): Promise<number> {
  const { layout, say, stops } = steps;
  const started = performance.now();
  const seconds = () => `${Math.round((performance.now() - started) / 1000)} s`;
  return locked(steps, async (lock, now) => {
    const facts = steps.facts();
    const live = await liveNumber(layout);
    const liveRecord = (await readPublishes(layout)).find((record) => record.number === live);
    if (live && liveRecord?.code === steps.code && liveRecord.files && sameFiles(liveRecord.files, await contentFiles(layout.content, facts))) {
      // A publish stopped after the switch but before the site took it up: the site catches up now.
      const serving = await steps.server?.serving();
      if (serving && serving !== (await realpath(siteOf(layout, live)))) await steps.server?.reload();
      say("Nothing changed since the live site was made: there is nothing new to publish.");
      return 0;
    }

    const liveContent = liveRecord?.files ? contentOf(layout, live!) : undefined;
    const lost = by === "go-live" && liveContent ? lostPhotos(layout.content, liveContent) : [];
    if (lost.some((album) => !(album.albumGone ? removals.albums : removals.photos).includes(album.folder))) {
      for (const line of lostPhotosRefusal(lost, path.relative(layout.root, liveContent!), directionsOf(steps))) say(line);
      steps.asks?.(removalsFor(lost));
      return 1;
    }

    const n = await nextNumber(layout);
    await lock.update({ building: n });
    const track = (child: ChildProcess) => {
      stops.track(child);
      void lock.update({ buildGroup: child.pid });
    };
    try {
      const previous = liveContent && liveRecord?.files ? { dir: liveContent, files: liveRecord.files } : undefined;
      let files = await keepContent(layout.content, contentOf(layout, n), previous, facts);
      stops.check();
      say(by === "go-live" ? "Checking the content and making the new site beside the running one; the site stays as it is meanwhile." : `Making the site's data for this version of its code, in builds/${n}/site.`);
      steps.step?.("content");
      const made = await steps.makeData(siteOf(layout, n), contentOf(layout, n), { publishedDir: liveContent, facts, check: () => stops.check() });
      await facts.save();
      if ("problems" in made) {
        await rm(publishDir(layout, n), { recursive: true, force: true });
        say(problemsReport(made.problems));
        steps.refused?.(made.problems);
        return 1;
      }
      for (const warning of made.warnings) say(warning);
      stops.check();
      steps.step?.("check");
      await steps.check?.(siteOf(layout, n), track);
      stops.check();
      // The numbers this publish gave the albums' photos, kept with it, and in content/ once it is live.
      const orders = by === "go-live" ? saveAlbumOrders(contentOf(layout, n)) : [];
      files = await rehashed(contentOf(layout, n), files, orders.map((order) => order.file), facts);
      if (live) await carryOverFiles(siteOf(layout, live), siteOf(layout, n));
      const record: PublishRecord = { number: n, at: now().toISOString(), by, files, code: steps.code, changes: liveRecord?.files ? changesBetween(liveRecord.files, files) : null };
      // What parents will not see at once, said once the site is live.
      const news = by === "go-live" ? [...lost.map(lostPhotosDone), ...(await noticeNews(contentOf(layout, n), liveContent, now()))] : [];
      await writeRecord(layout, record);
      stops.check();
      steps.step?.("live");
      return await stops.hold(() => goLive(steps, by, record, live, liveRecord, { orders, news }, seconds));
    } catch (error) {
      if ((await liveNumber(layout)) !== n) await rm(publishDir(layout, n), { recursive: true, force: true });
      // A check that failed because it was stopped: the stop is what the clerk needs to hear.
      const stopped = error instanceof Stopped ? error : stops.stopped();
      if (stopped) throw stopped;
      say(`The new site was NOT published: ${reason(error)}. The site is exactly as it was.`);
      return 1;
    }
  });
}

/** The switch, not to be interrupted: `build` to the new publish, the server told, the photo numbers kept. */
async function goLive(
  steps: Steps,
  by: "go-live" | "build",
  record: PublishRecord,
  live: number | null,
  liveRecord: PublishRecord | undefined,
  { orders, news }: { orders: SavedOrder[]; news: string[] },
  seconds: () => string,
) {
  const { layout, say, stops } = steps;
  const n = record.number;
  await pointLiveAt(layout, n);
  let url: string | null = null;
  if (by === "go-live") {
    try {
      url = (await steps.server?.reload()) ?? null;
    } catch (error) {
      if (live) await pointLiveAt(layout, live);
      await rm(publishDir(layout, n), { recursive: true, force: true });
      say(`The new site was NOT published: the running server could not take it up (${(error as Error).message}). It still serves the site as it was.`);
      return 1;
    }
  }
  await recordSwitch(layout, { at: record.at, kind: by === "go-live" ? "publish" : "build", live: n, from: live, changes: record.changes, by: steps.actor ?? AT_THE_SERVER });
  const ordersSaved = await copyAlbumOrders(layout, orders);
  await prune(layout, KEEP, await servedBuilds(steps, n, live));
  // The photos' copies no publish kept holds any more, and that this one does not need.
  await pruneMediaCache(mediaCacheDir, await mediaOfData(siteOf(layout, n)));
  // The clean copies of documents and videos: this publish holds those it needs.
  await pruneCache(cleanFilesCacheDir);
  if (by === "build") say(`Made publish ${n} for this version of the site's code; the site takes it up when it starts.`);
  else if (url) say(`The new site is live at ${url} (${seconds()}), and the server never stopped.`);
  else say(`The new site is in place (${seconds()}). No site started with npm start is running here: the next start serves it.`);
  for (const line of news) say(line);
  if (ordersSaved > 0) say(`The photos' numbers are kept in ${ordersSaved === 1 ? "its album's" : `${ordersSaved} albums'`} ${ORDER_FILE} (content/albums/<folder>/${ORDER_FILE}), so a shared photo link keeps showing the same photo.`);
  say(`This is publish ${n}, kept with the content it was made from: ${directionsOf(steps).historyLists} the last ${KEEP} (${megabytes(await diskUsage(layout))} on disk).`);
  if (by === "go-live" && liveRecord) say(undoAdvice(liveRecord, directionsOf(steps)));
  if (stops.signal) say("The stop came while the new site was being put live, so that was finished first.");
  return 0;
}

/** The photos' copies the data in `siteDir` names. */
const mediaOfData = async (siteDir: string) => (JSON.parse(await readFile(path.join(siteDir, SITE_DATA_FILE), "utf8")) as SiteData).media;

/** An album's list of photos (its path under content/) as it was in the publish's copy before this publish, and after. */
type SavedOrder = { file: string; before: string | null; after: string };

const readText = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : null);

/** Writes each album's order into the publish's copy of the content; the lists that changed. */
function saveAlbumOrders(contentDir: string): SavedOrder[] {
  return albumOrders(contentDir).flatMap(({ relativeDir, photos }) => {
    const file = path.posix.join(relativeDir, ORDER_FILE);
    const before = readText(path.join(contentDir, file));
    return writeAlbumOrder(path.join(contentDir, relativeDir), photos) ? [{ file, before, after: readText(path.join(contentDir, file))! }] : [];
  });
}

/**
 * The same lists into the clerk's content/, except one the clerk changed during the publish (that change
 * wins, and is published next time). How many were written.
 */
async function copyAlbumOrders(layout: Layout, orders: SavedOrder[]) {
  let written = 0;
  for (const { file, before, after } of orders) {
    const target = path.join(layout.content, file);
    if (!existsSync(path.dirname(target)) || readText(target) !== before) continue;
    await writeWhole(target, after);
    written++;
  }
  return written;
}

/**
 * `npm run go-live:undo`: the site and content/ back to publish `wanted`, by default the one that was live
 * before the live one (by the live history, so an undo undoes the undo before it). What the clerk changed in
 * content/ since is moved aside, never deleted.
 */
export function undo(steps: Steps, wanted?: number): Promise<number> {
  const { layout, say } = steps;
  const started = performance.now();
  return locked(steps, async (_lock, now) => {
    const records = await readPublishes(layout);
    const live = await liveNumber(layout);
    const back = wanted ?? (await liveBefore(layout, live));
    const target = records.find((record) => record.number === back);
    if (!target) {
      const { historyLists } = directionsOf(steps);
      if (back === null) say(`There is no earlier publish to go back to: ${historyLists} the publishes kept.`);
      else if (wanted === undefined) say(`The site that was live before this one, publish ${back}, is no longer kept: ${historyLists} the publishes kept, with their numbers.`);
      else say(`There is no publish ${wanted}: ${historyLists} the publishes kept, with their numbers.`);
      return 1;
    }
    const liveRecord = records.find((record) => record.number === live);
    if (target.number !== live && target.code !== steps.code && !(await remadeForThisCode(steps, target))) return 1;
    const restored = target.files ? await restoreContent(layout.content, { dir: contentOf(layout, target.number), files: target.files }, layout.setAside, folderStamp(now())) : null;
    let url: string | null = null;
    if (target.number !== live) {
      try {
        await pointLiveAt(layout, target.number);
        url = (await steps.server?.reload()) ?? null;
      } catch (error) {
        if (live) await pointLiveAt(layout, live);
        await restored?.putBack();
        say(`Nothing was undone: the running server could not take up publish ${target.number} (${(error as Error).message}). It still serves the site as it was, and content/ is as it was.`);
        return 1;
      }
    }
    if (target.number !== live) {
      const changes = liveRecord?.files && target.files ? changesBetween(liveRecord.files, target.files) : null;
      await recordSwitch(layout, { at: now().toISOString(), kind: "undo", live: target.number, from: live, changes, by: steps.actor ?? AT_THE_SERVER });
    }
    const name = publishName(target);
    const took = `${Math.max(1, Math.round((performance.now() - started) / 1000))} s`;
    if (target.number === live) say(`${name} is already the live site.`);
    else if (url) say(`The site is back to ${name}, live at ${url} (${took}); the server never stopped.`);
    else say(`The site is back to ${name} (${took}). No site started with npm start is running here: the next start serves it.`);
    if (!restored) say("content/ was not changed: this site was made before publishes were kept with their content.");
    else {
      say(`content/ is back to the files ${name.charAt(0).toLowerCase()}${name.slice(1)} was made from, so the next publish uses them, not the change undone.`);
      if (restored.setAside) {
        const where = path.relative(layout.root, restored.setAside);
        say(`${restored.moved.length === 1 ? "1 file" : `${restored.moved.length} files`} of content/ that differed from it ${restored.moved.length === 1 ? "was" : "were"} moved (not deleted) to ${where}/:`);
        for (const file of restored.moved) say(`    ${file}`);
        say(directionsOf(steps).useAgain(where));
      }
    }
    if (liveRecord && target.number !== live) say(undoAdvice(liveRecord, directionsOf(steps), "the site as it was before this undo"));
    return 0;
  });
}

/**
 * A publish made for an earlier version of the site's code, made again for this one from the content it was
 * made from (in a folder beside its data, then put in its place); false, having said why, when it cannot be.
 */
async function remadeForThisCode(steps: Steps, target: PublishRecord): Promise<boolean> {
  const { layout, say } = steps;
  const name = publishName(target);
  if (!target.files) {
    say(`${name} was made by an earlier version of the site, without its content: this version cannot show it. ${directionsOf(steps).historyLists} the others.`);
    return false;
  }
  say(`${name} was made by an earlier version of the site's code: making it again for this one.`);
  const site = siteOf(layout, target.number);
  const facts = steps.facts();
  const made = await steps.makeData(`${site}.new`, contentOf(layout, target.number), { facts, check: () => steps.stops.check() });
  await facts.save();
  if ("problems" in made) {
    await rm(`${site}.new`, { recursive: true, force: true });
    say(`${name} cannot be made again for this version of the site:`);
    say(problemsReport(made.problems));
    steps.refused?.(made.problems);
    return false;
  }
  await rm(site, { recursive: true, force: true });
  await rename(`${site}.new`, site);
  await writeRecord(layout, { ...target, code: steps.code });
  return true;
}

/** `npm run go-live:history`: every switch of the live site, newest first, and how to go back. */
export async function history(layout: Layout): Promise<string[]> {
  const records = await readPublishes(layout);
  const before = await liveBefore(layout, await liveNumber(layout));
  const kept = records.map((record) => record.number);
  return historyLines(await liveHistory(layout), records.find((record) => record.number === before), kept, await diskUsage(layout), KEEP);
}
