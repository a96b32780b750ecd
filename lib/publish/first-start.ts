// A new server's first start (`npm run first-start`; compose.yaml runs it before the site and the office):
// puts the sample content into an empty content folder, and publishes once when nothing is published for this
// version of the site's code (nothing at all on a new server; or what was published, for the previous
// version, after an upgrade), so the site has data to serve. Content that is there is never touched.
import { cp, readdir } from "node:fs/promises";
import { type Layout, liveNumber, readPublishes } from "./builds";

/** `sample`: the content that comes with the code. `code`: the code built. `publishOnce`: the publish's exit code. The exit code. */
export async function firstStart(layout: Layout, sample: string, code: string, publishOnce: () => Promise<number>, say: (line: string) => void): Promise<number> {
  const found = await readdir(layout.content).catch(() => []);
  if (found.length === 0) {
    // Never over a file: the folder was empty a moment ago, and whatever came since stays.
    await cp(sample, layout.content, { recursive: true, force: false });
    say(`The content folder was empty (a new server): the sample content is in it now (${layout.content}). The school office replaces it with the school's own.`);
  }
  const live = await liveNumber(layout);
  const liveRecord = (await readPublishes(layout)).find((record) => record.number === live);
  if (liveRecord?.code === code) {
    say("The site is published for this version of its code: the first start has nothing more to do.");
    return 0;
  }
  say(live === null ? "Nothing was ever published here: publishing the content once, so the site has something to serve." : "The site's code is new: publishing the content again for it.");
  return publishOnce();
}
