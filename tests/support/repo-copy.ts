// A copy of the repository in a temporary folder, for tests that change what the office would change and
// build it: installed packages are linked, and the photos' copies are kept so only new photos are encoded.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
// Not copied: installed packages (linked instead), builds and what a running site or Git keeps.
const LEFT_OUT = new Set(["node_modules", "build", "builds", "content-set-aside", ".git", ".cache", ".react-router"]);

/** A copy's build, into its own build/, with the quicker minifier: these tests check what publishing does (vite.config.ts). */
export const QUICK_BUILD = { BUILD_DIR: "", BUILD_MINIFIER: "esbuild" };

export type RepositoryCopy = {
  dir: string;
  /** Replaces every `from` by `to` in a file of the copy (which must contain it). */
  edit: (file: string, from: string, to: string) => Promise<void>;
  /** `npm run build` in the copy; resolves with what it printed. */
  build: () => Promise<string>;
  remove: () => Promise<void>;
};

export async function copyRepository(name: string, { withBuild = false } = {}): Promise<RepositoryCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), `school-website-${name}-`));
  // The editor's own packages (office/editor/node_modules) are linked too, when installed.
  const editorPackages = path.join(root, "office/editor/node_modules");
  for (const entry of await readdir(root)) {
    if (!LEFT_OUT.has(entry)) await cp(path.join(root, entry), path.join(dir, entry), { recursive: true, filter: (source) => source !== editorPackages });
  }
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  if (existsSync(editorPackages)) await symlink(editorPackages, path.join(dir, "office/editor/node_modules"));
  // None in a fresh clone: the copy's first build encodes every photo.
  if (existsSync(path.join(root, ".cache/media"))) await cp(path.join(root, ".cache/media"), path.join(dir, ".cache/media"), { recursive: true });
  // The site itself, whether build/ is a folder or the link to a publish.
  if (withBuild) await cp(path.join(root, "build"), path.join(dir, "build"), { recursive: true, dereference: true });
  return {
    dir,
    async edit(file, from, to) {
      const before = await readFile(path.join(dir, file), "utf8");
      if (!before.includes(from)) throw new Error(`${from} is not in ${file}`);
      await writeFile(path.join(dir, file), before.replaceAll(from, to));
    },
    build: () => run("npm", ["run", "build"], { cwd: dir, env: { ...process.env, ...QUICK_BUILD }, maxBuffer: 64 * 1024 * 1024 }).then(({ stdout, stderr }) => `${stdout}\n${stderr}`), // warnings (untranslated texts) go to stderr
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
