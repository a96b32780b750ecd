import { langOf, plain } from "../../lib/site/language";
import { useMatches } from "react-router";
import { mediaEntryIn } from "~/lib/media";
import { type MediaEntry, srcSet, variantUrl } from "../../lib/site/media-variants";

type PictureProps = {
  /** The photo as the content names it, e.g. /images/banner.jpg. */
  src: string;
  /** Its copies: given with the photo by the gallery's, the albums' and the notices' loaders, found in the page's loader data otherwise. */
  entry?: MediaEntry;
  /** Words for who cannot see it; on a Hindi page, an English one not translated yet is marked so. */
  alt: string;
  /** How wide the photo is shown, as a `sizes` attribute, so the browser picks the smallest copy that fills it. */
  sizes: string;
  /** "high" for the largest image above the fold: fetched first, never lazy. "low" for one the page paints
   * without (the crest, photos behind the first): it waits while the largest one and the words come. */
  priority?: "high" | "low";
  /** False for images that are visible without scrolling. */
  lazy?: boolean;
  className?: string;
};

/**
 * A photo in AVIF or WebP where the browser takes them (JPEG or PNG otherwise), at the width it is shown,
 * with its intrinsic size so the page does not jump while it loads.
 */
export function Picture({ src, entry: given, alt, sizes, priority, lazy = priority !== "high", className }: PictureProps) {
  const matches = useMatches();
  const entry = given ?? mediaEntryIn(matches, src);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, entry, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, entry, "webp")} sizes={sizes} />
      <img
        src={variantUrl(src, entry, entry.widths[0]!, entry.fallback)}
        srcSet={srcSet(src, entry, entry.fallback)}
        sizes={sizes}
        alt={plain(alt)}
        {...langOf(alt)}
        width={entry.width}
        height={entry.height}
        className={className}
        loading={lazy ? "lazy" : undefined}
        fetchPriority={priority}
        decoding="async"
      />
    </picture>
  );
}
