// Vitest's global set-up, second: the sample content (content/) as data for the site's code just built
// (`npm test` builds it first), made once into .cache/test-data/site, where the tests' site reads it
// (tests/support/app.ts) and the tests read their expectations from (tests/support/content.ts).
import { rmSync } from "node:fs";
import path from "node:path";
import { codeIdOf } from "../../lib/code-version";
import { codeDir, root } from "../../lib/folders";
import { makeSiteData, schoolFileFacts } from "../../lib/publish/site-data";
import { problemIn } from "../../lib/content/read-yaml";

export const TEST_DATA_DIR = path.join(root, ".cache/test-data/site");

/** A content folder's data for the code just built, into `outDir`, as a publish makes it (the photos' copies shared). */
export async function dataFrom(contentDir: string, outDir: string) {
  const code = codeIdOf(codeDir);
  if (!code) throw new Error(`The site's code is not built (${codeDir}): npm test builds it first (npm run build).`);
  const facts = schoolFileFacts();
  const made = await makeSiteData({ contentDir, outDir, code, facts });
  await facts.save();
  if ("problems" in made) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`The content in ${contentDir} has problems:\n${made.problems.map((problem) => problemIn(problem, "en")).join("\n")}`);
  }
  return outDir;
}

export default async function setup() {
  await dataFrom(path.join(root, "content"), TEST_DATA_DIR);
}
