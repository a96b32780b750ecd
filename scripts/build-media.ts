// Build step: responsive copies of every photo the content names (into .cache/media, kept between
// builds) and the manifests the pages read: app/generated/media.json for the other screens' photos, bundled
// with the pages, and app/generated/gallery-media.json for the gallery's photos, read on the server only.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as content from "../app/content/index";
import { referencedFiles } from "./content-check";
import { buildMedia, galleryManifestFile, LADDERS, type MediaManifest, manifestFile, mediaCacheDir, type PhotoJob } from "./media-pipeline";

const root = path.resolve(import.meta.dirname, "..");

const ladders = new Map<string, readonly number[]>([
  [content.school.logo, LADDERS.crest],
  ...content.home.leaders.map((leader) => [leader.photo, LADDERS.portrait] as const),
]);
const { pagePhotos, galleryPhotos } = referencedFiles(content);
const jobs: PhotoJob[] = [...new Set([...pagePhotos, ...galleryPhotos])].map((src) => ({ src, ladder: ladders.get(src) ?? LADDERS.wide }));

const started = performance.now();
// Encoding a new photo takes seconds: say how far it is, at most once a second, and always at the end.
let toldAt = 0;
const onEncoded = (done: number, total: number) => {
  if (done < total && performance.now() - toldAt < 1000) return;
  toldAt = performance.now();
  console.log(`Photos: ${done} of ${total}`);
};
const { manifest, made } = await buildMedia({ jobs, publicDir: path.join(root, "public"), cacheDir: mediaCacheDir, onEncoded });
const write = (file: string, photos: string[]) => {
  const entries: MediaManifest = Object.fromEntries(photos.map((src) => [src, manifest[src]!]));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(entries, null, 1)}\n`);
};
write(manifestFile, pagePhotos);
write(galleryManifestFile, galleryPhotos);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Media: ${jobs.length} photos, ${made} (re)made, in ${seconds} s.`);
