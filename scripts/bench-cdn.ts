// `npm run bench:cdn [-- --duration 10 --connections 100]`: the production server (node build/server.js) with
// nginx in front as a caching CDN (tests/support/nginx.ts). Loads the five screens, in Brotli, gzip and
// plain, first on the server directly, then through nginx, and prints readers' requests per second and p99
// beside the server's own, and how many requests reached the server during the proxied run. Exits 1 on any
// error, or if the server saw more than budgets.json allows per page and encoding. Run `npm run build` first.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startChildServer } from "../tests/support/child-server";
import { startCdn } from "../tests/support/nginx";
import { budgets, SCREENS, verdict } from "./bench-support";

const { values } = parseArgs({ options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "100" } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const ENCODINGS = ["gzip, deflate, br, zstd", "gzip, deflate", "identity"];
// The pages' s-maxage: each copy may be fetched again once it has expired.
const CACHE_LIFETIME_S = 300;

const requests = SCREENS.flatMap((path) => ENCODINGS.map((encoding) => ({ path, headers: { "accept-encoding": encoding } })));
const load = (url: string) => autocannon({ url, connections, duration, timeout: 30, requests });
const failedOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

// The server's request lines (stdout, as in production) count what reaches it.
const server = await startChildServer();
const direct = await load(server.origin);
const cdn = await startCdn(server.origin);
server.logs.length = 0;
const proxied = await load(cdn.origin);
// Not nginx's own readiness check, whose line may arrive late.
const originRequests = server.logs.filter((line) => line.msg === "request" && line.path !== "/healthz").length;
await cdn.close();
server.child.kill("SIGTERM");
await server.exited;

const limit = budgets.cdn.maxOriginRequestsPerPageAndEncoding * requests.length * Math.ceil(duration / CACHE_LIFETIME_S);
const row = (name: string, result: autocannon.Result) =>
  `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${failedOf(result)}`;
console.log(
  [
    `${duration} s at ${connections} connections over the five screens, in ${ENCODINGS.length} encodings each`,
    row("readers through nginx", proxied),
    row("the server directly", direct),
    `requests that reached the server through nginx: ${originRequests} (at most ${limit}: ${requests.length} pages and encodings)`,
  ].join("\n"),
);
verdict(
  [
    failedOf(proxied) > budgets.cdn.maxErrors && `${failedOf(proxied)} requests through nginx failed`,
    failedOf(direct) > budgets.cdn.maxErrors && `${failedOf(direct)} requests to the server failed`,
    originRequests > limit && `the server saw ${originRequests} requests through nginx (limit ${limit})`,
    proxied.latency.p99 > budgets.cdn.maxReaderP99Ms && `readers' p99 ${proxied.latency.p99} ms (limit ${budgets.cdn.maxReaderP99Ms} ms)`,
  ].filter((problem): problem is string => typeof problem === "string"),
);
