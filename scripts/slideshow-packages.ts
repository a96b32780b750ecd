import type { Plugin } from "vite";

const THUMBS_STUB = "\0carousel-thumbs-stub";
const PROP_TYPES_STUB = "\0swipe-prop-types-stub";
const SWIPE_MODULE = "/react-easy-swipe/lib/react-swipe.js";
const SWIPE_PROP_TYPES = /\n {2}ReactSwipe\.propTypes = \{[^}]*\};/;
const ANIMATIONS_MODULE = "/react-responsive-carousel/lib/js/components/Carousel/animations.js";
const FADE_HANDLER = /\nvar fadeAnimationHandler = function fadeAnimationHandler\(props, state\) \{\n[\s\S]*?\n\};\n/;

/**
 * The slideshow's packages ship code our pages never run; in the browser build it is left out, so every phone
 * that opens /gallery is spared that script:
 * - react-responsive-carousel always bundles its thumbnail strip (about 2 kB of gzip), though our slideshow
 *   turns it off (showThumbs={false}) and never renders it: its module becomes an empty component;
 * - react-easy-swipe, the carousel's touch handling, declares its props' types with prop-types, which React 19
 *   no longer reads: the declaration is dropped and the package never loaded (about 0.3 kB of gzip);
 * - the carousel's fade animation (animationHandler="fade"), which our slideshow does not ask for: the
 *   carousel then uses its slide animation, as it does for us already (about 0.2 kB of gzip).
 */
export function slideshowPackagesTrimmed(): Plugin {
  return {
    name: "slideshow-packages-trimmed",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer?.includes("/react-responsive-carousel/") && /(^|\/)Thumbs$/.test(source)) return THUMBS_STUB;
      if (importer?.endsWith(SWIPE_MODULE) && source === "prop-types") return PROP_TYPES_STUB;
    },
    load(id) {
      if (id === THUMBS_STUB) return "export const __esModule = true;\nexport default function Thumbs() {\n  return null;\n}\n";
      if (id === PROP_TYPES_STUB) return "export default {};\n";
    },
    transform(code, id) {
      // A new version written differently would otherwise fail only in the browser, on `undefined.string`.
      const cut = (pattern: RegExp, what: string, replacement: string) => {
        if (!pattern.test(code)) this.error(`${id}: ${what} was not found; update scripts/slideshow-packages.ts`);
        return code.replace(pattern, replacement);
      };
      if (id.endsWith(SWIPE_MODULE)) return cut(SWIPE_PROP_TYPES, "its propTypes declaration", "");
      if (id.endsWith(ANIMATIONS_MODULE)) return cut(FADE_HANDLER, "fadeAnimationHandler", "\nvar fadeAnimationHandler = undefined;\n");
    },
  };
}
