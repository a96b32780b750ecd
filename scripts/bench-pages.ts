// npm run bench:pages: Lighthouse 12 (mobile and desktop presets) on every screen of the production
// build, with Debian's Chromium. Prints a table and exits non-zero when a budget of budgets.json breaks.
// Each screen is measured BENCH_RUNS times (5, as Lighthouse's variability guide advises) and each figure
// is the median of its runs, as Lighthouse CI's "median" assertions take it: on a shared two-core machine
// one run in a few sees its total blocking time doubled by a neighbour, and one run must not decide.
// The TBT column also shows the spread of the runs. BENCH_LANGUAGE=en or hi measures one language's screens
// only. First it prints what each language's dictionary adds to a page (it travels in the page's data).
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { dictionaries } from "../app/i18n/dictionaries.server";
import { languageOf } from "../app/lib/language";
import { budgets, HEADLESS_CHROMIUM_FLAGS, SCREENS, startProductionServer, verdict } from "./bench-support";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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
const screens = SCREENS.filter((screen) => !process.env.BENCH_LANGUAGE || languageOf(new URL(screen, "http://x").pathname) === process.env.BENCH_LANGUAGE);

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: HEADLESS_CHROMIUM_FLAGS });
const rows: Record<string, string | number>[] = [];
const broken: string[] = [];
try {
  for (const [preset, config] of PRESETS) {
    for (const screen of screens) {
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < RUNS; attempt++) {
        const result = await lighthouse(`${server.origin}${screen}`, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES }, config);
        const error = result ? result.lhr.runtimeError : { message: "no result" };
        // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try that run again.
        if (error && attempt >= RUNS + 2) throw new Error(`Lighthouse failed on ${screen}: ${error.message}`);
        if (!error && result) runs.push(result.lhr);
      }
      const score = (id: string) => median(runs.map((run) => run.categories[id]?.score ?? Number.NaN));
      const values = (id: string) => runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN);
      const metric = (id: string) => median(values(id));
      const tbts = values("total-blocking-time").map(Math.round);
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
