// Publishing and undo from the office: each is a process of its own (job.ts) holding the same lock as
// `npm run go-live`, so one runs at a time across people and terminals. The office keeps the lines the one it
// started says, for the page that shows them as they come, and reads the lock to say who else is publishing.
// How each run ended is recorded (runs.ts). When the office stops, the run going on is stopped with it (its job
// ends between two steps, or finishes putting the site live) and recorded as abandoned.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { codeDir, dataRoot, root } from "../../lib/folders";
import { FLAT_MEMORY, SMALL_HEAP } from "../../lib/http/memory";
import { type Layout, layoutOf } from "../../lib/publish/builds";
import { type HistoryEntry, liveHistory } from "../../lib/publish/live-history";
import { holderRuns, type LockHolder } from "../../lib/publish/lock";
import type { PublishStep } from "../../lib/publish/publish";
import type { Removals } from "../../lib/publish/what-parents-see";
import type { OfficeDatabase } from "../database";
import { runRecord } from "./runs";
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
   * (it serves it when it starts); nothing changed (a mistake, a refusal, nothing new); or it was stopped
   * with the office, before it changed the website.
   */
  state: "running" | "live" | "in-place" | "not-published" | "abandoned";
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

/**
 * Who holds the lock now, or null: someone in the office ("the office (Sunita Verma)") or at the server's
 * keyboard. Not a lock left by a publish that was killed: the next publish clears it.
 */
export async function lockHolder(layout: Layout): Promise<LockHolder | null> {
  const holder = await readFile(layout.lock, "utf8").then(
    (text) => JSON.parse(text) as LockHolder,
    () => null,
  );
  return holder && (await holderRuns(holder)) ? holder : null;
}

/** The account named in a lock the office took, or null for a command typed at the server. */
export const accountOfLock = (holder: LockHolder) => /^the office \((.+)\)$/.exec(holder.command)?.[1] ?? null;

/** The publish job as the code build compiled it (scripts/build-office.ts): plain Node runs it, nothing compiles. */
export const PUBLISH_JOB = path.join(codeDir, "office/job.js");

/** The command line of a publish job: the office's, and the benchmark's under one CPU. */
export const publishJobArguments = (kind: Run["kind"], account: string, args: string[] = []) => [...SMALL_HEAP, PUBLISH_JOB, kind, account, ...args];

export function createPublisher({ db, layout = layoutOf(dataRoot) }: { db: OfficeDatabase; layout?: Layout }) {
  const record = runRecord(db);
  /** The run this office started last. */
  let last: Run | undefined;
  /** Its job, while it runs. */
  let job: ChildProcess | undefined;
  let stopping = false;

  const end = (run: Run, state: Run["state"]) => {
    run.state = state;
    record.end(run.id, state);
  };

  function start(kind: Run["kind"], account: string, args: string[], about: Pick<Run, "target" | "notice"> = {}): Run {
    const asked = { kind, account, startedAt: Date.now(), state: stopping ? "abandoned" : "running", ...about } as const;
    const run: Run = { id: record.add(asked), lines: [], ...asked };
    last = run;
    if (stopping) return run;
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
    job = child;
    child.once("close", (code) => {
      job = undefined;
      // Stopped with the office: it ended before changing the website (or finished putting it live, and ended 0).
      if (code !== 0 && stopping) end(run, "abandoned");
      else if (code !== 0 || run.lines.some((line) => NOTHING_NEW.test(line))) end(run, "not-published");
      else end(run, run.lines.some((line) => NO_SITE_RUNNING.test(line)) ? "in-place" : "live");
    });
    child.once("error", (error) => {
      run.lines.push(error.message);
      end(run, "not-published");
    });
    return run;
  }

  /**
   * Runs recorded as running whose job is gone (a former office's, killed with it): they went live if the
   * history has their switch, else they were abandoned. None while a job holds the lock: it ends by itself.
   */
  async function settle() {
    const orphans = record.running(last?.state === "running" ? last.id : 0);
    if (orphans.length === 0 || (await lockHolder(layout))) return;
    const switches = await liveHistory(layout);
    for (const run of orphans) {
      const switched = switches.some((entry) => entry.by.kind === "office" && entry.by.account === run.account && Date.parse(entry.at) >= run.startedAt);
      record.end(run.id, switched ? "live" : "abandoned");
    }
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
    /** The run started last, running or ended: this office's, else the one recorded last. */
    async last() {
      await settle();
      return last ?? record.last();
    },
    /** The runs stopped with the office, newest first. */
    async abandoned() {
      await settle();
      return record.abandoned();
    },
    /** Starts no more runs, and stops the one going on: resolves once its job ended and how is recorded. */
    async stop() {
      stopping = true;
      if (!job) return;
      const closed = once(job, "close");
      job.kill("SIGTERM");
      await closed;
    },
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
