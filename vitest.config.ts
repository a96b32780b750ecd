import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Kept apart from vite.config.ts: the React Router plugin must not run inside the tests.
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// The build is loaded by Node itself, as in production, not transformed again by Vite.
const server = { deps: { external: [/\/build\//] } };

/**
 * Vitest's order (the projects by name, then the largest or slowest file first), with the production
 * project's files first: the publishing test builds the site several times over, the longest file of all, and
 * started last it ran on alone at the end; first, it runs beside the browser files.
 */
class PublishingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.project.name === "production";
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at once, of any project, on the two-core machine the suite is kept under 12 minutes on (Vitest's
    // default, one fewer than the cores, ran every file one after another there). A browser file leaves much of
    // two cores idle (the page's server and Chromium mostly take turns, and it waits for the network to fall
    // quiet), so a second file, in Chromium too or building a copy of the site, runs beside it: six browser files
    // took 276 s instead of 427 s for the same processor time, none failing.
    maxWorkers: 2,
    globalSetup: ["tests/support/site-data.ts"],
    sequence: { sequencer: PublishingFirst },
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { resolve: { alias }, test: { name: "server", server, include: ["tests/server/**/*.test.ts"], testTimeout: 20_000 } },
      {
        resolve: { alias },
        test: {
          name: "browser",
          server,
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // The office on its own: its app on a loopback port with a clock the tests move, its process, and Chromium.
      { resolve: { alias }, test: { name: "office", include: ["tests/office/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 60_000 } },
      // Installs the runtime packages from the registry into a temporary folder: slow, so on its own.
      { resolve: { alias }, test: { name: "production", include: ["tests/production/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 300_000 } },
    ],
  },
});
