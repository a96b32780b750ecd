// Build tool of the office's image (Dockerfile, `build` stage): the packages the office's compiled code
// (build/office, scripts/build-office.ts) still imports at run time (sharp alone today: its native binary is found
// beside it), with every package each needs to load, read from package-lock.json, copied out of node_modules
// into a folder of the same shape that the office's stage lays over the site's packages. Nothing else of the
// development packages (TypeScript, vite, tsx, esbuild…) reaches the image.
//   tsx scripts/office-packages.ts <folder>
import { existsSync, readFileSync } from "node:fs";
import { cp, readdir } from "node:fs/promises";
import { isBuiltin } from "node:module";
import path from "node:path";
import { build } from "esbuild";

type LockedPackage = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
export type Lockfile = { packages: Record<string, LockedPackage> };

/** Where Node finds package `name` from the package installed at `from` (its own node_modules, then each one above). */
function locate(lock: Lockfile, name: string, from: string) {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, "")) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/**
 * The lockfile's locations (`node_modules/…`) of the packages `names` and of everything they need to load: their
 * dependencies and required peers, and of their optional dependencies those `installed` says are there (sharp's
 * binary for this platform, not the other platforms').
 */
export function packagesNeeded(lock: Lockfile, names: string[], installed: (location: string) => boolean = () => false) {
  const found = new Set<string>();
  const visit = (location: string | undefined) => {
    if (!location || found.has(location)) return;
    found.add(location);
    const entry = lock.packages[location]!;
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const required = [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional)];
    for (const name of required) visit(locate(lock, name, location));
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const at = locate(lock, name, location);
      if (at && installed(at)) visit(at);
    }
  };
  for (const name of names) visit(locate(lock, name, ""));
  return found;
}

/** The packages the compiled `files` import from node_modules, as esbuild reads them. */
export async function packagesImported(files: string[]) {
  // Read, not written: every import left as it is, so the metafile lists each one the code makes.
  const { metafile } = await build({ entryPoints: files, bundle: true, packages: "external", platform: "node", format: "esm", write: false, metafile: true, outdir: "unused", logLevel: "silent" });
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const { path: imported, external } of input.imports) {
      if (!external || imported.startsWith("node:") || isBuiltin(imported)) continue;
      names.add(imported.startsWith("@") ? imported.split("/").slice(0, 2).join("/") : imported.split("/")[0]!);
    }
  }
  return [...names].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const out = process.argv[2];
  if (!out) {
    console.error("office-packages: name the folder to copy the office's packages into.");
    process.exit(2);
  }
  const root = path.resolve(import.meta.dirname, "..");
  // What Node runs: not the scripts the office serves to browsers (assets/, and editor/ with Decap's bundle).
  const code = path.join(root, "build/office");
  const files = (await readdir(code, { recursive: true })).filter((file) => file.endsWith(".js") && !/^(?:assets|editor)\//.test(file));
  const imported = await packagesImported(files.map((file) => path.join(code, file)));
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lockfile;
  const needed = [...packagesNeeded(lock, imported, (location) => existsSync(path.join(root, location)))].sort();
  for (const location of needed) await cp(path.join(root, location), path.join(out, location), { recursive: true, verbatimSymlinks: true });
  console.log(`The office's code imports ${imported.join(", ")}: ${needed.length} packages copied to ${out} (${needed.map((location) => location.replace(/^node_modules\//, "")).join(", ")}).`);
}
