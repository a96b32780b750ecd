// Where things are. Two folders: the code's (this repository, or /app in the containers), where `npm run build`
// writes the site's code into build/ once per version of the code; and the school's (SCHOOL_DATA_DIR), where the
// office's content lives and where each publish writes the content as data (builds/<number>/site), beside the
// `live` link to the one the site serves.
import { existsSync } from "node:fs";
import path from "node:path";
// Before SCHOOL_DATA_DIR or BUILD_DIR is read: the settings in .env too.
import "./settings";

/** The code's folder: the nearest above this module with the project's package.json (lib/ here, build/ or build/office/ once compiled). */
function codeRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const root = codeRoot(import.meta.dirname);
/** The site's code as `npm run build` makes it: its server, its scripts and styles, its service worker. */
export const codeDir = path.join(root, "build");
/** Where the build's steps write: a folder beside build/ that scripts/build.ts swaps in once whole (BUILD_DIR). */
export const buildTarget = path.resolve(root, process.env.BUILD_DIR || "build");
/**
 * Where the school's own files are: content/, builds/, the `live` link, content-set-aside/, the photos' copies
 * and the publish lock. This folder, or SCHOOL_DATA_DIR: in containers, a volume the office writes and the site
 * reads.
 */
export const dataRoot = path.resolve(root, process.env.SCHOOL_DATA_DIR || ".");
export const contentDir = path.join(dataRoot, "content");
/** What publishing keeps between runs, in the school's folder: the photos' copies, iPhone photos made JPEGs, the lock. */
export const cacheDir = path.join(dataRoot, ".cache");
