import type { Plugin } from "vite";

const STUB = "\0carousel-thumbs-stub";

/**
 * react-responsive-carousel always bundles its thumbnail strip (about 2 kB of gzip), though our slideshow
 * turns it off (showThumbs={false}) and never renders it. In the browser build its module is replaced by an
 * empty component, so every phone that opens /gallery is spared that script.
 */
export function carouselWithoutThumbs(): Plugin {
  return {
    name: "carousel-without-thumbs",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer?.includes("/react-responsive-carousel/") && /(^|\/)Thumbs$/.test(source)) return STUB;
    },
    load(id) {
      if (id === STUB) return "export const __esModule = true;\nexport default function Thumbs() {\n  return null;\n}\n";
    },
  };
}
