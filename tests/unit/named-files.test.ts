// Issue 18: no comment and no README line names a file of the repository that is not there (after a rename,
// an old name in a note sends the next reader, or the school's volunteer, looking for nothing).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "scripts", "server", "worker", "tests", "content", "editor"];
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

it("every file a note or the README names exists", () => {
  const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(?:ts|tsx|mjs|css|yml|md|html)$|(?:^|\/)(?:Dockerfile|run)$/.test(file) && existsSync(path.join(root, file)));
  const missing = tracked.flatMap((file) =>
    [...notesOf(file, readFileSync(path.join(root, file), "utf8")).matchAll(NAMED)]
      .map(([named]) => named.replace(/\.$/, ""))
      .filter((named) => !MADE.test(named) && !existsSync(path.join(root, named)))
      .map((named) => `${file} names ${named}`),
  );
  expect(missing).toEqual([]);
});
