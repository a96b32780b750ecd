// What is known of a file that has not changed since it was last looked at (its hash, a photo's size), kept by
// the file's identity on disk: device, inode, size and time of change. A publish's copy of the content is hard
// links to the clerk's files (lib/publish/builds.ts), so the same photo is the same file there: a publish of a
// school's year of photos reads only the new ones. Kept in one small JSON file, written whole.
import { readFileSync } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

type Stored = Record<string, unknown>;

export class FileFacts {
  private known: Stored;
  private seen: Stored = {};

  /** `file`: where the facts are kept between runs; none, for facts kept only while this process runs. */
  constructor(private readonly file?: string) {
    try {
      this.known = file ? (JSON.parse(readFileSync(file, "utf8")) as Stored) : {};
    } catch {
      this.known = {};
    }
  }

  /** The fact `kind` of `onDisk`: remembered while the file is unchanged, else `learn`ed from it. */
  async of<T>(onDisk: string, kind: string, learn: () => Promise<T>): Promise<T> {
    const { dev, ino, size, mtimeMs } = await stat(onDisk);
    const key = `${kind}|${dev}:${ino}:${size}:${mtimeMs}`;
    if (!(key in this.known)) this.known[key] = await learn();
    this.seen[key] = this.known[key];
    return this.known[key] as T;
  }

  /** Keeps what this run looked at (files gone since are forgotten), written beside, then renamed into place. */
  async save() {
    if (!this.file) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(`${this.file}.${process.pid}`, JSON.stringify(this.seen));
    await rename(`${this.file}.${process.pid}`, this.file);
  }
}

/** What is known of files within this process only (the office's checks of each save): none is read twice unchanged. */
export const processFacts = new FileFacts();
