// `npm start`'s first step: builds the site's code only when it changed since its last build, and publishes the
// content only when nothing is published yet or it was published for other code; says which it did. First,
// whether the site's port is free: a taken port is told at once, not after a build of minutes. The content's
// changes are published with `npm run go-live` (or the office's Publish), not by a start.
// The settings first (the environment, then .env): lib/settings.ts.
import { missingContent, refuse } from "../lib/settings";
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { codeIdOf } from "../lib/code-version";
import { codeDir, dataRoot, root } from "../lib/folders";
import { layoutOf, liveNumber, readPublishes } from "../lib/publish/builds";
import { publish } from "../lib/publish/publish";
import { siteSteps } from "../lib/publish/steps";
import { loadConfig, portInUse } from "../server/config";
import { codeInputsHash } from "../lib/code-version";

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

// A school's folder with no content is most likely the wrong folder: said before anything is built.
const layout = layoutOf(dataRoot);
const noContent = missingContent(layout.content);
if (noContent) refuse(noContent);

// The code, built once per version of it.
if (codeIdOf(codeDir) === (await codeInputsHash(root))) {
  console.log("Nothing changed in the site's code since its last build: starting it as it was built.");
} else {
  console.log("Building the site's code (once per version of the code: a few minutes)…");
  const { status } = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/build.ts"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

// The content as data, for this code: made when nothing is published yet, or it was made for other code.
const live = await liveNumber(layout);
const liveRecord = (await readPublishes(layout)).find((record) => record.number === live);
if (liveRecord?.code !== codeIdOf(codeDir)) {
  console.log(live === null ? "Publishing the content once, so the site has something to serve." : "The site's code is new: making the published content for it.");
  const code = await publish(siteSteps("npm start", false), "build");
  if (code !== 0) process.exit(code);
}
