// The preview's site: the production site itself (the very code the live site runs, build/server.js), rendering
// the draft: the content as it is saved in content/, made into data (lib/publish/site-data.ts, by
// scripts/preview-data.ts, compiled, in a process of its own, so that the photos it encodes never weigh on the office) a
// moment after each change, in the school's cache. Through it go the pages and the files a publish would
// publish, nothing else: no development server, nothing of the code's folder, the office's data or the backups.
// It stands behind the preview's door (office/preview/gate.ts), which starts it when someone signed in comes and
// stops it when nobody has for a while. While the content as it is on disk cannot be used (a file changed
// outside the editor, a photo that fails the checks), the preview shows the last draft that could be made, and
// says so in a banner at the top of every page, with the problems, until a change makes it right again.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, type FSWatcher, readdirSync, statSync, watch } from "node:fs";
import { mkdir, readdir, rename, rm, symlink } from "node:fs/promises";
import { type IncomingMessage, type ServerResponse, request } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { codeDir, root } from "../../lib/folders";
import { FLAT_MEMORY, SMALL_HEAP } from "../../lib/http/memory";
import { type Problem, problemIn } from "../../lib/content/read-yaml";
import { listening, startSite } from "../../lib/publish/running-site";
import { said } from "../../lib/content/said";
import { languageOfPath } from "../screens";
import { type Language, WORDS } from "../words";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/** The preview's own addresses, beside the site's; VERSION is asked every 1.5 s by each page open in the preview. */
const LIVE = "/__editor/live.js";
export const VERSION = "/__editor/version";

/** On every answer of the preview: never kept by a browser or a proxy, never indexed, and the address (which may hold a pass) never sent on. */
export const PREVIEW_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" };

/** Where the drafts are made, each in a folder of its own, and the link the preview's site follows to the newest. */
export const previewFolders = (school: string) => {
  const drafts = path.join(school, ".cache/preview");
  return { drafts, live: path.join(drafts, "live") };
};

/** While the site is not answering yet (it takes a second or two to start): a page that tries again by itself, in the language of the page asked for. */
export function startingPage(language: Language) {
  const w = WORDS[language].previewSite;
  return `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="1"><title>${w.startingTitle}</title><main><h1 style="font:1.25rem/1.5 system-ui,sans-serif;margin:2rem">${w.starting}</h1></main></html>`;
}

