// Where `npm run build` writes the site: build/ by default; `npm run go-live` builds the next site
// beside the running one with BUILD_DIR=build.next. Every build step reads it from here.
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
export const clientDir = path.join(buildDir, "client");
