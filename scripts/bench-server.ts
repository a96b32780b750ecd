// npm run bench:server: autocannon against the production server (its own process) on /, /gallery,
// /mpd, one script asset, and a static file the same size as / for comparison. Prints requests per
// second, p99 latency, errors and the server's memory; exits non-zero when a budget of budgets.json breaks.
import { ownAssets } from "../lib/code-version";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { budgets, root, startProductionServer, verdict } from "./bench-support";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const clientDir = path.join(root, "build/client");
const script = ownAssets(path.join(root, "build")).find((f) => /^entry\.client-.*\.js$/.test(f));

// The home page's own HTML as a static file, so the comparison is of serving, not of size. It is written
// before the server starts (the static middleware lists files once) and removed afterwards.
const staticCopy = "bench-home-copy.html";
const homeHtml = await (async () => {
  const probe = await startProductionServer();
  try {
    return await (await fetch(`${probe.origin}/`)).text();
  } finally {
    await probe.stop();
  }
})();
writeFileSync(path.join(clientDir, staticCopy), homeHtml);

const server = await startProductionServer();
const rows: Record<string, string | number>[] = [];
const requestsPerSecond: Record<string, number> = {};
const broken: string[] = [];
let peakRssMB = 0;
try {
  for (const target of ["/", "/gallery", "/mpd", `/assets/${script}`, `/${staticCopy}`]) {
    // No Accept-Encoding: every response is sent as it is, so sizes compare fairly.
    const result = await autocannon({ url: `${server.origin}${target}`, connections: CONNECTIONS, duration: DURATION_S });
    peakRssMB = Math.max(peakRssMB, server.rssMB());
    const errors = result.errors + result.timeouts + result.non2xx;
    requestsPerSecond[target] = result.requests.average;
    rows.push({
      target,
      "req/s": Math.round(result.requests.average),
      "p99 ms": result.latency.p99,
      errors,
      "kB/response": Number((result.throughput.average / Math.max(result.requests.average, 1) / 1000).toFixed(1)),
      "server RSS MB": Math.round(server.rssMB()),
    });
    if (errors > budgets.server.maxErrors) broken.push(`${target}: ${errors} errors`);
    if (result.latency.p99 > budgets.server.maxP99Ms) broken.push(`${target}: p99 ${result.latency.p99} ms > ${budgets.server.maxP99Ms} ms`);
  }
} finally {
  await server.stop();
  rmSync(path.join(clientDir, staticCopy), { force: true });
}
console.table(rows);
const ratio = requestsPerSecond["/"]! / requestsPerSecond[`/${staticCopy}`]!;
console.log(`/ serves ${Math.round(ratio * 100)}% of the requests per second of a static file of its size (${homeHtml.length} bytes); peak RSS ${Math.round(peakRssMB)} MB.`);
if (!(ratio >= budgets.server.minHomeToStaticRequestsRatio)) broken.push(`/ at ${ratio.toFixed(2)} of the static file's req/s < ${budgets.server.minHomeToStaticRequestsRatio}`);
if (peakRssMB > budgets.server.maxRssMB) broken.push(`server RSS ${Math.round(peakRssMB)} MB > ${budgets.server.maxRssMB} MB`);
verdict(broken);
