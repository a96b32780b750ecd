// `npm run go-live`: builds the new site beside the running one (build.next/), checks it, and only then
// makes it the live one (build/) and has the running server take it up without a restart. The site
// before stays in build.previous/ for `npm run go-live:undo`, which swaps the two back.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { root } from "./build-dir";
import { inputsHash, readStamp, writeStamp } from "./build-inputs";

const LIVE = path.join(root, "build");
const NEXT = path.join(root, "build.next");
const PREVIOUS = path.join(root, "build.previous");
// Where a server started by `npm start` says where it is (server.ts).
const STATE_FILE = path.resolve(root, process.env.SITE_STATE_FILE || ".cache/site.json");
// What the check asks the new site for before it goes live.
const CHECKED = ["/healthz", "/", "/gallery", "/admissions", "/mpd"];

const started = performance.now();
const seconds = () => `${Math.round((performance.now() - started) / 1000)} s`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Linux exchanges two folders in one step (renameat2 with RENAME_EXCHANGE); Node has no call for it,
// Python's ctypes has. Exit code 0 when they were exchanged.
const EXCHANGE = `import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
sys.exit(0 if libc.renameat2(-100, sys.argv[1].encode(), -100, sys.argv[2].encode(), 2) == 0 else 1)`;

const exchanged = (a: string, b: string) => spawnSync("python3", ["-c", EXCHANGE, a, b], { stdio: "ignore" }).status === 0;

/** Makes `incoming` the live build; the live one becomes build.previous (replacing the one there). */
async function makeLive(incoming: string) {
  if (existsSync(LIVE) && exchanged(incoming, LIVE)) {
    // `incoming` now holds the build that was live: at no moment was there no build/.
    if (incoming === PREVIOUS) return;
    await rm(PREVIOUS, { recursive: true, force: true });
    await rename(incoming, PREVIOUS);
    return;
  }
  const outgoing = `${LIVE}.outgoing`;
  await rm(outgoing, { recursive: true, force: true });
  // Without the exchange, two renames back to back: for the microseconds between them there is no
  // build/, and a file (not a page: those are in memory) asked for in that instant would be a 404.
  if (existsSync(LIVE)) await rename(LIVE, outgoing);
  await rename(incoming, LIVE);
  await rm(PREVIOUS, { recursive: true, force: true });
  if (existsSync(outgoing)) await rename(outgoing, PREVIOUS);
}

/** The previous build's scripts, styles and photos, so a page opened before the switch can still load them. */
async function carryOverFiles(from: string, to: string) {
  for (const folder of ["client/assets", "client/media"]) {
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

/** Starts the new build on a free port and asks it for each screen; throws unless all answer 200. */
async function checkBuild(dir: string) {
  const child = spawn(process.execPath, [path.join(dir, "server.js")], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", BUILD_DIR: dir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on("line", (line) => {
        if (!line.startsWith("{")) return;
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "listening") resolve(String(entry.url));
      });
      void exited.then(([code]) => reject(new Error(`the new server stopped at once (exit code ${code})`)));
    });
    for (const address of CHECKED) {
      const res = await fetch(origin + address);
      if (res.status !== 200) throw new Error(`the new site answers ${address} with ${res.status}`);
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

type SiteState = { pid: number; url: string; reloads: number; error: string | null };

// Null too for a file caught half-written, which the next read finds whole.
const readState = () =>
  readFile(STATE_FILE, "utf8")
    .then((text) => JSON.parse(text) as SiteState)
    .catch(() => null);

/** Whether `pid` is still the site's server: after a crash its number may have gone to another program. */
async function isRunning(pid: number) {
  const commandLine = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  if (commandLine !== null) return commandLine.includes("server.js");
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Asks the running server to take up build/ (SIGUSR2); its address, or null when no server runs. */
async function reloadRunningSite(): Promise<string | null> {
  const before = await readState();
  if (!before || !(await isRunning(before.pid))) return null;
  process.kill(before.pid, "SIGUSR2");
  for (let waited = 0; waited < 30_000; waited += 100) {
    await sleep(100);
    const now = await readState();
    if (!now || now.reloads === before.reloads) continue;
    if (now.error) throw new Error(now.error);
    return now.url;
  }
  throw new Error("the running server did not answer within 30 s");
}

/** Tells the running server; if it cannot take the new build, puts the previous one back. */
async function switchRunningSite(what: string) {
  try {
    const url = await reloadRunningSite();
    if (url) console.log(`${what} is live at ${url} (${seconds()}), and the server never stopped.`);
    else console.log(`${what} is in place (${seconds()}). No site started with npm start is running here: the next start serves it.`);
  } catch (error) {
    await makeLive(PREVIOUS);
    await rm(PREVIOUS, { recursive: true, force: true });
    fail(`The running server could not take up ${what.toLowerCase()} (${(error as Error).message}); it still serves the site as it was.`);
  }
}

if (process.argv.includes("--undo")) {
  if (!existsSync(PREVIOUS)) fail("There is no previous site to go back to.");
  await makeLive(PREVIOUS);
  await switchRunningSite("The previous site");
  console.log("To return to the newer one, run npm run go-live:undo again.");
  process.exit(0);
}

const hash = await inputsHash();
if (existsSync(LIVE) && (await readStamp(LIVE)) === hash) {
  console.log("Nothing changed since the live site was built: there is nothing new to publish.");
  process.exit(0);
}

console.log("Building the new site beside the running one; the site stays as it is meanwhile.");
await rm(NEXT, { recursive: true, force: true });
const build = spawnSync("npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: NEXT }, stdio: "inherit" });
if (build.status !== 0) {
  await rm(NEXT, { recursive: true, force: true });
  fail("The new site was NOT published: the build stopped (its messages are above). The site is exactly as it was.");
}
try {
  await checkBuild(NEXT);
} catch (error) {
  await rm(NEXT, { recursive: true, force: true });
  fail(`The new site was NOT published: ${(error as Error).message}. The site is exactly as it was.`);
}
await writeStamp(NEXT, hash);
if (existsSync(LIVE)) await carryOverFiles(LIVE, NEXT);
await makeLive(NEXT);
await switchRunningSite("The new site");
console.log("To go back to the site as it was before, run npm run go-live:undo.");
