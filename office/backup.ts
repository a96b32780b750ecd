// `npm run office:backup` and `npm run office:restore` (scripts/office-backup.ts): one dated archive holding
// what a school cannot make again. The content folder, what undos and restores set aside from it, the office's
// database and the publishes' history; the publishes' sites are not in it, since a publish makes them again
// from the content.
//
// The content is taken while holding the publish lock (a publish or an undo moves files in content/), as hard
// links into a folder of the backup's own: a moment's work, after which the lock goes and the archive is
// written at leisure. A save in the office meanwhile writes beside and renames (office/editor/save.ts), so each link
// holds a file as it was before the save or after it, never half. The database is copied by SQLite's own
// online backup, consistent whatever the office writes meanwhile.
//
// A restore trusts nothing in the archive (issue 35, point 9): it reads it once, into a folder of its own,
// checking each entry before writing it and counting what it writes; then the database, against the office's
// own migrations, before anything runs in it; and only then puts the school's files in place.
import { createReadStream, createWriteStream, existsSync, mkdirSync, type WriteStream } from "node:fs";
import { copyFile, cp, link, mkdir, mkdtemp, readdir, rename, rm, rmdir, stat, statfs, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { backup as backupDatabase, DatabaseSync } from "node:sqlite";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import * as tar from "tar";
import { hasUnprintable, oneLine } from "../lib/one-line";
import { historyFile, type Layout, layoutOf, publishDir } from "../lib/publish/builds";
import { type LockHolder, takeLock } from "../lib/publish/lock";
import { stopStaleBuild } from "../lib/publish/publish";
import { megabytes } from "../lib/publish/words";
import { SCHOOL_TIME_ZONE } from "../lib/site/dates";
import { isSaveDraft } from "./editor/save";
import { listAccounts } from "./sign-in/accounts";
import { hashProblem } from "./sign-in/password-hash";
import { DATABASE_FILE, migrate, pragma } from "./database";
import { MIGRATIONS } from "./migrations";

/** Where the school's things are: the folder of content/ and builds/ (SCHOOL_DATA_DIR), and the office's database's (OFFICE_DATA_DIR). */
export type Places = { root: string; dataDir: string };

/** The folders of the archive, and so of the backup's own working folder. */
const CONTENT = "content";
/** What an undo or a restore moved out of content/ (never deleted): the school's too (issue 36, point 10). */
const SET_ASIDE = "content-set-aside";
const DATABASE = `office-data/${DATABASE_FILE}`;
const HISTORY = "builds/history.json";

/** How long a backup or a restore waits for a publish to end before giving up. */
const PUBLISH_WAIT_MS = 15 * 60_000;

/** "2026-11-27-1042", on India's clock. */
function stamp(time: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}`;
}

/**
 * Runs `work` holding the publish lock, waiting (and saying so once) while a publish or an undo runs. A lock
 * left by a publish that was killed is cleared as a publish would clear it.
 */
async function whilePublishingWaits<T>(layout: Layout, command: string, say: (line: string) => void, work: () => Promise<T>, waitMs = PUBLISH_WAIT_MS): Promise<T> {
  const holder: Omit<LockHolder, "startedAt"> = { pid: process.pid, command, script: path.basename(process.argv[1] ?? "") };
  const giveUp = Date.now() + waitMs;
  for (let said = false; ; said = true) {
    const lock = await takeLock(layout.lock, holder, { onStale: stopStaleBuild });
    if (!("refused" in lock)) {
      try {
        return await work();
      } finally {
        await lock.release();
      }
    }
    if (Date.now() > giveUp) throw new Error(`a publish has been running for ${waitMs / 60_000} minutes. Try again once it has ended`);
    if (!said) say("A publish is running: waiting for it to end.");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Hard links to every content file (a copy when a link cannot be made), under `to`; the files' count. */
async function snapshotContent(from: string, to: string): Promise<number> {
  const seen = new Set<string>();
  let count = 0;
  const walk = async (relative: string) => {
    await mkdir(path.join(to, relative), { recursive: true });
    for (const entry of await readdir(path.join(from, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(name);
      if (!entry.isFile() || isSaveDraft(entry.name)) continue;
      const source = path.join(from, name);
      const info = await stat(source).catch(() => null);
      // Gone since the folder was read (a save's rename, a removal): the file is not there.
      if (!info) continue;
      // Two content files that are one file on disk are archived as two copies: the archive holds no links.
      const id = `${info.dev}:${info.ino}`;
      const linked = !seen.has(id) && (await link(source, path.join(to, name)).then(() => true, () => false));
      if (!linked) await copyFile(source, path.join(to, name));
      seen.add(id);
      count++;
    }
  };
  await walk("");
  return count;
}

export type BackupMade = { archive: string; contentFiles: number; setAsideFiles: number; database: boolean; publishes: number; bytes: number };

/** A name in `dir` that is not taken: school-2026-11-27-1042.tar.gz, or …-1042-2.tar.gz for a second one that minute. */
const freshName = (dir: string, now: Date) => firstFree((i) => path.join(dir, `school-${stamp(now)}${i === 1 ? "" : `-${i}`}.tar.gz`));

/** Writes one archive into `to` (made if need be) and says what is in it. */
export async function makeBackup(places: Places, { to, now = new Date(), say }: { to: string; now?: Date; say: (line: string) => void }): Promise<BackupMade> {
  const layout = layoutOf(places.root);
  // Beside content/, on the same disk, so that its links cost nothing; removed whatever happens.
  const work = await mkdtemp(path.join(places.root, ".backup-"));
  try {
    const { contentFiles, setAsideFiles, publishes } = await whilePublishingWaits(layout, "npm run office:backup", say, async () => {
      const contentFiles = existsSync(layout.content) ? await snapshotContent(layout.content, path.join(work, CONTENT)) : 0;
      const setAsideFiles = existsSync(layout.setAside) ? await snapshotContent(layout.setAside, path.join(work, SET_ASIDE)) : 0;
      let publishes = 0;
      if (existsSync(historyFile(layout))) {
        await mkdir(path.join(work, "builds"), { recursive: true });
        await copyFile(historyFile(layout), path.join(work, HISTORY));
      }
      for (const name of await readdir(layout.builds).catch(() => [] as string[])) {
        const record = path.join(publishDir(layout, Number(name)), "publish.json");
        if (!/^\d+$/.test(name) || !existsSync(record)) continue;
        await mkdir(path.join(work, "builds", name), { recursive: true });
        await copyFile(record, path.join(work, "builds", name, "publish.json"));
        publishes++;
      }
      return { contentFiles, setAsideFiles, publishes };
    });

    const database = path.join(places.dataDir, DATABASE_FILE);
    const hasDatabase = existsSync(database);
    if (hasDatabase) {
      await mkdir(path.join(work, path.dirname(DATABASE)), { recursive: true });
      const db = new DatabaseSync(database, { timeout: 5000 });
      try {
        await backupDatabase(db, path.join(work, DATABASE));
      } finally {
        db.close();
      }
    } else {
      say(`The office has no database yet (${database}): the backup holds the content and the history only.`);
    }

    await mkdir(to, { recursive: true });
    const archive = freshName(to, now);
    const draft = `${archive}.partial`;
    const folders = [CONTENT, SET_ASIDE, "office-data", "builds"].filter((name) => existsSync(path.join(work, name)));
    // It holds the accounts' password hashes and sessions: for the server's owner only, from its first byte.
    await writeFile(draft, "", { mode: 0o600 });
    try {
      await tar.create({ gzip: true, portable: true, cwd: work, file: draft }, folders);
      await rename(draft, archive);
    } catch (error) {
      await rm(draft, { force: true });
      throw error;
    }
    const bytes = (await stat(archive)).size;
    say(
      `Backup made: ${archive} (${megabytes(bytes)}): ${contentFiles} content file${contentFiles === 1 ? "" : "s"}, ${setAsideFiles > 0 ? `${setAsideFiles} file${setAsideFiles === 1 ? "" : "s"} set aside by undos and restores, ` : ""}${hasDatabase ? "the office's accounts and records, " : ""}the history of ${publishes} kept publish${publishes === 1 ? "" : "es"}.`,
    );
    say("Copy it off this server (see the README, Backups): a backup on the same disk is lost with it.");
    return { archive, contentFiles, setAsideFiles, database: hasDatabase, publishes, bytes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Why the archive's entry `name` (of tar's `type`) may not be restored, or undefined. */
function entryProblem(name: string, type: string): string | undefined {
  if (path.posix.isAbsolute(name) || /^[A-Za-z]:/.test(name)) return "an absolute path";
  const parts = name.replace(/\/+$/, "").split("/");
  if (parts.some((part) => part === ".." || part === "." || part === "")) return "a path that leaves its folder";
  if (type === "SymbolicLink" || type === "Link") return "a link";
  const folder = type === "Directory";
  if (!folder && type !== "File" && type !== "OldFile") return `a ${type}, not a file`;
  const joined = parts.join("/");
  const expected =
    parts[0] === CONTENT ||
    parts[0] === SET_ASIDE ||
    (folder ? ["office-data", "builds"].includes(joined) || /^builds\/\d+$/.test(joined) : joined === DATABASE || joined === HISTORY || /^builds\/\d+\/publish\.json$/.test(joined));
  return expected ? undefined : "a file a backup never holds";
}

/** Refused, with the reason the clerk or volunteer reads; nothing was written. */
export class RestoreRefused extends Error {}

/** A backup to restore: a file, or what comes on standard input (`name` says which, in the messages). */
type ArchiveSource = string | { name: string; stream: Readable };
export const STANDARD_INPUT = "standard input";

/**
 * The largest file a restore writes: five times the largest the office takes (the form editor's uploads, 100
 * MB; a phone's photo is 2 to 8), and far above its database (about a kilobyte an account, a hundred bytes a
 * record). A larger entry is not the school's, but a way to fill the server's disk.
 */
const FILE_LIMIT = 500_000_000;
/** What a restore leaves free on the disk, whatever the archive: the site, the office and their logs go on writing. */
const DISK_RESERVE = 1_000_000_000;
/** Each entry takes at least a block of the disk: a million empty files are not nothing. */
const BLOCK = 4096;

type RestoreLimits = { fileBytes: number; totalBytes: number };

/** The limits on `dir`'s disk: a file at most FILE_LIMIT, all of it at most what the disk holds free less DISK_RESERVE. */
async function limitsOn(dir: string): Promise<RestoreLimits> {
  const disk = await statfs(dir);
  return { fileBytes: FILE_LIMIT, totalBytes: Math.max(0, disk.bavail * disk.bsize - DISK_RESERVE) };
}

/**
 * Reads the archive into `into` (a new folder of the restore's own, beside the school's), checking each entry
 * before it writes a byte of it: a path and a type a backup makes, each once, no file under another file, the
 * sizes within `limits`, counted as the bytes come (never trusting what a header says). The files are the
 * restoring user's, with the modes the office gives (not the archive's owner or modes). Refuses at the first
 * problem, with it; the caller removes `into`.
 */
async function extractChecked(input: Readable, into: string, limits: RestoreLimits): Promise<void> {
  const seen = new Map<string, "file" | "folder">();
  const files = new Set<WriteStream>();
  const writes: Promise<unknown>[] = [];
  let total = 0;
  let hasContent = false;
  let problem: string | undefined;
  const parser = new tar.Parser({ strict: true });
  const refuse = (why: string) => {
    problem ??= why;
    parser.abort(new Error(why));
  };
  const count = (name: string, bytes: number) => {
    total += bytes;
    if (total > limits.totalBytes) refuse(`it holds more than the ${megabytes(limits.totalBytes)} this server's disk can take while keeping ${megabytes(DISK_RESERVE)} free (reached at "${name}")`);
  };

  parser.on("entry", (entry: tar.ReadEntry) => {
    const name = entry.path.replace(/\/+$/, "");
    const parents = name.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"));
    const why =
      entryProblem(entry.path, entry.type) ??
      (seen.has(name) ? "twice (a backup holds each file once)" : undefined) ??
      (parents.some((parent) => seen.get(parent) === "file") ? "under a file of the same name" : undefined) ??
      ((entry.size ?? 0) > limits.fileBytes ? `of ${megabytes(entry.size ?? 0)}, more than the ${megabytes(limits.fileBytes)} a file of a backup can be` : undefined);
    if (problem || why) {
      if (why) refuse(`it holds "${entry.path}", ${why}`);
      return entry.resume();
    }
    hasContent ||= name.split("/")[0] === CONTENT;
    const target = path.join(into, name);
    const folder = entry.type === "Directory";
    seen.set(name, folder ? "folder" : "file");
    count(name, Math.max(BLOCK, entry.size ?? 0));
    if (problem) return entry.resume();
    mkdirSync(folder ? target : path.dirname(target), { recursive: true, mode: 0o755 });
    if (folder) return entry.resume();
    // "wx": a new file, never one already there (nor what a link there would lead to).
    const file = createWriteStream(target, { flags: "wx", mode: name === DATABASE ? 0o600 : 0o644 });
    files.add(file);
    let written = 0;
    // Each chunk counted as it is written (one consumer only: a pipe beside would miss what the entry holds already).
    entry.on("data", (chunk: Buffer) => {
      written += chunk.length;
      if (written > limits.fileBytes) refuse(`it holds "${entry.path}", more than the ${megabytes(limits.fileBytes)} a file of a backup can be`);
      // Counted at its header already; a byte beyond what the header said counts too.
      if (written > Math.max(BLOCK, entry.size ?? 0)) count(name, chunk.length);
      if (!file.write(chunk)) {
        entry.pause();
        file.once("drain", () => entry.resume());
      }
    });
    entry.on("end", () => file.end());
    const { mtime } = entry;
    writes.push(finished(file).then(() => mtime && utimes(target, mtime, mtime)));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on("error", reject);
      parser.on("end", resolve);
      input.on("error", reject);
      input.pipe(parser as unknown as NodeJS.WritableStream);
    });
    await Promise.all(writes);
  } catch (error) {
    // Nothing more is read, and no file is left half open.
    input.unpipe();
    input.destroy();
    for (const file of files) file.destroy();
    await Promise.allSettled(writes);
    throw new Error(problem ?? `it cannot be read as a .tar.gz archive (${(error as Error).message})`);
  }
  if (!hasContent) throw new Error("it holds no content folder");
}

