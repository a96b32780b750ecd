// `npm run office:backup` and `npm run office:restore` (scripts/office-backup.ts): one dated archive holding
// what a school cannot make again. The content folder, the office's database and the publishes' history; the
// publishes' sites are not in it, since a publish makes them again from the content.
//
// The content is taken while holding the publish lock (a publish or an undo moves files in content/), as hard
// links into a folder of the backup's own: a moment's work, after which the lock goes and the archive is
// written at leisure. A save in the office meanwhile writes beside and renames (office/editor/save.ts), so each link
// holds a file as it was before the save or after it, never half. The database is copied by SQLite's own
// online backup, consistent whatever the office writes meanwhile.
import { existsSync } from "node:fs";
import { copyFile, cp, link, mkdir, mkdtemp, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { backup as backupDatabase, DatabaseSync } from "node:sqlite";
import * as tar from "tar";
import { historyFile, type Layout, layoutOf, publishDir } from "../lib/publish/builds";
import { type LockHolder, takeLock } from "../lib/publish/lock";
import { stopStaleBuild } from "../lib/publish/publish";
import { megabytes } from "../lib/publish/words";
import { SCHOOL_TIME_ZONE } from "../lib/site/dates";
import { isSaveDraft } from "./editor/save";
import { listAccounts } from "./sign-in/accounts";
import { DATABASE_FILE, migrate, pragma } from "./database";

/** Where the school's things are: the folder of content/ and builds/ (SCHOOL_DATA_DIR), and the office's database's (OFFICE_DATA_DIR). */
export type Places = { root: string; dataDir: string };

/** The folders of the archive, and so of the backup's own working folder. */
const CONTENT = "content";
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

export type BackupMade = { archive: string; contentFiles: number; database: boolean; publishes: number; bytes: number };

/** A name in `dir` that is not taken: school-2026-11-27-1042.tar.gz, or …-1042-2.tar.gz for a second one that minute. */
function freshName(dir: string, now: Date) {
  for (let i = 1; ; i++) {
    const file = path.join(dir, `school-${stamp(now)}${i === 1 ? "" : `-${i}`}.tar.gz`);
    if (!existsSync(file)) return file;
  }
}

/** Writes one archive into `to` (made if need be) and says what is in it. */
export async function makeBackup(places: Places, { to, now = new Date(), say }: { to: string; now?: Date; say: (line: string) => void }): Promise<BackupMade> {
  const layout = layoutOf(places.root);
  // Beside content/, on the same disk, so that its links cost nothing; removed whatever happens.
  const work = await mkdtemp(path.join(places.root, ".backup-"));
  try {
    const { contentFiles, publishes } = await whilePublishingWaits(layout, "npm run office:backup", say, async () => {
      const contentFiles = existsSync(layout.content) ? await snapshotContent(layout.content, path.join(work, CONTENT)) : 0;
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
      return { contentFiles, publishes };
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
    const folders = [CONTENT, "office-data", "builds"].filter((name) => existsSync(path.join(work, name)));
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
      `Backup made: ${archive} (${megabytes(bytes)}): ${contentFiles} content file${contentFiles === 1 ? "" : "s"}, ${hasDatabase ? "the office's accounts and records, " : ""}the history of ${publishes} kept publish${publishes === 1 ? "" : "es"}.`,
    );
    say("Copy it off this server (see the README, Backups): a backup on the same disk is lost with it.");
    return { archive, contentFiles, database: hasDatabase, publishes, bytes };
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
    (folder ? ["office-data", "builds"].includes(joined) || /^builds\/\d+$/.test(joined) : joined === DATABASE || joined === HISTORY || /^builds\/\d+\/publish\.json$/.test(joined));
  return expected ? undefined : "a file a backup never holds";
}

/** Refused, with the reason the clerk or volunteer reads; nothing was written. */
export class RestoreRefused extends Error {}

/** Reads every entry of the archive and refuses the first that may not be restored. Writes nothing. */
async function checkArchive(archive: string) {
  const shown = path.basename(archive);
  let problem: string | undefined;
  let hasContent = false;
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const why = entryProblem(entry.path, entry.type);
        if (why && !problem) problem = `it holds "${entry.path}", ${why}`;
        hasContent ||= entry.path.split("/")[0] === CONTENT;
        entry.resume();
      },
    });
  } catch (error) {
    problem ??= `it cannot be read as a .tar.gz archive (${(error as Error).message})`;
  }
  if (!problem && !hasContent) problem = "it holds no content folder";
  if (problem) throw new RestoreRefused(`${shown} is not a backup that can be restored: ${problem}. Nothing was restored.`);
}

