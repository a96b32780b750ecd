import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run inside the tests.
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// Node picks the ES module build of the Express adapter ("module-sync"); Vite's resolver would pick
// its CommonJS build, which brings a second react-router whose RouterContextProvider is not the one
// the app creates. Transforming the adapter with that condition keeps a single react-router.
const deps = { inline: ["@react-router/express"] };
const ssr = { resolve: { conditions: ["module-sync", "module", "node", "development|production"] } };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { resolve: { alias }, ssr, test: { name: "server", server: { deps }, include: ["tests/server/**/*.test.ts"], testTimeout: 20_000 } },
      {
        resolve: { alias },
        ssr,
        test: {
          name: "browser",
          server: { deps },
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
      // Installs the runtime packages from the registry into a temporary folder: slow, so on its own.
      { resolve: { alias }, test: { name: "production", include: ["tests/production/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 300_000 } },
    ],
  },
});
