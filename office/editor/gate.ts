// The editor's one gate: every request of Decap's page to its backend (POST /edit/api/v1, the actions of Decap's
// proxy backend) and of the photo picker (POST /edit/upload) is answered here, or refused with 403 and recorded.
// ACTIONS is the one list of what the editor does, each action touching only what the forms own (`Owned`): a
// form's file, an entry of a folder of entries (a notice, never the example to copy), photos and PDFs in the
// folders a photo or file field names. Every path is made one plain form once (safe-files.ts) and reached
// without following a link. Every change goes through the office's check (check.ts) and save path (save.ts),
// and is recorded with who made it.
import { createHash } from "node:crypto";
import path from "node:path";
import express, { type Request, type Response } from "express";
import { parse, stringify } from "yaml";
import { PHOTO_EXTENSIONS } from "../../lib/content/load";
import { EXAMPLE_NOTICE } from "../../lib/content/notices";
import { languageOf, UPLOAD_LIMIT } from "../routing";
import { type Language, WORDS } from "../words";
import { problemIn } from "../../lib/content/read-yaml";
import { problemsAfter } from "./check";
import { filesInside, readInside, removeInside, repositoryPath, writeInside } from "./safe-files";
import { applyEntry, entryValues, withoutBlanks, type Written } from "./save";
import { HELD_FOR_MS, heldFile, holdUpload, receiveBody, saved, withUploads } from "./uploads";

/** What the editor's forms own: the only files it reads, writes or removes. */
export type Owned = {
  /** Each form's own file: content/school.yaml, album-notes/schoolSportImages.yaml. */
  files: Set<string>;
  /** Each folder of entries (content/notices): its .yaml files, but the example to copy. */
  entryFolders: Set<string>;
  /** Each folder inside content/ that a photo or file field puts files in ("photos", "albums/schoolSportImages"), and whether it takes photos only. */
  mediaFolders: Map<string, { photosOnly: boolean }>;
};

/** What the gate records: a refusal, a save, a removal, with the files (the office knows who from `res`). */
export type Recorder = (res: Response, action: "refused" | "saved" | "deleted", detail: string) => void;

const OTHER_MEDIA = [".pdf", ".mp4"];
const isObject = (value: unknown): value is { [key: string]: unknown } => typeof value === "object" && value !== null && !Array.isArray(value);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A form's own file, or an entry of a folder of entries. */
export function isEntryFile(owned: Owned, file: string) {
  if (owned.files.has(file)) return true;
  const name = path.posix.basename(file);
  return owned.entryFolders.has(path.posix.dirname(file)) && name.endsWith(".yaml") && name !== EXAMPLE_NOTICE;
}

/** An entry of a folder of entries (a notice): the only content files the editor removes. */
const isEntryOfFolder = (owned: Owned, file: string) => !owned.files.has(file) && isEntryFile(owned, file);

/** A photo (or, where a file field puts files, a PDF or a video) in a folder a field names. */
export function isMediaFile(owned: Owned, file: string) {
  const inContent = /^content\/(.+)\/[^/]+$/.exec(file)?.[1];
  const folder = inContent === undefined ? undefined : owned.mediaFolders.get(inContent);
  const extension = path.posix.extname(file).toLowerCase();
  return folder !== undefined && (PHOTO_EXTENSIONS.includes(extension) || (!folder.photosOnly && OTHER_MEDIA.includes(extension)));
}

/** What an action answers with, or refuses. */
type Exchange = { params: { [key: string]: unknown }; res: Response; language: Language; refuse: (what: unknown) => void };
type Action = (exchange: Exchange) => Promise<unknown>;

