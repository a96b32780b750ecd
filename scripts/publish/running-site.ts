// The site as a server runs it: the one started with `npm start` (which says where it is in its state file,
// server.ts), and a new build started on a private port to be checked before it goes live.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { ALBUM_PAGE, PAGES } from "../../app/pages";
import { LANGUAGES, pathIn } from "../../app/lib/language";
import { ASSETS_PATH, DOCUMENTS_PATH, MEDIA_PATH, PHOTOS_PATH } from "../../app/lib/public-paths";

type SiteState = { pid: number; url: string; reloads: number; error: string | null; build?: string };

// Null too for a file caught half-written, which the next read finds whole.
const readState = (stateFile: string) =>
  readFile(stateFile, "utf8")
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

/** The running server's state, or null when no site started with `npm start` runs here. */
export async function runningSite(stateFile: string) {
  const state = await readState(stateFile);
  return state && (await isRunning(state.pid)) ? state : null;
}

/** Asks the running server to load the live build (SIGUSR2); its address, or null when no server runs. */
export async function reloadRunningSite(stateFile: string): Promise<string | null> {
  const before = await runningSite(stateFile);
  if (!before) return null;
  process.kill(before.pid, "SIGUSR2");
  for (let waited = 0; waited < 30_000; waited += 100) {
    await sleep(100);
    const now = await readState(stateFile);
    if (!now || now.reloads === before.reloads) continue;
    if (now.error) throw new Error(now.error);
    return now.url;
  }
  throw new Error("the running server did not answer within 30 s");
}

/** The addresses a page names that match `pattern` (its first group). */
const named = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern.source, "g"))].map((match) => match[1]!.replaceAll("&amp;", "&"));

/** What a page names that must be there too: a stylesheet, a script, a photo (a copy or an album's photo), a PDF. */
const FILES_NAMED = {
  stylesheet: [new RegExp(`"(${ASSETS_PATH}/[^"]+\\.css)"`)],
  script: [new RegExp(`"(${ASSETS_PATH}/[^"]+\\.js)"`)],
  photo: [new RegExp(`"(${MEDIA_PATH}/[^"]+\\.(?:jpg|webp|avif))"`), new RegExp(`"(${PHOTOS_PATH}/[^"?]+/\\d+\\.jpg)"`)],
  PDF: [new RegExp(`"(${DOCUMENTS_PATH}/[^"]+\\.pdf)"`)],
};

/**
 * Starts the build in `siteDir` on a free port and asks it for every page of the page registry and every
 * album, in both languages, and for a stylesheet, a script, a photo and a PDF the pages name. Throws, in
 * the clerk's words, unless all answer 200.
 */
export async function checkBuild(siteDir: string, root: string, track: (child: ChildProcess) => void) {
  const child = spawn(process.execPath, [path.join(siteDir, "server.js")], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", BUILD_DIR: siteDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  track(child);
  const exited = once(child, "exit");
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on("line", (line) => {
        if (!line.startsWith("{")) return;
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "listening") resolve(String(entry.url));
      });
      void exited.then(([code]) => reject(new Error(`the new server stopped at once (exit code ${code})`)));
      setTimeout(() => reject(new Error("the new server did not start within 60 s")), 60_000).unref();
    });
    const get = async (address: string) => {
      const res = await fetch(origin + address);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`the new site answers ${address} with ${res.status}`);
      return body;
    };
    const gallery = await get(PAGES.find((page) => page.id === "gallery")!.path);
    const albums = named(gallery, new RegExp(`href="(${ALBUM_PAGE.path}\\?key=[^"#]+)"`));
    if (albums.length === 0) throw new Error(`the new site's gallery shows no album`);
    // The first of each kind on each page, so each page's own stylesheet and script are asked for.
    const files = new Map<keyof typeof FILES_NAMED, Set<string>>(Object.keys(FILES_NAMED).map((kind) => [kind as keyof typeof FILES_NAMED, new Set()]));
    for (const language of LANGUAGES) {
      for (const address of [...PAGES.map((page) => page.path), ...albums]) {
        const html = await get(pathIn(language, address));
        for (const [kind, patterns] of Object.entries(FILES_NAMED) as [keyof typeof FILES_NAMED, RegExp[]][]) {
          for (const pattern of patterns) {
            const [first] = named(html, pattern);
            if (first) files.get(kind)!.add(first);
          }
        }
      }
    }
    for (const [kind, found] of files) {
      if (found.size === 0) throw new Error(`the new site's pages name no ${kind}`);
      for (const file of found) await get(file);
    }
  } finally {
    // A server only this check used: no visitor to let finish.
    child.kill("SIGKILL");
    await exited;
  }
}
