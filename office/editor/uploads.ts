// Photos and files chosen in the editor (and in the office's notice and album forms): checked and made ready at
// once (an iPhone's HEIC photo becomes a JPEG), held in a folder of the office's, and written into content/ only
// by the save that names them, after its check. A file the site cannot show is told at once, and nothing is
// kept of it. An upload goes to disk as it arrives, never whole into memory; one never saved is let go after
// HELD_FOR_MS, and all of them when the office starts.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import multer from "multer";
import { heicToJpeg, isHeic } from "../../lib/content/heic";
import { type MediaKind, mediaProblem } from "../../lib/content/load";
import { type Said, said } from "../../lib/content/said";
import { takenInside } from "./safe-files";

/** How long an upload waits for the save that names it: a clerk may choose a photo, and save after lunch. */
export const HELD_FOR_MS = 12 * 60 * 60_000;
/** How often the uploads no save took are looked for. */
const SWEEP_EVERY_MS = 10 * 60_000;

type Held = { file: string; since: number };
/** Uploads waiting for their save: the value a form holds (the path inside content/) → the file held. */
const waiting = new Map<string, Held>();
let heldDir: Promise<string> | undefined;
let sweeping: NodeJS.Timeout | undefined;

/** The folder uploads are held in: the office's own (`holdUploadsIn`), or, for a part of the office run alone (a test), a new one in the system's temporary folder. */
const holdingFolder = () => (heldDir ??= mkdtemp(path.join(tmpdir(), "school-editor-uploads-")));

/**
 * Holds the uploads in `dir` (a folder of the office's data) from now on. What is there was never saved (the
 * office just started): removed. Every SWEEP_EVERY_MS, the uploads older than HELD_FOR_MS go too.
 */
export async function holdUploadsIn(dir: string) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  heldDir = Promise.resolve(dir);
  waiting.clear();
  sweeping ??= setInterval(() => void letGoUnsaved(), SWEEP_EVERY_MS).unref();
}

/** Removes the uploads held longer than HELD_FOR_MS at `now`, and any file of the folder no upload holds (one cut off as it arrived). */
export async function letGoUnsaved(now = Date.now()) {
  for (const [value, held] of waiting) {
    if (now - held.since < HELD_FOR_MS) continue;
    waiting.delete(value);
    await rm(held.file, { force: true });
  }
  const dir = await holdingFolder();
  const holding = new Set([...waiting.values()].map((held) => path.basename(held.file)));
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (!holding.has(name) && now - (await stat(file)).mtimeMs >= HELD_FOR_MS) await rm(file, { force: true });
  }
}

const KIND_BY_EXTENSION: Record<string, MediaKind> = { ".pdf": "pdf", ".mp4": "video" };

/** A name that is safe as a file name and keeps what the clerk sees: letters (any script, with their marks), digits, spaces, - _ . ( ). */
function safeName(name: string) {
  const cleaned = path
    .basename(name.normalize("NFC").replace(/\\/g, "/"))
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, "")
    .replace(/^[.\s]+/, "")
    .trim();
  return cleaned || "upload";
}

