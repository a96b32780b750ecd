// The preview's site: the site in development mode, its content made again from content/ a moment after each
// change, behind the preview's door (office/preview-gate.ts, which starts it when someone signed in comes and
// stops it when nobody has for a while). While the content as it is on disk cannot be used (a file changed
// outside the editor, a photo that fails the checks), the preview still shows the last content that could, and
// says so in a banner at the top of every page, with the problems, until a change makes it right again.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, type FSWatcher, readdirSync, statSync, watch } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse, request } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { loadContent } from "../../lib/content/load";
import { root } from "../../lib/folders";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/** The preview's own addresses, beside the site's; VERSION is asked every 1.5 s by each page open in the preview. */
const LIVE = "/__editor/live.js";
export const VERSION = "/__editor/version";

/** On every answer of the preview: never kept by a browser or a proxy, never indexed, and the address (which may hold a pass) never sent on. */
export const PREVIEW_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" };

/** While the site is not answering yet (it takes a few seconds to start): a page that tries again by itself. */
function startingPage(res: ServerResponse) {
  res.writeHead(503, { ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8", "retry-after": "2" });
  res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="2"><title>The preview is starting</title><p style="font:1.25rem/1.5 system-ui,sans-serif;margin:2rem">The preview is starting: this page opens by itself in a few seconds.</p></html>`);
}

/** The banner, first thing in the page's body. */
function banner(problems: string[]) {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  return (
    `<div role="alert" data-editor-banner style="background:#fff3cd;color:#3d2c00;border-bottom:4px solid #b45309;padding:12px 16px;font:16px/1.5 system-ui,sans-serif">` +
    `<strong>This preview is NOT showing your last change.</strong> It shows the content as it was before, because:` +
    `<ul style="margin:8px 0;padding-left:24px">${items}</ul>Correct it (in the editor or in the file) and save: this notice goes away once the preview can use it.</div>`
  );
}

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

/**
 * Makes the content, then starts the site; until it answers, every page says the preview is starting. The code
 * runs from its own folder, the content read from `repository`: in the container, the school's volume.
 */
export function startPreviewSite(repository: string): PreviewSite {
  const contentDir = path.join(repository, "content");
  const env = { ...process.env, SCHOOL_DATA_DIR: repository };
  let problems: string[] = [];
  // Counts the rebuilds: a page open in the preview reloads itself when it changes (LIVE below).
  let version = 0;
  const buildContent = (...options: string[]) =>
    new Promise<boolean>((resolve) => {
      const build = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/build-content.ts"), ...options], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
      build.on("close", (code) => resolve(code === 0));
    });
  // One rebuild at a time; changes while one runs make one more after it.
  let running: Promise<void> | undefined;
  let again = false;
  const rebuild = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const made = await buildContent("--preview");
        // The loader's own words for what is wrong; a problem outside content/ (the code) is told in this window.
        problems = made ? [] : (await loadContent(contentDir)).problems;
        if (!made && problems.length === 0) problems = ["the preview could not be made again: the editor's window says why."];
        version++;
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
    await rebuild();
    const port = await freePort();
    if (stopped) return;
    site = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: root,
      env: { ...env, NODE_ENV: "development", HOT_RELOAD: "off", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    sitePort = port;
    watcher = watchFolders(contentDir, () => {
      clearTimeout(soon);
      soon = setTimeout(() => void rebuild(), 500);
    });
  })();

  // In front of the site: pages pass through, with the banner put in while there are problems, and the script
  // that reloads an open page once the content was made again (so it never goes on showing what was).
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
    if (sitePort === undefined) return startingPage(res);
    // The site hears of the visitor only the request itself: it is asked as 127.0.0.1 (Vite refuses a host name
    // it does not know, such as PREVIEW_URL's), and the preview's and the office's cookies stay out of it.
    const { cookie: _cookie, host: _host, ...headers } = req.headers;
    const upstream = request(
      { host: "127.0.0.1", port: sitePort, path: req.url, method: req.method, headers: { ...headers, host: `127.0.0.1:${sitePort}`, "accept-encoding": "identity" } },
      (answer) => {
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
            .replace(/<body[^>]*>/, (body) => (problems.length > 0 ? `${body}${banner(problems)}` : body))
            .replace("</body>", `<script src="${LIVE}" data-version="${version}"></script></body>`);
          const { "content-length": _length, etag: _etag, ...kept } = answer.headers;
          res.writeHead(answer.statusCode ?? 200, { ...kept, ...PREVIEW_HEADERS });
          res.end(page);
        });
      },
    );
    upstream.on("error", () => (res.headersSent ? res.destroy() : startingPage(res)));
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
