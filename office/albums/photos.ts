// Photos added to an album from a phone: each checked as the editor checks one (office/editor/uploads.ts: an iPhone's
// HEIC made a JPEG, a file the site cannot show refused in words) and written into the album's folder, after
// the photos already there (new photos take the next numbers when published: lib/content/album-order.ts).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import type { Said } from "../../lib/content/said";
import type { Language } from "../../lib/site/language";
import { writeSaved } from "../editor/save";
import { heldFile, holdUpload, saved } from "../editor/uploads";

export type Album = { folder: string; title: string; count: number };
export type Added = { added: string[]; refused: Said[] };

const FOLDER = /^[A-Za-z][A-Za-z0-9]*$/;
const PHOTO = /\.(?:jpe?g|png|webp|heic|heif)$/i;

/** The albums content/gallery.yaml lists, each titled in `language` where it has that title, with how many photos each folder holds now. */
export async function albumsOf(contentDir: string, language: Language): Promise<Album[]> {
  type Written = { title?: string; title_hi?: string; folder?: string };
  const gallery = parse(await readFile(path.join(contentDir, "gallery.yaml"), "utf8"), { schema: "failsafe" }) as { albums?: Written[] } | null;
  const albums: Album[] = [];
  for (const album of gallery?.albums ?? []) {
    if (!album.folder || !FOLDER.test(album.folder)) continue;
    const names = await readdir(path.join(contentDir, "albums", album.folder)).catch(() => [] as string[]);
    albums.push({ folder: album.folder, title: String((language === "hi" ? album.title_hi : undefined) ?? album.title ?? album.folder), count: names.filter((name) => PHOTO.test(name)).length });
  }
  return albums;
}

/**
 * Adds the files, as they arrived on disk, to the album's folder, one after the other (one photo's pixels in
 * memory at a time): the ones it takes, by the names they get, and each one refused with why.
 */
export async function addPhotos(contentDir: string, folder: string, files: { name: string; received: string }[]): Promise<Added> {
  const result: Added = { added: [], refused: [] };
  for (const file of files) {
    const checked = await holdUpload(contentDir, `albums/${folder}`, file.name, file.received, true);
    if ("problem" in checked) {
      result.refused.push(checked.problem);
      continue;
    }
    await writeSaved(path.join(contentDir, checked.value), { copyOf: heldFile(checked.value)! });
    saved([checked.value]);
    result.added.push(path.basename(checked.value));
  }
  return result;
}
