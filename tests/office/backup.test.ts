// `npm run office:backup` and `office:restore` (office/backup.ts): a backup made while the office saves files
// and adds accounts in a process of its own, restored into an empty folder, holds every file as one whole
// version and every account; a restore refuses to go over the school's files, and refuses a hostile archive
// before writing anything.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGzip, gzipSync } from "node:zlib";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAccounts, createAccount, findAccountByName, listAccounts, passwordHashOf, setPasswordHash } from "../../office/sign-in/accounts";
import { auditEntries, recordAudit, SERVER_COMMAND } from "../../office/audit";
import { makeBackup, restoreBackup, restoredLines } from "../../office/backup";
import { MIGRATIONS } from "../../office/migrations";
import { openDatabase } from "../../office/database";
import { hashPassword, verifyPassword } from "../../office/sign-in/password-hash";
import { layoutOf, nextNumber } from "../../lib/publish/builds";
import { root as codeRoot } from "../support/app";
import { CONTENT_FILES, contentName, fileVersion } from "./busy-office";
import { CLERK, CLERK_PASSWORD } from "./support";

const scratch = mkdtempSync(path.join(tmpdir(), "office-backup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A school's two folders, empty, under the scratch folder. */
function freshPlaces(name: string) {
  const root = path.join(scratch, name, "school");
  return { root, dataDir: path.join(scratch, name, "office-data") };
}

const PHOTO = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7) % 256));
const HISTORY = `${JSON.stringify([{ at: "2026-11-20T05:00:00.000Z", kind: "publish", live: 7, from: null, changes: null, by: { kind: "office", account: CLERK } }], null, 1)}\n`;
const PUBLISH_RECORD = `${JSON.stringify({ number: 7, at: "2026-11-20T05:00:00.000Z", by: "go-live", files: {}, changes: null })}\n`;

/** The first line of a busy file: its version. */
const versionOf = (file: string) => Number(/version (\d+)/.exec(readFileSync(file, "latin1").slice(0, 40))?.[1]);

