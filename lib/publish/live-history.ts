// What parents saw: every switch of the live site (a publish, an undo, a build of a published site), in order,
// kept in builds/history.json. Undo follows it ("back" is the site live before, not the publish numbered one
// lower) and the history shows it. It is one small file written whole (beside, then renamed), not lines
// appended, so a full disk or a kill never leaves half an entry; and it sits beside the publishes' folders, not
// in them, so it outlives the old publishes that are removed.
import { readFile } from "node:fs/promises";
import { type Changes, historyFile, type Layout, liveNumber, readPublishes, writeWhole } from "./builds";

/** Who switched the site: someone at the server's keyboard, or an account of the online office. */
export type Actor = { kind: "terminal" } | { kind: "office"; account: string };
export const AT_THE_SERVER: Actor = { kind: "terminal" };

export type Switch = {
  /** ISO time. */
  at: string;
  /** `publish`: npm run go-live or the office; `build`: the content published again at the server for a new version of the site's code (npm start, the first start); `before`: the site found in build/ before publishes were kept. */
  kind: "publish" | "build" | "undo" | "before";
  /** The publish live after it. */
  live: number;
  /** The publish live before it; null when there was none. */
  from: number | null;
  /** What changed in content/ from the site before to the site after; null when one of them was made without its content kept. */
  changes: Changes | null;
  by: Actor;
};

/** A switch as the history shows it (the office renders these too). */
export type HistoryEntry = Switch & {
  /** The publish live after it is still kept, so an undo can go back to it. */
  kept: boolean;
  /** It made the site that is live now (the newest switch, while build/ links to its publish). */
  liveNow: boolean;
  /** When the publish live after it was made, and who made it; null when the history does not know. */
  madeAt: string | null;
  madeBy: Actor | null;
};

/**
 * The switches, oldest first. Publishes made before this history was kept are read from their publish.json,
 * each taken as live in turn (the undos of that time were not recorded); `except` is left out.
 */
async function readSwitches(layout: Layout, except?: number): Promise<Switch[]> {
  const text = await readFile(historyFile(layout), "utf8").catch(() => null);
  if (text !== null) return JSON.parse(text) as Switch[];
  const records = (await readPublishes(layout)).filter((record) => record.number !== except).reverse();
  return records.map((record, i) => ({
    at: record.at,
    kind: record.by === "go-live" ? "publish" : record.by,
    live: record.number,
    from: records[i - 1]?.number ?? null,
    changes: record.changes,
    by: AT_THE_SERVER,
  }));
}

export async function recordSwitch(layout: Layout, change: Switch) {
  const switches = await readSwitches(layout, change.kind === "undo" ? undefined : change.live);
  await writeWhole(historyFile(layout), `${JSON.stringify([...switches, change], null, 1)}\n`);
}

/**
 * Records the live publish when its switch was cut off before it was written (a publish or an undo killed while
 * the running site took the new data up: the link moved, the history not yet): an undo when an earlier switch
 * made that publish live, else the publish its own record names, from the publish the history last made live.
 * Without this, the history's last entry would not be the live site, and going back would find nothing before it.
 */
export async function recordUnrecordedLive(layout: Layout) {
  const live = await liveNumber(layout);
  const text = await readFile(historyFile(layout), "utf8").catch(() => null);
  if (live === null || text === null) return;
  const switches = JSON.parse(text) as Switch[];
  const last = switches.at(-1);
  if (last?.live === live) return;
  const record = (await readPublishes(layout)).find((kept) => kept.number === live);
  if (!record) return;
  const madeBefore = switches.some((change) => change.live === live);
  const kind = madeBefore ? "undo" : record.by === "go-live" ? "publish" : record.by;
  await recordSwitch(layout, { at: madeBefore ? new Date().toISOString() : record.at, kind, live, from: last?.live ?? null, changes: madeBefore ? null : record.changes, by: AT_THE_SERVER });
}

/** The publish that was live before `live` became live, following the history; null when there was none. */
export async function liveBefore(layout: Layout, live: number | null): Promise<number | null> {
  const switches = await readSwitches(layout);
  return switches.findLast((change) => change.live === live)?.from ?? null;
}

/** Every switch of the live site, newest first. */
export async function liveHistory(layout: Layout): Promise<HistoryEntry[]> {
  const switches = await readSwitches(layout);
  const kept = new Set((await readPublishes(layout)).map((record) => record.number));
  const live = await liveNumber(layout);
  // An undo names the publish it went back to; who made that publish, and when, is on the switch that made it.
  const made = new Map(switches.filter((change) => change.kind !== "undo").map((change) => [change.live, change]));
  return switches
    .map((change, i) => ({
      ...change,
      kept: kept.has(change.live),
      liveNow: i === switches.length - 1 && change.live === live,
      madeAt: made.get(change.live)?.at ?? null,
      madeBy: made.get(change.live)?.by ?? null,
    }))
    .reverse();
}
