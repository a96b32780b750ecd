// The preview at PREVIEW_PORT: the site in development mode, its content made again from content/ a moment
// after each change. While the content as it is on disk cannot be used (a file changed outside the editor, a
// photo that fails the checks), the preview still shows the last content that could, and says so in a banner
// at the top of every page, with the problems, until a change makes it right again.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, type FSWatcher, readdirSync, statSync, watch } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { loadContent } from "../scripts/content/load";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/** The banner, first thing in the page's body. */
export function banner(problems: string[]) {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  return (
    `<div role="alert" data-editor-banner style="background:#fff3cd;color:#3d2c00;border-bottom:4px solid #b45309;padding:12px 16px;font:16px/1.5 system-ui,sans-serif">` +
    `<strong>This preview is NOT showing your last change.</strong> It shows the content as it was before, because:` +
    `<ul style="margin:8px 0;padding-left:24px">${items}</ul>Correct it (in the editor or in the file) and save: this notice goes away once the preview can use it.</div>`
  );
}

export type Preview = { stop: () => void };

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

export async function startPreview(repository: string, port: number): Promise<Preview> {
  const contentDir = path.join(repository, "content");
  let problems: string[] = [];
  const buildContent = (...options: string[]) =>
    new Promise<boolean>((resolve) => {
      const build = spawn(process.execPath, ["--import", "tsx", path.join(repository, "scripts/build-content.ts"), ...options], { cwd: repository, stdio: ["ignore", "ignore", "inherit"] });
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
      } while (again);
    })();
    await running;
    running = undefined;
  };
  await rebuild();

  const sitePort = await freePort();
  const site: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: repository,
    env: { ...process.env, NODE_ENV: "development", PORT: String(sitePort), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let soon: NodeJS.Timeout | undefined;
  const watcher = watchFolders(contentDir, () => {
    clearTimeout(soon);
    soon = setTimeout(() => void rebuild(), 500);
  });

  // In front of the site: pages pass through, with the banner put in while there are problems.
  const proxy = createServer((req, res) => {
    const upstream = request(
      { host: "127.0.0.1", port: sitePort, path: req.url, method: req.method, headers: { ...req.headers, "accept-encoding": "identity" } },
      (answer) => {
        const isPage = /^text\/html/.test(answer.headers["content-type"] ?? "");
        if (!isPage || problems.length === 0) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = Buffer.concat(chunks).toString("utf8").replace(/<body[^>]*>/, (body) => `${body}${banner(problems)}`);
          const { "content-length": _length, etag: _etag, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 200, headers);
          res.end(page);
        });
      },
    );
    upstream.on("error", () => {
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "2" });
      res.end("The preview is starting: reload this page in a few seconds.");
    });
    req.pipe(upstream);
  });
  proxy.listen(port, "127.0.0.1");
  return {
    stop() {
      watcher.close();
      proxy.close();
      site.kill();
    },
  };
}
