// The office as its own process, as the code build compiled it (build/office/server.js, what `npm run office`
// and the office's container run), on a school's folder of its own (tests/support/school.ts), with accounts made
// beforehand as the server's command would: for the tests that drive the editor and publishing end to end.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, onTestFinished } from "vitest";
import { createAccount, findAccountByName, setPasswordHash } from "../../office/sign-in/accounts";
import { openDatabase } from "../../office/database";
import { hashPassword } from "../../office/sign-in/password-hash";
import { FLAT_MEMORY } from "../../lib/http/memory";
import { root } from "../support/app";
import type { ChildServer } from "../support/child-server";
import type { School } from "../support/school";

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export type OfficeProcess = { child: ChildProcess; origin: string; dataDir: string; stop: () => Promise<unknown> };

/** Starts the office on the school folder `dir` with these accounts (name → password), on a free port, and waits until it listens. */
export async function startOfficeProcess(dir: string, accounts: Record<string, string>, env: Record<string, string> = {}): Promise<OfficeProcess> {
  const dataDir = path.join(dir, "office-data");
  const db = openDatabase(dataDir);
  for (const [name, password] of Object.entries(accounts)) {
    createAccount(db, Date.now, name);
    setPasswordHash(db, findAccountByName(db, name)!.id, await hashPassword(password));
  }
  db.close();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "build/office/server.js")], {
    cwd: root,
    env: { ...process.env, ...FLAT_MEMORY, SCHOOL_DATA_DIR: dir, OFFICE_PORT: String(port), OFFICE_DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.on("data", (chunk: Buffer) => String(chunk).includes("is running at") && resolve()));
  return {
    child,
    origin: `http://localhost:${port}`,
    dataDir,
    stop: () => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")) : Promise.resolve()),
  };
}

/** Everything an end-to-end test started, stopped in order (the office first: it may be making the preview again). */
export async function stopAll({ browser, office, site, school }: { browser?: Browser; office?: OfficeProcess; site?: ChildServer; school?: School }) {
  await browser?.close();
  await office?.stop();
  site?.child.kill("SIGTERM");
  await site?.exited;
  await school?.remove();
}

/** Signs in with a password on the office's own page, in `page` (at /hi for Hindi), and waits for the home page. */
export async function signIn(page: Page, origin: string, name: string, password: string, language: "" | "/hi" = "") {
  await page.goto(`${origin}${language}/sign-in`);
  await page.locator("#name").fill(name);
  await page.locator("#password").fill(password);
  await page.locator("#password").press("Enter");
  await page.waitForURL(`${origin}${language || "/"}`);
}

/** A page of the editor in `context`, as big as `viewport`; the test fails on any error the page did not catch (during a save above all). */
export async function editorPage(context: BrowserContext, viewport: { width: number; height: number }) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(`${error.name}: ${error.message}`));
  onTestFinished(async () => {
    await page.close();
    expect(uncaught, "errors in the editor's page").toEqual([]);
  });
  return page;
}
