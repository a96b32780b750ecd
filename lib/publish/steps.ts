// The real steps of a publish (lib/publish/publish.ts): the content as data made in this process
// (lib/publish/site-data.ts), the new data checked with the site's own code on a private port, and the running
// site waited for.
import { realpath } from "node:fs/promises";
import path from "node:path";
import { contentWarnings } from "../content/load";
import { codeIdOf } from "../code-version";
import { codeDir, dataRoot, root } from "../folders";
import { layoutOf, liveNumber, siteOf } from "./builds";
import type { Steps } from "./publish";
import { checkData, servedPublish, siteTookUp } from "./running-site";
import { makeSiteData, schoolFileFacts } from "./site-data";
import { Stops } from "./stopping";

// Where a site started by `npm start` says where it is (server.ts).
const STATE_FILE = path.resolve(root, process.env.SITE_STATE_FILE || ".cache/site.json");

/** The code `npm run build` built: a publish makes data for it, and never builds code itself. */
export function builtCode(): string {
  const code = codeIdOf(codeDir);
  if (!code) throw new Error(`the site's code is not built (${codeDir}): run npm run build first`);
  return code;
}

/** The data step of a publish for the site's code `code` (lib/publish/site-data.ts), its warnings as lines. */
export const dataStep =
  (code: string, onPhotos?: (done: number, total: number) => void): Steps["makeData"] =>
  async (siteDir, contentDir, { publishedDir, facts, check }) => {
    const made = await makeSiteData({ contentDir, outDir: siteDir, code, publishedDir, facts, onPhotos, check });
    if ("problems" in made) return made;
    const photos = `Photos: ${Object.keys(made.manifest).length} in all, ${made.photosEncoded} new or changed encoded.`;
    return { photosEncoded: made.photosEncoded, warnings: [...contentWarnings(made.content), photos] };
  };

/**
 * For `command` (as the clerk typed it); `withServer`: check the new data with the site's code and wait for the
 * running site to take it up. `onPhotos`: told as new photos are encoded.
 */
export function siteSteps(command: string, withServer: boolean, onPhotos?: (done: number, total: number) => void): Steps {
  const layout = layoutOf(dataRoot);
  const code = builtCode();
  return {
    layout,
    command,
    code,
    stops: new Stops().listen(),
    say: (line) => console.log(line),
    facts: schoolFileFacts,
    makeData: dataStep(code, onPhotos),
    ...(withServer && {
      check: (siteDir, track) => checkData(siteDir, codeDir, track),
      server: {
        serving: async () => {
          const served = await servedPublish(STATE_FILE);
          return served === null ? null : realpath(siteOf(layout, served)).catch(() => null);
        },
        // Nothing to tell the site: it follows the `live` link by itself.
        reload: async () => siteTookUp(STATE_FILE, Number(await liveNumber(layout))),
      },
    }),
  };
}
