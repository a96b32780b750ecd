// One publish at a time. `npm run go-live`, `go-live:undo` and a build of a published site each hold this lock
// while they change builds/ or content/. It is a complete file linked into place in one step, which fails if
// one is there already, so two started in the same instant (a double click) cannot both hold it.
import { existsSync } from "node:fs";
import { link, mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { clockTime, elapsed } from "./words";

export type LockHolder = {
  pid: number;
  /** ISO time. */
  startedAt: string;
  /** What it runs, as the clerk typed it ("npm run go-live"). */
  command: string;
  /** The name of the script file it runs: the holder's process is alive only if its command line still names it. */
  script: string;
  /** The publish it is making, removed if it never finished. */
  building?: number;
  /** The build's process group, stopped if the holder was killed while the build ran. */
  buildGroup?: number;
};

export type Lock = { holder: LockHolder; release: () => Promise<void>; update: (change: Partial<LockHolder>) => Promise<void> };
export type Refusal = { refused: string };
/** A lock left by a publish that never ended, and cleared. */
export type StaleLock = { holder: LockHolder; note: string };

/**
 * Whether the process that took a lock is still running it: its command line (Linux's /proc) must still name
 * the same script, since after a crash or a restart its number may belong to another program.
 */
export async function holderRuns(holder: LockHolder): Promise<boolean> {
  const commandLine = await readFile(`/proc/${holder.pid}/cmdline`, "utf8").catch(() => null);
  if (commandLine !== null) return commandLine.split("\0").some((arg) => path.basename(arg) === holder.script);
  if (existsSync("/proc/self")) return false;
  // Without /proc (not Linux): only whether some process has that number.
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch {
    return false;
  }
}

const read = (file: string) =>
  readFile(file, "utf8")
    .then((text) => JSON.parse(text) as LockHolder)
    .catch(() => null);

/** "A publish is already running, started at 10:42:05 (20 s ago). …": one line, for the one that must wait. */
export const alreadyRunning = (holder: LockHolder, now: Date) =>
  `A publish is already running, started at ${clockTime(new Date(holder.startedAt), now)} (${elapsed(new Date(holder.startedAt), now)}). Wait for it to end; nothing was changed.`;

/**
 * Takes the lock in `file`, or says who holds it. A lock whose process is gone is cleared (`onStale` tidies
 * what it left: its half-made build) and taken.
 */
export async function takeLock(
  file: string,
  holder: Omit<LockHolder, "startedAt">,
  { now = () => new Date(), onStale }: { now?: () => Date; onStale?: (stale: LockHolder) => Promise<void> } = {},
): Promise<(Lock & { stale?: StaleLock }) | Refusal> {
  await mkdir(path.dirname(file), { recursive: true });
  const mine: LockHolder = { ...holder, startedAt: now().toISOString() };
  const draft = `${file}.${process.pid}`;
  let stale: StaleLock | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    await writeFile(draft, JSON.stringify(mine));
    try {
      await link(draft, file);
      await rm(draft, { force: true });
      // One write after another, all done before the lock goes: a late one must not bring it back. What they
      // add only helps tidy up after a killed publish, so one that fails (a full disk) stops nothing.
      let writes = Promise.resolve();
      return {
        holder: mine,
        update: (change) => (writes = writes.then(() => updateLock(file, mine, change)).catch(() => undefined)),
        release: () => writes.then(() => releaseLock(file, mine)),
        stale,
      };
    } catch (error) {
      await rm(draft, { force: true });
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const other = await read(file);
    // A lock is whole from the moment it exists; one that cannot be read (the disk filled up as it was
    // written) is cleared like a stale one.
    if (other && (await holderRuns(other))) return { refused: alreadyRunning(other, now()) };
    // Moved aside under a name of its own before it is looked at again, so two publishes that both found
    // it stale do not both clear it: only the one whose rename took it goes on.
    const aside = `${file}.stale.${process.pid}`;
    try {
      await rename(file, aside);
    } catch {
      continue;
    }
    const taken = await read(aside);
    if (taken && other && (taken.pid !== other.pid || taken.startedAt !== other.startedAt)) {
      // A live publish took the lock between the look and the rename: give it back.
      await link(aside, file).catch(() => undefined);
      await rm(aside, { force: true });
      continue;
    }
    await rm(aside, { force: true });
    if (other) {
      await onStale?.(other);
      stale = {
        holder: other,
        note: `A publish started at ${clockTime(new Date(other.startedAt), now())} did not finish (it was stopped, or the computer restarted). Its half-made site was removed; the live site was not affected.`,
      };
    }
  }
  throw new Error(`could not take the publish lock ${file}`);
}

async function releaseLock(file: string, mine: LockHolder) {
  // Only our own: never a lock another publish took after ours was cleared.
  const now = await read(file);
  if (now?.pid === mine.pid && now.startedAt === mine.startedAt) await unlink(file).catch(() => undefined);
}

/** Adds what a later step needs to know to clean up after this publish (the build it makes). */
async function updateLock(file: string, mine: LockHolder, change: Partial<LockHolder>) {
  Object.assign(mine, change);
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, JSON.stringify(mine));
  await rename(draft, file);
}