/** The editor's backend (its actions, POST /api/v1) and the photo picker's upload (POST /upload), as an Express router. */
export function editorGate({ repository, owned, record }: { repository: string; owned: Owned; record: Recorder }) {
  const contentDir = path.join(repository, "content");

  /** The paths in `raw`, each in its plain form, when every one is a file `allowed` says the action may touch; else undefined. */
  function pathsAllowed(raw: unknown[], allowed: (file: string) => boolean, refuse: (what: unknown) => void) {
    const files: string[] = [];
    for (const item of raw) {
      const file = repositoryPath(item);
      if (file === undefined || !allowed(file)) return void refuse(item);
      files.push(file);
    }
    return files;
  }

  /** An entry as Decap reads one: its text and an id that changes with it, or none. A link is refused. */
  async function entryAt(file: string, refuse: (what: unknown) => void, label?: unknown) {
    const found = await readInside(repository, file);
    if (found === "not a file") return void refuse(file);
    const data = found === "none" ? null : found.toString("utf8");
    return { data, file: { path: file, ...(typeof label === "string" ? { label } : {}), id: found === "none" ? null : sha256(found) } };
  }

  /** The one list of what the editor's page may ask, with what each touches. Anything else is refused. */
  const ACTIONS: { [action: string]: Action } = {
    // The entries of a folder of entries (the notices), without the example to copy.
    async entriesByFolder({ params, res, refuse }) {
      const [folder] = pathsAllowed([params.folder], (file) => owned.entryFolders.has(file), refuse) ?? [];
      if (folder === undefined) return;
      const files = (await filesInside(repository, folder)).map((name) => `${folder}/${name}`).filter((file) => isEntryFile(owned, file));
      const entries = [];
      for (const file of files) {
        const entry = await entryAt(file, refuse);
        if (!entry) return;
        entries.push(entry);
      }
      res.json(entries);
    },
    // Forms' files, several at once (a group of forms, like "School and home page").
    async entriesByFiles({ params, res, refuse }) {
      const asked = Array.isArray(params.files) && params.files.length > 0 && params.files.every(isObject) ? params.files : undefined;
      if (!asked) return refuse(params.files);
      const files = pathsAllowed(asked.map((file) => file.path), (file) => isEntryFile(owned, file), refuse);
      if (!files) return;
      const entries = [];
      for (const [i, file] of files.entries()) {
        const entry = await entryAt(file, refuse, asked[i]!.label);
        if (!entry) return;
        entries.push(entry);
      }
      res.json(entries);
    },
    async getEntry({ params, res, refuse }) {
      const [file] = pathsAllowed([params.path], (file) => isEntryFile(owned, file), refuse) ?? [];
      const entry = file === undefined ? undefined : await entryAt(file, refuse);
      if (entry) res.json(entry);
    },
    // Decap lists a field's folder, with every file in it, for its own media library, which the photo picker
    // replaces: nothing is listed (nor read whole into memory). A photo a field shows is asked for alone.
    async getMedia({ params, res, refuse }) {
      const [folder] = pathsAllowed([params.mediaFolder], (file) => file.startsWith("content/") && owned.mediaFolders.has(file.slice("content/".length)), refuse) ?? [];
      if (folder !== undefined) res.json([]);
    },
    // A form's photo, shown in its field: a photo chosen and not saved yet, or one in the field's folder.
    async getMediaFile({ params, res, language, refuse }) {
      const [file] = pathsAllowed([params.path], (file) => isMediaFile(owned, file), refuse) ?? [];
      if (file === undefined) return;
      const held = heldFile(file);
      const found = held ? await readInside(path.dirname(held), path.basename(held)) : await readInside(repository, file);
      if (found === "not a file") return refuse(file);
      if (found === "none") return void res.status(404).json({ error: WORDS[language].notFound });
      res.json({ id: sha256(found), content: found.toString("base64"), encoding: "base64", path: file, name: path.posix.basename(file) });
    },
    // Save: the form's files, and the photos and files chosen for it (held since /upload), checked together.
    async persistEntry({ params, res, language, refuse }) {
      const dataFiles = Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry];
      const assets = params.assets ?? [];
      // Photos come through /upload only; an entry is never moved (Decap moves only nested collections' entries).
      if (!Array.isArray(assets) || assets.length > 0) return refuse("assets");
      if (!dataFiles.every((file) => isObject(file) && typeof file.raw === "string" && (file.newPath === undefined || file.newPath === file.path))) return refuse(dataFiles.map((file) => (isObject(file) ? (file.newPath ?? file.path) : file)));
      const files = pathsAllowed(dataFiles.map((file) => (file as { path: unknown }).path), (file) => isEntryFile(owned, file), refuse);
      if (!files) return;
      if (files.length === 0) return refuse(params.dataFiles);
      await save(files.map((file, i) => ({ file, raw: (dataFiles[i] as { raw: string }).raw })), res, language, refuse);
    },
    // "Delete": a notice's file, and the files kept beside it that it names (its attachment). Never a form's own file.
    async deleteFiles({ params, res, language, refuse }) {
      const files = pathsAllowed(Array.isArray(params.paths) ? params.paths : [], (file) => isEntryOfFolder(owned, file), refuse);
      if (!files) return;
      if (files.length === 0) return refuse(params.paths);
      const removed = new Set<string>();
      for (const file of files) {
        const found = await readInside(repository, file);
        if (typeof found === "string") return refuse(file);
        removed.add(file);
        for (const named of namedBeside(file, found)) if (Buffer.isBuffer(await readInside(repository, named))) removed.add(named);
      }
      const problems = await problemsAfter(contentDir, new Map([...removed].map((file) => [file.slice("content/".length), null])));
      if (problems.length > 0) return void res.status(422).json({ error: problems.map((problem) => problemIn(problem, language)).join("\n") });
      for (const file of removed) if (!(await removeInside(repository, file))) return refuse(file);
      record(res, "deleted", [...removed].join(", "));
      res.json({ message: `deleted ${[...removed].join(", ")}` });
    },
    // Decap asks after each save for a preview of the deploy: the office's Preview is elsewhere.
    async getDeployPreview({ res }) {
      res.json(null);
    },
  };

  /** The files in `file`'s own folder that the entry `bytes` names, from content/ or from that folder (a notice's attachment: "notices/….pdf", "….pdf"). */
  function namedBeside(file: string, bytes: Buffer): string[] {
    const folder = path.posix.dirname(file);
    const named: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") {
        for (const candidate of [`content/${value}`, `${folder}/${value}`].map(repositoryPath)) {
          if (candidate && path.posix.dirname(candidate) === folder && isMediaFile(owned, candidate)) named.push(candidate);
        }
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (isObject(value)) Object.values(value).forEach(walk);
    };
    try {
      walk(parse(bytes.toString("utf8")));
    } catch {
      // A notice that does not read names nothing.
    }
    return named;
  }

  /** One save: every file it writes, checked together, then written; or nothing and the clerk's message. */
  async function save(dataFiles: { file: string; raw: string }[], res: Response, language: Language, refuse: (what: unknown) => void) {
    const words = WORDS[language];
    const writes = new Map<string, Written>();
    const uploads = new Map<string, string>();
    const named: string[] = [];
    const isPlace = (value: string) => isMediaFile(owned, `content/${value}`);
    for (const { file, raw } of dataFiles) {
      let values;
      try {
        values = withUploads(entryValues(raw), isPlace, uploads, named);
      } catch {
        return void res.status(400).json({ error: words.unreadable });
      }
      const before = await readInside(repository, file);
      if (before === "not a file") return refuse(file);
      // A new file (a new notice), and the editor's own notes, get only the fields filled in: an event left empty is no event.
      writes.set(file, before !== "none" && file.startsWith("content/") ? applyEntry(before.toString("utf8"), values) : stringify(withoutBlanks(values)));
    }
    // A file chosen and saved before is in content/; one neither there nor held was let go unsaved.
    const unheld = [];
    for (const value of named) if (!Buffer.isBuffer(await readInside(repository, `content/${value}`))) unheld.push(value);
    if (unheld.length > 0) return void res.status(422).json({ error: words.editor.letGo(unheld.join(", "), HELD_FOR_MS / 3_600_000) });
    // The photos first, then the files that name them: whoever reads the content meanwhile (a publish) never
    // finds a photo named that is not there yet.
    const photos = [...uploads].map(([value, held]) => [`content/${value}`, { copyOf: held }] as const);
    for (const [file] of photos) if ((await readInside(repository, file)) === "not a file") return refuse(file);
    const ordered = [...photos, ...writes];
    const changes = new Map(ordered.filter(([file]) => file.startsWith("content/")).map(([file, content]) => [file.slice("content/".length), content]));
    const problems = await problemsAfter(contentDir, changes);
    if (problems.length > 0) return void res.status(422).json({ error: words.editor.notSaved(problems.map((problem) => problemIn(problem, language))) });
    for (const [file, content] of ordered) if (!(await writeInside(repository, file, content))) return refuse(file);
    saved(uploads.keys());
    record(res, "saved", [...writes.keys(), ...photos.map(([file]) => file)].join(", "));
    res.json({ message: "entry persisted" });
  }

  const router = express.Router();

  router.post("/api/v1", express.json({ limit: "1mb" }), async (req: Request, res: Response) => {
    const { action, params } = isObject(req.body) ? req.body : {};
    const refuse = refusal(req, res, typeof action === "string" && /^[A-Za-z]{1,40}$/.test(action) ? action : "?");
    const act = typeof action === "string" && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
    if (!act || !isObject(params)) return refuse(action);
    await act({ params, res, language: languageOf(req), refuse });
  });

  // A photo or file chosen in a form, sent as its bytes (application/octet-stream, which a page of another site
  // cannot send without the browser asking first), into a folder a field names: on disk as it arrives, checked
  // (an iPhone photo made a JPEG), held for the save that names it.
  router.post("/upload", async (req: Request, res: Response) => {
    const folder = repositoryPath(req.query.folder);
    const media = folder === undefined ? undefined : owned.mediaFolders.get(folder);
    if (!media || req.headers["content-type"]?.split(";")[0]!.trim().toLowerCase() !== "application/octet-stream") {
      return refusal(req, res, "upload", "problem")(`content/${String(req.query.folder ?? "")}`);
    }
    const name = String(req.query.name ?? "");
    const language = languageOf(req);
    const tooLarge = { problem: `${name}: ${WORDS[language].tooLarge}` };
    // Told at once when the browser says the size (the picker tells it before sending), and the connection closed.
    if (Number(req.headers["content-length"]) > UPLOAD_LIMIT) return void res.status(413).set("Connection", "close").json(tooLarge);
    // Else counted as it arrives, and no more read past the limit: the answer goes, and the connection a moment after.
    const received = await receiveBody(req, UPLOAD_LIMIT).catch(() => null);
    if (received === null) return void res.end();
    if (received === undefined) {
      res.once("finish", () => setTimeout(() => req.destroy(), 2000).unref());
      return void res.status(413).json(tooLarge);
    }
    const result = await holdUpload(contentDir, folder!, name, received, media.photosOnly || req.query.photosOnly === "true");
    res.status("problem" in result ? 422 : 200).json("problem" in result ? { problem: result.problem[language] } : result);
  });

  /** Refuses the request (403, the reason under `key`), and records it: the action, and what it named, quoted (no line break of a stranger's reaches the record). */
  function refusal(req: Request, res: Response, action: string, key: "error" | "problem" = "error") {
    return (what: unknown) => {
      const named = typeof what === "string" ? what : (JSON.stringify(what) ?? String(what));
      // Quoted as it came; the record of who did what writes it on one line (lib/one-line).
      record(res, "refused", `${action}: "${named.slice(0, 300)}"`);
      res.status(403).json({ [key]: WORDS[languageOf(req)].editor.refused(named.slice(0, 300)) });
    };
  }

  return router;
}
