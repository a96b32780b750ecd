import galleryManifest from "~/generated/gallery-media.json";
import { mediaEntry } from "~/lib/media";
import { type MediaEntry, srcSet } from "~/lib/media-variants";

/** The visible text of an HTML document, tags removed and the common entities decoded, spaces folded. */
export function textOf(html: string) {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The AVIF srcset the build made for a photo the content names: proof the page shows that photo. */
export const avifSrcSet = (src: string) => srcSet(src, (galleryManifest as Record<string, MediaEntry>)[src] ?? mediaEntry(src), "avif");
