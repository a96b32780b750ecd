// The service worker's cache version, shared by its build step (scripts/build-worker.ts) and its tests.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

/** The client build's scripts and styles (`names`: those of its folder), as the site serves them (the compressed copies aside). */
export const assetList = (clientDir: string, names = readdirSync(path.join(clientDir, "assets"))) =>
  names
    .filter((name) => !/\.(?:br|gz)$/.test(name))
    .sort()
    .map((name) => `/assets/${name}`);

/** A hash of the asset names, which carry a hash of their content: it changes whenever any asset does. */
export const workerVersion = (assets: string[]) => createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);
