// Build step, after the client build: compiles the service worker (worker/sw.ts) into <build>/client/sw.js,
// served at the site's root so it may answer for every page. It bakes in the build's asset list, which the
// worker keeps at install, and a hash of it as the caches' version: any change to the site's script or
// styles names new assets, so a new worker with new caches, and the old caches are deleted.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { buildTarget, root } from "../lib/folders";
import { assetList, workerVersion } from "./worker-version";

const clientDir = path.join(buildTarget, "client");

const outfile = path.join(clientDir, "sw.js");
const assets = assetList(clientDir);
const version = workerVersion(assets);

await build({
  entryPoints: [path.join(root, "worker/sw.ts")],
  outfile,
  bundle: true,
  // A classic script: every browser with service workers runs it, module workers are newer.
  format: "iife",
  target: "es2020",
  minify: true,
  define: { BUILD_VERSION: JSON.stringify(version), BUILD_ASSETS: JSON.stringify(assets) },
  logLevel: "warning",
});
const code = readFileSync(outfile);
console.log(`Service worker ${version}: ${code.length} bytes, ${gzipSync(code).length} gzip; keeps ${assets.length} assets at install`);
