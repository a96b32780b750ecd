// Every command reads its settings from one place (lib/settings.ts: the environment, then .env in the folder it
// starts in), and one started with settings that lead nowhere says so in one line, making nothing: no second,
// empty site, no second database.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount } from "../../office/sign-in/accounts";
import { openDatabase } from "../../office/database";
import { root } from "../support/app";

const tsx = path.join(root, "node_modules/.bin/tsx");
const folder = mkdtempSync(path.join(tmpdir(), "settings-commands-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Ran = { code: number; stdout: string; stderr: string };
/** Runs one of the repository's scripts (a compiled one on plain Node) in `cwd` with only `env` (and PATH) set: its exit code and what it said. */
const run = (script: string, args: string[], env: Record<string, string>, cwd = root) =>
  promisify(execFile)(script.endsWith(".js") ? process.execPath : tsx, [path.join(root, script), ...args], { cwd, env: { PATH: process.env.PATH, ...env } }).then(
    ({ stdout, stderr }): Ran => ({ code: 0, stdout, stderr }),
    (error: Ran) => error,
  );

const firstStartLine = (school: string) =>
  `There is no content in ${school}/content (SCHOOL_DATA_DIR is ${school}). On a new server, run npm run first-start first: it puts the sample content there and publishes it once. Otherwise set SCHOOL_DATA_DIR to the school's folder, in the environment or in .env.\n`;

describe("a school's folder with no content", () => {
  const school = path.join(folder, "school");

  it("npm start says in one line to run npm run first-start, and builds nothing", async () => {
    const ran = await run("scripts/start.ts", [], { SCHOOL_DATA_DIR: school, PORT: "0" });
    expect(ran).toMatchObject({ code: 1, stdout: "", stderr: firstStartLine(school) });
    expect(existsSync(school)).toBe(false);
  });

  it("the office says the same, and makes no database", async () => {
    mkdirSync(path.join(school, "content"), { recursive: true });
    const officeData = path.join(folder, "office-data");
    const office = await run("build/office/server.js", [], { SCHOOL_DATA_DIR: school, OFFICE_DATA_DIR: officeData, OFFICE_PORT: "0", PREVIEW_PORT: "0" });
    expect(office).toMatchObject({ code: 1, stdout: "", stderr: firstStartLine(school) });
    expect(existsSync(officeData)).toBe(false);
  });

  it("a publish says it too, and publishes nothing", async () => {
    const publish = await run("build/office/go-live.js", [], { SCHOOL_DATA_DIR: school });
    expect(publish).toMatchObject({ code: 1, stdout: firstStartLine(school) });
    expect(readdirSync(school)).toEqual(["content"]);
  });
});

describe("the office's data without OFFICE_DATA_DIR", () => {
  it("is beside the code (office-data/), never inside the build, which the next build replaces", async () => {
    const ran = await run("build/office/account.js", ["list"], {}, folder);
    const said = `${ran.stdout}${ran.stderr}`;
    expect(said).not.toContain(path.join(root, "build"));
    if (ran.code !== 0) expect(ran.stderr).toContain(`There is no office database in ${path.join(root, "office-data")} (OFFICE_DATA_DIR)`);
  });
});

describe("the settings in .env", () => {
  it("are read from the folder a command starts in, and the environment wins over them", async () => {
    const code = path.join(folder, "code");
    const officeData = path.join(folder, "the-office-data");
    mkdirSync(code);
    const db = openDatabase(officeData);
    createAccount(db, Date.now, "Sunita Verma");
    db.close();
    writeFileSync(path.join(code, ".env"), `OFFICE_DATA_DIR=${officeData}\nOFFICE_URL=https://office.school.example\n`);
    expect((await run("build/office/account.js", ["list"], {}, code)).stdout).toMatch(/^Sunita Verma: not set up yet/);

    const elsewhere = path.join(folder, "elsewhere");
    const refused = await run("build/office/account.js", ["add", "Ravi Kumar"], { OFFICE_DATA_DIR: elsewhere }, code);
    expect(refused).toMatchObject({ code: 1, stdout: "", stderr: expect.stringMatching(new RegExp(`^There is no office database in ${elsewhere} \\(OFFICE_DATA_DIR\\)[^\\n]*\\n$`)) });
    expect(existsSync(elsewhere)).toBe(false);
  });
});
