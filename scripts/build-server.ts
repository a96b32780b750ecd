// Compiles the launcher (server.ts and the parts of server/ it imports) into build/server.js, so production
// runs plain `node build/server.js`; the app itself is in React Router's build/server/index.js.
// Runs after `react-router build`, which empties build/.
import { rmSync } from "node:fs";
import { build } from "esbuild";

// Vite's build manifest is for the server, not for visitors.
rmSync("build/client/.vite", { recursive: true, force: true });

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
console.log("Server compiled to build/server.js");
