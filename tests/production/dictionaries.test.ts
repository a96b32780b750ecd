// Issue 12: a word missing from a language's dictionary stops the build (not only the type checker, which the
// build does not run), on a copy of the repository.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { en } from "../../lib/site/i18n/en";
import { hi } from "../../lib/site/i18n/hi";
import { copyRepository, type RepositoryCopy } from "../support/repo-copy";

const run = promisify(execFile);
let repository: RepositoryCopy;

beforeAll(async () => {
  repository = await copyRepository("dictionaries");
  await repository.edit("lib/site/i18n/hi.ts", `    showOnMap: ${JSON.stringify(hi.footer.showOnMap)},\n`, "");
}, 60_000);

afterAll(() => repository?.remove());

it("a word missing from hi.ts stops the build, naming the file and the key", async () => {
  const failed = await run("npm", ["run", "build"], { cwd: repository.dir }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain(`lib/site/i18n/hi.ts, footer.showOnMap: missing (English: "${en.footer.showOnMap}").`);
});
