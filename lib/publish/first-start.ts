// A new server's first start (`npm run first-start`; compose.yaml runs it before the site and the office):
// puts the sample content into an empty content folder, and publishes once when no site was ever published,
// so the site has a build to serve. Content that is there, and a site already published, are never touched.
import { cp, lstat, readdir } from "node:fs/promises";
import type { Layout } from "./builds";

/** `sample`: the content that comes with the code. `publishOnce`: the publish's exit code. The exit code. */
export async function firstStart(layout: Layout, sample: string, publishOnce: () => Promise<number>, say: (line: string) => void): Promise<number> {
  const found = await readdir(layout.content).catch(() => []);
  if (found.length === 0) {
    // Never over a file: the folder was empty a moment ago, and whatever came since stays.
    await cp(sample, layout.content, { recursive: true, force: false });
    say(`The content folder was empty (a new server): the sample content is in it now (${layout.content}). The school office replaces it with the school's own.`);
  }
  if (await lstat(layout.live).catch(() => null)) {
    say("A site is published already: the first start has nothing more to do.");
    return 0;
  }
  say("No site was ever published here: publishing the content once, so the site has something to serve (a few minutes).");
  return publishOnce();
}
