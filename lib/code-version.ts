// What the site's code is built from, as one hash: the code's identity. `npm run build` writes it into the
// build (build/code.json), each publish's data records the code it was made for (lib/content/site-data.ts), and
// the commands (scripts/run.ts) build again first when it changed. The content is not part of it: it is
// published as data. Plain Node runs this file as it is (only node: imports), before anything is built.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const INPUTS = ["app", "lib", "server", "worker", "office", "server.ts", "scripts", "package.json", "package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
// Written by the build itself, from the inputs above; and the office's installed editor.
const OUTPUTS = new Set(["app/generated", "office/editor/node_modules", "office/editor/.installing"]);

/** A hash of every input file's path and content, in the code's folder `root`. */
export async function codeInputsHash(root: string): Promise<string> {
  const files = async (relative: string): Promise<string[]> => {
    if (OUTPUTS.has(relative) || !existsSync(path.join(root, relative))) return [];
    const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => null);
    if (!entries) return [relative];
    const nested = await Promise.all(entries.map((entry) => files(path.posix.join(relative, entry.name))));
    return nested.flat();
  };
  const hash = createHash("sha256");
  for (const file of (await Promise.all(INPUTS.map(files))).flat().sort()) {
    hash.update(`${file}\0`).update(await readFile(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

/** In a code build: which code it is (a hash of everything it was built from), and its own scripts and styles. */
export const CODE_FILE = "code.json";

/** The code's identity as `npm run build` wrote it in `codeDir` (build/code.json), or null when there is no build. */
export function codeIdOf(codeDir: string): string | null {
  try {
    return (JSON.parse(readFileSync(path.join(codeDir, CODE_FILE), "utf8")) as { id: string }).id;
  } catch {
    return null;
  }
}

/**
 * The build's own scripts and styles (build/client/assets holds the previous build's too, for the pages a site
 * still running that code sent), as `npm run build` listed them.
 */
export const ownAssets = (codeDir: string) => (JSON.parse(readFileSync(path.join(codeDir, CODE_FILE), "utf8")) as { assets: string[] }).assets;

/** Whether `root` holds the code's sources (a clone), not only what was built from them (the office's container). */
export const hasSources = (root: string) => existsSync(path.join(root, "scripts/build.ts"));
