// `npm run edit`: the office's form editor for content/, on this computer only. Decap CMS (a browser app, from
// node_modules) edits the content files through decap-server's local "file system" backend, run here in the
// same server: no account, no login, nothing on the internet. Nothing of this is in the built site or the container.
// EDITOR_PORT (8080) and PREVIEW_PORT (3001, beside a site on 3000) choose the ports; CONTENT_REPO the folder
// that holds content/ (a copy of this repository); EDITOR_NO_PREVIEW=1 leaves the preview out.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync, watch } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import express from "express";
import { parse, stringify } from "yaml";
import { decapConfig } from "./editor-config";

const root = path.resolve(import.meta.dirname, "..");
const repository = path.resolve(process.env.CONTENT_REPO ?? root);
const editorPort = Number(process.env.EDITOR_PORT ?? 8080);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3001);
const require = createRequire(import.meta.url);
const decapDist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));


// An album is a folder, named in no content file: each album gets a form of its own whose photo field uploads
// into its folder. What that form saves (the list of photos added) is the editor's own note, kept in
// editor/albums/, outside content/ and never published.
const albums = (parse(readFileSync(path.join(repository, "content/gallery.yaml"), "utf8")) as { albums?: { title?: string; folder?: string }[] }).albums ?? [];
const albumForms = albums
  .filter((album) => album.folder && /^[A-Za-z][A-Za-z0-9]*$/.test(album.folder))
  .map((album) => ({
    name: album.folder,
    label: album.title ?? album.folder,
    file: `editor/albums/${album.folder}.yaml`,
    fields: [
      {
        name: "added",
        label: "Photos to add to this album",
        hint: "Choose photos straight from the phone (Upload), then Publish: they are saved into the album's folder. The album shows its photos in the order of their names.",
        widget: "list",
        required: false,
        field: { name: "photo", label: "Photo", widget: "image", media_folder: `/content/albums/${album.folder}`, public_folder: `albums/${album.folder}` },
      },
    ],
  }));

// The editor's settings, told where the local backend listens, with a Hindi field beside each text that may
// have one, and the albums' forms.
const settings = decapConfig(parse(readFileSync(path.join(root, "editor/config.yml"), "utf8")));
const config = stringify({
  ...settings,
  local_backend: { url: `http://localhost:${editorPort}/api/v1`, allowed_hosts: ["localhost", "127.0.0.1"] },
  site_url: `http://localhost:${previewPort}`,
  display_url: `http://localhost:${previewPort}`,
  collections: [...(settings.collections ?? []), { name: "albums", label: "Albums' photos", editor: { preview: false }, files: albumForms }],
});

// A preview of the site with what is saved, at PREVIEW_PORT (3001, beside a site on 3000): the site in development mode, its content
// made again from content/ a moment after each save. A mistake is printed here in plain words, and the
// preview keeps showing the last content that was right.
let preview: ChildProcess | undefined;
if (!process.env.EDITOR_NO_PREVIEW) {
  const buildContent = (...options: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(repository, "scripts/build-content.ts"), ...options], { cwd: repository, stdio: ["ignore", "ignore", "inherit"] });
  buildContent();
  preview = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: repository,
    env: { ...process.env, NODE_ENV: "development", PORT: String(previewPort), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let again: NodeJS.Timeout | undefined;
  watch(path.join(repository, "content"), { recursive: true }, () => {
    clearTimeout(again);
    again = setTimeout(() => buildContent("--preview"), 500);
  });
}

const app = express();
app.disable("x-powered-by");

// Only this computer's own addresses: a web page elsewhere cannot reach the editor through a name of its own
// that points here (DNS rebinding), and the server listens on 127.0.0.1 only.
const ownHosts = new Set([`localhost:${editorPort}`, `127.0.0.1:${editorPort}`]);
app.use((req, res, next) => {
  if (ownHosts.has(req.headers.host ?? "")) return next();
  res.status(403).type("text/plain").send("The editor answers only on this computer, at http://localhost.");
});

// The editor changes the content folder (and its own notes on albums), nothing else of the repository.
const WRITABLE = /^(?:content|editor\/albums)\//;
app.post("/api/v1", express.json({ limit: "50mb" }), (req, res, next) => {
  const params = (req.body as { params?: Record<string, unknown> } | undefined)?.params ?? {};
  const entry = params.entry as { path?: unknown; newPath?: unknown } | undefined;
  const files = (list: unknown) => (Array.isArray(list) ? (list as { path?: unknown; newPath?: unknown }[]) : []);
  const written = [
    params.path,
    ...(Array.isArray(params.paths) ? params.paths : []),
    (params.asset as { path?: unknown } | undefined)?.path,
    entry?.path,
    entry?.newPath,
    ...files(params.dataFiles).flatMap((file) => [file.path, file.newPath]),
    ...files(params.assets).map((asset) => asset.path),
  ].filter((file) => file !== undefined);
  const outside = written.find((file) => typeof file !== "string" || !WRITABLE.test(file) || file.split("/").includes(".."));
  if (outside !== undefined) {
    res.status(403).json({ error: `The editor changes only files in the content folder, not ${String(outside)}.` });
    return;
  }
  // decap-server's own body parser would read the body again unless told it was read.
  (req as typeof req & { _body?: boolean })._body = true;
  next();
});
process.env.GIT_REPO_DIRECTORY = repository;
const { registerLocalFs } = require("decap-server/dist/middlewares") as { registerLocalFs: (app: express.Express, options?: { logLevel?: string }) => Promise<void> };
await registerLocalFs(app, { logLevel: "warn" });

app.get("/config.yml", (_req, res) => void res.type("text/yaml").send(config));
app.use(express.static(path.join(root, "editor"), { index: "index.html" }));
app.use(express.static(decapDist, { index: false }));
const server = app.listen(editorPort, "127.0.0.1", () => {
  console.log(`The content editor is open at http://localhost:${editorPort}/ (press Ctrl+C to stop).`);
  if (preview) console.log(`What you save shows at once in the preview, http://localhost:${previewPort}/.`);
  console.log("When it looks right, run `npm run go-live` to put it on the site.");
  // Opens the browser where one can; a machine without a desktop just prints the address above.
  const opener = process.platform === "darwin" ? "open" : process.platform === "win32" ? "start" : "xdg-open";
  if (!process.env.CI && !process.env.EDITOR_NO_BROWSER) spawn(opener, [`http://localhost:${editorPort}/`], { stdio: "ignore", detached: true }).on("error", () => undefined).unref();
});
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${editorPort} is already in use (is the editor already open?). Or start it on another: EDITOR_PORT=${editorPort + 10} npm run edit` : error.message);
  preview?.kill();
  process.exit(1);
});
const stop = () => {
  preview?.kill();
  server.close(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
