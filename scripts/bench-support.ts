// What the site's benchmarks share: the budgets, the production server in its own process, and the verdict.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { albumHref } from "../app/lib/photos";
import { codeIdOf } from "../lib/code-version";
import { FLAT_MEMORY } from "../lib/http/memory";
import { codeDir, root } from "../lib/folders";
import { pathIn } from "../lib/site/language";
import { noticeHref, PAGES } from "../lib/site/pages";
import { makeSiteData, schoolFileFacts } from "../lib/publish/site-data";
import { problemIn } from "../lib/content/read-yaml";

export { root };

/**
 * The sample content (content/) as data for the code built, made once per process that imports this (a
 * benchmark, or a test file reading its screens), in a folder of that process's own, removed when it ends.
 */
mkdirSync(path.join(root, ".cache/bench-data"), { recursive: true });
const BENCH_DATA_DIR = path.join(mkdtempSync(path.join(root, ".cache/bench-data/run-")), "site");
process.once("exit", () => rmSync(path.dirname(BENCH_DATA_DIR), { recursive: true, force: true }));
const made = await makeSiteData({ contentDir: path.join(root, "content"), outDir: BENCH_DATA_DIR, code: codeIdOf(codeDir) ?? "", facts: schoolFileFacts() });
if ("problems" in made) throw new Error(`The sample content has problems:\n${made.problems.map((problem) => problemIn(problem, "en")).join("\n")}`);
const CONTENT = made.content.site;

export { budgets, verdict } from "./budgets";
export { HEADLESS_CHROMIUM_FLAGS } from "./chromium-flags";

/** Every page of the site, the largest album and the first notice (out whatever the day), at their English addresses. */
export const ENGLISH_SCREENS = [
  ...PAGES.map((page) => page.path),
  albumHref(CONTENT.en.gallery.cards.reduce((largest, card) => (card.count > largest.count ? card : largest))),
  ...CONTENT.en.notices
    .toSorted((a, b) => a.published.localeCompare(b.published))
    .slice(0, 1)
    .map((notice) => noticeHref(notice.slug)),
];

/** The same screens in Hindi. */
export const HINDI_SCREENS = ENGLISH_SCREENS.map((screen) => pathIn("hi", screen));

/** Every screen in both languages: each budget and check holds for all of them. */
export const SCREENS = [...ENGLISH_SCREENS, ...HINDI_SCREENS];

/** A port nothing listens on, found by letting the system pick one. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

export type ProductionServer = { origin: string; process: ChildProcess; rssMB: () => number; stop: () => Promise<void> };

/** `node build/server.js` (what `npm run serve` runs) on a free loopback port, in a process of its own. */
export async function startProductionServer(): Promise<ProductionServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_DATA: BENCH_DATA_DIR, ...FLAT_MEMORY },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`build/server.js exited with ${child.exitCode}: run npm run build first`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error(`build/server.js did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    process: child,
    // Resident memory as Linux counts it (the container's platform too).
    rssMB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
