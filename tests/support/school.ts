// A school's folder of its own, outside the code's folder, as a server keeps it (SCHOOL_DATA_DIR): the content,
// the publishes, the `live` link. The repository's code (its build, which `npm test` makes first) runs the
// commands and the site on it, as the containers and the server without Docker do. The photos' copies the suite
// made already are linked into its cache, so a publish encodes only the photos a test adds. Or, instead, another
// content folder with the school cache it was published with (scripts/year-of-content.ts).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { copyFile, cp, link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { constants, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { root } from "./app";
import { sampleContentDir } from "./content-copy";

export type Command = { child: ChildProcess; output: () => string; done: Promise<{ code: number; output: string }> };

/** The school's own cache, in its folder: the photos' published copies (media/) and what is known of its files. */
export const SCHOOL_CACHE = ".cache";

/** A content folder, and the school cache it was published with (media/, file-facts.json, all linked), to start a school from. */
export type SchoolSource = { content: string; cache: string };

const PHOTO = /\.(jpe?g|png|webp|heic)$/i;

/** Copies a content folder from `from` to `to`, its photos as hard links (a photo is replaced, never written in place). */
async function copyLinkingPhotos(from: string, to: string) {
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true });
    await (PHOTO.test(entry.name) ? link(source, target) : copyFile(source, target));
  }
}

export type School = {
  dir: string;
  /** A file of its content folder. */
  content: (file: string) => string;
  /** Replaces every `from` by `to` in a file of its content folder (which must contain it). */
  edit: (file: string, from: string, to: string) => Promise<void>;
  /** `npm run <args>` in the code's folder on this school's folder, in a process group of its own, as a terminal runs it. */
  npm: (...args: string[]) => Command;
  /** The environment a command or a site on this school's folder gets. */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

/**
 * A new school folder: the sample content in its content/ (or `from`'s, with its cache) and, with `published`,
 * published once by `npm run first-start`.
 */
export async function schoolFolder(name: string, { published = true, env = {}, from }: { published?: boolean; env?: Record<string, string>; from?: SchoolSource } = {}): Promise<School> {
  const dir = await mkdtemp(path.join(tmpdir(), `school-${name}-`));
  if (from) await copyLinkingPhotos(from.content, path.join(dir, "content"));
  else await cp(sampleContentDir, path.join(dir, "content"), { recursive: true });
  // Linked: a cache's files are replaced (written beside, renamed), never written in place.
  const cache = from?.cache ?? path.join(root, SCHOOL_CACHE);
  for (const kept of from ? ["media", "file-facts.json"] : ["media"]) {
    if (!existsSync(path.join(cache, kept))) continue;
    await mkdir(path.join(dir, SCHOOL_CACHE), { recursive: true });
    await promisify(execFile)("cp", ["-al", path.join(cache, kept), path.join(dir, SCHOOL_CACHE, kept)]);
  }
  const schoolEnv = { SCHOOL_DATA_DIR: dir, SITE_STATE_FILE: path.join(dir, SCHOOL_CACHE, "site.json"), ...env };
  const npm = (...args: string[]): Command => {
    const child = spawn("npm", ["run", "--silent", ...args], { cwd: root, env: { ...process.env, ...schoolEnv }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    // Once its output is read whole ("close"), but no longer than a moment after it exited: a process it left
    // behind (a publish killed with -9 leaves its check of the new site) may hold its output open.
    const done = once(child, "exit").then(async ([code, signal]) => {
      await Promise.race([once(child, "close"), sleep(2000)]);
      return { code: (code as number | null) ?? 128 + constants.signals[signal as NodeJS.Signals], output };
    });
    return { child, output: () => output, done };
  };
  const school: School = {
    dir,
    content: (file) => path.join(dir, "content", file),
    async edit(file, from, to) {
      const before = await readFile(school.content(file), "utf8");
      if (!before.includes(from)) throw new Error(`${from} is not in ${file}`);
      await writeFile(school.content(file), before.replaceAll(from, to));
    },
    npm,
    env: schoolEnv,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  if (published) {
    const { code, output } = await npm("first-start").done;
    if (code !== 0) throw new Error(`npm run first-start failed (${code}):\n${output}`);
  }
  return school;
}
