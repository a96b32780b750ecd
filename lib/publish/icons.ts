// The icons a phone shows for the site on its home screen and a browser in its tab, made from the school's
// logo (content/school.yaml) at build time: replace the logo, and they follow.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { iconUrl } from "../site/public-paths";

/** A warm off-white behind the crest, so it stands out on any home-screen wallpaper. */
const ICON_BACKGROUND = "#f6f1e3";

/** The logo, centred on a square of `size` px, taking `scale` of its width, on `background` (or transparent). */
async function square(logoFile: string, size: number, scale: number, background?: string) {
  const inner = Math.round(size * scale);
  const logo = await sharp(logoFile).resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: logo, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** One PNG inside an ICO container: what browsers and Windows expect at /favicon.ico. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no colour palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image data size
  header.writeUInt32LE(header.length, 18); // image data offset
  return Buffer.concat([header, png]);
}

/** Writes icons/icon-192.png, icons/icon-512.png, icons/apple-touch-icon.png and favicon.ico under `outDir`. */
export async function makeIcons(logoFile: string, outDir: string) {
  const icon = (name: string) => path.join(outDir, iconUrl(name));
  mkdirSync(path.dirname(icon("any")), { recursive: true });
  // Maskable icons may be cropped to a circle of 80% diameter: keep the crest well inside it.
  for (const size of [192, 512]) writeFileSync(icon(`icon-${size}.png`), await square(logoFile, size, 0.62, ICON_BACKGROUND));
  // iOS rounds the corners only, so its icon can hold a bigger crest (and must be opaque).
  writeFileSync(icon("apple-touch-icon.png"), await square(logoFile, 180, 0.8, ICON_BACKGROUND));
  writeFileSync(path.join(outDir, "favicon.ico"), pngToIco(await square(logoFile, 32, 1), 32));
}
