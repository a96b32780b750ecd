// A save is checked before anything is written, by the build's own loader (lib/content/load.ts), on the
// content as it would be after the save: every content file with the saved ones in place, and the photos and
// files the save adds in their folders.
import { mkdtemp, readdir, rm, symlink, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../../lib/content/load";
import type { Problem } from "../../lib/content/read-yaml";

/** What a save writes into content/: each file's path inside it, and its new bytes. */
export type ContentChanges = Map<string, string | Buffer>;

/** The problems the content would have with `changes` made, or [] when the build would take it. */
export async function problemsAfter(contentDir: string, changes: ContentChanges): Promise<Problem[]> {
  // A folder of links to the content's files, with the changed ones written in: nothing of content/ is touched.
  const overlay = await mkdtemp(path.join(tmpdir(), "school-editor-check-"));
  try {
    await mirror(contentDir, overlay);
    for (const [relative, bytes] of changes) {
      const target = path.join(overlay, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await rm(target, { force: true });
      await writeFile(target, bytes);
    }
    return (await loadContent(overlay)).problems;
  } finally {
    await rm(overlay, { recursive: true, force: true });
  }
}

async function mirror(from: string, to: string) {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      await mkdir(target);
      await mirror(source, target);
    } else {
      await symlink(source, target);
    }
  }
}

/** What the clerk reads beside Publish when a save was refused. */
export function refusal(problems: Problem[]): string {
  const list = problems.length === 1 ? problems[0]! : problems.map((problem) => `• ${problem}`).join("\n");
  const one = problems.length === 1;
  return `Not saved: nothing was changed. ${one ? "" : `${problems.length} things to correct:\n`}${list}\nCorrect ${one ? "it" : "them"} and choose Publish again.`;
}