/** A name not yet taken in the folder nor by another upload waiting: "IMG_0001 (2).jpg" after "IMG_0001.jpg". */
async function freeName(contentDir: string, folder: string, name: string) {
  const { name: base, ext } = path.parse(name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${base} (${n})${ext}`;
    const value = `${folder}/${candidate}`;
    if (!waiting.has(value) && !(await takenInside(contentDir, value))) return value;
  }
}

/** The file's place once held, or what is wrong with it in both languages (told in the office's). */
export type UploadResult = { value: string } | { problem: Said };

/** A new file's place in the holding folder, ending as `name` does (the checks read the kind of a file from its name). */
const newHeldFile = async (name: string) => path.join(await holdingFolder(), `${randomUUID()}${path.extname(name).toLowerCase()}`);

/**
 * The body of a request written into a new file of the holding folder as it arrives, counting: the file, or
 * undefined when it went over `limit` bytes. Then nothing more of it is read (the request is left paused, for
 * its answer to go out), and what was written is removed.
 */
export async function receiveBody(body: Readable, limit: number): Promise<string | undefined> {
  const file = await newHeldFile("");
  let size = 0;
  async function* upToLimit() {
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) return;
      yield chunk;
    }
  }
  try {
    await pipeline(upToLimit, createWriteStream(file, { flags: "wx" }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if (size <= limit) return file;
  await rm(file, { force: true });
  return undefined;
}

/**
 * Where the office's forms write the files they are sent (multer), as they arrive: the holding folder, each
 * under a name of its own until `holdUpload` checks it. multer removes what it wrote of a request cut off.
 */
export const holdingStorage = () =>
  multer.diskStorage({
    destination: (_req, _file, done) => {
      holdingFolder().then(
        (dir) => done(null, dir),
        (error: Error) => done(error, ""),
      );
    },
    filename: (_req, _file, done) => done(null, randomUUID()),
  });

/**
 * Checks one chosen file, already on disk in the holding folder (`receiveBody`, `holdingStorage`), for a field whose files go in
 * content/<folder>: held until its save, or removed and the problem told.
 */
export async function holdUpload(contentDir: string, folder: string, originalName: string, received: string, photosOnly: boolean): Promise<UploadResult> {
  let name = safeName(originalName);
  // Held under a name ending as the chosen file's does: the checks know a file's kind by it.
  let held = await newHeldFile(name);
  await rename(received, held);
  if (isHeic(name) && (await stat(held)).size > 0) {
    try {
      const jpeg = await heicToJpeg(await readFile(held));
      name = `${path.parse(name).name}.jpg`;
      const converted = await newHeldFile(name);
      await writeFile(converted, jpeg, { flag: "wx" });
      await rm(held, { force: true });
      held = converted;
    } catch {
      // Told below, as a photo that cannot be opened.
    }
  }
  const kind = photosOnly ? "photo" : (KIND_BY_EXTENSION[path.extname(name).toLowerCase()] ?? "photo");
  const problem = await mediaProblem(held, said(originalName, originalName), kind);
  if (problem) {
    await rm(held, { force: true });
    return {
      problem:
        photosOnly || kind !== "photo"
          ? problem
          : said(
              `${originalName} is not a file the site publishes here: use a PDF for a document, an MP4 for the video, or a photo.`,
              `${originalName} ऐसी फ़ाइल नहीं है जिसे वेबसाइट यहाँ प्रकाशित करे: दस्तावेज़ के लिए PDF, वीडियो के लिए MP4, या फ़ोटो लें।`,
            ),
    };
  }
  const value = await freeName(contentDir, folder, name);
  waiting.set(value, { file: held, since: Date.now() });
  return { value };
}

/**
 * The entry's values with the files chosen in the photo picker put in. A form names such a file
 * "/<its place in content/>" (Decap keeps a value starting with "/" as it is; it would put any other under the
 * form's default folder): the value becomes the place itself, as the clerk would write it. Those still held go
 * to `uploads` (value → held file), the others to `named` (saved before, or let go unsaved). `isPlace` says
 * which values are places a file may be chosen for.
 */
export function withUploads(values: unknown, isPlace: (value: string) => boolean, uploads: Map<string, string>, named: string[]): unknown {
  if (typeof values === "string" && values.startsWith("/") && isPlace(values.slice(1))) {
    const value = values.slice(1);
    const held = waiting.get(value);
    if (held) uploads.set(value, held.file);
    else named.push(value);
    return value;
  }
  if (Array.isArray(values)) return values.map((value) => withUploads(value, isPlace, uploads, named));
  if (values && typeof values === "object") return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withUploads(value, isPlace, uploads, named)]));
  return values;
}

/** An upload waiting for its save, by its place in the repository (content/…), for the form's thumbnail. */
export const heldFile = (repositoryPath: string) => waiting.get(repositoryPath.replace(/^\/?(?:content\/)?/, ""))?.file;

/** Uploads a save has written: no longer held here. */
export function saved(values: Iterable<string>) {
  for (const value of values) {
    const held = waiting.get(value);
    waiting.delete(value);
    if (held) void rm(held.file, { force: true });
  }
}
