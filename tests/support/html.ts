import { entryIn, srcSet } from "../../lib/site/media-variants";
import { SITE_DATA } from "./content";

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
export const avifSrcSet = (src: string) => srcSet(src, entryIn(SITE_DATA.media, src), "avif");

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/**
 * The document without its parts marked as English (`lang="en"`, and everything inside them): on a Hindi
 * page, what is left must be Hindi. Script and style elements go too.
 */
export function withoutEnglish(html: string) {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
  let out = "";
  let skipping: { name: string; depth: number } | null = null;
  let last = 0;
  for (const tag of withoutCode.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const [whole, closing, rawName] = tag;
    const name = rawName!.toLowerCase();
    const index = tag.index!;
    if (!skipping) {
      out += withoutCode.slice(last, index);
      last = index + whole.length;
      // The <html> element itself says lang="hi"; any other element marked English is left out.
      if (!closing && name !== "html" && /\slang="en"/.test(whole)) {
        if (!VOID.has(name)) skipping = { name, depth: 1 };
        continue;
      }
      out += whole;
      continue;
    }
    last = index + whole.length;
    if (name !== skipping.name || VOID.has(name)) continue;
    skipping.depth += closing ? -1 : 1;
    if (skipping.depth === 0) skipping = null;
  }
  return out + withoutCode.slice(last);
}

/** What a screen reader reads beside the text: the alt, aria-label and title attributes. */
export const labelsOf = (html: string) => [...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]!);
