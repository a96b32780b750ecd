// How a photo's responsive copies are named. Shared by the publish (lib/publish/media.ts), which writes
// them, and the pages, which point at them; so it imports nothing but the public paths.
import { MEDIA_PATH, PHOTOS_PATH, VIDEO_PATH } from "./public-paths";

/** One photo as the build made it: its size (capped), a hash of its content, and the widths it exists in. */
export type MediaEntry = {
  width: number;
  height: number;
  hash: string;
  widths: number[];
  /** For browsers without AVIF or WebP: JPEG, or PNG for a source that has transparency. */
  fallback: "jpeg" | "png";
};

/** A photo the content names, with what the build made of it. */
export type Photo = { src: string; entry: MediaEntry };

/** A photo's entry in one of the build's manifests. */
export function entryIn(manifest: Record<string, MediaEntry>, src: string): MediaEntry {
  const entry = manifest[src];
  // The build makes every photo the content names, so this is a photo named outside content/.
  if (!entry) throw new Error(`${src} is not in the media manifest: name photos in content/`);
  return entry;
}

export type VariantFormat = "avif" | "webp" | MediaEntry["fallback"];

const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };


/** "/images/schoolClubImages/3.jpg" → "schoolClubImages-3": a readable start for each file name. */
const slug = (src: string) =>
  src
    .replace(new RegExp(`^(?:${PHOTOS_PATH}|${VIDEO_PATH})/`), "")
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[^a-z0-9]+/gi, "-");

export const variantFileName = (src: string, entry: MediaEntry, width: number, format: VariantFormat) =>
  `${slug(src)}-${entry.hash}-${width}.${EXTENSIONS[format]}`;

export const variantUrl = (src: string, entry: MediaEntry, width: number, format: VariantFormat) =>
  `${MEDIA_PATH}/${variantFileName(src, entry, width, format)}`;

export const srcSet = (src: string, entry: MediaEntry, format: VariantFormat) =>
  entry.widths.map((width) => `${variantUrl(src, entry, width, format)} ${width}w`).join(", ");

export const largestVariantUrl = (src: string, entry: MediaEntry, format: VariantFormat) =>
  variantUrl(src, entry, Math.max(...entry.widths), format);
