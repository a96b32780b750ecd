// Build step, after the site's: the office and the commands that publish, compiled once into build/office/, so
// that they run on plain Node wherever they run (the office's container has no compiler, no bundler and no
// TypeScript, decision 32): the office's process, its publish job, the preview's draft, and the commands
// (first-start, go-live, the content's check, the accounts, the backups). Beside them, what the office serves:
// its script and stylesheet, and the content editor's page, its script, its settings and Decap's built bundle.
import { copyFile, cp, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { buildTarget, root } from "../lib/folders";
import { bundleOfficeScript } from "../office/browser-bundle";
import { DECAP_BUNDLE_FILE, decapBundleSource, EDITOR_FILES, installEditorPackages } from "../office/editor/packages";

const officeDir = path.join(buildTarget, "office");

/** What runs on the server, by the name of its file in build/office/. */
export const OFFICE_ENTRIES = {
  server: "office/server.ts",
  job: "office/publishing/job.ts",
  "preview-data": "scripts/preview-data.ts",
  "first-start": "scripts/first-start.ts",
  "go-live": "scripts/go-live.ts",
  "check-content": "scripts/check-content.ts",
  account: "scripts/office-account.ts",
  backup: "scripts/office-backup.ts",
} as const;

await build({
  entryPoints: Object.fromEntries(Object.entries(OFFICE_ENTRIES).map(([name, source]) => [name, path.join(root, source)])),
  outdir: officeDir,
  bundle: true,
  // What they share, once.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node24",
  // sharp's own binary for this machine is found beside it at run time: the one package the office's container
  // carries in node_modules, with the site's. Everything else is in the bundles.
  external: ["sharp"],
  // The packages written for CommonJS ask for `require`, `__filename` and `__dirname` (heic-decode's libheif, as
  // soon as it is loaded), which an ES module does not have.
  banner: { js: 'import { createRequire as __officeRequire } from "node:module"; const require = __officeRequire(import.meta.url); const __filename = import.meta.filename; const __dirname = import.meta.dirname;' },
  logLevel: "warning",
});

// What the office's pages load: its one script (made for browsers) and its stylesheet.
await mkdir(path.join(officeDir, "assets"), { recursive: true });
await writeFile(path.join(officeDir, "assets/office.js"), await bundleOfficeScript());
await copyFile(path.join(root, "office/office.css"), path.join(officeDir, "assets/office.css"));

// The content editor: its page, stylesheet, scripts and settings, and of Decap CMS its built bundle alone.
if (!(await installEditorPackages())) {
  console.error("The content editor's packages could not be installed (npm ci --prefix office/editor): is the npm registry reachable?");
  process.exit(1);
}
const editorOut = path.join(officeDir, "editor");
await mkdir(path.join(editorOut, "decap"), { recursive: true });
for (const file of EDITOR_FILES) await copyFile(path.join(root, "office/editor", file), path.join(editorOut, file));
// The date field reads a date with the content's own rules (lib/site/written-date.ts), made a browser script.
await build({ entryPoints: [path.join(root, "office/editor/date-field.ts")], outfile: path.join(editorOut, "date-field.js"), bundle: true, format: "iife", target: "es2020", minify: true, logLevel: "warning" });
const decap = await readdir(decapBundleSource());
for (const file of decap.filter((name) => DECAP_BUNDLE_FILE.test(name))) await cp(path.join(decapBundleSource(), file), path.join(editorOut, "decap", file));
console.log(`The office compiled to ${path.relative(process.cwd(), officeDir)}: ${Object.keys(OFFICE_ENTRIES).join(", ")}; its pages' files and the editor's.`);