function sendStartingPage(res: ServerResponse, language: Language) {
  res.writeHead(503, { ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8", "retry-after": "1" });
  res.end(startingPage(language));
}

/** The banner, first thing in the page's body, in the page's language. */
function banner(problems: Problem[], language: Language) {
  const w = WORDS[language].previewSite;
  const items = problems.map((problem) => `<li>${escapeHtml(problemIn(problem, language))}</li>`).join("");
  return (
    `<div role="alert" data-editor-banner style="background:#fff3cd;color:#3d2c00;border-bottom:4px solid #b45309;padding:12px 16px;font:16px/1.5 system-ui,sans-serif">` +
    `<strong>${w.notShowing}</strong> ${w.because}` +
    `<ul style="margin:8px 0;padding-left:24px">${items}</ul>${w.correctIt}</div>`
  );
}

/** A draft that failed without saying why (its process died). */
const NOT_MADE: Problem = {
  place: { file: "content/" },
  what: said("the preview could not be made: the office's log says why.", "पूर्वावलोकन नहीं बन सका: कारण कार्यालय के लॉग में है।"),
};

/**
 * Calls `changed` when anything in the folder or a folder inside it changes. Each folder is watched itself:
 * Node's recursive watch on Linux follows files, and loses one that a save replaced (written beside, renamed).
 */
function watchFolders(dir: string, changed: () => void): { close: () => void } {
  const watchers = new Map<string, FSWatcher>();
  const add = (folder: string) => {
    if (watchers.has(folder)) return;
    watchers.set(
      folder,
      watch(folder, (_event, name) => {
        const inner = name && path.join(folder, name);
        if (inner && existsSync(inner) && statSync(inner).isDirectory()) add(inner);
        changed();
      }).on("error", () => watchers.delete(folder)),
    );
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) add(path.join(folder, entry.name));
  };
  add(dir);
  return { close: () => watchers.forEach((watcher) => watcher.close()) };
}

export type PreviewSite = { handle: (req: IncomingMessage, res: ServerResponse) => void; stop: () => void };

/** Makes a draft of the content of the school's folder `school` in `outDir`: the problems that stopped it, or none. */
function makeDraft(school: string, outDir: string): Promise<Problem[]> {
  return new Promise((resolve) => {
    const job = spawn(process.execPath, [...SMALL_HEAP, path.join(codeDir, "office/preview-data.js"), outDir], {
      cwd: root,
      env: { ...process.env, SCHOOL_DATA_DIR: school, ...FLAT_MEMORY },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const problems: Problem[] = [];
    createInterface({ input: job.stdout! }).on("line", (line) => problems.push(JSON.parse(line) as Problem));
    job.on("close", (code) => resolve(code === 0 ? [] : problems.length > 0 ? problems : [NOT_MADE]));
  });
}

/**
 * Makes the first draft, then starts the site on it; until it answers, every page says the preview is starting.
 * `school`: the school's folder (in the container, the school's volume).
 */
export function startPreviewSite(school: string): PreviewSite {
  const contentDir = path.join(school, "content");
  const folders = previewFolders(school);
  let problems: Problem[] = [];
  // Counts the drafts: a page open in the preview reloads itself when it changes (LIVE below).
  let version = 0;
  let drafted = 0;

  /** A new draft beside the one served, then the link to it; the drafts before the one served are removed. */
  const draft = async () => {
    await mkdir(folders.drafts, { recursive: true });
    const next = path.join(folders.drafts, `${Date.now()}-${++drafted}`);
    const found = await makeDraft(school, next);
    if (found.length === 0) {
      await rm(`${folders.live}.new`, { force: true });
      await symlink(path.basename(next), `${folders.live}.new`);
      await rename(`${folders.live}.new`, folders.live);
      // The one served a moment ago stays for the requests still on it; any older goes.
      const kept = (await readdir(folders.drafts)).filter((name) => /^\d+-\d+$/.test(name)).sort((a, b) => Number(b.split("-")[0]) - Number(a.split("-")[0]));
      for (const old of kept.slice(2)) await rm(path.join(folders.drafts, old), { recursive: true, force: true });
    } else await rm(next, { recursive: true, force: true });
    problems = found;
    version++;
  };
  // One draft at a time; changes while one is made make one more after it.
  let running: Promise<void> | undefined;
  let again = false;
  const redraft = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await draft();
      } while (again);
    })();
    await running;
    running = undefined;
  };

  let stopped = false;
  let sitePort: number | undefined;
  let site: ChildProcess | undefined;
  let watcher: { close: () => void } | undefined;
  let soon: NodeJS.Timeout | undefined;
  void (async () => {
    await redraft();
    if (stopped || !existsSync(folders.live)) return;
    site = startSite(folders.live, codeDir);
    listening(site, (origin) => (sitePort = Number(new URL(origin).port)));
    watcher = watchFolders(contentDir, () => {
      clearTimeout(soon);
      soon = setTimeout(() => void redraft(), 300);
    });
  })();

  // In front of the site: pages pass through, with the banner put in while there are problems, and the script
  // that reloads an open page once a new draft is made (so it never goes on showing what was).
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === LIVE) {
      res.writeHead(200, { ...PREVIEW_HEADERS, "content-type": "text/javascript; charset=utf-8" });
      res.end(`const seen=Number(document.currentScript.dataset.version);setInterval(()=>fetch("${VERSION}").then((r)=>r.json()).then((now)=>now!==seen&&location.reload(),()=>{}),1500);`);
      return;
    }
    if (req.url === VERSION) {
      res.writeHead(200, { ...PREVIEW_HEADERS, "content-type": "application/json" });
      res.end(String(version));
      return;
    }
    // The site's service worker would keep the draft's pages in the browser, for anyone to read there offline.
    if (req.url?.startsWith("/sw.js")) {
      res.writeHead(404, PREVIEW_HEADERS);
      res.end();
      return;
    }
    const language = languageOfPath(req.url ?? "/");
    if (sitePort === undefined) return sendStartingPage(res, language);
    // The site hears of the visitor only the request itself: the preview's and the office's cookies stay out of it.
    const { cookie: _cookie, ...headers } = req.headers;
    const upstream = request({ host: "127.0.0.1", port: sitePort, path: req.url, method: req.method, headers: { ...headers, "accept-encoding": "identity" } }, (answer) => {
      const isPage = /^text\/html/.test(answer.headers["content-type"] ?? "");
      if (!isPage) {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...PREVIEW_HEADERS });
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const page = Buffer.concat(chunks)
          .toString("utf8")
          .replace(/<body[^>]*>/, (body) => (problems.length > 0 ? `${body}${banner(problems, language)}` : body))
          .replace("</body>", `<script src="${LIVE}" data-version="${version}"></script></body>`);
        const { "content-length": _length, etag: _etag, ...kept } = answer.headers;
        res.writeHead(answer.statusCode ?? 200, { ...kept, ...PREVIEW_HEADERS });
        res.end(page);
      });
    });
    upstream.on("error", () => (res.headersSent ? res.destroy() : sendStartingPage(res, language)));
    req.pipe(upstream);
  };

  return {
    handle,
    stop() {
      stopped = true;
      clearTimeout(soon);
      watcher?.close();
      site?.kill();
    },
  };
}
