import type { Plugin } from "vite";

/** V8's explicit compile hint (Chromium 136+): compile every function of the file as it downloads. */
export const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad\n";

/** Over this size: React and the router, which every page hydrates with, the gallery's slideshow and the album's
 * photo viewer. The smaller files (a page's own module, shared helpers) compile in moments, and the hint's bytes
 * count against each screen's script budget. */
export const HINTED_FROM_BYTES = 20_000;

/**
 * Hydration runs nearly every function of React and the router once, each compiled by V8 on the main thread at
 * its first call: on a slow phone those compilations stretch React's work slices past 50 ms, the long tasks that
 * make up Total Blocking Time. This magic comment, first in a file, has Chromium compile the whole file on a
 * background thread while it streams in instead (https://v8.dev/blog/explicit-compile-hints); other browsers read
 * a comment. The script is asked for only once the page is painted
 * (app/lib/scripts-after-load.server.ts), so that work never competes with the first paint. Added last, once
 * minification (which would drop it) and Vite's own first lines are done; the files keep the names made from
 * their code before: the comment changes no code.
 */
export function compiledWhileDownloading(): Plugin {
  return {
    name: "compiled-while-downloading",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === "chunk" && file.code.length >= HINTED_FROM_BYTES) file.code = COMPILE_ALL_ON_LOAD + file.code;
      },
    },
  };
}
