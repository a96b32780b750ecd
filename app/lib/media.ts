// The photos' responsive copies, made at build time by scripts/build-content.ts (with scripts/media-pipeline.ts).
import manifest from "~/generated/media.json";
import { entryIn, largestVariantUrl, type MediaEntry, type Photo } from "../../lib/site/media-variants";

/** What the build made of a photo that a screen other than the gallery shows (those: ~/lib/gallery-media.server). */
export const mediaEntry = (src: string) => entryIn(manifest as Record<string, MediaEntry>, src);

/** Where "open full size" leads: the largest copy the build made (never the phone's 5 MB original). */
export const fullSizePhotoUrl = ({ src, entry }: Photo) => largestVariantUrl(src, entry, entry.fallback);

/** A video's poster is one file, not a srcset: its largest WebP copy, which every current browser shows. */
export const posterUrl = (src: string) => largestVariantUrl(src, mediaEntry(src), "webp");

/**
 * `sizes` for where app.css shows photos: main is at most 1200 px wide with 1 rem padding each side,
 * the narrow page at most 760 px, and the card grids fit as many 280 px columns as they can, 20 px apart.
 */
export const SIZES = {
  page: "(min-width: 1200px) 1168px, calc(100vw - 32px)",
  narrowPage: "(min-width: 792px) 760px, calc(100vw - 32px)",
  gridColumn: "(min-width: 1200px) 376px, (min-width: 912px) calc(33.4vw - 24px), (min-width: 612px) calc(50vw - 26px), calc(100vw - 32px)",
  /** An album's tiles: two columns on a phone, three from 600 px, four from 900 px, 12 px apart. */
  photoTile: "(min-width: 1200px) 283px, (min-width: 900px) calc(25vw - 17px), (min-width: 600px) calc(33.4vw - 19px), calc(50vw - 22px)",
  portrait: "160px",
  crest: "48px",
} as const;
