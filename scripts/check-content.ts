// Build step: stop the build when the content is wrong, and record the size of every photo
// (app/generated/media.json) so pages can reserve the space each image takes.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as content from "../app/content/index";
import { checkContent, referencedFiles } from "./content-check";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

const problems = checkContent(content, publicDir);
if (problems.length > 0) {
  console.error(`The school's content has ${problems.length} problem(s); the site was not built:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

const sizes: Record<string, { width: number; height: number }> = {};
for (const photo of new Set(referencedFiles(content).photos)) {
  const { width, height } = await sharp(path.join(publicDir, photo)).metadata();
  sizes[photo] = { width, height };
}
mkdirSync(path.join(root, "app/generated"), { recursive: true });
writeFileSync(path.join(root, "app/generated/media.json"), `${JSON.stringify(sizes, null, 1)}\n`);
console.log(`Content is valid: ${Object.keys(sizes).length} photos measured.`);
