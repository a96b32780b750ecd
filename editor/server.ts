// The office's form editor for content/, on this computer only (started by `npm run edit`, edit.ts). Decap CMS
// (a browser app, from editor/node_modules) reads the content files through decap-server's local "file system"
// backend, run here in the same server: no account, no login, nothing on the internet. Saves go through
// this server's own save path: the form's values are put into the file as the clerk wrote it (save.ts), the
// content as it would be is checked with the build's rules (check.ts), and nothing is written if it fails.
// EDITOR_PORT (8080) and PREVIEW_PORT (3001, beside a site on 3000) choose the ports; CONTENT_REPO the folder
// that holds content/ (a copy of this repository); EDITOR_NO_PREVIEW=1 leaves the preview out.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import express from "express";
import { parse, stringify } from "yaml";
import { decapConfig, type EditorSettings } from "../scripts/editor-config";
import { problemsAfter, refusal } from "./check";
import { editorDir } from "./packages";
import { type Preview, startPreview } from "./preview";
import { applyEntry, entryValues, withoutBlanks } from "./save";
import { heldFile, receiveUpload, saved, withUploads } from "./uploads";

const root = path.resolve(editorDir, "..");
const repository = path.resolve(process.env.CONTENT_REPO ?? root);
const contentDir = path.join(repository, "content");
const editorPort = Number(process.env.EDITOR_PORT ?? 8080);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3001);
const require = createRequire(import.meta.url);
const decapDist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));

type Field = { name: string; widget?: string; media_folder?: string; public_folder?: string; media_library?: { config?: Record<string, unknown> }; fields?: Field[]; field?: Field };
type Form = Record<string, unknown> & { fields?: Field[] };
type Settings = { public_folder?: string; collections?: (Form & { files?: Form[] })[] };

// The editor's settings and the forms of the content files, from the one function that describes them (called
// here only).
const settings = decapConfig(parse(readFileSync(path.join(editorDir, "config.yml"), "utf8")) as EditorSettings) as Settings;

// An album is a folder, named in no content file: each album gets a form of its own whose photo field takes
// several photos at once, into the album's folder. What that form saves (the photos added) is the editor's own
// note, kept in editor/albums/, outside content/ and never published.
const albums = (parse(readFileSync(path.join(contentDir, "gallery.yaml"), "utf8")) as { albums?: { title?: string; folder?: string }[] }).albums ?? [];
const albumForms = albums
  .filter((album) => album.folder && /^[A-Za-z][A-Za-z0-9]*$/.test(album.folder))
  .map((album) => ({
    name: album.folder,
    label: album.title ?? album.folder,
    file: `editor/albums/${album.folder}.yaml`,
    fields: [
      {
        name: "photos",
        label: "Photos added to this album",
        hint: "Choose photos (several at once, iPhone photos too), then Publish: they are saved into the album's folder, after the photos already there.",
        // The picker's own list (editor/media-library.js), into the album's folder.
        widget: "album-photos",
        required: false,
        folder: `albums/${album.folder}`,
      },
    ],
  }));

/** Each photo or file field tells the editor's photo picker (editor/media-library.js) the folder its files go in. */
function withUploadFolders(fields: Field[], settings: Settings) {
  for (const field of fields) {
    if (field.widget === "image" || field.widget === "file") {
      const folder = field.public_folder ?? settings.public_folder;
      field.media_library = { ...field.media_library, config: { ...field.media_library?.config, folder, photosOnly: field.widget === "image" } };
    }
    withUploadFolders([...(field.fields ?? []), ...(field.field ? [field.field] : [])], settings);
  }
}

const collections: NonNullable<Settings["collections"]> = [...(settings.collections ?? []), { name: "albums", label: "Albums' photos", editor: { preview: false }, files: albumForms }];
for (const collection of collections) for (const form of [collection, ...(collection.files ?? [])]) withUploadFolders(form.fields ?? [], settings);
const config = stringify({
  ...settings,
  backend: { name: "school-files", proxy_url: `http://localhost:${editorPort}/api/v1` },
  site_url: `http://localhost:${previewPort}`,
  display_url: `http://localhost:${previewPort}`,
  collections,
});

let preview: Preview | undefined;
if (!process.env.EDITOR_NO_PREVIEW) preview = await startPreview(repository, previewPort);

const app = express();
app.disable("x-powered-by");

// Only this computer's own addresses: a web page elsewhere cannot reach the editor through a name of its own
// that points here (DNS rebinding), and the server listens on 127.0.0.1 only.
const ownHosts = new Set([`localhost:${editorPort}`, `127.0.0.1:${editorPort}`]);
app.use((req, res, next) => {
  if (ownHosts.has(req.headers.host ?? "")) return next();
  res.status(403).type("text/plain").send("The editor answers only on this computer, at http://localhost.");
});

