// Where `npm run build` writes the site: build/ by default; `npm run go-live` builds each new site in its own
// folder, builds/<number>/site/, from a copy of the content in builds/<number>/content/ (CONTENT_DIR). Every
// build step reads both from here.
import path from "node:path";
// Before SCHOOL_DATA_DIR, BUILD_DIR or CONTENT_DIR is read: the settings in .env too.
import "./settings";

export const root = path.resolve(import.meta.dirname, "..");
/**
 * Where the school's own files are: content/, builds/, the `build` link, content-set-aside/ and the publish
 * lock. This folder, or SCHOOL_DATA_DIR: in containers, a volume the office writes and the site reads.
 */
export const dataRoot = path.resolve(root, process.env.SCHOOL_DATA_DIR || ".");
export const buildDir = path.resolve(dataRoot, process.env.BUILD_DIR || "build");
export const clientDir = path.join(buildDir, "client");
export const contentDir = path.resolve(dataRoot, process.env.CONTENT_DIR || "content");
