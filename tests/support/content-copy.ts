// A copy of the sample content folder that a test may change as the office would, then load.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../../lib/content/load";
import { problemIn } from "../../lib/content/read-yaml";
import type { Language } from "../../lib/site/language";

const root = path.resolve(import.meta.dirname, "../..");

export const sampleContentDir = path.join(root, "content");

export type ContentCopy = {
  dir: string;
  /** Replaces `from` (which must be there) by `to` in a content file. */
  edit: (file: string, from: string | RegExp, to: string) => void;
  /** The line number, from 1, of the first line of a content file that contains `text`. */
  lineOf: (file: string, text: string) => number;
  load: () => ReturnType<typeof loadContent>;
  /** The problems the content's check finds, each as the line it prints in `language` (the command line's: English). */
  problems: (language?: Language) => Promise<string[]>;
  remove: () => void;
};

export function copyContent(): ContentCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
  cpSync(sampleContentDir, dir, { recursive: true });
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  return {
    dir,
    edit(file, from, to) {
      const before = read(file);
      const after = before.replace(from, to);
      if (after === before) throw new Error(`${String(from)} is not in ${file}`);
      writeFileSync(path.join(dir, file), after);
    },
    lineOf(file, text) {
      const index = read(file).split("\n").findIndex((line) => line.includes(text));
      if (index < 0) throw new Error(`${text} is not in ${file}`);
      return index + 1;
    },
    load: () => loadContent(dir),
    problems: async (language = "en") => (await loadContent(dir)).problems.map((problem) => problemIn(problem, language)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
