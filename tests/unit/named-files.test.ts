// Issue 18: no comment and no README line names a file of the repository that is not there (after a rename,
// an old name in a note sends the next reader, or the school's volunteer, looking for nothing).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "lib", "scripts", "server", "office", "worker", "tests", "content"];
// A path of the repository, as notes write it: from one of its folders to a file with an extension. Not one
// inside another path (build/server/index.js, the container's /app/package.json), nor a pattern (tests/**/*.ts).
const NAMED = new RegExp(`(?<![\\w./-])(?:${FOLDERS.join("|")})/[\\w./-]+\\.(?:ts|tsx|mjs|js|json|yaml|yml|css|md|html)\\b`, "g");
// Made by the build, not kept in the repository.
const MADE = /^app\/generated\//;

/** What a person reads of a file: the README whole, and the notes (comments) of everything else. */
function notesOf(file: string, text: string) {
  if (file.endsWith(".md")) return text;
  return text
    .split("\n")
    .map((line) => /^\s*(?:\/\/|\/?\*|#|<!--)(.*)$/.exec(line)?.[1] ?? /\s\/\/ (.*)$/.exec(line)?.[1] ?? "")
    .join("\n");
}

/**
 * The repository's files, as git would list them (its own and new ones, not the ignored), read from the folder
 * itself: the same in a clone and in a copy without .git (a release archive, a downloaded zip). The root's
 * .gitignore is the repository's only one, and uses only names ("node_modules/", "*.log") and paths from the
 * root ("app/generated/").
 */
function repositoryFiles() {
  const ignored = readFileSync(path.join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const isIgnored = (relative: string, folder: boolean) =>
    relative === ".git" ||
    ignored.some((pattern) => {
      if (pattern.endsWith("/") && !folder) return false;
      const name = pattern.replace(/\/$/, "");
      if (name.startsWith("*")) return relative.endsWith(name.slice(1));
      return name.includes("/") ? relative === name : path.basename(relative) === name;
    });
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (isIgnored(relative, entry.isDirectory())) return [];
      return entry.isDirectory() ? walk(relative) : [relative];
    });
  return walk("");
}

it("every file a note or the README names exists", () => {
  const tracked = repositoryFiles().filter((file) => /\.(?:ts|tsx|mjs|css|yml|md|html)$|(?:^|\/)(?:Dockerfile|run)$/.test(file));
  const missing = tracked.flatMap((file) =>
    [...notesOf(file, readFileSync(path.join(root, file), "utf8")).matchAll(NAMED)]
      .map(([named]) => named.replace(/\.$/, ""))
      .filter((named) => !MADE.test(named) && !existsSync(path.join(root, named)))
      .map((named) => `${file} names ${named}`),
  );
  expect(missing).toEqual([]);
});

// Only in a clone: a copy without .git has nothing to compare with.
it.skipIf(!existsSync(path.join(root, ".git")))("reads the files git lists, not more, not fewer", () => {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && existsSync(path.join(root, file)));
  expect(repositoryFiles().sort()).toEqual(listed.sort());
});