describe("a backup made while the office saves", () => {
  const from = freshPlaces("busy");
  const to = freshPlaces("restored");
  const said: string[] = [];
  let before: { versions: number[]; accounts: number };
  let after: { versions: number[]; accounts: number };
  let archive: string;

  beforeAll(async () => {
    for (let file = 0; file < CONTENT_FILES; file++) {
      await mkdir(path.dirname(path.join(from.root, "content", contentName(file))), { recursive: true });
      await writeFile(path.join(from.root, "content", contentName(file)), fileVersion(file, 1));
    }
    await mkdir(path.join(from.root, "content/albums/sports-day"), { recursive: true });
    await writeFile(path.join(from.root, "content/albums/sports-day/race.jpg"), PHOTO);
    await writeFile(path.join(from.root, "content/school.yaml"), "name: Green Valley Public School\n");
    await mkdir(path.join(from.root, "builds/7/site"), { recursive: true });
    await writeFile(path.join(from.root, "builds/history.json"), HISTORY);
    await writeFile(path.join(from.root, "builds/7/publish.json"), PUBLISH_RECORD);
    await writeFile(path.join(from.root, "builds/7/site/index.html"), "a built page, made again from the content");

    const db = openDatabase(from.dataDir);
    const clock = () => Date.now();
    const clerk = createAccount(db, clock, CLERK);
    setPasswordHash(db, clerk.id, await hashPassword(CLERK_PASSWORD));
    recordAudit(db, clock, { actor: SERVER_COMMAND, action: "account added", detail: CLERK });

    // The office at work in a process of its own, saving until it is stopped.
    const office = spawn(process.execPath, ["--import", "tsx", path.join(codeRoot, "tests/office/busy-office.ts"), from.root, from.dataDir], { cwd: codeRoot, stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve) => createInterface({ input: office.stdout! }).once("line", () => resolve()));
    const versions = () => Array.from({ length: CONTENT_FILES }, (_, file) => versionOf(path.join(from.root, "content", contentName(file))));
    while (countAccounts(db) < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    before = { versions: versions(), accounts: countAccounts(db) };
    archive = (await makeBackup(from, { to: path.join(from.root, "backups"), now: new Date("2026-11-27T05:12:00Z"), say: (line) => said.push(line) })).archive;
    after = { versions: versions(), accounts: countAccounts(db) };
    office.kill();
    await once(office, "exit");
    db.close();

    said.push(...restoredLines(to, await restoreBackup(archive, to, { replace: false, say: (line) => said.push(line) })));
  });

  it("was made while files were saved and accounts added", () => {
    expect(after.accounts).toBeGreaterThan(before.accounts);
    expect(after.versions.some((version, file) => version > before.versions[file]!)).toBe(true);
  });

  it("writes one dated archive, for the server's owner only, and says what is in it", async () => {
    expect(path.basename(archive)).toBe("school-2026-11-27-1042.tar.gz");
    expect(readdirSync(path.dirname(archive))).toEqual(["school-2026-11-27-1042.tar.gz"]);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(said[0]).toMatch(
      new RegExp(`^Backup made: ${archive.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\.\\d MB\\): ${CONTENT_FILES + 2} content files, the office's accounts and records, the history of 1 kept publish\\.$`),
    );
    expect(said[1]).toBe("Copy it off this server (see the README, Backups): a backup on the same disk is lost with it.");
    // No publish's site: a publish makes it again from the content.
    const names: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names.filter((name) => name.startsWith("builds/"))).toEqual(expect.arrayContaining(["builds/history.json", "builds/7/publish.json"]));
    expect(names.some((name) => name.includes("site"))).toBe(false);
  });

  it("restores every content file, each as one whole version saved before or during the backup", () => {
    const content = path.join(to.root, "content");
    for (let file = 0; file < CONTENT_FILES; file++) {
      const restored = path.join(content, contentName(file));
      const version = versionOf(restored);
      expect(version).toBeGreaterThanOrEqual(before.versions[file]!);
      expect(version).toBeLessThanOrEqual(after.versions[file]!);
      expect(readFileSync(restored).equals(fileVersion(file, version))).toBe(true);
    }
    expect(readFileSync(path.join(content, "albums/sports-day/race.jpg")).equals(PHOTO)).toBe(true);
    expect(readFileSync(path.join(content, "school.yaml"), "utf8")).toBe("name: Green Valley Public School\n");
    // No save's half-written draft.
    expect(readdirSync(content, { recursive: true }).filter((name) => String(name).endsWith(".saving"))).toEqual([]);
  });

  it("restores every account as the office's code reads them, each with its record, and the password still signs in", async () => {
    const db = openDatabase(to.dataDir);
    try {
      const names = listAccounts(db).map((account) => account.name);
      const volunteers = names.filter((name) => name.startsWith("Volunteer"));
      expect(names.length).toBeGreaterThanOrEqual(before.accounts);
      expect(names.length).toBeLessThanOrEqual(after.accounts);
      expect(names).toContain(CLERK);
      // One consistent moment: volunteers 1 to n, each with the record written in its transaction.
      expect(volunteers.sort((a, b) => Number(a.split(" ")[1]) - Number(b.split(" ")[1]))).toEqual(Array.from({ length: volunteers.length }, (_, i) => `Volunteer ${i + 1}`));
      expect(auditEntries(db).filter((entry) => entry.action === "account added").map((entry) => entry.detail)).toEqual([CLERK, ...volunteers]);
      expect(await verifyPassword(CLERK_PASSWORD, passwordHashOf(db, findAccountByName(db, CLERK)!.id)!)).toBe(true);
    } finally {
      db.close();
    }
  });

  it("restores the publishes' history, and the next publish is numbered after it", async () => {
    expect(readFileSync(path.join(to.root, "builds/history.json"), "utf8")).toBe(HISTORY);
    expect(await nextNumber(layoutOf(to.root))).toBe(8);
  });

  it("says what came back and what to do next", () => {
    expect(said.slice(2)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Restored from school-2026-11-27-1042\\.tar\\.gz: ${CONTENT_FILES + 2} content files into ${to.root}/content; the office's database with \\d+ accounts \\(Sunita Verma, Volunteer 1, .*\\) into ${to.dataDir}/office\\.sqlite; the publishes' history\\.$`,
        ),
      ),
      "Next:",
      "  1. Start the office: npm run office (in containers: docker compose up -d, or docker compose restart office if it was running).",
      "  2. Sign in and publish once (Publish, or npm run go-live), so the site is built from the restored content.",
    ]);
  });
});

type HandMadeEntry = { path: string; type: tar.types.EntryTypeName; body?: string | Buffer; linkpath?: string; uid?: number; gid?: number; mode?: number };

/** The tar blocks of one entry, its header saying what the entry says. */
function entryBlocks({ path: name, type, body = "", linkpath = "", uid = 0, gid = 0, mode = type === "Directory" ? 0o755 : 0o644 }: HandMadeEntry) {
  const bytes = Buffer.from(body);
  const header = new tar.Header({ path: name, type, size: bytes.length, mode, uid, gid, mtime: new Date(), linkpath });
  header.encode();
  return [header.block!, bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512)];
}

/** A .tar.gz written by hand, with entries a backup never makes. */
function handMadeArchive(file: string, entries: HandMadeEntry[]) {
  writeFileSync(file, gzipSync(Buffer.concat([...entries.flatMap(entryBlocks), Buffer.alloc(1024)])));
  return file;
}

describe("a restore refuses", () => {
  let archive: string;
  beforeAll(async () => {
    const school = freshPlaces("small");
    await mkdir(path.join(school.root, "content"), { recursive: true });
    await writeFile(path.join(school.root, "content/school.yaml"), "name: Green Valley Public School\n");
    const db = openDatabase(school.dataDir);
    createAccount(db, () => Date.now(), CLERK);
    db.close();
    archive = (await makeBackup(school, { to: path.join(scratch, "small"), say: () => undefined })).archive;
  });

  const restore = (places: { root: string; dataDir: string }, file: string, replace = false) => restoreBackup(file, places, { replace, say: () => undefined });

  it("to go over a content folder with files, or a database, unless told to replace them, which moves them aside", async () => {
    const school = freshPlaces("not-empty");
    await mkdir(path.join(school.root, "content"), { recursive: true });
    await writeFile(path.join(school.root, "content/school.yaml"), "name: The school as it is here\n");
    await expect(restore(school, archive)).rejects.toThrow(
      `Nothing was restored: the content folder ${school.root}/content has files. To put the backup in their place, run the same command with --replace (npm run office:restore -- --replace …): what is there now is moved aside, never deleted.`,
    );
    openDatabase(school.dataDir).close();
    await expect(restore(school, archive)).rejects.toThrow(
      `Nothing was restored: the content folder ${school.root}/content has files; the office's database ${school.dataDir}/office.sqlite exists. To put`,
    );
    expect(readFileSync(path.join(school.root, "content/school.yaml"), "utf8")).toBe("name: The school as it is here\n");

    const restored = await restore(school, archive, true);
    expect(readFileSync(path.join(school.root, "content/school.yaml"), "utf8")).toBe("name: Green Valley Public School\n");
    const [aside] = readdirSync(path.join(school.root, "content-set-aside"));
    expect(aside).toMatch(/^before the restore of \d{4}-\d\d-\d\d-\d{4}$/);
    expect(readFileSync(path.join(school.root, "content-set-aside", aside!, "content/school.yaml"), "utf8")).toBe("name: The school as it is here\n");
    expect(existsSync(path.join(school.dataDir, aside!, "office.sqlite"))).toBe(true);
    expect(restored.accounts).toEqual([CLERK]);
    expect(restored.setAside).toEqual([
      `the content that was here: ${path.join(school.root, "content-set-aside", aside!, "content")}`,
      `the office's database that was here: ${path.join(school.dataDir, aside!, "office.sqlite")}`,
    ]);
  });

  const content = { path: "content/school.yaml", type: "File", body: "name: x\n" } as const;
  for (const [what, entry, reason] of [
    ["a path that leaves its folder", { path: "content/../../escaped.txt", type: "File", body: "out" }, 'it holds "content/../../escaped.txt", a path that leaves its folder'],
    ["a path starting with ../", { path: "../escaped.txt", type: "File", body: "out" }, 'it holds "../escaped.txt", a path that leaves its folder'],
    ["an absolute path", { path: `${scratch}/escaped.txt`, type: "File", body: "out" }, `it holds "${scratch}/escaped.txt", an absolute path`],
    ["a symbolic link", { path: "content/passwords", type: "SymbolicLink", linkpath: "/etc/passwd" }, 'it holds "content/passwords", a link'],
    ["a file a backup never holds", { path: "server.ts", type: "File", body: "code" }, 'it holds "server.ts", a file a backup never holds'],
  ] as const) {
    it(`an archive with ${what}, writing nothing`, async () => {
      const school = freshPlaces(`hostile-${what.replace(/\W+/g, "-")}`);
      const hostile = handMadeArchive(path.join(scratch, `${what.replace(/\W+/g, "-")}.tar.gz`), [content, entry]);
      await mkdir(school.root, { recursive: true });
      await expect(restore(school, hostile)).rejects.toThrow(`${path.basename(hostile)} is not a backup that can be restored: ${reason}. Nothing was restored.`);
      expect(readdirSync(school.root)).toEqual([]);
      expect(existsSync(school.dataDir)).toBe(false);
      expect(existsSync(path.join(scratch, "escaped.txt"))).toBe(false);
      expect(existsSync(path.join(path.dirname(school.root), "escaped.txt"))).toBe(false);
    });
  }

  it("a file that is not an archive, and one that is not there", async () => {
    const school = freshPlaces("not-archive");
    const notes = path.join(scratch, "notes.tar.gz");
    await writeFile(notes, "these are not a backup");
    await expect(restore(school, notes)).rejects.toThrow(/^notes\.tar\.gz is not a backup that can be restored: it cannot be read as a \.tar\.gz archive \(.+\)\. Nothing was restored\.$/);
    await expect(restore(school, path.join(scratch, "missing.tar.gz"))).rejects.toThrow(`There is no backup at ${scratch}/missing.tar.gz. Nothing was restored.`);
    expect(existsSync(school.root)).toBe(false);
    expect(await readFile(notes, "utf8")).toBe("these are not a backup");
  });
});

