// A save is checked before anything is written, by the build's own loader (lib/content/load.ts), on the
// content as it would be after the save: every content file with the saved ones in place, the photos and
// files the save adds in their folders, and those it removes gone.
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../../lib/content/load";
import type { Problem } from "../../lib/content/read-yaml";
import type { Written } from "./save";

/** What a save changes in content/: each file's path inside it, and its new text or bytes (or a file to copy), or null when it is removed. */
export type ContentChanges = Map<string, Written | null>;

/** The problems the content would have with `changes` made, or [] when the build would take it. */
export async function problemsAfter(contentDir: string, changes: ContentChanges): Promise<Problem[]> {
  // A folder of links to the content's files, with the changed ones written in: nothing of content/ is touched.
  const overlay = await mkdtemp(path.join(tmpdir(), "school-editor-check-"));
  try {
    await mirror(contentDir, overlay);
    for (const [relative, content] of changes) {
      const target = path.join(overlay, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await rm(target, { force: true });
      if (content === null) continue;
      if (typeof content === "string" || Buffer.isBuffer(content)) await writeFile(target, content);
      else await symlink(content.copyOf, target);
    }
    return (await loadContent(overlay)).problems;
  } finally {
    await rm(overlay, { recursive: true, force: true });
  }
}

/**
 * Links in `to` to the files in `from` and its folders, as the editor reads them: folders and files of their
 * own only. A link in content/ (to a file or a folder elsewhere) is left out, so the check never reads through
 * it, nor quotes what it leads to.
 */
async function mirror(from: string, to: string) {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      await mkdir(target);
      await mirror(source, target);
    } else if (entry.isFile()) {
      await symlink(source, target);
    }
  }
}
