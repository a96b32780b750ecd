// The real steps of a publish (scripts/publish/publish.ts): the build as `npm run build:steps`, in a process
// group of its own so that a stop ends all of it; the check of the new site; the server started with `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "../build-dir";
import { inputsHash } from "../build-inputs";
import { layoutOf } from "./builds";
import { BuildFailed, type Steps } from "./publish";
import { checkBuild, reloadRunningSite, runningSite } from "./running-site";
import { Stops } from "./stopping";

// Where a server started by `npm start` says where it is (server.ts).
const STATE_FILE = path.resolve(root, process.env.SITE_STATE_FILE || ".cache/site.json");

/** For `command` (as the clerk typed it); `withServer`: check the new site and have the running server load it. */
export function siteSteps(command: string, withServer: boolean): Steps {
  return {
    layout: layoutOf(root),
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
        serving: async () => (await runningSite(STATE_FILE))?.build ?? null,
        reload: () => reloadRunningSite(STATE_FILE),
      },
    }),
  };
}
