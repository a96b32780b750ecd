import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { compiledWhileDownloading } from "./scripts/compile-hints";
import { siteChunk } from "./scripts/shared-chunk";
import { slideshowPackagesTrimmed } from "./scripts/slideshow-packages";

export default defineConfig({
  plugins: [
    reactRouter(),
    slideshowPackagesTrimmed(),
    compiledWhileDownloading(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Found only once a page renders, so a fresh dev server (the editor's preview) would answer its first
  // visitor "Outdated Optimize Dep" and leave the page without its script; optimized from the start instead.
  optimizeDeps: { include: ["react-responsive-carousel", "photoswipe"] },
  build: {
    // Terser's second pass makes the script every phone downloads about 4% smaller than esbuild's
    // minifier does (measured: 125.3 → 120.7 kB gzip for /gallery's three largest chunks). Tests that build
    // a copy of the site to check publishing, not what a phone downloads, ask for esbuild's (BUILD_MINIFIER):
    // the same modules and files, built in 7 s instead of 18 on the two-core machine.
    minify: process.env.BUILD_MINIFIER === "esbuild" ? "esbuild" : "terser",
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true, toplevel: true },
  },
  environments: {
    // The site's shared code in one file rather than Rollup's handful of small ones (scripts/shared-chunk.ts).
    client: { build: { rollupOptions: { output: { manualChunks: siteChunk } } } },
    ssr: {
      build: {
        // The server's bundle stays readable, so a logged stack trace names real functions.
        minify: false,
        // The Express app and the pages in one bundle (build/server/index.js), so each module, and each
        // request context the server sets and the pages read, exists once.
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
});
