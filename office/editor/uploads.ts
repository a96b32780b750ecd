// Photos and files chosen in the editor: checked and made ready at once (an iPhone's HEIC photo becomes a
// JPEG), held here, and written into content/ only by the save that names them, after its check. A file the
// site cannot show is told at once, and nothing is kept of it.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { heicToJpeg, isHeic } from "../../lib/content/heic";
import { type MediaKind, mediaProblem } from "../../lib/content/load";

/** Uploads waiting for their save: the value a form holds (the path inside content/) → the file held. */
const waiting = new Map<string, string>();
/** Uploads a save has written into content/. */
const placed = new Set<string>();
let heldDir: Promise<string> | undefined;

const KIND_BY_EXTENSION: Record<string, MediaKind> = { ".pdf": "pdf", ".mp4": "video" };

/** A name that is safe as a file name and keeps what the clerk sees: letters (any case, with their marks: Hindi's vowel signs), digits, spaces, - _ . ( ). */
function safeName(name: string) {
  const cleaned = path
    .basename(name.normalize("NFC").replace(/\\/g, "/"))
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, "")
    .replace(/^[.\s]+/, "")
    .trim();
  return cleaned || "upload";
}

/** A name not yet taken in the folder nor by another upload waiting: "IMG_0001 (2).jpg" after "IMG_0001.jpg". */
function freeName(contentDir: string, folder: string, name: string) {
  const { name: base, ext } = path.parse(name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${base} (${n})${ext}`;
    const value = `${folder}/${candidate}`;
    if (!existsSync(path.join(contentDir, value)) && !waiting.has(value)) return value;
  }
}

export type UploadResult = { value: string } | { problem: string };

/** Checks one chosen file for a field whose files go in content/<folder>; a photo field takes photos only. */
export async function receiveUpload(contentDir: string, folder: string, originalName: string, bytes: Buffer, photosOnly: boolean): Promise<UploadResult> {
  let name = safeName(originalName);
  if (bytes.length > 0 && isHeic(name)) {
    try {
      bytes = await heicToJpeg(bytes);
      name = `${path.parse(name).name}.jpg`;
    } catch {
      // Told below, as a photo that cannot be opened.
    }
  }
  const kind = photosOnly ? "photo" : (KIND_BY_EXTENSION[path.extname(name).toLowerCase()] ?? "photo");
  const dir = await (heldDir ??= mkdtemp(path.join(tmpdir(), "school-editor-uploads-")));
  const held = path.join(dir, `${waiting.size}-${Date.now()}${path.extname(name)}`);
  await writeFile(held, bytes);
  const problem = await mediaProblem(held, originalName, kind);
  if (problem) {
    await rm(held, { force: true });
    return { problem: photosOnly || kind !== "photo" ? problem : `${originalName} is not a file the site publishes here: use a PDF for a document, an MP4 for the video, or a photo.` };
  }
  const value = freeName(contentDir, folder, name);
  waiting.set(value, held);
  return { value };
}

/**
 * The entry's values with the uploads it names put in, and those uploads' bytes. A form names an upload
 * "/<its place in content/>": Decap keeps a value starting with "/" as it is (it would put any other under the
 * form's default folder), and the file gets the place itself, as the clerk would write it.
 */
export async function withUploads(values: unknown, uploads: Map<string, Buffer>): Promise<unknown> {
  if (typeof values === "string" && values.startsWith("/")) {
    const value = values.slice(1);
    const held = waiting.get(value);
    if (held) uploads.set(value, await readFile(held));
    // The form keeps the "/" after its save: the next save of the same form names the photo so again.
    if (held || placed.has(value)) return value;
  }
  if (Array.isArray(values)) return Promise.all(values.map((value) => withUploads(value, uploads)));
  if (values && typeof values === "object") {
    return Object.fromEntries(await Promise.all(Object.entries(values).map(async ([key, value]) => [key, await withUploads(value, uploads)])));
  }
  return values;
}

/** An upload waiting for its save, by its place in the repository (content/…), for the form's thumbnail. */
export const heldFile = (repositoryPath: string) => waiting.get(repositoryPath.replace(/^\/?(?:content\/)?/, ""));

/** Uploads a save has written: no longer held here. */
export function saved(values: Iterable<string>) {
  for (const value of values) {
    placed.add(value);
    const held = waiting.get(value);
    waiting.delete(value);
    if (held) void rm(held, { force: true });
  }
}
