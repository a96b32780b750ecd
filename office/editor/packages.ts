// The editor's own package, Decap CMS, lives in office/editor/node_modules, apart from the site's: installed from the
// npm registry when the code is built, and again when office/editor/package-lock.json names other versions. Of
// it, the code build keeps only its built bundle (office/assets.ts), which is all the office carries.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { root } from "../../lib/folders";

const editorDir = path.join(root, "office/editor");

/** Where Decap CMS's built bundle is in its installed package. */
export const decapBundleSource = () => path.join(editorDir, "node_modules/decap-cms/dist");

/** The editor's own files the office serves as they are (built beside its compiled code). */
export const EDITOR_FILES = ["index.html", "editor.css", "media-library.js", "config.yml"];
/**
 * The bundle's files the editor's page loads: decap-cms.js, the parts it loads when a form needs them
 * (<number>.decap-cms.js) and their WebAssembly. Not cms.js (the same bundle under another name), nor the maps.
 */
export const DECAP_BUNDLE_FILE = /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]{20}\.wasm$/;

type Lockfile = { packages: Record<string, { version?: string; optional?: boolean }> };
const lockfile = (file: string): Lockfile => JSON.parse(readFileSync(path.join(editorDir, file), "utf8"));

/** Whether every package of the lockfile is installed at its version (npm notes what it installed in node_modules). */
const installed = () => {
  if (!existsSync(path.join(editorDir, "node_modules/.package-lock.json"))) return false;
  const there = lockfile("node_modules/.package-lock.json").packages;
  return Object.entries(lockfile("package-lock.json").packages).every(([name, wanted]) => name === "" || wanted.optional || there[name]?.version === wanted.version);
};

/** Installs the editor's packages unless those of its lockfile are there; false when npm failed. */
export async function installEditorPackages(): Promise<boolean> {
  // One install at a time (two offices started at once, or a test beside one, may ask); a lock older than ten minutes
  // was left by an install that was stopped.
  const lock = path.join(editorDir, ".installing");
  for (;;) {
    if (installed()) return true;
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    if (installed()) return true;
    console.log("Installing the form editor's own packages (npm ci --prefix editor: once, about a minute)…");
    const npm = spawn("npm", ["ci", "--prefix", editorDir, "--no-audit", "--no-fund", "--loglevel=error"], { stdio: ["ignore", "ignore", "inherit"] });
    return await new Promise<boolean>((resolve) => npm.on("close", (code) => resolve(code === 0)).on("error", () => resolve(false)));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
