// Where publishes are kept. Each is a folder builds/<number>/ holding the content as data the site reads (site/,
// lib/content/site-data.ts), the content it was made from (content/) and what the history says of it
// (publish.json, written last: a folder without it is a publish that never finished). `live` is a symbolic
// link to the live one's data, replaced in one step.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, rmdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { FileFacts } from "../content/file-facts";
import { FILES_DIR, LIVE_LINK } from "../content/site-data";
import { MEDIA_PATH } from "../site/public-paths";

export type Layout = {
  root: string;
  /** The clerk's content/. */
  content: string;
  builds: string;
  /** `live`: the link to the live publish's data. */
  live: string;
  lock: string;
  /** Where undo moves the clerk's changes; outside content/, never emptied. */
  setAside: string;
};

export const layoutOf = (root: string): Layout => ({
  root,
  content: path.join(root, "content"),
  builds: path.join(root, "builds"),
  live: path.join(root, LIVE_LINK),
  lock: path.join(root, ".cache/publish.lock"),
  setAside: path.join(root, "content-set-aside"),
});

/** Each content file, by its path under content/, and the SHA-256 of its bytes. */
export type ContentFiles = Record<string, string>;
export type Changes = { added: string[]; changed: string[]; removed: string[] };

export type PublishRecord = {
  number: number;
  /** ISO time. */
  at: string;
  /**
   * Published with go-live (or the office); made at the server by `npm start` or the first start for a new
   * version of the code; or, before publishes were kept, the site found in build/.
   */
  by: "go-live" | "build" | "before";
  /** The content it was made from; null for the site found in build/. */
  files: ContentFiles | null;
  /** The version of the site's code its data was made for (build/code.json); absent for the sites of before the data. */
  code?: string;
  /** What changed in the content since the publish that was live when it was made; null when there was none to compare with. */
  changes: Changes | null;
};

export const publishDir = (layout: Layout, n: number) => path.join(layout.builds, String(n));
export const siteOf = (layout: Layout, n: number) => path.join(publishDir(layout, n), "site");
export const contentOf = (layout: Layout, n: number) => path.join(publishDir(layout, n), "content");
const recordFile = (layout: Layout, n: number) => path.join(publishDir(layout, n), "publish.json");

/** Written beside, then renamed into place: never half written, and never a change to a file it was linked to. */
export async function writeWhole(file: string, data: string | Buffer) {
  await writeFile(`${file}.${process.pid}`, data);
  await rename(`${file}.${process.pid}`, file);
}

const numbered = async (layout: Layout) =>
  (await readdir(layout.builds).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).map(Number);

/** The finished publishes, newest first. */
export async function readPublishes(layout: Layout): Promise<PublishRecord[]> {
  const records = await Promise.all(
    (await numbered(layout)).map((n) =>
      readFile(recordFile(layout, n), "utf8").then(
        (text) => (existsSync(siteOf(layout, n)) ? (JSON.parse(text) as PublishRecord) : null),
        () => null,
      ),
    ),
  );
  return records.filter((record) => record !== null).sort((a, b) => b.number - a.number);
}

export const writeRecord = (layout: Layout, record: PublishRecord) => writeWhole(recordFile(layout, record.number), `${JSON.stringify(record, null, 1)}\n`);

/** builds/history.json: every switch of the live site (live-history.ts). */
export const historyFile = (layout: Layout) => path.join(layout.builds, "history.json");

/**
 * The next publish's number: above every publish's folder and every publish the history names, so a history
 * restored from a backup (without its publishes' sites) never names two publishes with the same number.
 */
export async function nextNumber(layout: Layout) {
  const named = await readFile(historyFile(layout), "utf8")
    .then((text) => (JSON.parse(text) as { live: number }[]).map((change) => change.live))
    .catch(() => []);
  return Math.max(0, ...(await numbered(layout)), ...named) + 1;
}

