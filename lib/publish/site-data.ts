// Makes the content as data for the site (lib/content/site-data.ts) from a content folder: checks it with the
// content's rules, encodes the photos that are new or changed, and puts every file the site serves at its
// public address, as hard links to what is made once in the school's cache (the photos' copies, the clean
// copies of the documents and the video). No bundler, no compiler: a publish, the preview and the first start all call this.
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { FileFacts } from "../content/file-facts";
import { type LoadedContent, loadContent, type PhotoJob as ContentPhoto, THIS_FILE } from "../content/load";
import { cleanCopy, REFUSALS } from "../content/published-files";
import { type Problem, problemAt } from "../content/read-yaml";
import { FILES_DIR, type MediaManifest, SITE_DATA_FILE, type SiteData } from "../content/site-data";
import { cacheDir } from "../folders";
import { largestVariantUrl } from "../site/media-variants";
import { MEDIA_PATH, photoUrl } from "../site/public-paths";
import { makeIcons } from "./icons";
import { buildMedia, CARD_ASPECT, LADDERS, linkMedia, mediaCacheDir } from "./media";

export type MadeData = { content: LoadedContent; manifest: MediaManifest; photosEncoded: number };

export type MakeDataOptions = {
  /** The content to make the data from (a publish's own copy, or the clerk's folder for the preview). */
  contentDir: string;
  /** Where the data goes; made whole there, from an empty folder. */
  outDir: string;
  /** The code the data is made for (build/code.json). */
  code: string;
  /** The content the live site was made from, to tell which Hindi texts may be out of date. */
  publishedDir?: string;
  /** What is known of the school's files (saved by the caller once the run is over). */
  facts: FileFacts;
  /** Told as the photos that need it are encoded: how many are done, of how many. */
  onPhotos?: (done: number, total: number) => void;
  /** Called between the steps and the photos' copies: throws to stop (a publish stopped with Ctrl+C). */
  check?: () => void;
};

/** What is known of the school's files between runs (hashes and sizes by file identity). */
export const schoolFileFacts = () => new FileFacts(path.join(cacheDir, "file-facts.json"));

/** A file of the data at its public address, as a hard link to `from` (a copy where a link cannot be made). */
async function put(filesDir: string, url: string, from: string) {
  const target = path.join(filesDir, url);
  await mkdir(path.dirname(target), { recursive: true });
  await link(from, target).catch(() => copyFile(from, target));
}

/** The copy of a photo a reader downloads when opening it whole: its largest, in the cache. */
const largestCopy = (manifest: MediaManifest, src: string, format: "jpeg" | "png" | "webp" = manifest[src]!.fallback) =>
  path.join(mediaCacheDir, largestVariantUrl(src, manifest[src]!, format).slice(MEDIA_PATH.length + 1));

/** Makes the data in `outDir`, or returns the content's problems (and writes nothing). */
export async function makeSiteData({ contentDir, outDir, code, publishedDir, facts, onPhotos, check = () => undefined }: MakeDataOptions): Promise<MadeData | { problems: Problem[] }> {
  const { content, problems } = await loadContent(contentDir, { publishedDir, facts });
  if (!content) return { problems };
  check();
  const { manifest, made } = await buildMedia({
    jobs: content.photos.map((photo: ContentPhoto) => ({ src: photo.src, file: photo.file, ladder: LADDERS[photo.use], aspect: photo.use === "card" ? CARD_ASPECT : undefined })),
    cacheDir: mediaCacheDir,
    facts,
    onEncoded: onPhotos,
    check,
  });
  check();

  // The documents, the notices' PDFs and the video as they are published: without what they carry unseen.
  const cleanCopies = new Map<string, { file: (typeof content.files)[number]; copy: string }>();
  for (const file of content.files) {
    const cleaned = await cleanCopy(file.file, file.kind, facts);
    // The check just made it: refused only if the file changed since, which a publish's own copy cannot.
    if ("refused" in cleaned) {
      return { problems: [problemAt({ file: `content/${path.relative(contentDir, file.file)}` }, REFUSALS[cleaned.refused](THIS_FILE))] };
    }
    cleanCopies.set(file.url, { file, copy: cleaned.copy });
  }
  check();

  // A notice's photo or PDF is offered at the size of the copy a reader opens, known only now.
  const { site } = content;
  for (const notice of Object.values(site).flatMap((language) => language.notices)) {
    const { attachment } = notice;
    if (attachment) attachment.bytes = (await stat(attachment.kind === "photo" ? largestCopy(manifest, attachment.src) : cleanCopies.get(attachment.src)!.copy)).size;
  }

  await rm(outDir, { recursive: true, force: true });
  const filesDir = path.join(outDir, FILES_DIR);
  await linkMedia(manifest, mediaCacheDir, path.join(filesDir, MEDIA_PATH));
  // Photo N of each album at /images/<key>/<N>.jpg: its largest JPEG copy (never the phone's original).
  for (const card of site.en.gallery.cards) {
    for (let n = 1; n <= card.count; n++) {
      const src = photoUrl(card.key, n);
      if (manifest[src]!.fallback === "jpeg") await put(filesDir, src, largestCopy(manifest, src));
      else {
        // A photo with transparency has PNG copies: its JPEG, on white, made once into the cache.
        const jpeg = largestCopy(manifest, src).replace(/\.png$/, ".white.jpg");
        const made = await stat(jpeg).catch(() => null);
        if (!made) await sharp(largestCopy(manifest, src)).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toFile(jpeg);
        await put(filesDir, src, jpeg);
      }
    }
  }
  // The documents, the notices' PDFs and the video, at addresses that stay whatever the office named the files.
  for (const [url, { file, copy }] of cleanCopies) {
    // A copy no publish held yet may have been let go by another's pruning meanwhile (the preview's data and a
    // publish are made at once): made again, from the same file.
    const made = existsSync(copy) ? copy : await cleanCopy(file.file, file.kind, facts).then((again) => ("copy" in again ? again.copy : copy));
    await put(filesDir, url, made);
  }
  await makeIcons(content.photos.find((photo) => photo.src === site.en.school.logo)!.file, filesDir);

  const data: SiteData = { code, content: site, media: manifest };
  // Last, and whole: a folder without it is data that was never finished.
  await writeFile(path.join(outDir, `${SITE_DATA_FILE}.${process.pid}`), JSON.stringify(data));
  await rename(path.join(outDir, `${SITE_DATA_FILE}.${process.pid}`), path.join(outDir, SITE_DATA_FILE));
  return { content, manifest, photosEncoded: made };
}
