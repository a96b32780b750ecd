// `npm run first-start`: the sample content into an empty content folder, and a publish when nothing is
// published for this version of the code (lib/publish/first-start.ts). In containers, SCHOOL_DATA_DIR names the volume.
// The settings first (the environment, then .env): lib/settings.ts.
import "../lib/settings";
import path from "node:path";
import { dataRoot, root } from "../lib/folders";
import { layoutOf } from "../lib/publish/builds";
import { firstStart } from "../lib/publish/first-start";
import { publish } from "../lib/publish/publish";
import { builtCode, siteSteps } from "../lib/publish/steps";

process.exitCode = await firstStart(layoutOf(dataRoot), path.join(root, "content"), builtCode(), () => publish(siteSteps("npm run first-start", true), "build"), (line) => console.log(line));
