// `npm run build`: the site's code (its server, its scripts and styles, its service worker) and the office's
// (compiled, with what its pages load) into build/, once per version of the code. No content goes in: a publish
// writes it as data (lib/publish/site-data.ts). Built
// in a folder beside build/ and put in its place once whole, with the previous build's scripts and styles kept
// in it, so the pages a site already running sent keep theirs; that site keeps its code until it restarts.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { copyFile, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { CODE_FILE, codeInputsHash } from "../lib/code-version";
import { codeDir, root } from "../lib/folders";
import { ASSETS_PATH } from "../lib/site/public-paths";

const next = `${codeDir}.next`;
const STEPS = [
  ["tsx", "scripts/build-words.ts"],
  ["react-router", "build"],
  ["tsx", "scripts/build-server.ts"],
  ["tsx", "scripts/build-worker.ts"],
  ["tsx", "scripts/precompress.ts"],
  ["tsx", "scripts/build-office.ts"],
];

const code = await codeInputsHash(root);
await rm(next, { recursive: true, force: true });
for (const [command, ...args] of STEPS) {
  const { status } = spawnSync(path.join(root, "node_modules/.bin", command!), args, { cwd: root, env: { ...process.env, BUILD_DIR: next }, stdio: "inherit" });
  if (status !== 0) {
    await rm(next, { recursive: true, force: true });
    console.error("The site's code was NOT built: the step above says why. The build that was there is untouched.");
    process.exit(status ?? 1);
  }
}
// Its own scripts and styles (hashed names, with their compressed copies): the previous build's own, which a
// site still running the previous code names in its pages, are kept beside them until the next build.
const assetsOf = (build: string) => path.join(build, "client", ASSETS_PATH);
const own = await readdir(assetsOf(next));
writeFileSync(path.join(next, CODE_FILE), `${JSON.stringify({ id: code, assets: own })}\n`);
const previous = await readFile(path.join(codeDir, CODE_FILE), "utf8").then((text) => (JSON.parse(text) as { assets?: string[] }).assets ?? [], () => []);
for (const name of previous) {
  if (!own.includes(name) && existsSync(path.join(assetsOf(codeDir), name))) await copyFile(path.join(assetsOf(codeDir), name), path.join(assetsOf(next), name));
}
const old = `${codeDir}.old`;
await rm(old, { recursive: true, force: true });
if (existsSync(codeDir)) await rename(codeDir, old);
await rename(next, codeDir);
await rm(old, { recursive: true, force: true });
console.log(`The site's code is built in ${path.relative(process.cwd(), codeDir) || "."} (version ${code.slice(0, 12)}).`);
