// `npm run edit`: installs the editor's packages on first use, then opens the editor (server.ts).
import { installEditorPackages } from "./packages";

if (!(await installEditorPackages())) {
  console.error("The editor's packages could not be installed: is this computer online? Try `npm run edit` again.");
  process.exit(1);
}
await import("./server");
