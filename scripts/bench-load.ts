// `npm run bench:load [-- --duration 60 --connections 100]`: loads the production server (node build/server.js,
// as the container runs it) over /, /gallery, /mpd and a hashed asset, then prints requests per second,
// p99 latency, errors and the server's memory before and after. Exits 1 on any error or failed request,
// or if the server's resident memory grew by 20 MB or more. Run `npm run build` first.
import { ownAssets } from "../lib/code-version";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { root } from "../tests/support/app";
import { startChildServer } from "../tests/support/child-server";

const MAX_GROWTH_MB = 20;
const { values } = parseArgs({ options: { duration: { type: "string", default: "60" }, connections: { type: "string", default: "100" } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

const rssMb = (pid: number) => Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" })) / 1024;
const asset = ownAssets(path.join(root, "build")).find((file) => file.startsWith("entry.client-"));
const paths = ["/", "/gallery", "/mpd", `/assets/${asset}`];

// Request lines stay on the server's stdout as in production; this script reads only the first.
const server = await startChildServer({ LOG_LEVEL: "info" });
const pid = server.child.pid!;
let stopping = false;
void server.exited.then((code) => {
  if (stopping) return;
  console.error(`The server stopped during the load (exit ${code}, ${server.child.signalCode ?? "no signal"}):\n${server.stderr()}`);
  process.exit(1);
});
// A request counts as failed after 30 s, the server's own request timeout; the p99 shows how slow is slow.
const load = (seconds: number) =>
  autocannon({ url: server.origin, connections, duration: seconds, timeout: 30, requests: paths.map((p) => ({ path: p })) });

// Under this load the resident memory climbs for a while as V8 and malloc size their heaps, then levels
// off (heap in use after GC stays near 33 MB). A warm-up of half the run lets it level, so "before" and
// "after" compare steady states and growth between them points to a leak.
await load(Math.max(3, Math.round(duration / 2)));
server.logs.length = 0;
const before = rssMb(pid);
const result = await load(duration);
await new Promise((resolve) => setTimeout(resolve, 2_000));
const after = rssMb(pid);
stopping = true;
server.child.kill("SIGTERM");
const exitCode = await server.exited;

const failed = result.errors + result.timeouts + result.non2xx;
const growth = after - before;
console.log(
  [
    `${duration} s at ${connections} connections over ${paths.join(", ")}`,
    `requests/s  ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`,
    `latency p99 ${result.latency.p99} ms (p50 ${result.latency.p50} ms, max ${result.latency.max} ms)`,
    `errors      ${failed} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    `server RSS  ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB)`,
    `server exit ${exitCode}`,
  ].join("\n"),
);
const problems = [
  failed > 0 && `${failed} requests failed`,
  growth >= MAX_GROWTH_MB && `memory grew by ${growth.toFixed(1)} MB (limit ${MAX_GROWTH_MB} MB)`,
  exitCode !== 0 && `the server exited with ${exitCode}`,
].filter(Boolean);
if (problems.length > 0) {
  console.error(`FAILED: ${problems.join("; ")}`);
  process.exit(1);
}