const filesIn = async (dir: string): Promise<number> =>
  (await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])).filter((entry) => !entry.isDirectory()).length;

/** The database and what SQLite keeps beside it while it is open: they go together, or the copy is damaged. */
const databaseFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/**
 * What came back: from which archive, the accounts' names (null: the backup held no database), whether the
 * history did, the files set aside by undos that came back, and what the restore moved aside.
 */
export type Restored = { from: string; contentFiles: number; accounts: string[] | null; history: boolean; setAsideFiles: number; setAside: string[] };

/** The first of `candidate(1)`, `candidate(2)`… that names nothing yet. */
function firstFree(candidate: (i: number) => string) {
  for (let i = 1; ; i++) if (!existsSync(candidate(i))) return candidate(i);
}

/**
 * Puts the backup `archive` back: the content into content/, what undos set aside into content-set-aside/, the
 * database into the office's folder, the history into builds/. It reads and checks the whole archive into a
 * folder of its own first, and refuses an archive with anything it would not make (`limits`: the sizes it
 * takes, from the disk's free space unless given); and it refuses to go over the school's files unless
 * `replace` (what is there is then moved aside, never deleted).
 */
export async function restoreBackup(
  archive: ArchiveSource,
  places: Places,
  { replace, now = new Date(), limits, say }: { replace: boolean; now?: Date; limits?: RestoreLimits; say: (line: string) => void },
): Promise<Restored> {
  const from = typeof archive === "string" ? path.basename(archive) : archive.name;
  if (typeof archive === "string" && !(await stat(archive).catch(() => null))?.isFile()) throw new RestoreRefused(`There is no backup at ${archive}. Nothing was restored.`);
  const layout = layoutOf(places.root);
  const database = path.join(places.dataDir, DATABASE_FILE);

  const found = [
    (await filesIn(layout.content)) > 0 && `the content folder ${layout.content} has files`,
    databaseFiles(database).some((file) => existsSync(file)) && `the office's database ${database} exists`,
    existsSync(historyFile(layout)) && `a publish history ${historyFile(layout)} exists`,
  ].filter((line): line is string => typeof line === "string");
  if (found.length > 0 && !replace) {
    throw new RestoreRefused(
      `Nothing was restored: ${found.join("; ")}. To put the backup in their place, run the same command with --replace (npm run office:restore -- --replace …): what is there now is moved aside, never deleted.`,
    );
  }

  const madeRoot = !existsSync(places.root);
  await mkdir(places.root, { recursive: true });
  const work = await mkdtemp(path.join(places.root, ".restore-"));
  let restored = false;
  try {
    try {
      await extractChecked(typeof archive === "string" ? createReadStream(archive) : archive.stream, work, limits ?? (await limitsOn(places.root)));
    } catch (error) {
      throw new RestoreRefused(`${from} is not a backup that can be restored: ${(error as Error).message}. Nothing was restored.`);
    }
    const restoredDb = path.join(work, DATABASE);
    const accounts = existsSync(restoredDb) ? checkedDatabase(restoredDb, from) : null;

    const result = await whilePublishingWaits(layout, "npm run office:restore", say, async () => {
      const setAside: string[] = [];
      const aside = `before the restore of ${stamp(now)}`;
      if (found.length > 0) {
        const contentAside = path.join(layout.setAside, aside);
        if ((await filesIn(layout.content)) > 0) {
          await moveInto(layout.content, path.join(contentAside, CONTENT));
          setAside.push(`the content that was here: ${path.join(contentAside, CONTENT)}`);
        }
        if (existsSync(historyFile(layout))) {
          await moveInto(historyFile(layout), path.join(contentAside, HISTORY));
          setAside.push(`the publish history that was here: ${path.join(contentAside, HISTORY)}`);
        }
        const databaseAside = path.join(places.dataDir, aside);
        for (const file of databaseFiles(database).filter((file) => existsSync(file))) await moveInto(file, path.join(databaseAside, path.basename(file)));
        if (existsSync(databaseAside)) setAside.push(`the office's database that was here: ${path.join(databaseAside, DATABASE_FILE)}`);
      }

      await rmdir(layout.content).catch(() => undefined);
      await moveInto(path.join(work, CONTENT), layout.content);
      // What was set aside comes back beside what is there, never over it ("… (2)" when a name is taken).
      const setAsideFiles = await filesIn(path.join(work, SET_ASIDE));
      for (const name of await readdir(path.join(work, SET_ASIDE)).catch(() => [] as string[])) {
        await moveInto(path.join(work, SET_ASIDE, name), firstFree((i) => path.join(layout.setAside, i === 1 ? name : `${name} (${i})`)));
      }
      if (existsSync(restoredDb)) {
        await mkdir(places.dataDir, { recursive: true, mode: 0o700 });
        await moveInto(restoredDb, database);
      }
      const history = existsSync(path.join(work, HISTORY));
      if (history) await moveInto(path.join(work, HISTORY), historyFile(layout));
      return { from, contentFiles: await filesIn(layout.content), accounts, history, setAsideFiles, setAside };
    });
    restored = true;
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
    // A refused restore leaves no trace: not even the school's folder it made for its own.
    if (!restored && madeRoot) await rmdir(places.root).catch(() => undefined);
  }
}

