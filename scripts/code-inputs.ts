// What the site's code is built from, as one hash: the code's identity. `npm run build` writes it into the
// build (build/code.json, lib/content/site-data.ts), each publish's data records the code it was made for,
// and `npm start` builds again only when it changed. The content is not part of it: it is published as data.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { root } from "../lib/folders";

const INPUTS = ["app", "lib", "server", "worker", "office", "server.ts", "scripts", "package.json", "package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
// Written by the build itself, from the inputs above; and the office's installed editor.
const OUTPUTS = new Set(["app/generated", "office/editor/node_modules", "office/editor/.installing"]);

/** A hash of every input file's path and content. */
export async function codeInputsHash(): Promise<string> {
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
