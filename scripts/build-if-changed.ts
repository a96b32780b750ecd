// `npm start`'s first step: builds the site only when something it is made from changed since the last
// successful build, and says which it did. First, whether the site's port is free: a taken port is told
// at once, not after a build of minutes.
// The settings first (the environment, then .env): lib/settings.ts.
import { missingContent, refuse } from "../lib/settings";
import { spawnSync } from "node:child_process";
import { lstat, rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { loadConfig, portInUse } from "../server/config";
import { buildDir, contentDir } from "../lib/folders";
import { inputsHash, readStamp, STAMP, writeStamp } from "../lib/publish/build-inputs";

/** Listens on the site's port a moment, as the server will: false when another program has it. */
const portIsFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    // Any other refusal (a port it may not use) is the server's to report.
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code !== "EADDRINUSE"));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

// Settings the server refuses are its to report, in its own words.
const config = (() => {
  try {
    return loadConfig(process.env);
  } catch {
    return undefined;
  }
})();
if (config && config.port !== 0 && !(await portIsFree(config.port, config.host))) {
  console.error(portInUse(config.port));
  process.exit(1);
}

// An empty school's folder gets one line, not a build that names each file it lacks.
const noContent = missingContent(contentDir);
if (noContent) refuse(noContent);

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
