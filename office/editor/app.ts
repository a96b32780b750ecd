// The content editor, behind the office's sign-in (office/app.ts mounts it at /edit/ for a signed-in person).
// Decap CMS (a browser app, from office/editor/node_modules) reads the content files through decap-server's local
// "file system" backend, run here in the office's process. Saves go through this module's own save path: the
// form's values are put into the file as the clerk wrote it (save.ts), the content as it would be is checked
// with the build's rules (check.ts), and nothing is written if it fails. Every file it reads or writes is
// inside content/ (or its own notes in album-notes/): any other path, however written, is refused.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import express, { type Response } from "express";
import { parse, stringify } from "yaml";
import { decapConfig, type EditorSettings } from "./forms";
import { problemsAfter, refusal } from "./check";
import { editorDir } from "./packages";
import { applyEntry, entryValues, withoutBlanks, writeSaved } from "./save";
import { heldFile, receiveUpload, saved, withUploads } from "./uploads";

const require = createRequire(import.meta.url);

type Field = { name: string; widget?: string; media_folder?: string; public_folder?: string; media_library?: { config?: Record<string, unknown> }; fields?: Field[]; field?: Field };
type Form = Record<string, unknown> & { fields?: Field[] };
type Settings = { public_folder?: string; collections?: (Form & { files?: Form[] })[] };

export type EditorOptions = {
  /** The folder that holds content/ (and album-notes/, the editor's own notes). */
  repository: string;
  /** Where the editor is, as the browser reaches it: the office's origin and the path it is mounted at ("https://office.school.example/edit"). */
  address: string;
  /** The site the editor's "view" link opens. */
  siteUrl: string;
  /** Told of every refusal of a path outside content/, and every save, with the files it wrote (the office knows who from `res`). */
  record: (res: Response, action: "refused a path" | "saved", detail: string) => void;
};