// A photo or file chosen in a form: checked (and an iPhone photo made a JPEG) now, written by the save. Sent
// as application/octet-stream, which a page of another site cannot send here without the browser asking first.
app.post("/upload", express.raw({ type: "application/octet-stream", limit: "100mb" }), async (req, res) => {
  const folder = String(req.query.folder ?? "");
  if (!/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/.test(folder) || !Buffer.isBuffer(req.body)) {
    res.status(403).json({ problem: "The editor takes files from its own page only, into the folders of content/." });
    return;
  }
  const result = await receiveUpload(contentDir, folder, String(req.query.name ?? ""), req.body as Buffer, req.query.photosOnly === "true");
  res.status("problem" in result ? 422 : 200).json(result);
});

// The editor changes the content folder (and its own notes on albums), nothing else of the repository.
const WRITABLE = /^(?:content|editor\/albums)\//;
type DataFile = { path: string; raw: string; newPath?: string };
app.post("/api/v1", express.json({ limit: "50mb" }), async (req, res, next) => {
  const { action, params = {} } = (req.body ?? {}) as { action?: string; params?: Record<string, unknown> };
  // A photo chosen but not yet saved, shown in its form.
  const held = action === "getMediaFile" && typeof params.path === "string" ? heldFile(params.path) : undefined;
  if (held) {
    res.json({ id: params.path, path: params.path, name: path.basename(params.path as string), content: (await readFile(held)).toString("base64"), encoding: "base64" });
    return;
  }
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
  // Decap names a field's folder from the repository's root, with or without a leading "/".
  const outside = written.find((file) => typeof file !== "string" || !WRITABLE.test(file.replace(/^\//, "")) || file.split("/").includes(".."));
  if (outside !== undefined) {
    res.status(403).json({ error: `The editor changes only files in the content folder, not ${String(outside)}.` });
    return;
  }
  if (action === "persistEntry") {
    const { dataFiles = [entry as DataFile] } = params as { dataFiles?: DataFile[] };
    await save(dataFiles, res);
    return;
  }
  // decap-server's own body parser would read the body again unless told it was read.
  (req as typeof req & { _body?: boolean })._body = true;
  next();
});

/** One save: every file it writes, checked together, then written; or nothing and the clerk's message. */
async function save(dataFiles: DataFile[], res: express.Response) {
  const writes = new Map<string, string | Buffer>();
  const uploads = new Map<string, Buffer>();
  for (const file of dataFiles) {
    const target = path.join(repository, file.path);
    const values = await withUploads(entryValues(file.raw), uploads);
    const isContent = file.path.startsWith("content/");
    // A new file (a new notice) gets only the fields filled in: an event left empty is no event.
    writes.set(file.path, isContent && existsSync(target) ? applyEntry(await readFile(target, "utf8"), values) : stringify(withoutBlanks(values)));
  }
  for (const [value, bytes] of uploads) writes.set(`content/${value}`, bytes);
  const changes = new Map([...writes].filter(([file]) => file.startsWith("content/")).map(([file, bytes]) => [file.slice("content/".length), bytes]));
  const problems = await problemsAfter(contentDir, changes);
  if (problems.length > 0) {
    res.status(422).json({ error: refusal(problems) });
    return;
  }
  // The photos first, then the files that name them: whoever reads the content meanwhile (the preview, a
  // publish) never finds a photo named that is not there yet.
  const photosFirst = [...writes].sort(([a], [b]) => Number(uploads.has(b.slice("content/".length))) - Number(uploads.has(a.slice("content/".length))));
  for (const [file, bytes] of photosFirst) {
    const target = path.join(repository, file);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside, then renamed into place: the preview and a publish never read half a file.
    await writeFile(`${target}.${process.pid}.saving`, bytes);
    await rename(`${target}.${process.pid}.saving`, target);
  }
  saved(uploads.keys());
  res.json({ message: "entry persisted" });
}

process.env.GIT_REPO_DIRECTORY = repository;
const { registerLocalFs } = require("decap-server/dist/middlewares") as { registerLocalFs: (app: express.Express, options?: { logLevel?: string }) => Promise<void> };
await registerLocalFs(app, { logLevel: "warn" });

app.get("/config.yml", (_req, res) => void res.type("text/yaml").send(config));
// The date field reads a date with the build's own rules (app/lib/written-date.ts), made a browser script here.
const dateField = (await build({ entryPoints: [path.join(editorDir, "date-field.ts")], bundle: true, write: false, format: "iife", target: "es2020" })).outputFiles[0]!.text;
app.get("/date-field.js", (_req, res) => void res.type("text/javascript").send(dateField));
// The editor's page and its own script; nothing else of this folder (its code, its packages, the notes).
for (const [url, file] of [["/", "index.html"], ["/media-library.js", "media-library.js"]] as const) app.get(url, (_req, res) => res.sendFile(path.join(editorDir, file)));
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
  preview?.stop();
  process.exit(1);
});
const stop = () => {
  preview?.stop();
  server.close(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
