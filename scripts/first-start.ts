// `npm run first-start`: the sample content into an empty content folder, and a first publish when there is
// none (lib/publish/first-start.ts). In containers, SCHOOL_DATA_DIR names the volume.
// The settings first (the environment, then .env): lib/settings.ts.
import "../lib/settings";
import path from "node:path";
import { dataRoot, root } from "../lib/folders";
import { layoutOf } from "../lib/publish/builds";
import { firstStart } from "../lib/publish/first-start";
import { publish } from "../lib/publish/publish";
import { siteSteps } from "../lib/publish/steps";

process.exitCode = await firstStart(layoutOf(dataRoot), path.join(root, "content"), () => publish(siteSteps("npm run first-start", true), "go-live"), (line) =>
  console.log(line),
);
