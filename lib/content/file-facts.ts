// What is known of a file that has not changed since it was last looked at (its hash, a photo's size), kept by
// the file's identity on disk: device, inode, size and time of change. A publish's copy of the content is hard
// links to the previous publish's copy (lib/publish/builds.ts), so the same photo is the same file there: a
// publish of a school's year of photos reads only the new ones. The preview reads the clerk's own files, other
// files with facts of their own: each run keeps the others' facts, so neither reads again what the other learnt.
// Kept in one small JSON file, written whole.
import { readFileSync } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A fact, and the day (since 1970) a run last looked at its file. */
type Entry = [fact: unknown, seenOn: number];
type Stored = { version: 2; facts: Record<string, Entry> };

/** A fact no run looked at for this long is forgotten: its file is gone, or changed. */
const KEPT_DAYS = 30;

const today = () => Math.floor(Date.now() / 86_400_000);

/** The facts kept in `file`; those of the first version of the file (facts alone), as seen today. */
function readFacts(file: string): Record<string, Entry> {
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Stored | Record<string, unknown>;
    if (stored.version === 2) return (stored as Stored).facts;
    return Object.fromEntries(Object.entries(stored).map(([key, fact]) => [key, [fact, today()]]));
  } catch {
    return {};
  }
}

export class FileFacts {
  private known: Record<string, Entry>;
  private seen: Record<string, Entry> = {};

  /** `file`: where the facts are kept between runs; none, for facts kept only while this process runs. */
  constructor(private readonly file?: string) {
    this.known = file ? readFacts(file) : {};
  }

  /** The fact `kind` of `onDisk`: remembered while the file is unchanged, else `learn`ed from it. */
  async of<T>(onDisk: string, kind: string, learn: () => Promise<T>): Promise<T> {
    const { dev, ino, size, mtimeMs } = await stat(onDisk);
    const key = `${kind}|${dev}:${ino}:${size}:${mtimeMs}`;
    const fact = key in this.known ? this.known[key]![0] : await learn();
    this.known[key] = this.seen[key] = [fact, today()];
    return fact as T;
  }

  /**
   * Keeps what this run looked at, and what the runs since it started (read again now: a publish and the
   * preview may save at once) and before it looked at within KEPT_DAYS; written beside, then renamed into place.
   */
  async save() {
    if (!this.file) return;
    const since = today() - KEPT_DAYS;
    const kept = Object.entries({ ...this.known, ...readFacts(this.file) }).filter(([, [, seenOn]]) => seenOn >= since);
    const stored: Stored = { version: 2, facts: { ...Object.fromEntries(kept), ...this.seen } };
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(`${this.file}.${process.pid}`, JSON.stringify(stored));
    await rename(`${this.file}.${process.pid}`, this.file);
  }
}

/** What is known of files within this process only (the office's checks of each save): none is read twice unchanged. */
export const processFacts = new FileFacts();
