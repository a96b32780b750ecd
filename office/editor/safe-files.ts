// The editor's one way to name a file and to reach it. A path from the browser is made one plain form once
// (`repositoryPath`), and only that form is checked and used. A file is reached below the folder that holds
// content/ without following a symbolic link: every folder on the way is looked at itself (lstat), and the file
// is opened with O_NOFOLLOW, so a link planted in content/ (by a restore, by hand) leads nowhere.
import { constants } from "node:fs";
import { lstat, mkdir, open, readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { writeSaved } from "./save";

/** Characters that change what a name looks like without being part of it: the controls, and the bidirectional overrides. */
const INVISIBLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * A path inside the repository as the editor's page names one ("content/school.yaml"), in its one plain form:
 * decoded once (%2F), forward slashes, no leading slash. Undefined when it is not one: a "..", "." or hidden
 * segment, an empty one, an invisible character, a "%" left after decoding (encoded twice), or a character that
 * stands for another (a full-width solidus or full stop, a fraction slash: refused rather than guessed).
 */
export function repositoryPath(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length > 1000) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (text.normalize("NFKC") !== text.normalize("NFC")) return undefined;
  const segments = text.replace(/\\/g, "/").replace(/^\/+/, "").split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith(".") || segment.includes("%") || INVISIBLE.test(segment))) return undefined;
  return segments.join("/");
}

/** What is at a path: a file, a folder, nothing, or something else (a link, a device, a pipe), which the editor never touches. */
async function kindAt(file: string): Promise<"file" | "folder" | "none" | "other"> {
  const stat = await lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return !stat ? "none" : stat.isFile() ? "file" : stat.isDirectory() ? "folder" : "other";
}

/**
 * What the folders from `root` to `relative`'s last segment are: all folders themselves, not links ("folders");
 * one missing ("missing"; made instead when `create`); or one a link or anything else ("other").
 */
async function foldersOnTheWay(root: string, relative: string, create = false): Promise<"folders" | "missing" | "other"> {
  let at = root;
  for (const segment of relative.split("/").slice(0, -1)) {
    at = path.join(at, segment);
    let kind = await kindAt(at);
    if (kind === "none" && create) {
      await mkdir(at).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      });
      kind = await kindAt(at);
    }
    if (kind !== "folder") return kind === "none" ? "missing" : "other";
  }
  return "folders";
}

/** Opened for reading without following a link, nor waiting on a pipe planted in its place. */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** What reading a file below `root` found: its bytes, no such file, or something the editor does not follow. */
export type Found = Buffer | "none" | "not a file";

/** The bytes of the file at `relative` (a `repositoryPath`) below `root`, reached without following a link. */
export async function readInside(root: string, relative: string): Promise<Found> {
  const way = await foldersOnTheWay(root, relative);
  if (way !== "folders") return way === "missing" ? "none" : "not a file";
  let handle;
  try {
    handle = await open(path.join(root, relative), READ_FLAGS);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "none" : "not a file";
  }
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : "not a file";
  } finally {
    await handle.close();
  }
}

/** The names of the files (only files: no link, no folder) in the folder `relative` below `root`; none when it is not a folder of its own. */
export async function filesInside(root: string, relative: string): Promise<string[]> {
  // The folders on the way to a file inside it: the folder itself among them.
  if ((await foldersOnTheWay(root, `${relative}/any`)) !== "folders") return [];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * Writes the file at `relative` below `root` (its folders made, none of them a link), beside and renamed into
 * place (save.ts). False, and nothing written, when a folder on the way, or the file's place, is a link or
 * anything but a folder or a file.
 */
export async function writeInside(root: string, relative: string, content: Parameters<typeof writeSaved>[1]): Promise<boolean> {
  if ((await foldersOnTheWay(root, relative, true)) !== "folders") return false;
  const target = path.join(root, relative);
  if (!["file", "none"].includes(await kindAt(target))) return false;
  await writeSaved(target, content);
  return true;
}

/** Removes the file at `relative` below `root`; false when it is not a file of its own there (a link is not removed either). */
export async function removeInside(root: string, relative: string): Promise<boolean> {
  if ((await foldersOnTheWay(root, relative)) !== "folders") return false;
  const target = path.join(root, relative);
  if ((await kindAt(target)) !== "file") return false;
  await unlink(target);
  return true;
}

/** Whether anything (a file, a folder, a link) has the name `relative` below `root`: a new file's name must be none of them. */
export const takenInside = async (root: string, relative: string) => (await kindAt(path.join(root, relative))) !== "none";
