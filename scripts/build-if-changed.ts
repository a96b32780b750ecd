// `npm start`'s first step: builds the site only when something it is made from changed since the last
// successful build, and says which it did.
import { spawnSync } from "node:child_process";
import { lstat, rm } from "node:fs/promises";
import path from "node:path";
import { buildDir } from "./build-dir";
import { inputsHash, readStamp, STAMP, writeStamp } from "./build-inputs";

const hash = await inputsHash();
if ((await readStamp(buildDir)) === hash) {
  console.log("Nothing changed since the last build: starting the site as it was built.");
} else {
  // A published site (build/ a link) is built as a new publish, which writes its own stamp (scripts/build.ts).
  const published = (await lstat(buildDir).catch(() => null))?.isSymbolicLink();
  // A build that fails half-way must not look finished next time.
  if (!published) await rm(path.join(buildDir, STAMP), { force: true });
  const { status } = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
  if (!published) await writeStamp(buildDir, hash);
}