// Issue 35, point 9: a restore checks before it trusts. Each archive below is built as an attacker would, and
// each must be refused, saying what and that nothing was restored, with the school's folders as they were.
describe("a restore checks before it trusts", () => {
  const clock = () => Date.parse("2026-11-27T05:00:00Z");
  let clerkHash: string;
  beforeAll(async () => {
    clerkHash = await hashPassword(CLERK_PASSWORD);
  });

  /** The office's database with one account, as `npm run office:backup` would archive it, after `change`. */
  function databaseBytes(name: string, change: (db: ReturnType<typeof openDatabase>) => void = () => undefined) {
    const dir = path.join(scratch, `database-${name}`);
    const db = openDatabase(dir);
    setPasswordHash(db, createAccount(db, clock, CLERK).id, clerkHash);
    change(db);
    db.close();
    return readFileSync(path.join(dir, "office.sqlite"));
  }

  const SCHOOL = { path: "content/school.yaml", type: "File", body: "name: Green Valley Public School\n" } as const;

  /** Restores `entries` (as a hand-made archive) into an empty school: the refusal's words, and the school left as it was. */
  async function refusal(name: string, entries: HandMadeEntry[], limits?: { fileBytes: number; totalBytes: number }) {
    const school = freshPlaces(`refused-${name}`);
    await mkdir(school.root, { recursive: true });
    const archive = handMadeArchive(path.join(scratch, `${name}.tar.gz`), entries);
    const refused = await restoreBackup(archive, school, { replace: false, limits, say: () => undefined }).then(
      () => "restored",
      (error: Error) => error.message,
    );
    expect([name, readdirSync(school.root), existsSync(school.dataDir)]).toEqual([name, [], false]);
    return refused.replace(`${name}.tar.gz is not a backup that can be restored: `, "").replace(/\. Nothing was restored\.$/, "");
  }

  it("refuses a database with a trigger, a view or anything else the office's migrations do not make, before anything runs in it", async () => {
    const attacker = await hashPassword("the attacker's own long password");
    const cases: [string, (db: ReturnType<typeof openDatabase>) => void, string][] = [
      // Signing in (a new session) would have given the attacker's password to every account.
      ["trigger", (db) => db.exec(`CREATE TRIGGER take_over AFTER INSERT ON sessions BEGIN UPDATE accounts SET password_hash = '${attacker}'; END`), 'holds what the office\'s database never does (the trigger "take_over")'],
      ["view", (db) => db.exec("CREATE VIEW everyone AS SELECT * FROM accounts"), 'holds what the office\'s database never does (the view "everyone")'],
      ["table", (db) => db.exec("CREATE TABLE notes (text TEXT)"), 'holds what the office\'s database never does (the table "notes")'],
      ["index", (db) => db.exec("CREATE INDEX accounts_by_hash ON accounts(password_hash)"), 'holds what the office\'s database never does (the index "accounts_by_hash")'],
      ["column", (db) => db.exec("ALTER TABLE accounts ADD COLUMN secret TEXT DEFAULT 'x'"), 'holds what the office\'s database never does (the table "accounts")'],
      ["lacking", (db) => db.exec("DROP INDEX sessions_by_account"), "lacks part of the office's tables"],
      ["newer", (db) => db.exec("PRAGMA user_version = 99"), `is at version 99, which this office does not know (it knows 1 to ${MIGRATIONS.length}: update the office)`],
      ["version-0", (db) => db.exec("PRAGMA user_version = 0"), `is at version 0, which this office does not know (it knows 1 to ${MIGRATIONS.length})`],
      ["heavy-hash", (db) => db.exec(`UPDATE accounts SET password_hash = 'scrypt$N=1073741824,r=8,p=1$${"A".repeat(22)}$${"B".repeat(43)}'`), `has a password hash this office does not check, the account "Sunita Verma"'s: its parameters (N=1073741824, r=8, p=1) are outside what the office checks`],
      ["weak-hash", (db) => db.exec(`UPDATE accounts SET password_hash = 'scrypt$N=16,r=1,p=1$${"A".repeat(22)}$${"B".repeat(43)}'`), `has a password hash this office does not check, the account "Sunita Verma"'s: its parameters (N=16, r=1, p=1) are outside what the office checks`],
      ["no-hash", (db) => db.exec("UPDATE accounts SET password_hash = 'plain text password'"), `has a password hash this office does not check, the account "Sunita Verma"'s: it is not written as the office writes its hashes`],
      ["name", (db) => db.exec("UPDATE accounts SET name = 'Sunita' || char(10) || 'Verma'"), 'has an account whose name has a line break or a control character ("Sunita\\nVerma")'],
    ];
    for (const [name, change, problem] of cases) {
      const told = await refusal(`database-${name}`, [SCHOOL, { path: "office-data/office.sqlite", type: "File", body: databaseBytes(name, change) }]);
      expect([name, told]).toEqual([name, `its database of the office ${problem}`]);
    }
  });

  it("takes the office's own database as it is", async () => {
    const school = freshPlaces("database-good");
    const archive = handMadeArchive(path.join(scratch, "database-good.tar.gz"), [SCHOOL, { path: "office-data/office.sqlite", type: "File", body: databaseBytes("good") }]);
    expect((await restoreBackup(archive, school, { replace: false, say: () => undefined })).accounts).toEqual([CLERK]);
  });

  it("refuses an entry twice, a file with a folder's name, a link, a device or a pipe", async () => {
    const cases: [string, HandMadeEntry[], string][] = [
      ["twice", [SCHOOL, { ...SCHOOL, body: "name: The attacker's school\n" }], 'holds "content/school.yaml", twice (a backup holds each file once)'],
      ["folder-twice", [{ path: "content/", type: "Directory" }, SCHOOL, { path: "content/", type: "Directory" }], 'holds "content/", twice (a backup holds each file once)'],
      ["under-a-file", [SCHOOL, { path: "content/school.yaml/inside", type: "File", body: "x" }], 'holds "content/school.yaml/inside", under a file of the same name'],
      ["hard-link", [SCHOOL, { path: "content/passwords", type: "Link", linkpath: "/etc/passwd" }], 'holds "content/passwords", a link'],
      ["device", [SCHOOL, { path: "content/disk", type: "CharacterDevice" }], 'holds "content/disk", a CharacterDevice, not a file'],
      ["pipe", [SCHOOL, { path: "content/pipe", type: "FIFO" }], 'holds "content/pipe", a FIFO, not a file'],
      ["set-aside-link", [SCHOOL, { path: "content-set-aside/old/school.yaml", type: "SymbolicLink", linkpath: "/etc/shadow" }], 'holds "content-set-aside/old/school.yaml", a link'],
    ];
    for (const [name, entries, problem] of cases) expect([name, await refusal(name, entries)]).toEqual([name, `it ${problem}`]);
  });

  it("refuses a 1 GiB file from a small archive at its header, before writing a byte of it", async () => {
    const archive = path.join(scratch, "bomb.tar.gz");
    const gigabyte = 2 ** 30;
    const header = new tar.Header({ path: "content/video/film.mp4", type: "File", size: gigabyte, mode: 0o644, mtime: new Date() });
    header.encode();
    const zeros = Buffer.alloc(2 ** 20);
    await pipeline(
      (function* () {
        yield* entryBlocks(SCHOOL);
        yield header.block!;
        for (let i = 0; i < gigabyte / zeros.length; i++) yield zeros;
        yield Buffer.alloc(1024);
      })(),
      createGzip({ level: 9 }),
      createWriteStream(archive),
    );
    expect(statSync(archive).size).toBeLessThan(3_000_000);
    const school = freshPlaces("bomb");
    await expect(restoreBackup(archive, school, { replace: false, say: () => undefined })).rejects.toThrow(
      'bomb.tar.gz is not a backup that can be restored: it holds "content/video/film.mp4", of 1074 MB, more than the 500 MB a file of a backup can be. Nothing was restored.',
    );
    expect(existsSync(school.root)).toBe(false);
  }, 120_000);

  it("refuses more in all than the disk can take, counting each file as it is written, and each entry as a block at least", async () => {
    const photo = (name: string) => ({ path: `content/albums/day/${name}.jpg`, type: "File", body: Buffer.alloc(900_000, name) }) as const;
    const limits = { fileBytes: 1_000_000, totalBytes: 3_000_000 };
    expect(await refusal("too-much", [SCHOOL, photo("a"), photo("b"), photo("c"), photo("d")], limits)).toBe(
      'it holds more than the 3.0 MB this server\'s disk can take while keeping 1000 MB free (reached at "content/albums/day/d.jpg")',
    );
    const empties = Array.from({ length: 30 }, (_, i) => ({ path: `content/empty-${i}.txt`, type: "File" }) as const);
    expect(await refusal("many-empty", [SCHOOL, ...empties], { fileBytes: 1_000_000, totalBytes: 100_000 })).toMatch(/^it holds more than the 0\.1 MB this server's disk can take .* \(reached at "content\/empty-23\.txt"\)$/);
  });

  it("gives the restored files to whoever restores, with the office's modes, not the archive's owner or modes", async () => {
    const school = freshPlaces("owner");
    const archive = handMadeArchive(path.join(scratch, "owner.tar.gz"), [
      { path: "content/", type: "Directory", uid: 4242, gid: 4242, mode: 0o777 },
      { ...SCHOOL, uid: 4242, gid: 4242, mode: 0o6777 },
      { path: "office-data/office.sqlite", type: "File", body: databaseBytes("owner"), uid: 4242, gid: 4242, mode: 0o666 },
    ]);
    await restoreBackup(archive, school, { replace: false, say: () => undefined });
    const umask = process.umask();
    for (const [file, mode] of [
      [path.join(school.root, "content"), 0o755],
      [path.join(school.root, "content/school.yaml"), 0o644],
      [path.join(school.dataDir, "office.sqlite"), 0o600],
    ] as const) {
      const info = statSync(file);
      expect([file, info.uid, info.gid, info.mode & 0o7777]).toEqual([file, process.getuid!(), process.getgid!(), mode & ~umask]);
    }
  });
});

// Issue 36, point 10, and issue 34, point 6.
describe("what undos and restores set aside", () => {
  it("goes into the backup and comes back with a restore, beside what is set aside there already", async () => {
    const from = freshPlaces("set-aside");
    const undone = path.join(from.root, "content-set-aside/2026-11-25 10-45/notices/2026-11-20-sports-day.yaml");
    await mkdir(path.dirname(undone), { recursive: true });
    await writeFile(undone, "title: Sports day, as it was before the undo\n");
    await mkdir(path.join(from.root, "content"), { recursive: true });
    await writeFile(path.join(from.root, "content/school.yaml"), "name: Green Valley Public School\n");
    const said: string[] = [];
    const { archive } = await makeBackup(from, { to: path.join(scratch, "set-aside-backups"), say: (line) => said.push(line) });
    expect(said.find((line) => line.startsWith("Backup made: "))).toMatch(/: 1 content file, 1 file set aside by undos and restores, the history of 0 kept publishes\.$/);

    const to = freshPlaces("set-aside-restored");
    const restored = await restoreBackup(archive, to, { replace: false, say: () => undefined });
    expect(readFileSync(path.join(to.root, "content-set-aside/2026-11-25 10-45/notices/2026-11-20-sports-day.yaml"), "utf8")).toBe("title: Sports day, as it was before the undo\n");
    expect(restoredLines(to, restored)[0]).toBe(
      `Restored from ${path.basename(archive)}: 1 content file into ${to.root}/content; 1 file set aside by undos and restores into ${to.root}/content-set-aside; no database of the office (the backup held none); no publish history.`,
    );

    // Restored again over the same school: what is there stays, the backup's comes beside it.
    await writeFile(path.join(to.root, "content-set-aside/2026-11-25 10-45/notices/2026-11-20-sports-day.yaml"), "title: edited since\n");
    await restoreBackup(archive, to, { replace: true, now: new Date("2026-11-28T05:00:00Z"), say: () => undefined });
    expect(readdirSync(path.join(to.root, "content-set-aside")).sort()).toEqual(["2026-11-25 10-45", "2026-11-25 10-45 (2)", "before the restore of 2026-11-28-1030"]);
    expect(readFileSync(path.join(to.root, "content-set-aside/2026-11-25 10-45/notices/2026-11-20-sports-day.yaml"), "utf8")).toBe("title: edited since\n");
    expect(readFileSync(path.join(to.root, "content-set-aside/2026-11-25 10-45 (2)/notices/2026-11-20-sports-day.yaml"), "utf8")).toBe("title: Sports day, as it was before the undo\n");
  });

  it("a restore from standard input names it so, not a temporary file", async () => {
    const from = freshPlaces("from-stdin");
    await mkdir(path.join(from.root, "content"), { recursive: true });
    await writeFile(path.join(from.root, "content/school.yaml"), "name: Green Valley Public School\n");
    const { archive } = await makeBackup(from, { to: path.join(scratch, "stdin-backups"), say: () => undefined });
    const to = freshPlaces("stdin-restored");
    const restore = spawn(process.execPath, ["--import", "tsx", path.join(codeRoot, "scripts/office-backup.ts"), "restore", "-"], {
      cwd: codeRoot,
      env: { ...process.env, SCHOOL_DATA_DIR: to.root, OFFICE_DATA_DIR: to.dataDir },
      stdio: ["pipe", "pipe", "inherit"],
    });
    createReadStream(archive).pipe(restore.stdin!);
    let printed = "";
    restore.stdout!.on("data", (chunk: Buffer) => (printed += chunk));
    const [code] = (await once(restore, "exit")) as [number];
    expect([code, printed.split("\n")[0]]).toEqual([0, `Restored from standard input: 1 content file into ${to.root}/content; no database of the office (the backup held none); no publish history.`]);
    expect(readFileSync(path.join(to.root, "content/school.yaml"), "utf8")).toBe("name: Green Valley Public School\n");
  }, 60_000);
});
