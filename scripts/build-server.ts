// Compiles the launcher (server.ts and the parts of server/ it imports) into build/server.js, so production
// runs plain `node build/server.js`; the app itself is in React Router's build/server/index.js.
// Runs after `react-router build`, which empties the build folder.
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { buildTarget, root } from "../lib/folders";

// Vite's build manifest is for the server, not for visitors.
rmSync(path.join(buildTarget, "client/.vite"), { recursive: true, force: true });

const outfile = path.join(buildTarget, "server.js");
await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});
console.log(`Server compiled to ${path.relative(process.cwd(), outfile)}`);