const filesIn = async (dir: string): Promise<number> =>
  (await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])).filter((entry) => !entry.isDirectory()).length;

/** The database and what SQLite keeps beside it while it is open: they go together, or the copy is damaged. */
const databaseFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/** What came back: the accounts' names (null: the backup held no database), whether the history did, what was moved aside. */
export type Restored = { contentFiles: number; accounts: string[] | null; history: boolean; setAside: string[] };

/**
 * Puts the backup `archive` back: the content into content/, the database into the office's folder, the
 * history into builds/. It refuses an archive with anything it would not make, and refuses to go over the
 * school's files unless `replace` (what is there is then moved aside, never deleted).
 */
export async function restoreBackup(
  archive: string,
  places: Places,
  { replace, now = new Date(), say }: { replace: boolean; now?: Date; say: (line: string) => void },
): Promise<Restored> {
  if (!(await stat(archive).catch(() => null))?.isFile()) throw new RestoreRefused(`There is no backup at ${archive}. Nothing was restored.`);
  await checkArchive(archive);
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

  await mkdir(places.root, { recursive: true });
  const work = await mkdtemp(path.join(places.root, ".restore-"));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true, filter: (name, entry) => !entryProblem(name, (entry as tar.ReadEntry).type) });
    const restoredDb = path.join(work, DATABASE);
    const accounts = existsSync(restoredDb) ? checkedDatabase(restoredDb, path.basename(archive)) : null;

    return await whilePublishingWaits(layout, "npm run office:restore", say, async () => {
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
      if (existsSync(restoredDb)) {
        await mkdir(places.dataDir, { recursive: true, mode: 0o700 });
        await moveInto(restoredDb, database);
      }
      const history = existsSync(path.join(work, HISTORY));
      if (history) await moveInto(path.join(work, HISTORY), historyFile(layout));
      return { contentFiles: await filesIn(layout.content), accounts, history, setAside };
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Opens the archive's database with the office's code: a damaged or newer one refuses the restore; the account names. */
function checkedDatabase(file: string, shown: string): string[] {
  try {
    if (!existsSync(file)) throw new Error("it is missing");
    const db = new DatabaseSync(file);
    try {
      const check = pragma(db, "integrity_check");
      if (check !== "ok") throw new Error(String(check));
      migrate(db);
      db.exec("PRAGMA journal_mode = WAL");
      return listAccounts(db).map((account) => account.name);
    } finally {
      db.close();
    }
  } catch (error) {
    throw new RestoreRefused(`${shown} is not a backup that can be restored: its database of the office does not open (${(error as Error).message}). Nothing was restored.`);
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
export function restoredLines(archive: string, places: Places, restored: Restored): string[] {
  const layout = layoutOf(places.root);
  const { accounts } = restored;
  const named = accounts && accounts.length > 0 ? `${accounts.length} account${accounts.length === 1 ? "" : "s"} (${accounts.join(", ")})` : "no account";
  const database = accounts ? `the office's database with ${named} into ${path.join(places.dataDir, DATABASE_FILE)}` : "no database of the office (the backup held none)";
  return [
    `Restored from ${path.basename(archive)}: ${restored.contentFiles} content file${restored.contentFiles === 1 ? "" : "s"} into ${layout.content}; ${database}; ${restored.history ? "the publishes' history" : "no publish history"}.`,
    ...restored.setAside.map((line) => `Moved aside, not deleted: ${line}.`),
    "Next:",
    "  1. Start the office: npm run office (in containers: docker compose up -d, or docker compose restart office if it was running).",
    "  2. Sign in and publish once (Publish, or npm run go-live), so the site is built from the restored content.",
  ];
}
