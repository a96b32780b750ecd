// The preview's draft (office/preview/site.ts): the content of the school's folder as data for the site's code,
// made into the folder given as it would be published; when the content has problems, each on a line of its own
// on stdout (as JSON, both languages: the preview tells them in the language of the page), and exit code 1.
import { contentDir, dataRoot } from "../lib/folders";
import { contentOf, layoutOf, liveNumber } from "../lib/publish/builds";
import { makeSiteData, schoolFileFacts } from "../lib/publish/site-data";
import { builtCode } from "../lib/publish/steps";

const outDir = process.argv[2];
if (!outDir) throw new Error("preview-data: the folder to make the draft in is missing");
const layout = layoutOf(dataRoot);
const live = await liveNumber(layout);
const facts = schoolFileFacts();
const made = await makeSiteData({ contentDir, outDir, code: builtCode(), publishedDir: live === null ? undefined : contentOf(layout, live), facts });
await facts.save();
if ("problems" in made) {
  for (const problem of made.problems) console.log(JSON.stringify(problem));
  process.exitCode = 1;
}
