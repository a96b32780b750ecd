// Photo N of an album (/images/<folder>/<N>.jpg) must stay the same photo once published, since parents share
// those links. So each album folder keeps, in order.yaml, its photos' file names in number order: written by
// `npm run go-live` when a publish succeeds (never by a plain build), read by every build. New photos take the
// next numbers, in the natural order of their names; only a photo that is gone renumbers the ones after it.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { z } from "zod";
import { CONTENT_FILES } from "./schema";
import { plain } from "../site/language";
import { type Problem, placeOf, problemAt, readYamlFile } from "./read-yaml";
import { said, zodMessage } from "./said";

/** The list's file name in each album folder; never taken for a photo. */
export const ORDER_FILE = "order.yaml";
// Files a computer leaves in folders on its own; never the office's photos.
const SYSTEM_FILES = /^(?:\..*|thumbs\.db|desktop\.ini)$/i;

/** Album photos in the order the office sees them in a file window: "2.jpg" before "10.jpg", case ignored. */
export const naturalOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;

/** The files of an album folder that should be its photos, in natural order (not its list, not the computer's own files). */
export const albumFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => !SYSTEM_FILES.test(name) && name !== ORDER_FILE && statSync(path.join(dir, name)).isFile())
    .sort(naturalOrder);

const ORDER_NOTE = `# The photos of this album in number order: the first line is photo 1 (/images/<folder>/1.jpg), and so on.
# npm run go-live writes this list, so that a photo keeps its number once published (a parent may have
# shared its link). New photos get the next numbers. To change the order on purpose, move lines up or down
# (each line is one photo's file name, as it is in this folder), save, and publish.
`;

const orderSchema = z.array(z.string({ error: zodMessage(said("this should be the name of a photo file in this folder, like IMG_0001.jpg.", "यहाँ इस फ़ोल्डर की किसी फ़ोटो फ़ाइल का नाम होना चाहिए, जैसे IMG_0001.jpg।")) }));

export type AlbumOrder = {
  /** The photos' file names, photo 1 first. */
  photos: string[];
  /** What the numbering changed since the list was written, in the clerk's words; none when nothing moved. */
  renumbered?: string;
};

/** 5, 7 → "5 to 7"; 5, 6 → "5 and 6"; each number as `name` writes it. */
export const span = (from: number, to: number, name: (n: number) => string = String) => `${name(from)} ${to === from + 1 ? "and" : "to"} ${name(to)}`;

/** [2, 3, 4, 7] → "photos 2 to 4 and 7" */
function numbersInWords(numbers: number[]) {
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  const parts = runs.map(([from, to]) => (from === to ? String(from) : span(from, to)));
  const words = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `${numbers.length === 1 ? "photo" : "photos"} ${words}`;
}

/**
 * The numbering of an album: the photos `listed` (the last published order) that are still `present` keep
 * their order, then the new ones follow in natural order. `title` names the album in the message.
 */
export function numberPhotos(title: string, listed: readonly string[] | undefined, present: readonly string[]): AlbumOrder {
  const here = new Set(present);
  const kept = (listed ?? []).filter((name) => here.has(name));
  const known = new Set(listed);
  const photos = [...kept, ...present.filter((name) => !known.has(name)).sort(naturalOrder)];
  const removed = (listed ?? []).flatMap((name, i) => (here.has(name) ? [] : [i + 1]));
  if (!listed || removed.length === 0) return { photos };
  // Runs of photos that moved by the same number of places: "photos 5 to 7 are now 4 to 6".
  const moves: { from: number; to: number; by: number }[] = [];
  kept.forEach((name, i) => {
    const before = listed.indexOf(name) + 1;
    const now = i + 1;
    if (before === now) return;
    const last = moves.at(-1);
    if (last && last.by === before - now && last.to === before - 1) last.to = before;
    else moves.push({ from: before, to: before, by: before - now });
  });
  const removal = `${numbersInWords(removed)} ${removed.length === 1 ? "was" : "were"} removed`;
  const shifts = moves.map(({ from, to, by }) => (from === to ? `photo ${from} is now ${from - by}` : `photos ${span(from, to)} are now ${span(from - by, to - by)}`));
  return { photos, renumbered: `Album ${title}: ${removal}${shifts.length > 0 ? `; ${shifts.join(", ")}` : ""}.` };
}

/** The published order of an album folder (`relativeDir`, under content/), or undefined when it has no list yet. */
export function readAlbumOrder(contentDir: string, relativeDir: string, problems: Problem[]): string[] | undefined {
  const file = `content/${relativeDir}/${ORDER_FILE}`;
  let text: string;
  try {
    text = readFileSync(path.join(contentDir, relativeDir, ORDER_FILE), "utf8");
  } catch {
    return undefined;
  }
  const read = readYamlFile(text, file, orderSchema);
  problems.push(...read.problems);
  if (!read.value) return undefined;
  const seen = new Set<string>();
  read.value.forEach((name, i) => {
    if (seen.has(name)) {
      const { line } = placeOf(read, file, [i]);
      problems.push(problemAt(
          { file, line },
          said(`${name} is in this list twice. Keep it on one line only: the line of the number it should have.`, `${name} इस सूची में दो बार है। इसे केवल एक पंक्ति में रखें: उस संख्या वाली पंक्ति में जो इसकी होनी चाहिए।`),
        ));
    }
    seen.add(name);
  });
  return read.value;
}

/** Writes an album's order where it differs from `photos`; true when the file changed. */
export function writeAlbumOrder(albumDir: string, photos: readonly string[]): boolean {
  const text = `${ORDER_NOTE}${stringify([...photos], { lineWidth: 0 })}`;
  const file = path.join(albumDir, ORDER_FILE);
  let before: string | undefined;
  try {
    before = readFileSync(file, "utf8");
  } catch {
    before = undefined;
  }
  if (before === text) return false;
  // Beside, then renamed into place: the list is never half written, and a hard link to it is never changed.
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
  return true;
}

/** The albums content/gallery.yaml lists; undefined when it cannot be read (the build says why). */
function galleryAlbums(contentDir: string) {
  const file = "gallery.yaml";
  const text = existsSync(path.join(contentDir, file)) ? readFileSync(path.join(contentDir, file), "utf8") : "";
  return readYamlFile(text, `content/${file}`, CONTENT_FILES[file]).value?.albums;
}

/**
 * Each album's photos in number order, as a build of `contentDir` numbers them: what `npm run go-live` writes
 * into the albums' lists once the build succeeded (so the content was correct).
 */
export function albumOrders(contentDir: string): { relativeDir: string; photos: string[] }[] {
  return (galleryAlbums(contentDir) ?? []).map((album) => {
    const relativeDir = `albums/${album.folder}`;
    const problems: Problem[] = [];
    const listed = readAlbumOrder(contentDir, relativeDir, problems);
    return { relativeDir, photos: numberPhotos(plain(album.title), listed, albumFiles(path.join(contentDir, relativeDir))).photos };
  });
}

/**
 * The albums of `contentDir` by folder (their key in /images/<folder>/<N>.jpg), with their title and how many
 * photos they number: none (undefined) when the folder is missing. Undefined when content/gallery.yaml cannot be read.
 */
export function albumPhotoCounts(contentDir: string): Map<string, { title: string; count: number | undefined }> | undefined {
  const albums = galleryAlbums(contentDir);
  if (!albums) return undefined;
  return new Map(
    albums.map((album) => {
      const dir = path.join(contentDir, "albums", album.folder);
      return [album.folder, { title: plain(album.title), count: existsSync(dir) ? albumFiles(dir).length : undefined }];
    }),
  );
}
