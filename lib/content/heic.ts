// An iPhone's photos are HEIC (HEVC inside a HEIF file), which browsers and sharp cannot read: decoded with
// libheif (heic-decode) into a JPEG, once per photo, kept in the school's .cache/heic/ between publishes.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { cacheDir } from "../folders";

export const HEIC_EXTENSIONS = [".heic", ".heif"];
const heicCache = path.join(cacheDir, "heic");

export const isHeic = (file: string) => HEIC_EXTENSIONS.includes(path.extname(file).toLowerCase());

/** The photo as a JPEG, upright (libheif applies the phone's rotation); throws when it is not a HEIC photo. */
export async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  // Loaded at the first HEIC photo: libheif takes some 25 MB, which a publish without one does not need.
  const { default: decode } = await import("heic-decode");
  const { width, height, data } = await decode({ buffer: bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A photo's bytes as sharp can read them: a HEIC photo's JPEG, any other photo as it is. */
export async function readPhoto(file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  if (!isHeic(file)) return bytes;
  const cached = path.join(heicCache, `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.jpg`);
  if (existsSync(cached)) return readFile(cached);
  const jpeg = await heicToJpeg(bytes);
  await mkdir(heicCache, { recursive: true });
  // Under a name of this process first: a build and the editor's preview may convert the same photo at once.
  await writeFile(`${cached}.${process.pid}`, jpeg);
  await rename(`${cached}.${process.pid}`, cached);
  return jpeg;
}