/** The number of the publish `live` links to, or null (nothing published yet). */
export async function liveNumber(layout: Layout): Promise<number | null> {
  const target = await readlink(layout.live).catch(() => null);
  const n = target && /^builds\/(\d+)\/site$/.exec(target)?.[1];
  return n ? Number(n) : null;
}

/**
 * Makes publish `n` the live one in one step: a new link beside `live`, renamed over it. The site serves the data
 * it read until it notices (server/live-data.ts).
 */
export async function pointLiveAt(layout: Layout, n: number) {
  const draft = `${layout.live}.${process.pid}.link`;
  await rm(draft, { force: true });
  await symlink(path.relative(layout.root, siteOf(layout, n)), draft);
  await rename(draft, layout.live);
}

/** Removes what publishes that never finished left in builds/ (never the live one, nor one in `keep`). */
export async function removeUnfinished(layout: Layout, keep: ReadonlySet<number>) {
  const finished = new Set((await readPublishes(layout)).map((record) => record.number));
  const live = await liveNumber(layout);
  for (const n of await numbered(layout)) {
    if (!finished.has(n) && n !== live && !keep.has(n)) await rm(publishDir(layout, n), { recursive: true, force: true });
  }
}

/** Keeps the newest `count` publishes, and those in `keep` (the live one, the one a server still serves). */
export async function prune(layout: Layout, count: number, keep: ReadonlySet<number>) {
  const records = await readPublishes(layout);
  for (const record of records.slice(count)) {
    if (!keep.has(record.number)) await rm(publishDir(layout, record.number), { recursive: true, force: true });
  }
}

/** What builds/ takes on disk, each file counted once however many publishes link to it. */
export async function diskUsage(layout: Layout) {
  const seen = new Set<string>();
  let bytes = 0;
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else {
        const info = await lstat(file);
        const id = `${info.dev}:${info.ino}`;
        if (!seen.has(id)) bytes += info.size;
        seen.add(id);
      }
    }
  };
  await walk(layout.builds);
  return bytes;
}

/** The previous data's photos' copies, so a page opened before the switch can still load them. */
export async function carryOverFiles(from: string, to: string) {
  for (const folder of [path.join(FILES_DIR, MEDIA_PATH)]) {
    const source = path.join(from, folder);
    if (!existsSync(source)) continue;
    await mkdir(path.join(to, folder), { recursive: true });
    for (const name of await readdir(source)) {
      const target = path.join(to, folder, name);
      // Hashed names: a file that exists already is the same file.
      if (existsSync(target)) continue;
      await link(path.join(source, name), target).catch(() => copyFile(path.join(source, name), target));
    }
  }
}

/** Every file under `dir`, by its path relative to it (with "/"). */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) found.push(name);
    }
  };
  await walk("");
  return found.sort();
}

/** A file's SHA-256, read once while the file is unchanged (`facts`). */
const digestOf = (file: string, facts: FileFacts) => facts.of(file, "sha256", async () => createHash("sha256").update(await readFile(file)).digest("hex"));

/** The content files of `dir` and their hashes. */
export async function contentFiles(dir: string, facts = new FileFacts()): Promise<ContentFiles> {
  const files: ContentFiles = {};
  for (const name of await filesUnder(dir)) files[name] = await digestOf(path.join(dir, name), facts);
  return files;
}

/** `files` with `written` (files of `dir` written since they were hashed) hashed again; the others as they were. */
export async function rehashed(dir: string, files: ContentFiles, written: string[], facts: FileFacts): Promise<ContentFiles> {
  const all = { ...files };
  for (const name of written) all[name] = await digestOf(path.join(dir, name), facts);
  // In contentFiles' order.
  return Object.fromEntries(Object.keys(all).sort().map((name) => [name, all[name]!]));
}

