// The real steps of a publish (lib/publish/publish.ts): the build as `npm run build:steps`, in a process
// group of its own so that a stop ends all of it; the check of the new site; the running site, waited for.
import { spawn } from "node:child_process";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { dataRoot, root } from "../folders";
import { inputsHash } from "./build-inputs";
import { layoutOf, liveNumber, siteOf } from "./builds";
import { BuildFailed, type Steps } from "./publish";
import { checkBuild, servedPublish, siteTookUp } from "./running-site";
import { Stops } from "./stopping";

// Where a site started by `npm start` says where it is (server.ts).
const STATE_FILE = path.resolve(root, process.env.SITE_STATE_FILE || ".cache/site.json");

/** For `command` (as the clerk typed it); `withServer`: check the new site and have the running server load it. */
export function siteSteps(command: string, withServer: boolean): Steps {
  const layout = layoutOf(dataRoot);
  return {
    layout,
    command,
    stops: new Stops().listen(),
    say: (line) => console.log(line),
    hash: inputsHash,
    build: (siteDir, contentDir, track) =>
      new Promise((resolve, reject) => {
        const child = spawn("npm", ["run", "--silent", "build:steps"], {
          cwd: root,
          env: { ...process.env, BUILD_DIR: siteDir, CONTENT_DIR: contentDir },
          stdio: "inherit",
          detached: true,
        });
        track(child);
        child.once("error", reject);
        child.once("exit", (code) => (code === 0 ? resolve() : reject(new BuildFailed())));
      }),
    ...(withServer && {
      check: (siteDir, track) => checkBuild(siteDir, root, track),
      server: {
        serving: async () => {
          const served = await servedPublish(STATE_FILE);
          return served === null ? null : realpath(siteOf(layout, served)).catch(() => null);
        },
        // Nothing to tell the site: it follows the `build` link by itself.
        reload: async () => siteTookUp(STATE_FILE, Number(await liveNumber(layout))),
      },
    }),
  };
}
