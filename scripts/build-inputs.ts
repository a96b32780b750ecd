// What a build is made from, as one hash: the build writes it into its folder once it succeeded, so
// `npm start` and `npm run go-live` can tell when a build would make nothing new.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { root } from "./build-dir";

const INPUTS = [
  "app",
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

async function files(relative: string): Promise<string[]> {
  if (OUTPUTS.has(relative) || !existsSync(path.join(root, relative))) return [];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => null);
  if (!entries) return [relative];
  const nested = await Promise.all(entries.map((entry) => files(path.posix.join(relative, entry.name))));
  return nested.flat();
}

/** A hash of every input file's path and content. */
export async function inputsHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of (await Promise.all(INPUTS.map(files))).flat().sort()) {
    hash.update(`${file}\0`).update(await readFile(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

/** The hash of the inputs the build in `dir` was made from, or null when it has none. */
export const readStamp = (dir: string) => readFile(path.join(dir, STAMP), "utf8").then((text) => text.trim(), () => null);

export const writeStamp = (dir: string, hash: string) => writeFile(path.join(dir, STAMP), `${hash}\n`);
