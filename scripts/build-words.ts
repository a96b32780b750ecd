// Build step, first: the interface's words (lib/site/i18n), checked, as the files a browser fetches for its
// page's language (app/generated/words-<lang>.json, bundled as assets by app/i18n/words.ts). A missing word
// is a mistake in the code: it stops the build, naming the file and the key.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dictionaryProblems } from "../lib/content/dictionaries";
import { root } from "../lib/folders";
import { dictionaries } from "../lib/site/i18n/dictionaries";

const problems = dictionaryProblems();
if (problems.length > 0) {
  console.error(`\nThe dictionaries of the interface are incomplete:\n${problems.map((p) => `  • ${p}`).join("\n")}\n`);
  process.exit(1);
}
const generated = path.join(root, "app/generated");
mkdirSync(generated, { recursive: true });
// Sent to phones: without indentation.
for (const [language, words] of Object.entries(dictionaries)) writeFileSync(path.join(generated, `words-${language}.json`), `${JSON.stringify(words)}\n`);
