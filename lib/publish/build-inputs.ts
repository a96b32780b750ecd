// What a build is made from, as one hash: the build writes it into its folder once it succeeded, so
// `npm start` and `npm run go-live` can tell when a build would make nothing new.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentDir as clerksContent, root } from "../folders";

const INPUTS = [
  "app",
  "lib",
  "content",
  "server",
  "worker",
  "server.ts",
  "scripts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
// Written by the build itself, from the inputs above.
const OUTPUTS = new Set(["app/generated"]);

/** The stamp's file name inside a build folder. */
export const STAMP = "inputs.sha256";

/**
 * A hash of every input file's path and content. `contentDir`: where content/ is read from (a publish's own
 * copy); its files count under content/ all the same, so a build of the copy matches the clerk's folder.
 */
export async function inputsHash(contentDir = clerksContent): Promise<string> {
  const onDisk = (relative: string) => (relative === "content" || relative.startsWith("content/") ? path.join(contentDir, relative.slice("content".length)) : path.join(root, relative));
  const files = async (relative: string): Promise<string[]> => {
    if (OUTPUTS.has(relative) || !existsSync(onDisk(relative))) return [];
    const entries = await readdir(onDisk(relative), { withFileTypes: true }).catch(() => null);
    if (!entries) return [relative];
    const nested = await Promise.all(entries.map((entry) => files(path.posix.join(relative, entry.name))));
    return nested.flat();
  };
  const hash = createHash("sha256");
  for (const file of (await Promise.all(INPUTS.map(files))).flat().sort()) {
    hash.update(`${file}\0`).update(await readFile(onDisk(file))).update("\0");
  }
  return hash.digest("hex");
}

/** The hash of the inputs the build in `dir` was made from, or null when it has none. */
export const readStamp = (dir: string) => readFile(path.join(dir, STAMP), "utf8").then((text) => text.trim(), () => null);

export const writeStamp = (dir: string, hash: string) => writeFile(path.join(dir, STAMP), `${hash}\n`);
