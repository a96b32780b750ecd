// Sizes of the photos the content names, measured at build time by scripts/check-content.ts.
import manifest from "~/generated/media.json";

type MediaEntry = { width: number; height: number };
const entries: Record<string, MediaEntry | undefined> = manifest;

/** The intrinsic size of a photo, so the browser reserves its space before it arrives. */
export function mediaSize(src: string): MediaEntry {
  return entries[src] ?? { width: 4, height: 3 };
}
