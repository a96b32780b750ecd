// Build step, after `react-router build` (which empties build/): copies the photos' responsive copies from
// the cache into build/client/media, where the server gives them a year of caching, and the files published
// at fixed addresses (albums' photos, documents, the video; made by scripts/build-content.ts) beside them.
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { clientDir } from "../lib/folders";
import { copyMedia, galleryManifestFile, type MediaManifest, manifestFile, mediaCacheDir, publicFilesDir } from "./media-pipeline";
import { MEDIA_PATH } from "../lib/site/public-paths";

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as MediaManifest;
const manifest = { ...read(manifestFile), ...read(galleryManifestFile) };
const count = await copyMedia(manifest, mediaCacheDir, path.join(clientDir, `.${MEDIA_PATH}`));
cpSync(publicFilesDir, clientDir, { recursive: true });
console.log(`Media: ${count} photo copies, and the published files, copied to ${path.relative(process.cwd(), clientDir)}`);
