// Where `npm run build` writes the site: build/ by default; `npm run go-live` builds each new site in its own
// folder, builds/<number>/site/, from a copy of the content in builds/<number>/content/ (CONTENT_DIR). Every
// build step reads both from here.
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
export const clientDir = path.join(buildDir, "client");
export const contentDir = path.resolve(root, process.env.CONTENT_DIR || "content");
