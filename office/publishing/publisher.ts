// Publishing and undo from the office: each is a process of its own (job.ts) holding the same lock as
// `npm run go-live`, so one runs at a time across people and terminals. The office keeps the lines the one it
// started says, for the page that shows them as they come, and reads the lock to say who else is publishing.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { codeDir, dataRoot, root } from "../../lib/folders";
import { FLAT_MEMORY } from "../../lib/http/memory";
import { type Layout, layoutOf } from "../../lib/publish/builds";
import { type HistoryEntry, liveHistory } from "../../lib/publish/live-history";
import type { LockHolder } from "../../lib/publish/lock";
import type { PublishStep } from "../../lib/publish/publish";
import type { Removals } from "../../lib/publish/what-parents-see";
import type { Problem } from "../../lib/content/read-yaml";

/** Where a run is: a step of the publish, or the photos' copies, so many of so many. */
export type RunProgress = { step: PublishStep } | { step: "photos"; done: number; total: number };

export type Run = {
  id: number;
  kind: "publish" | "undo";
  account: string;
  startedAt: number;
  lines: string[];
  /** The step it is at, once its job said. */
  progress?: RunProgress;
  /**
   * Running, or how it ended: the running site took it up; it is in place, but no site runs here to take it up
   * (it serves it when it starts); or nothing changed (a mistake, a refusal, nothing new).
   */
  state: "running" | "live" | "in-place" | "not-published";
  /** The albums and photos the publish would remove, when it stopped to ask. */
  asks?: Removals;
  /** The content's problems that stopped it, each in both languages. */
  problems?: Problem[];
  /** An undo's publish to go back to. */
  target?: number;
  /** The notice saved with "Save and publish" (its file's name), whose page the publish ends with. */
  notice?: string;
};

/** The start of the line a publish job tells what a refused publish needs confirmed with (JSON after it). */
export const ASKS = "ASKS ";
/** The start of the line a publish job tells where it is with (a RunProgress as JSON after it). */
export const STEP = "STEP ";
/** The start of the line a publish job tells the content's problems that stopped it with (JSON after it). */
export const PROBLEMS = "PROBLEMS ";

/** A line a run keeps at most: a long build says much, the page shows the last of it. */
const KEPT_LINES = 400;
const NOTHING_NEW = /^Nothing changed since the live site was made/;
/** What a publish or an undo says when no running site took it up (lib/publish/publish.ts). */
const NO_SITE_RUNNING = /No site started with npm start is running here/;

/** Who holds the lock now, or null: someone in the office ("the office (Sunita Verma)") or at the server's keyboard. */
export async function lockHolder(layout: Layout): Promise<LockHolder | null> {
  return readFile(layout.lock, "utf8").then(
    (text) => JSON.parse(text) as LockHolder,
    () => null,
  );
}

/** The account named in a lock the office took, or null for a command typed at the server. */
export const accountOfLock = (holder: LockHolder) => /^the office \((.+)\)$/.exec(holder.command)?.[1] ?? null;

/** The publish job as the code build compiled it (scripts/build-office.ts): plain Node runs it, nothing compiles. */
export const PUBLISH_JOB = path.join(codeDir, "office/job.js");

/** The command line of a publish job: the office's, and the benchmark's under one CPU. */
export const publishJobArguments = (kind: Run["kind"], account: string, args: string[] = []) => [PUBLISH_JOB, kind, account, ...args];

export function createPublisher({ layout = layoutOf(dataRoot) } = {}) {
  let last: Run | undefined;
  let next = 1;

  function start(kind: Run["kind"], account: string, args: string[], about: Pick<Run, "target" | "notice"> = {}): Run {
    const run: Run = { id: next++, kind, account, startedAt: Date.now(), lines: [], state: "running", ...about };
    last = run;
    const child = spawn(process.execPath, publishJobArguments(kind, account, args), { cwd: root, env: { ...process.env, ...FLAT_MEMORY }, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        if (line.startsWith(ASKS)) return void (run.asks = JSON.parse(line.slice(ASKS.length)) as Removals);
        if (line.startsWith(STEP)) return void (run.progress = JSON.parse(line.slice(STEP.length)) as RunProgress);
        if (line.startsWith(PROBLEMS)) return void (run.problems = JSON.parse(line.slice(PROBLEMS.length)) as Problem[]);
        run.lines.push(line);
        if (run.lines.length > KEPT_LINES) run.lines.splice(0, run.lines.length - KEPT_LINES);
      });
    }
    child.once("close", (code) => {
      if (code !== 0 || run.lines.some((line) => NOTHING_NEW.test(line))) run.state = "not-published";
      else run.state = run.lines.some((line) => NO_SITE_RUNNING.test(line)) ? "in-place" : "live";
    });
    child.once("error", (error) => {
      run.lines.push(error.message);
      run.state = "not-published";
    });
    return run;
  }

  /**
   * Who is publishing: the lock's holder, or this office's own run in the moment before its process takes the
   * lock (two people pressing Publish together: the second is told, nothing else starts).
   */
  async function busy(): Promise<LockHolder | null> {
    const holder = await lockHolder(layout);
    if (holder) return holder;
    if (last?.state !== "running") return null;
    return { pid: 0, startedAt: new Date(last.startedAt).toISOString(), command: `the office (${last.account})`, script: "" };
  }

  return {
    layout,
    busy,
    /** The run this office started last, running or ended. */
    last: () => last,
    /** Starts a publish, unless one is running (the holder of the lock, to say who). */
    async publish(account: string, removals: Removals = { albums: [], photos: [] }, notice?: string): Promise<Run | { busy: LockHolder }> {
      const holder = await busy();
      if (holder) return { busy: holder };
      return start("publish", account, [...removals.albums.flatMap((album) => ["--remove-album", album]), ...removals.photos.flatMap((album) => ["--remove-photos", album])], notice === undefined ? {} : { notice });
    },
    /** Starts an undo back to publish `number`, unless a publish is running. */
    async undo(account: string, number: number): Promise<Run | { busy: LockHolder }> {
      const holder = await busy();
      if (holder) return { busy: holder };
      return start("undo", account, [String(number)], { target: number });
    },
    history: (): Promise<HistoryEntry[]> => liveHistory(layout),
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
