// npm run bench:pages: Lighthouse 12 (mobile and desktop presets) on every screen of the production
// build, with Debian's Chromium. Prints a table and exits non-zero when a budget of budgets.json breaks.
// Each screen is measured BENCH_RUNS times (5, as Lighthouse's variability guide advises) and each figure
// is the median of its runs, as Lighthouse CI's "median" assertions take it: on a shared two-core machine
// one run in a few sees its total blocking time doubled by a neighbour, and one run must not decide.
// The runs go round by round over the screens. The TBT column also shows the spread of the runs, and the
// host index column Lighthouse's benchmarkIndex at each run's start. BENCH_LANGUAGE=en or hi measures one
// language's screens only, BENCH_PRESET=mobile or desktop one preset, BENCH_SCREENS=/gallery,/hi/gallery those
// screens. First it prints the size of each language's dictionary (one file that the pages of the language
// share: app/i18n/words.ts).
//
// Lighthouse's simulated timings follow the host's speed: its default 4x CPU slowdown turns a high-end desktop
// (benchmarkIndex about 1800) into a mid-range phone, and the same slowdown on a weaker or busier host makes a
// slower phone than that. So the mobile runs scale the slowdown to the host's benchmarkIndex, as Lighthouse's
// throttling guide advises (docs/throttling.md, "Calibrating the CPU slowdown"), and print both.
// BENCH_CPU_SLOWDOWN=4 measures with Lighthouse's fixed default instead.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { dictionaries } from "../lib/site/i18n/dictionaries";
import { languageOf } from "../lib/site/language";
import { budgets, HEADLESS_CHROMIUM_FLAGS, SCREENS, startProductionServer, verdict } from "./bench-support";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse's default slowdown, and the benchmarkIndex of the high-end desktop it is meant for. */
const DEFAULT_SLOWDOWN = 4;
const DESKTOP_BENCHMARK_INDEX = 1800;

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
// Lighthouse's default configuration is the mobile preset (a mid-range phone, simulated slow 4G).
const PRESETS: [string, Config | undefined][] = [
  ["mobile", undefined],
  ["desktop", desktopConfig],
];

console.table(
  Object.entries(dictionaries).map(([language, words]) => {
    const json = Buffer.from(JSON.stringify(words));
    return { dictionary: language, "bytes": json.length, "gzip": gzipSync(json, { level: 9 }).length, "brotli": brotliCompressSync(json).length };
  }),
);
const only = process.env.BENCH_SCREENS?.split(",");
const screens = SCREENS.filter(
  (screen) => (!process.env.BENCH_LANGUAGE || languageOf(new URL(screen, "http://x").pathname) === process.env.BENCH_LANGUAGE) && (!only || only.includes(screen)),
);

/** Chromiums already running (an orphan of a crashed run, a test's browser): a page left open there, a slideshow
 * turning, takes the CPU that these timings measure. Linux only; elsewhere nothing is found. */
function browsersRunning() {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return pids.filter((pid) => {
    try {
      const [program = "", ...args] = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return /(^|\/)(chromium|chrome)$/.test(program) && !args.some((arg) => arg.startsWith("--type="));
    } catch {
      return false;
    }
  });
}
const running = browsersRunning();
if (running.length > 0) {
  console.warn(`Warning: ${running.length} Chromium already running (process ${running.join(", ")}): its work skews these timings; stop it for figures worth comparing.`);
}

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: HEADLESS_CHROMIUM_FLAGS });
const rows: Record<string, string | number>[] = [];
const broken: string[] = [];
try {
  // The host's speed, as Lighthouse measures it at the start of a run: the median of three.
  const benchmarks: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${server.origin}/`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    benchmarks.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  const benchmarkIndex = Math.round(median(benchmarks));
  const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? Math.min(DEFAULT_SLOWDOWN, Math.max(1, (DEFAULT_SLOWDOWN * benchmarkIndex) / DESKTOP_BENCHMARK_INDEX)).toFixed(1));
  console.log(`Host: Lighthouse benchmarkIndex ${benchmarkIndex} (runs: ${benchmarks.map(Math.round).join(", ")}); mobile CPU slowdown ${slowdown}x (Lighthouse's default: ${DEFAULT_SLOWDOWN}x for an index of about ${DESKTOP_BENCHMARK_INDEX}).`);
  for (const [preset, config] of PRESETS.filter(([name]) => !process.env.BENCH_PRESET || name === process.env.BENCH_PRESET)) {
    const throttling = preset === "mobile" ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {};
    // Round by round, every screen once per round, rather than one screen's runs back to back: a neighbour's
    // burst of work on the host (a minute or two) then touches one run of many screens, not every run of one.
    const runsOf = new Map<string, Result[]>(screens.map((screen) => [screen, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const screen of screens) {
        for (let attempt = 0; ; attempt++) {
          const result = await lighthouse(`${server.origin}${screen}`, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES, ...throttling }, config);
          const error = result ? result.lhr.runtimeError : { message: "no result" };
          if (!error && result) {
            runsOf.get(screen)!.push(result.lhr);
            break;
          }
          // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try that run again.
          if (attempt >= 2) throw new Error(`Lighthouse failed on ${screen}: ${error?.message}`);
        }
      }
      console.log(`${preset}: round ${round} of ${RUNS} done (${screens.length} screens).`);
    }
    // The slowdown was set from the host's speed before the runs; the host may have been faster or slower during them.
    const during = [...runsOf.values()].flat().map((run) => run.environment.benchmarkIndex);
    console.log(`${preset}: host's benchmarkIndex during the runs: median ${Math.round(median(during))} (${Math.round(Math.min(...during))}–${Math.round(Math.max(...during))}).`);
    for (const [screen, runs] of runsOf) {
      const score = (id: string) => median(runs.map((run) => run.categories[id]?.score ?? Number.NaN));
      const values = (id: string) => runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN);
      const metric = (id: string) => median(values(id));
      const tbts = values("total-blocking-time").map(Math.round);
      const hostIndexes = runs.map((run) => Math.round(run.environment.benchmarkIndex));
      const row = {
        preset,
        screen,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "LCP ms": Math.round(metric("largest-contentful-paint")),
        CLS: Number(metric("cumulative-layout-shift").toFixed(3)),
        "TBT ms": Math.round(metric("total-blocking-time")),
        "TBT runs": `${Math.min(...tbts)}–${Math.max(...tbts)}`,
        // The host's speed as each run found it: a run on a busy host shows a low index.
        "host index": `${Math.min(...hostIndexes)}–${Math.max(...hostIndexes)}`,
        "kB": Math.round(metric("total-byte-weight") / 1000),
      };
      rows.push(row);
      const where = `${preset} ${screen}`;
      for (const [category, min] of Object.entries(budgets.lighthouse.minScore)) {
        if (!(score(category) >= min)) broken.push(`${where}: ${category} ${score(category)} < ${min}`);
      }
      if (!(row["LCP ms"] <= budgets.lighthouse.maxLcpMs)) broken.push(`${where}: LCP ${row["LCP ms"]} ms > ${budgets.lighthouse.maxLcpMs} ms`);
      if (!(row.CLS <= budgets.lighthouse.maxCls)) broken.push(`${where}: CLS ${row.CLS} > ${budgets.lighthouse.maxCls}`);
      if (!(row["TBT ms"] <= budgets.lighthouse.maxTbtMs)) broken.push(`${where}: TBT ${row["TBT ms"]} ms > ${budgets.lighthouse.maxTbtMs} ms`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.table(rows);
verdict(broken);
