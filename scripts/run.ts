// The commands of the office and of publishing (`npm run office`, `go-live`, `first-start`, `office:account`…)
// and the site (`run.ts site`, for a server's service), as the code build compiled them (build/office/<command>.js,
// build/server.js), on plain Node. Where the code's sources are (a clone: a developer's computer, a server
// without Docker) and they changed since the last build, the code is built first, once, saying so: after an
// upgrade, the first command builds it. In the office's container there are no sources, only the build. Then
// this process becomes the command (process.execve): nothing in between, its signals and exit code its own.
// Plain Node runs this file as it is (only node: imports and files with none).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { codeIdOf, codeInputsHash, hasSources } from "../lib/code-version.ts";
import { FLAT_MEMORY } from "../lib/http/memory.ts";

const root = path.resolve(import.meta.dirname, "..");
const codeDir = path.join(root, "build");
const COMMANDS = ["office", "job", "preview-data", "first-start", "go-live", "check-content", "account", "backup"];

const [command = "", ...args] = process.argv.slice(2);
if (command !== "site" && !COMMANDS.includes(command)) {
  console.error(`run.ts runs the site or one of ${COMMANDS.join(", ")}, not "${command}".`);
  process.exit(2);
}
if (hasSources(root)) {
  const built = codeIdOf(codeDir);
  if (built !== (await codeInputsHash(root))) {
    console.log(built ? "The site's code changed since its last build: building it first (a few minutes, once per version of the code)…" : "Building the site's code first (a few minutes, once)…");
    const { status } = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/build.ts"], { cwd: root, stdio: "inherit" });
    if (status !== 0) process.exit(status ?? 1);
  }
}
const entry = command === "site" ? path.join(codeDir, "server.js") : path.join(codeDir, "office", `${command === "office" ? "server" : command}.js`);
process.execve!(process.execPath, [process.execPath, entry, ...args], { ...process.env, ...(command === "site" ? { NODE_ENV: "production" } : {}), ...FLAT_MEMORY });
