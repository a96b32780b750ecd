// Build step: responsive copies of every photo the content names (into .cache/media, kept between
// builds) and the manifest the pages import (app/generated/media.json).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as content from "../app/content/index";
import { referencedFiles } from "./content-check";
import { buildMedia, LADDERS, manifestFile, mediaCacheDir, type PhotoJob } from "./media-pipeline";

const root = path.resolve(import.meta.dirname, "..");

const ladders = new Map<string, readonly number[]>([
  [content.school.logo, LADDERS.crest],
  ...content.home.leaders.map((leader) => [leader.photo, LADDERS.portrait] as const),
]);
const jobs: PhotoJob[] = [...new Set(referencedFiles(content).photos)].map((src) => ({ src, ladder: ladders.get(src) ?? LADDERS.wide }));

const started = performance.now();
const { manifest, made } = await buildMedia({ jobs, publicDir: path.join(root, "public"), cacheDir: mediaCacheDir });
mkdirSync(path.dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Media: ${jobs.length} photos, ${made} (re)made, in ${seconds} s.`);
