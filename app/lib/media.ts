// The photos' responsive copies, made when the content is published (lib/publish/media.ts). They reach a page as
// its loaders' data (each loader's `media`, from mediaOf in content.server.ts), never as script: a publish
// changes no script a phone has kept.
import { useMatches } from "react-router";
import { largestVariantUrl, type MediaEntry, type Photo } from "../../lib/site/media-variants";

type WithMedia = { loaderData?: unknown } | undefined;

/** The copies of photo `src` among the loader data of the routes rendered (their `media`). */
export function mediaEntryIn(matches: readonly WithMedia[], src: string): MediaEntry {
  for (const match of matches) {
    const entry = (match?.loaderData as { media?: Record<string, MediaEntry> } | undefined)?.media?.[src];
    if (entry) return entry;
  }
  // Every loader names the photos its page shows, so this is a photo named outside the content.
  throw new Error(`${src} is not among the photos this page's loaders gave: name it in their media`);
}

/** The copies of photo `src`, as this page's loaders gave them. */
export const useMediaEntry = (src: string) => mediaEntryIn(useMatches(), src);

/** Where "open full size" leads: the largest copy the publish made (never the phone's 5 MB original). */
export const fullSizePhotoUrl = ({ src, entry }: Photo) => largestVariantUrl(src, entry, entry.fallback);

/** A video's poster is one file, not a srcset: its largest WebP copy, which every current browser shows. */
export const posterUrl = ({ src, entry }: Photo) => largestVariantUrl(src, entry, "webp");

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