/** Each object of a database's schema (its tables, indexes, triggers, views), as SQLite keeps it. */
const schemaOf = (db: DatabaseSync) => (db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema").all() as object[]).map((row) => JSON.stringify(row)).sort();

/** The schema the office's migrations make, up to `version`. */
function migratedSchema(version: number) {
  const db = new DatabaseSync(":memory:");
  try {
    for (const sql of MIGRATIONS.slice(0, version)) db.exec(sql);
    return schemaOf(db);
  } finally {
    db.close();
  }
}

/** Why the archive's database is not one the office made ("its database of the office …"), or undefined; before anything is written to it. */
function databaseProblem(db: DatabaseSync): string | undefined {
  const version = Number(pragma(db, "user_version"));
  if (!Number.isInteger(version) || version < 1 || version > MIGRATIONS.length) {
    return `is at version ${version}, which this office does not know (it knows 1 to ${MIGRATIONS.length}${version > MIGRATIONS.length ? ": update the office" : ""})`;
  }
  // Exactly what the office's migrations make: a trigger, a view or a table of its own could act on the accounts.
  const expected = migratedSchema(version);
  const own = schemaOf(db);
  const extra = own.filter((object) => !expected.includes(object)).map((object) => JSON.parse(object) as { type: string; name: string });
  if (extra.length > 0) return `holds what the office's database never does (${extra.map(({ type, name }) => `the ${type} "${name}"`).join(", ")})`;
  if (own.length !== expected.length) return "lacks part of the office's tables";
  // Only once the schema is the office's own: the check recomputes what its indexes hold.
  const check = pragma(db, "integrity_check");
  if (check !== "ok") return `is damaged (${String(check)})`;
  const rows = db.prepare("SELECT name, password_hash FROM accounts").all() as { name: string; password_hash: string | null }[];
  for (const { name, password_hash: hash } of rows) {
    if (hasUnprintable(name)) return `has an account whose name has a line break or a control character ("${oneLine(name)}")`;
    const why = hash === null ? undefined : hashProblem(hash);
    if (why) return `has a password hash this office does not check, the account "${oneLine(name)}"'s: ${why}`;
  }
  return undefined;
}

/** Checks the archive's database as the office made it (before it runs anything in it), then brings it up to date; the account names. */
function checkedDatabase(file: string, shown: string): string[] {
  let problem: string | undefined;
  try {
    const db = new DatabaseSync(file);
    try {
      problem = databaseProblem(db);
      if (problem) throw new Error(problem);
      migrate(db);
      db.exec("PRAGMA journal_mode = WAL");
      return listAccounts(db).map((account) => account.name);
    } finally {
      db.close();
    }
  } catch (error) {
    throw new RestoreRefused(
      problem
        ? `${shown} is not a backup that can be restored: its database of the office ${problem}. Nothing was restored.`
        : `${shown} is not a backup that can be restored: its database of the office does not open (${(error as Error).message}). Nothing was restored.`,
    );
  }
}

/** Moves `from` to `to` (its folder made): a rename, or a copy then a removal when they are on different disks (Docker's volumes). */
async function moveInto(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** What the volunteer reads after a restore: what came back, what was moved aside, and what to do next. */
export function restoredLines(places: Places, restored: Restored): string[] {
  const layout = layoutOf(places.root);
  const { accounts, setAsideFiles } = restored;
  const named = accounts && accounts.length > 0 ? `${accounts.length} account${accounts.length === 1 ? "" : "s"} (${accounts.map(oneLine).join(", ")})` : "no account";
  const database = accounts ? `the office's database with ${named} into ${path.join(places.dataDir, DATABASE_FILE)}` : "no database of the office (the backup held none)";
  const setAside = setAsideFiles > 0 ? `; ${setAsideFiles} file${setAsideFiles === 1 ? "" : "s"} set aside by undos and restores into ${layout.setAside}` : "";
  return [
    `Restored from ${restored.from}: ${restored.contentFiles} content file${restored.contentFiles === 1 ? "" : "s"} into ${layout.content}${setAside}; ${database}; ${restored.history ? "the publishes' history" : "no publish history"}.`,
    ...restored.setAside.map((line) => `Moved aside, not deleted: ${line}.`),
    "Next:",
    "  1. Start the office: npm run office (in containers: docker compose up -d, or docker compose restart office if it was running).",
    "  2. Sign in and publish once (Publish, or npm run go-live), so the site is built from the restored content.",
  ];
}
