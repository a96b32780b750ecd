// The site follows the live publish by itself. Publishing (`npm run go-live`, or the office from another
// container that shares only the school's volume) points the `live` link at a new publish's data; the site
// notices within half a second and reads it, with no signal, process id or other channel between them, and no
// code loaded: its code is its own, the data the content (lib/content/site-data.ts). Requests in flight finish
// with the data they started with; the data before is then the garbage collector's.
//
// Polled, not watched: fs.watch on a symbolic link watches the folder it points to, not the link; inotify
// misses changes made on network file systems and on some volume drivers; a realpath and a stat twice a second
// cost microseconds on any volume.
import { realpath, stat } from "node:fs/promises";
import v8 from "node:v8";
import vm from "node:vm";
import { type DataStatus, publishNumber, readSiteData, type SiteData } from "../lib/content/site-data";
import type { Logger } from "../lib/http/logging";

export const FOLLOW_INTERVAL_MS = 500;

// A full collection once the data before a publish is let go: it and the pages rendered from it are freed at
// once, rather than when V8 would find the time, so the site's memory after fifty publishes is what it was after
// one. A publish is rare (a few a day), and the collection of a site's small heap takes milliseconds.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
const collectGarbage = () => gc({ type: "major", execution: "sync", flavor: "last-resort" });

/** The data a request is answered with: the content, the photos' copies, where its files are, and which it is. */
export type ServedData = SiteData & {
  /** Its real folder. */
  dir: string;
  /** Tells one data from another (a folder made again under the same name is another). */
  id: string;
};

export type LiveData = { now: () => ServedData; status: () => DataStatus };

/** The real folder `link` names now, and that folder's identity. */
async function resolve(link: string) {
  const dir = await realpath(link);
  const { dev, ino } = await stat(dir);
  return { dir, id: `${dir}:${dev}:${ino}` };
}

/** The data in `dir`, for a site of code `code` (throws DataRefused, saying why, when it cannot serve it). */
export function servedData(dir: string, id: string, code: string): ServedData {
  return { ...readSiteData(dir, code), dir, id };
}

/**
 * Reads the data `link` names now (throws when it cannot: the site cannot start without it), then again each
 * time the link names another folder. Data this code cannot serve is logged, and the data in use kept.
 */
export async function followLiveData({ link, code, logger, intervalMs = FOLLOW_INTERVAL_MS }: { link: string; code: string; logger: Logger; intervalMs?: number }): Promise<LiveData> {
  const first = await resolve(link);
  let served = servedData(first.dir, first.id, code);
  let status: DataStatus = { publish: publishNumber(first.dir) };
  let seen = first.id;

  let busy = false;
  const look = async () => {
    // The link may be missing for an instant, or the volume not there yet.
    const now = await resolve(link).catch(() => null);
    if (!now || now.id === seen) return;
    seen = now.id;
    // Back to the data in use (a publish this site could not read was undone): nothing to read.
    if (now.id === served.id) {
      status = { publish: status.publish };
      return;
    }
    try {
      served = servedData(now.dir, now.id, code);
      status = { publish: publishNumber(now.dir) };
      logger.info({ publish: status.publish }, "now serving the live publish");
      // Once the requests that began with the data before have been answered.
      setTimeout(collectGarbage, 0).unref();
    } catch (error) {
      const failed = publishNumber(now.dir);
      status = failed ? { publish: status.publish, couldNotLoad: failed } : { publish: status.publish };
      logger.error({ err: error, publish: failed }, "could not read the new publish; still serving the previous one");
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void look().finally(() => (busy = false));
  }, intervalMs);
  // The server's own connections keep the process alive; this alone must not, once they are closed.
  timer.unref();
  return { now: () => served, status: () => status };
}
