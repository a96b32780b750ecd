// `npm run go-live`: builds the new site beside the running one (builds/<number>/, from a copy of content/),
// checks it, and only then makes it the live one (`build` links to it) and has the running server take it up
// without a restart. `npm run go-live:undo [-- <number>]` goes back to an earlier publish, its site and its
// content; `npm run go-live:history` lists them. One at a time (lib/publish/). `npm run go-live --
// --remove-album <folder>` (or `--remove-photos <folder>`) lets a publish go through that loses photo addresses.
// The settings first (the environment, then .env): lib/settings.ts.
import { missingContent } from "../lib/settings";
import { parseArgs } from "node:util";
import { contentDir, dataRoot } from "../lib/folders";
import { layoutOf } from "../lib/publish/builds";
import { history, publish, undo } from "../lib/publish/publish";
import { siteSteps } from "../lib/publish/steps";

const [mode, number] = process.argv.slice(2);

async function main(): Promise<number> {
  if (mode === "--history") {
    for (const line of await history(layoutOf(dataRoot))) console.log(line);
    return 0;
  }
  if (mode === "--undo") {
    if (number !== undefined && !/^\d+$/.test(number)) {
      console.log(`"${number}" is not a publish's number. Write the number npm run go-live:history shows, for example npm run go-live:undo -- 3`);
      return 1;
    }
    return undo(siteSteps("npm run go-live:undo", true), number === undefined ? undefined : Number(number));
  }
  // A publish of nothing would be a second, empty site.
  const noContent = missingContent(contentDir);
  if (noContent) {
    console.log(noContent);
    return 1;
  }
  let removals;
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { "remove-album": { type: "string", multiple: true }, "remove-photos": { type: "string", multiple: true } } });
    removals = { albums: values["remove-album"] ?? [], photos: values["remove-photos"] ?? [] };
  } catch {
    // Node's own words for it name "positional arguments": not the clerk's.
    console.log(`npm run go-live takes only --remove-album <folder> or --remove-photos <folder>, each with an album's folder, as the message that asks for them writes them. Nothing was published.`);
    return 1;
  }
  return publish(siteSteps("npm run go-live", true), "go-live", removals);
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`The publish stopped: ${(error as Error).message}. Run npm run go-live:history to see which site is live.`);
  process.exitCode = 1;
}
