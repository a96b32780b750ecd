// What is known of a file that has not changed since it was last looked at (its hash, a photo's size), kept by
// the file's identity on disk: device, inode, size and time of change. A publish's copy of the content is hard
// links to the previous publish's copy (lib/publish/builds.ts), so the same photo is the same file there: a
// publish of a school's year of photos reads only the new ones. The preview reads the clerk's own files, of
// which a publish's are copies: a copy and its original are told as twins, and what is known of one is known
// of the other while both are unchanged, so neither the preview nor a publish reads again what the other learnt.
// Kept in one small JSON file, written whole.
import type { Stats } from "node:fs";
import { readFileSync } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A fact, and the day (since 1970) a run last looked at its file. */
type Entry = [fact: unknown, seenOn: number];
/** `twins`: by a file's identity, the identity of a file with the same bytes (its copy, or what it was copied from). */
type Stored = { version: 2; facts: Record<string, Entry>; twins?: Record<string, Entry> };

/** A fact no run looked at for this long is forgotten: its file is gone, or changed. */
const KEPT_DAYS = 30;

const today = () => Math.floor(Date.now() / 86_400_000);

/** The facts and twins kept in `file`; the first version of the file held facts alone, as seen today. */
function readStored(file: string): Required<Omit<Stored, "version">> {
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Stored | Record<string, unknown>;
    if (stored.version === 2) return { twins: {}, ...(stored as Stored) };
    return { facts: Object.fromEntries(Object.entries(stored).map(([key, fact]) => [key, [fact, today()]])), twins: {} };
  } catch {
    return { facts: {}, twins: {} };
  }
}

/** A file's identity on disk: what changes when the file is written, or replaced. */
const identityOf = ({ dev, ino, size, mtimeMs }: Stats) => `${dev}:${ino}:${size}:${mtimeMs}`;

/** What this run and those before it (read again now) looked at within KEPT_DAYS, this run's last. */
const keptOf = (known: Record<string, Entry>, stored: Record<string, Entry>, seen: Record<string, Entry>) => {
  const since = today() - KEPT_DAYS;
  return { ...Object.fromEntries(Object.entries({ ...known, ...stored }).filter(([, [, seenOn]]) => seenOn >= since)), ...seen };
};

export class FileFacts {
  private known: Record<string, Entry>;
  private twins: Record<string, Entry>;
  private seen: Record<string, Entry> = {};
  private seenTwins: Record<string, Entry> = {};

  /** `file`: where the facts are kept between runs; none, for facts kept only while this process runs. */
  constructor(private readonly file?: string) {
    ({ facts: this.known, twins: this.twins } = file ? readStored(file) : { facts: {}, twins: {} });
  }

  /** The fact `kind` of `onDisk`: remembered while the file (or its twin) is unchanged, else `learn`ed from it. */
  async of<T>(onDisk: string, kind: string, learn: () => Promise<T>): Promise<T> {
    const identity = identityOf(await stat(onDisk));
    const key = `${kind}|${identity}`;
    const twin = this.twins[identity]?.[0] as string | undefined;
    const known = this.known[key] ?? (twin === undefined ? undefined : this.known[`${kind}|${twin}`]);
    const fact = known ? known[0] : await learn();
    this.known[key] = this.seen[key] = [fact, today()];
    if (twin !== undefined) this.twin(identity, twin);
    return fact as T;
  }

  /**
   * Makes `copy` from `original` by `make` (a copy, a hard link to an earlier copy of it) and, when `original`
   * did not change meanwhile, tells them as twins: a publish's copy learns what the preview knows of the clerk's
   * file, and the other way round.
   */
  async copied(original: string, copy: string, make: () => Promise<void>) {
    const before = identityOf(await stat(original));
    await make();
    if (identityOf(await stat(original)) === before) this.twin(before, identityOf(await stat(copy)));
  }

  private twin(a: string, b: string) {
    this.twins[a] = this.seenTwins[a] = [b, today()];
    this.twins[b] = this.seenTwins[b] = [a, today()];
  }

  /**
   * Keeps what this run looked at, and what the runs since it started (read again now: a publish and the
   * preview may save at once) and before it looked at within KEPT_DAYS; written beside, then renamed into place.
   */
  async save() {
    if (!this.file) return;
    const stored = readStored(this.file);
    const kept: Stored = { version: 2, facts: keptOf(this.known, stored.facts, this.seen), twins: keptOf(this.twins, stored.twins, this.seenTwins) };
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(`${this.file}.${process.pid}`, JSON.stringify(kept));
    await rename(`${this.file}.${process.pid}`, this.file);
  }
}

/** What is known of files within this process only (the office's checks of each save): none is read twice unchanged. */
export const processFacts = new FileFacts();
