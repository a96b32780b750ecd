// Build step, first: reads and checks the school's content (content/), then makes what the site is built
// from. A mistake stops here, with every problem in plain words, before anything else is touched.
//   app/generated/content/<lang>.json   the content in each language, as the pages' loaders read it
//   app/generated/media.json            the responsive copies of the pages' photos (bundled with the pages)
//   app/generated/gallery-media.json    the same for the gallery's photos (read by its loaders on the server)
//   app/generated/words-<lang>.json     the interface's words (lib/site/i18n), as a browser fetches them
//   .cache/media/                       the copies themselves, kept between builds: only new photos are encoded
//   .cache/public/                      album photos, documents, the video and the icons at their public addresses
// `--check` only checks. `--preview` (the editor's preview, office/editor/preview.ts, after each save) leaves
// .cache/public as it is, so it never clashes with a build or a go-live running at the same moment.
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { largestVariantUrl } from "../lib/site/media-variants";
import { dictionaries } from "../lib/site/i18n/dictionaries";
import { MEDIA_PATH, photoUrl } from "../lib/site/public-paths";
import { contentDir, dataRoot, root } from "../lib/folders";
import { dictionaryProblems } from "../lib/content/dictionaries";
import { loadContent, type PhotoJob as ContentPhoto, problemsReport } from "../lib/content/load";
import { makeIcons } from "./icons";
import { buildMedia, CARD_ASPECT, galleryManifestFile, LADDERS, type MediaManifest, manifestFile, mediaCacheDir, publicFilesDir } from "./media-pipeline";
import { contentOf, layoutOf, liveNumber } from "../lib/publish/builds";

const generatedContentDir = path.join(root, "app/generated/content");

// The interface's words first: a missing one is a mistake in the code, not in the office's content.
const wordProblems = dictionaryProblems();
if (wordProblems.length > 0) {
  console.error(`\nThe dictionaries of the interface are incomplete:\n${wordProblems.map((p) => `  • ${p}`).join("\n")}\n`);
  process.exit(1);
}

// The content the live site was made from (the last publish), to tell which Hindi texts may be out of date.
const layout = layoutOf(dataRoot);
const live = await liveNumber(layout);
const { content, problems } = await loadContent(contentDir, { publishedDir: live === null ? undefined : contentOf(layout, live) });
if (!content) {
  console.error(problemsReport(problems));
  process.exit(1);
}
console.log("Content: every file is correct.");
// What has no Hindi version yet: the Hindi pages show the English text there. Told, but nothing stops.
if (content.untranslated.length > 0) {
  console.warn(`\nHindi: ${content.untranslated.length === 1 ? "1 text has" : `${content.untranslated.length} texts have`} no Hindi version yet (the Hindi pages show the English text there):`);
  for (const place of content.untranslated) console.warn(`  • ${place}`);
  console.warn("");
} else {
  console.log("Hindi: every text has its Hindi version.");
}
// What changed in English since the last publish while its Hindi stayed: told, nothing stops.
if (content.outdated.length > 0) {
  console.warn(`\nHindi: ${content.outdated.length === 1 ? "1 text" : `${content.outdated.length} texts`} may be out of date (the English changed since the last publish, the Hindi did not):`);
  for (const place of content.outdated) console.warn(`  • ${place}`);
  console.warn("");
}
// A removed photo renumbers the ones after it: links to them that parents shared now show another photo.
for (const change of content.renumbered) console.warn(`Photo numbers: ${change}`);

if (process.argv.includes("--check")) process.exit(0);

// Written beside, then renamed into place: a build reading the file never sees half of it.
const writeJson = (file: string, value: unknown, indent = 1) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(value, null, indent)}\n`);
  renameSync(`${file}.${process.pid}`, file);
};
// Photos: only those that are new or changed are encoded (a fresh copy of the repository: all of them).
const ladder = (photo: ContentPhoto) => LADDERS[photo.use];
// Encoding a new photo takes seconds: say how far it is, at most once a second, and always at the end.
let toldAt = 0;
const started = performance.now();
const { manifest, made } = await buildMedia({
  jobs: content.photos.map((photo) => ({ src: photo.src, file: photo.file, ladder: ladder(photo), aspect: photo.use === "card" ? CARD_ASPECT : undefined })),
  cacheDir: mediaCacheDir,
  onEncoded(done, total) {
    if (done < total && performance.now() - toldAt < 1000) return;
    toldAt = performance.now();
    console.log(`Photos: ${done} of ${total}`);
  },
});
const manifestOf = (gallery: boolean): MediaManifest =>
  Object.fromEntries(content.photos.filter((p) => p.gallery === gallery).map((p) => [p.src, manifest[p.src]!]));
writeJson(manifestFile, manifestOf(false));
writeJson(galleryManifestFile, manifestOf(true));
console.log(`Photos: ${content.photos.length} in all, ${made} new or changed encoded, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

// A notice's photo is offered at the size of the copy a reader opens, known only now.
const { site } = content;
for (const notice of Object.values(site).flatMap((language) => language.notices)) {
  if (notice.attachment?.kind !== "photo") continue;
  const entry = manifest[notice.attachment.src]!;
  notice.attachment.bytes = statSync(path.join(mediaCacheDir, largestVariantUrl(notice.attachment.src, entry, entry.fallback).slice(MEDIA_PATH.length + 1))).size;
}
for (const [language, value] of Object.entries(site)) writeJson(path.join(generatedContentDir, `${language}.json`), value);
// Sent to phones: without the indentation.
for (const [language, words] of Object.entries(dictionaries)) writeJson(path.join(root, "app/generated", `words-${language}.json`), words, 0);
// Files of an earlier build's layout would only mislead.
for (const name of readdirSync(generatedContentDir)) if (!(name.replace(/\.json$/, "") in site)) rmSync(path.join(generatedContentDir, name), { force: true });


if (process.argv.includes("--preview")) process.exit(0);

// The files published at fixed addresses: photo N of each album as /images/<key>/<N>.jpg (its largest JPEG
// copy, never the phone's original), every document at /docs/<id>.pdf and the video.
rmSync(publicFilesDir, { recursive: true, force: true });
const publish = (url: string, from: string) => {
  const target = path.join(publicFilesDir, url);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(from, target);
  return target;
};
for (const card of site.en.gallery.cards) {
  for (let n = 1; n <= card.count; n++) {
    const src = photoUrl(card.key, n);
    const entry = manifest[src]!;
    const largest = path.join(mediaCacheDir, largestVariantUrl(src, entry, entry.fallback).slice(MEDIA_PATH.length + 1));
    if (entry.fallback === "jpeg") publish(src, largest);
    else {
      const target = path.join(publicFilesDir, src);
      mkdirSync(path.dirname(target), { recursive: true });
      await sharp(largest).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toFile(target);
    }
  }
}
for (const file of content.files) publish(file.url, file.file);
await makeIcons(content.photos.find((photo) => photo.src === site.en.school.logo)!.file, publicFilesDir);
console.log(`Published ${content.files.length} documents and videos, the albums' photos and the icons.`);