/**
 * Copies the content into a publish's folder. A file unchanged since `previous` (a publish's content) is a
 * hard link to that copy, which nothing ever writes to, so ten publishes of the same photos take the room of one.
 * Each copy is the twin of the clerk's file in `facts`: what is known of one is known of the other.
 */
export async function keepContent(from: string, to: string, previous: { dir: string; files: ContentFiles } | undefined, facts: FileFacts): Promise<ContentFiles> {
  const files: ContentFiles = {};
  for (const name of await filesUnder(from)) {
    const hash = await digestOf(path.join(from, name), facts);
    const target = path.join(to, name);
    await mkdir(path.dirname(target), { recursive: true });
    await facts.copied(path.join(from, name), target, async () => {
      const linked = previous?.files[name] === hash && (await link(path.join(previous.dir, name), target).then(() => true, () => false));
      // A copy, never a link to the clerk's file: the editor may write into it where it is.
      if (!linked) await copyFile(path.join(from, name), target);
    });
    files[name] = hash;
  }
  return files;
}

export function changesBetween(before: ContentFiles, after: ContentFiles): Changes {
  const names = (files: ContentFiles) => Object.keys(files);
  return {
    added: names(after).filter((name) => !(name in before)),
    changed: names(after).filter((name) => name in before && before[name] !== after[name]),
    removed: names(before).filter((name) => !(name in after)),
  };
}

/** A folder under `parent` named `name`, or `name (2)`… when that is taken. */
async function freshFolder(parent: string, name: string) {
  for (let i = 1; ; i++) {
    const dir = path.join(parent, i === 1 ? name : `${name} (${i})`);
    if (!existsSync(dir)) {
      await mkdir(dir, { recursive: true });
      return dir;
    }
  }
}

export type Restored = {
  /** Where the files that differed were moved, or null when none did. */
  setAside: string | null;
  /** Those files, by their path under content/. */
  moved: string[];
  /** Puts content/ back as it was before (when the site could not be switched after all). */
  putBack: () => Promise<void>;
};

/**
 * Makes `content` what a publish was made from (`kept`). Each file that differs from it, or that it does not
 * have, is first moved (never deleted) into a new folder named `folderName` under `setAsideRoot`.
 */
export async function restoreContent(content: string, kept: { dir: string; files: ContentFiles }, setAsideRoot: string, folderName: string): Promise<Restored> {
  const current = await contentFiles(content);
  const moved = Object.keys(current).filter((name) => current[name] !== kept.files[name]);
  const putIn = Object.keys(kept.files).filter((name) => current[name] !== kept.files[name]);
  const setAside = moved.length > 0 ? await freshFolder(setAsideRoot, folderName) : null;
  for (const name of moved) {
    await mkdir(path.dirname(path.join(setAside!, name)), { recursive: true });
    await rename(path.join(content, name), path.join(setAside!, name));
  }
  for (const name of putIn) {
    await mkdir(path.dirname(path.join(content, name)), { recursive: true });
    // A copy, never a link: the clerk's editor may write into the file where it is.
    await copyFile(path.join(kept.dir, name), `${path.join(content, name)}.${process.pid}`);
    await rename(`${path.join(content, name)}.${process.pid}`, path.join(content, name));
  }
  await removeEmptyFolders(content, moved);
  return {
    setAside,
    moved,
    async putBack() {
      for (const name of putIn) await rm(path.join(content, name), { force: true });
      for (const name of moved) {
        await mkdir(path.dirname(path.join(content, name)), { recursive: true });
        await rename(path.join(setAside!, name), path.join(content, name));
      }
      if (setAside) {
        await removeEmptyFolders(setAside, moved);
        await rmdir(setAside).catch(() => undefined);
      }
    },
  };
}

/** The folders that held `names` and are empty now (an album folder moved aside whole). */
async function removeEmptyFolders(dir: string, names: string[]) {
  const folders = new Set(names.flatMap((name) => name.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    await rmdir(path.join(dir, folder)).catch(() => undefined);
  }
}
