// `npm run build`: the build's steps (`npm run build:steps`) into BUILD_DIR, or into build/. When build/ is the
// link to a published site (scripts/go-live.ts), it writes nothing there: the site is built as a publish of
// its own beside it and build/ links to it once it is whole, so a site running meanwhile keeps its files.
import { spawnSync } from "node:child_process";
import { lstat } from "node:fs/promises";
import { buildDir, dataRoot, root } from "../lib/folders";
import { layoutOf } from "../lib/publish/builds";
import { publish } from "../lib/publish/publish";
import { siteSteps } from "../lib/publish/steps";

const published = !process.env.BUILD_DIR && (await lstat(layoutOf(dataRoot).live).catch(() => null))?.isSymbolicLink();
if (published) {
  process.exitCode = await publish(siteSteps("npm run build", false), "build");
} else {
  process.exitCode = spawnSync("npm", ["run", "--silent", "build:steps"], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: "inherit" }).status ?? 1;
}