// The editor changes the content folder (and its own notes on albums), nothing else of the repository.
const ALLOWED = /^(?:content|album-notes)(?:\/|$)/;
/** Decap names a field's folder from the repository's root, with or without a leading "/". */
const allowedPath = (file: unknown) => typeof file === "string" && ALLOWED.test(file.replace(/^\//, "")) && !file.split(/[/\\]/).includes("..") && !file.includes("\\");

/** Every path an action of Decap's backend names in its parameters (a file, a folder, a list of them), whatever the action. */
function pathsNamed(value: unknown, key = ""): unknown[] {
  if (["path", "newPath", "folder", "mediaFolder"].includes(key)) return [value];
  if (key === "paths" && Array.isArray(value)) return value;
  if (Array.isArray(value)) return value.flatMap((item) => pathsNamed(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([inner, item]) => pathsNamed(item, inner));
  return [];
}

/**
 * The editor as an Express router: Decap's page and script, its settings (config.yml, the forms made from the
 * content's schema), its backend (/api/v1), and the photo picker's upload (/upload).
 */
export async function editorRouter({ repository, address, siteUrl, record }: EditorOptions) {
  const contentDir = path.join(repository, "content");
  const decapDist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));

  // The editor's settings and the forms of the content files, from the one function that describes them.
  const settings = decapConfig(parse(readFileSync(path.join(editorDir, "config.yml"), "utf8")) as EditorSettings) as Settings;

  // An album is a folder, named in no content file: each album gets a form of its own whose photo field takes
  // several photos at once, into the album's folder. What that form saves (the photos added) is the editor's own
  // note, kept in album-notes/, outside content/ and never published.
  const albums = (parse(readFileSync(path.join(contentDir, "gallery.yaml"), "utf8")) as { albums?: { title?: string; folder?: string }[] }).albums ?? [];
  const albumForms = albums
    .filter((album) => album.folder && /^[A-Za-z][A-Za-z0-9]*$/.test(album.folder))
    .map((album) => ({
      name: album.folder,
      label: album.title ?? album.folder,
      file: `album-notes/${album.folder}.yaml`,
      fields: [
        {
          name: "photos",
          label: "Photos added to this album",
          hint: "Choose photos (several at once, iPhone photos too), then Publish: they are saved into the album's folder, after the photos already there.",
          // The picker's own list (office/editor/media-library.js), into the album's folder.
          widget: "album-photos",
          required: false,
          folder: `albums/${album.folder}`,
        },
      ],
    }));

  /** Each photo or file field tells the editor's photo picker (office/editor/media-library.js) the folder its files go in. */
  function withUploadFolders(fields: Field[]) {
    for (const field of fields) {
      if (field.widget === "image" || field.widget === "file") {
        const folder = field.public_folder ?? settings.public_folder;
        field.media_library = { ...field.media_library, config: { ...field.media_library?.config, folder, photosOnly: field.widget === "image" } };
      }
      withUploadFolders([...(field.fields ?? []), ...(field.field ? [field.field] : [])]);
    }
  }

  const collections: NonNullable<Settings["collections"]> = [...(settings.collections ?? []), { name: "albums", label: "Albums' photos", editor: { preview: false }, files: albumForms }];
  for (const collection of collections) for (const form of [collection, ...(collection.files ?? [])]) withUploadFolders(form.fields ?? []);
  const config = stringify({ ...settings, backend: { name: "school-files", proxy_url: `${address}/api/v1` }, site_url: siteUrl, display_url: siteUrl, collections });

  // The date field reads a date with the build's own rules (lib/site/written-date.ts), made a browser script here.
  const dateField = (await build({ entryPoints: [path.join(editorDir, "date-field.ts")], bundle: true, write: false, format: "iife", target: "es2020" })).outputFiles[0]!.text;

  const router = express.Router();

  // A photo or file chosen in a form: checked (and an iPhone photo made a JPEG) now, written by the save. Sent
  // as application/octet-stream, which a page of another site cannot send here without the browser asking first.
  router.post("/upload", express.raw({ type: "application/octet-stream", limit: "100mb" }), async (req, res) => {
    const folder = String(req.query.folder ?? "");
    if (!/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/.test(folder) || !Buffer.isBuffer(req.body)) {
      res.status(403).json({ problem: "The editor takes files from its own page only, into the folders of content/." });
      return;
    }
    const result = await receiveUpload(contentDir, folder, String(req.query.name ?? ""), req.body as Buffer, req.query.photosOnly === "true");
    res.status("problem" in result ? 422 : 200).json(result);
  });

  type DataFile = { path: string; raw: string; newPath?: string };
  router.post("/api/v1", express.json({ limit: "50mb" }), async (req, res, next) => {
    const { action, params = {} } = (req.body ?? {}) as { action?: string; params?: Record<string, unknown> };
    const outside = pathsNamed(params).find((file) => !allowedPath(file));
    if (outside !== undefined) {
      record(res, "refused a path", `${action ?? "?"}: ${String(outside)}`);
      res.status(403).json({ error: `The editor reads and changes only the files in the content folder, not ${String(outside)}.` });
      return;
    }
    // A photo chosen but not yet saved, shown in its form.
    const held = action === "getMediaFile" && typeof params.path === "string" ? heldFile(params.path) : undefined;
    if (held) {
      res.json({ id: params.path, path: params.path, name: path.basename(params.path as string), content: (await readFile(held)).toString("base64"), encoding: "base64" });
      return;
    }
    if (action === "persistEntry") {
      const { dataFiles = [params.entry as DataFile] } = params as { dataFiles?: DataFile[] };
      await save(dataFiles, res);
      return;
    }
    // decap-server's own body parser would read the body again unless told it was read.
    (req as typeof req & { _body?: boolean })._body = true;
    next();
  });

  /** One save: every file it writes, checked together, then written; or nothing and the clerk's message. */
  async function save(dataFiles: DataFile[], res: Response) {
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
    // The photos first, then the files that name them: whoever reads the content meanwhile (a publish) never
    // finds a photo named that is not there yet.
    const photosFirst = [...writes].sort(([a], [b]) => Number(uploads.has(b.slice("content/".length))) - Number(uploads.has(a.slice("content/".length))));
    for (const [file, bytes] of photosFirst) {
      const target = path.join(repository, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeSaved(target, bytes);
    }
    saved(uploads.keys());
    record(res, "saved", [...writes.keys()].join(", "));
    res.json({ message: "entry persisted" });
  }

  process.env.GIT_REPO_DIRECTORY = repository;
  const { registerLocalFs } = require("decap-server/dist/middlewares") as { registerLocalFs: (app: express.Router, options?: { logLevel?: string }) => Promise<void> };
  await registerLocalFs(router, { logLevel: "warn" });

  router.get("/config.yml", (_req, res) => void res.type("text/yaml").send(config));
  router.get("/date-field.js", (_req, res) => void res.type("text/javascript").send(dateField));
  // The editor's page and its own script; nothing else of this folder (its code, its packages, the notes).
  for (const [url, file] of [["/", "index.html"], ["/media-library.js", "media-library.js"], ["/editor.css", "editor.css"]] as const) router.get(url, (_req, res) => res.sendFile(path.join(editorDir, file)));
  router.use(express.static(decapDist, { index: false }));
  return router;
}
