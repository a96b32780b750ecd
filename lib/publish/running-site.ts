// The site as a server runs it: the running one, asked which publish it serves (at the address SITE_INTERNAL_URL
// gives, or that a site started with `npm start` wrote in its state file, server.ts), and the site's own code
// started on a private port with a new publish's data, to be checked before it goes live.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { ALBUM_PAGE, PAGES } from "../site/pages";
import { LANGUAGES, pathIn } from "../site/language";
import { ASSETS_PATH, DOCUMENTS_PATH, MEDIA_PATH, PHOTOS_PATH } from "../site/public-paths";
import type { DataStatus } from "../content/site-data";
import { FLAT_MEMORY, SMALL_HEAP } from "../http/memory";

type SiteState = { url: string };

/**
 * Where to ask the running site which publish it serves: SITE_INTERNAL_URL (in containers the office asks
 * http://site:3000), or the address a site started with `npm start` wrote in its state file; null when neither.
 */
async function siteAddress(stateFile: string) {
  if (process.env.SITE_INTERNAL_URL) return process.env.SITE_INTERNAL_URL.replace(/\/+$/, "");
  // Null too for a file caught half-written.
  const state = await readFile(stateFile, "utf8").then((text) => JSON.parse(text) as SiteState, () => null);
  return state?.url ?? null;
}

/** What the site at `address` says it serves (its /healthz), or null when no site answers there. */
async function servedBy(address: string): Promise<DataStatus | null> {
  try {
    const body = (await (await fetch(`${address}/healthz`, { signal: AbortSignal.timeout(5000) })).json()) as Partial<DataStatus>;
    return "publish" in body ? (body as DataStatus) : null;
  } catch {
    return null;
  }
}

/** The publish the running site serves; null when none answers, or it serves a build folder of its own. */
export async function servedPublish(stateFile: string) {
  const address = await siteAddress(stateFile);
  return address ? ((await servedBy(address))?.publish ?? null) : null;
}

/**
 * Waits until the running site serves publish `wanted`, which it takes up by itself once `live` links to it
 * (server/live-data.ts). The address to give the clerk (SITE_URL when set), or null when no site answers.
 * Throws when the site could not load it, or did not within 30 s.
 */
export async function siteTookUp(stateFile: string, wanted: number): Promise<string | null> {
  const address = await siteAddress(stateFile);
  if (!address || !(await servedBy(address))) return null;
  for (let waited = 0; waited < 30_000; waited += 100) {
    // A site restarted meanwhile answers again in a moment, with the live build.
    const served = await servedBy(address);
    if (served?.publish === wanted) return process.env.SITE_URL || address;
    if (served?.couldNotLoad === wanted) throw new Error("the site's log says why");
    await sleep(100);
  }
  throw new Error("it did not within 30 s");
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
 * The site's code (`codeDir`, the build) started on a free port of the loopback with the data in `siteDir`, for
 * the office alone: the check of a publish's new data, the preview. `detached`: in a process group of its own.
 */
export function startSite(siteDir: string, codeDir: string, { detached = false } = {}): ChildProcess {
  return spawn(process.execPath, [...SMALL_HEAP, path.join(codeDir, "server.js")], {
    cwd: path.dirname(codeDir),
    env: { PATH: process.env.PATH, NODE_ENV: "production", SITE_DATA: siteDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...FLAT_MEMORY },
    stdio: ["ignore", "pipe", "inherit"],
    detached,
  });
}

/** Calls `then` with the address a site started by `startSite` listens at, once its log says it does. */
export function listening(site: ChildProcess, then: (origin: string) => void) {
  createInterface({ input: site.stdout! }).on("line", (line) => {
    if (!line.startsWith("{")) return;
    const entry = JSON.parse(line) as { msg?: string; url?: string };
    if (entry.msg === "listening") then(String(entry.url));
  });
}

/**
 * Starts the site's code (`codeDir`, the build) on a free port with the data in `siteDir`, and asks it for every
 * page of the page registry and every album, in both languages, and for a stylesheet, a script, a photo and a
 * PDF the pages name. Throws, in the clerk's words, unless all answer 200.
 */
export async function checkData(siteDir: string, codeDir: string, track: (child: ChildProcess) => void) {
  const child = startSite(siteDir, codeDir, { detached: true });
  track(child);
  const exited = once(child, "exit");
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      listening(child, resolve);
      void exited.then(([code]) => reject(new Error(`the new server stopped at once (exit code ${code})`)));
      setTimeout(() => reject(new Error("the new server did not start within 60 s")), 60_000).unref();
    });
    const get = async (address: string) => {
      // Not compressed: the check needs the pages, not the effort of compressing each as small as it gets.
      const res = await fetch(origin + address, { headers: { "accept-encoding": "identity" } });
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
