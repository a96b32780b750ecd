// The site follows the live build by itself. Publishing (`npm run go-live`, or the office from another
// container that shares only the builds' volume) points the BUILD_DIR link at a new publish; the server
// notices within a second and loads it, with no signal, process id or other channel between them.
//
// Polled, not watched: fs.watch on a symbolic link watches the folder it points to, not the link; inotify
// misses changes made on network file systems and on some volume drivers; a realpath and a stat each second
// cost microseconds on any volume.
import { realpath, stat } from "node:fs/promises";
import type { Logger } from "../lib/http/logging";
import type { BuildStatus } from "../lib/publish/running-site";

export const FOLLOW_INTERVAL_MS = 1000;


/** The number of the publish a build folder is, from its real path (…/builds/<number>/site), or null. */
export function publishNumber(dir: string): number | null {
  return Number(/[\\/]builds[\\/](\d+)[\\/]site$/.exec(dir)?.[1]) || null;
}

/** The real folder `link` names now, and that folder's identity (a publish removed and made again under the same number is another folder). */
async function resolve(link: string) {
  const dir = await realpath(link);
  const { dev, ino } = await stat(dir);
  return { dir, id: `${dir}:${dev}:${ino}` };
}

/**
 * Loads the build `link` names now (throws when it cannot: the server cannot start without one), then again
 * each time the link names another folder. `load` makes an app from a build's real folder; `use` starts
 * sending new requests to it (those in flight finish on the app they started on). A build that cannot be
 * loaded is logged, and the one in use kept.
 */
export async function followLiveBuild<App>({
  link,
  load,
  use,
  logger,
  intervalMs = FOLLOW_INTERVAL_MS,
}: {
  link: string;
  load: (dir: string, status: () => BuildStatus) => Promise<App>;
  use: (app: App) => void;
  logger: Logger;
  intervalMs?: number;
}): Promise<void> {
  let status: BuildStatus = { publish: null };
  const current = () => status;
  let served = await resolve(link);
  use(await load(served.dir, current));
  status = { publish: publishNumber(served.dir) };
  let seen = served;

  let busy = false;
  const look = async () => {
    // The link may be missing for an instant (the first publish moves build/ aside), or the volume not there yet.
    const now = await resolve(link).catch(() => null);
    if (!now || now.id === seen.id) return;
    seen = now;
    // Back to the build in use (a publish that this server could not load was undone): nothing to load.
    if (now.id === served.id) {
      status = { publish: status.publish };
      return;
    }
    try {
      use(await load(now.dir, current));
      served = now;
      status = { publish: publishNumber(now.dir) };
      logger.info({ publish: status.publish }, "now serving the live build");
    } catch (error) {
      const failed = publishNumber(now.dir);
      status = failed ? { publish: status.publish, couldNotLoad: failed } : { publish: status.publish };
      logger.error({ err: error, publish: failed }, "could not load the new build; still serving the previous one");
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void look().finally(() => (busy = false));
  }, intervalMs);
  // The server's own connections keep the process alive; this alone must not, once they are closed.
  timer.unref();
}
