// Vitest's global set-up, second: the sample content (content/) as data for the site's code just built
// (`npm test` builds it first), made once into .cache/test-data/site, where the tests' site reads it
// (tests/support/app.ts) and the tests read their expectations from (tests/support/content.ts).
import { rmSync } from "node:fs";
import path from "node:path";
import { codeIdOf } from "../../lib/code-version";
import { codeDir, root } from "../../lib/folders";
import { makeSiteData, schoolFileFacts } from "../../lib/publish/site-data";

export const TEST_DATA_DIR = path.join(root, ".cache/test-data/site");

export default async function setup() {
  const code = codeIdOf(codeDir);
  if (!code) throw new Error(`The site's code is not built (${codeDir}): npm test builds it first (npm run build).`);
  const facts = schoolFileFacts();
  const made = await makeSiteData({ contentDir: path.join(root, "content"), outDir: TEST_DATA_DIR, code, facts });
  await facts.save();
  if ("problems" in made) {
    rmSync(TEST_DATA_DIR, { recursive: true, force: true });
    throw new Error(`The sample content has problems:\n${made.problems.join("\n")}`);
  }
}
