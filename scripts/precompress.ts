// Build step, last: Brotli and gzip copies of the client build's text files (scripts, styles, SVG, JSON,
// manifests), made once at the highest levels so the server never compresses them per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildTarget } from "../lib/folders";

const clientDir = path.join(buildTarget, "client");

const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// file.br and file.gz beside each text file, wherever they make it smaller.
let count = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const copies = [
    [".br", await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
    [".gz", await gz(content, { level: constants.Z_BEST_COMPRESSION })],
  ] as const;
  for (const [extension, compressed] of copies) {
    if (compressed.length < content.length) await writeFile(file + extension, compressed);
  }
  count++;
}
console.log(`Precompressed ${count} text files in ${path.relative(process.cwd(), clientDir)}`);
