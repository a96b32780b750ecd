// `npm run office:backup` and `office:restore` (office/backup.ts): a backup made while the office saves files
// and adds accounts in a process of its own, restored into an empty folder, holds every file as one whole
// version and every account; a restore refuses to go over the school's files, and refuses a hostile archive
// before writing anything.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAccounts, createAccount, findAccountByName, listAccounts, passwordHashOf, setPasswordHash } from "../../office/sign-in/accounts";
import { auditEntries, recordAudit, SERVER_COMMAND } from "../../office/audit";
import { makeBackup, restoreBackup, restoredLines } from "../../office/backup";
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

    said.push(...restoredLines(archive, to, await restoreBackup(archive, to, { replace: false, say: (line) => said.push(line) })));
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

/** A .tar.gz written by hand, with entries a backup never makes. */
function handMadeArchive(file: string, entries: { path: string; type: "File" | "Directory" | "SymbolicLink"; body?: string; linkpath?: string }[]) {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? "");
    const header = new tar.Header({ path: entry.path, type: entry.type, size: body.length, mode: entry.type === "Directory" ? 0o755 : 0o644, mtime: new Date(), linkpath: entry.linkpath ?? "" });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  writeFileSync(file, gzipSync(Buffer.concat(blocks)));
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
