// Build step, after `react-router build` (which empties build/): copies the photos' responsive copies
// from the cache into build/client/media, where the server gives them a year of caching.
import { readFileSync } from "node:fs";
import path from "node:path";
import { clientDir } from "./build-dir";
import { copyMedia, galleryManifestFile, type MediaManifest, manifestFile, mediaCacheDir } from "./media-pipeline";
import { MEDIA_PATH } from "../app/lib/media-variants";

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as MediaManifest;
const manifest = { ...read(manifestFile), ...read(galleryManifestFile) };
const clientMediaDir = path.join(clientDir, `.${MEDIA_PATH}`);
const count = await copyMedia(manifest, mediaCacheDir, clientMediaDir);
console.log(`Media: ${count} files copied to ${path.relative(process.cwd(), clientMediaDir)}`);
