// `npm run office` and `npm run office:account` as processes, on an empty data folder and again at a restart.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { pragma } from "../../office/database";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../office/migrations";
import { root } from "../support/app";
import { CLERK_PASSWORD, request, sessionCookieOf } from "./support";

// The office's commands as the code build compiled them, on the project's Node: what `npm run office` runs.
const compiled = (command: string) => [process.execPath, path.join(root, "build/office", `${command}.js`)];
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "office-process-")), "office-data");
const env = { PATH: process.env.PATH, OFFICE_DATA_DIR: dataDir, OFFICE_PORT: "0", OFFICE_URL: "http://localhost:8080", PREVIEW_PORT: "0" };

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** Starts the office (build/office/server.js, or `command`) and resolves with what it printed once it listens, and its loopback address. */
async function startOffice([program, ...args]: string[] = compiled("server")) {
  const child = spawn(program!, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  const lines: string[] = [];
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const address = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      lines.push(line);
      const listening = /listening on ([\d.]+:\d+)/.exec(line);
      if (listening) setTimeout(() => resolve(`http://${listening[1]}`), 100);
    });
    child.once("exit", (code) => reject(new Error(`the office exited with ${code}: ${stderr}`)));
  });
  return { child, lines, address };
}

async function stop(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code] = await exited;
  return code as number;
}

const account = (...args: string[]) => {
  const [program, ...command] = compiled("account");
  return promisify(execFile)(program!, [...command, ...args], { cwd: root, env }).then(({ stdout }) => stdout);
};

const schemaVersion = () => {
  const db = new DatabaseSync(path.join(dataDir, "office.sqlite"), { readOnly: true });
  try {
    return { version: pragma(db, "user_version"), journal: pragma(db, "journal_mode") };
  } finally {
    db.close();
  }
};

describe("the office process", () => {
  it("on an empty folder: makes its database, says where it runs and how to make the first account", async () => {
    expect(existsSync(dataDir)).toBe(false);
    const office = await startOffice();
    expect(office.lines).toEqual([
      "The school office is running at http://localhost:8080 (listening on 127.0.0.1:" + office.address.split(":").at(-1) + "; press Ctrl+C to stop).",
      "There is no account yet. Make the first one with",
      '  npm run office:account -- add "Your Name"',
      "and open the one-time link it prints.",
    ]);
    expect(schemaVersion()).toEqual({ version: MIGRATIONS.length, journal: "wal" });
    const signIn = await fetch(`${office.address}/sign-in`);
    expect(await signIn.text()).toContain("Sign in with a passkey");
    expect(await stop(office.child)).toBe(0);
  });

  it("the account command adds, lists, links, signs out and removes, and the link opens in the running office", async () => {
    const office = await startOffice();
    const added = await account("add", "Sunita Verma");
    expect(added).toMatch(
      /^Account "Sunita Verma" made\.\nSend Sunita Verma this link to set up their sign-in \(a passkey or a password\)\. It works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC:\n\n {2}http:\/\/localhost:8080\/setup\/[\w-]{43}\n\nSend it privately \(in person, or in a message to them alone\): whoever opens it first signs in as them\.\n$/,
    );
    const link = new URL(/http\S+/.exec(added)![0]).pathname;
    expect(await (await fetch(`${office.address}${link}`)).text()).toContain("Hello, Sunita Verma.");
    await expect(account("add", "  sunita   VERMA ")).rejects.toMatchObject({ code: 1, stdout: 'Not added: there is already an account named "Sunita Verma".\n' });
    expect(await account("list")).toMatch(/^Sunita Verma: not set up yet; made \d{4}-\d\d-\d\d \d\d:\d\d UTC\n$/);

    const relinked = await account("link", "Sunita Verma");
    expect(relinked).toContain(
      "Sunita Verma is signed out on every phone and computer (0 sessions ended). Any earlier set-up link of theirs no longer works.\n" +
        "Their passkeys and password (not set up yet) still work until this link is used: setting up with it removes them all and keeps only the new one. A lost phone's passkey stops working only then, so send the link now.\n",
    );
    expect((await fetch(`${office.address}${link}`)).status).toBe(410);
    expect(await account("sign-out", "Sunita Verma")).toBe("Sunita Verma is signed out on every phone and computer (0 sessions ended).\n");
    await expect(account("remove", "Ravi Kumar")).rejects.toMatchObject({ code: 1, stdout: 'There is no account named "Ravi Kumar". The accounts are: "Sunita Verma".\n' });
    expect(await account("remove", "Sunita Verma")).toBe('Account "Sunita Verma" removed, with its passkeys, password, set-up link and sessions.\n');
    await expect(account("frobnicate")).rejects.toMatchObject({ code: 2 });
    await account("add", "Sunita Verma");
    expect(await stop(office.child)).toBe(0);
  });

  // The container's init and systemd send SIGTERM to the command they started: npm would end with the signal's 143.
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const unit = readFileSync(path.join(root, "deploy/systemd/school-office.service"), "utf8");
  const asStarted = {
    "its container": JSON.parse(/^FROM \S+ AS office$[\s\S]*?^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[],
    // The unit's paths are the README's: the code folder is /srv/school-website.
    "its systemd unit": /^ExecStart=(.*)$/m.exec(unit)![1]!.replaceAll("/srv/school-website/", `${root}/`).split(" "),
  };
  it.each(Object.entries(asStarted))("stops on SIGTERM with exit code 0 within its grace period, started as %s starts it", async (_, command) => {
    // The container's `node` is the image's Node 24: here, the project's own.
    const office = await startOffice(command.map((word) => (word === "node" ? process.execPath : word)));
    const since = performance.now();
    expect(await stop(office.child)).toBe(0);
    expect(performance.now() - since).toBeLessThan(15_000);
  });

  it("at a restart: runs the migrations again without harm, keeps the accounts, and no longer asks for a first one", async () => {
    const office = await startOffice();
    expect(office.lines).toHaveLength(1);
    expect(schemaVersion()).toEqual({ version: MIGRATIONS.length, journal: "wal" });
    expect(await account("list")).toMatch(/^Sunita Verma: not set up yet/);
    expect(await stop(office.child)).toBe(0);
  });

  // The password's check loads its dictionaries at the first new password, from the build's own chunks.
  it("sets up a password with the link, refusing a guessable one and signing in with a good one", async () => {
    const office = await startOffice();
    const link = new URL(/http\S+/.exec(await account("link", "Sunita Verma"))![0]).pathname;
    const setPassword = (password: string) => request({ url: office.address }, `${link}/password`, { form: { password, repeated: password } });
    const guessable = await setPassword("password1234567");
    expect(guessable.status).toBe(400);
    expect(await guessable.text()).toContain("This password is too easy to guess");
    const set = await setPassword(CLERK_PASSWORD);
    expect(set.status).toBe(303);
    expect(await (await request({ url: office.address }, "/", { cookie: sessionCookieOf(set) })).text()).toContain("Signed in as Sunita Verma");
    expect(await account("list")).toMatch(/^Sunita Verma: a password; made /);
    expect(await stop(office.child)).toBe(0);
  });
});
