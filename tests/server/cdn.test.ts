// A crowd through a caching CDN (nginx) costs the site one request per page and encoding.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SCREENS } from "../../scripts/bench-support";
import { productionApp } from "../support/app";
import { type Cdn, startCdn } from "../support/nginx";

const REQUESTS = 2_000;
const CONNECTIONS = 50;
// What browsers send, and what each should get.
const READERS = [
  ["gzip, deflate, br, zstd", "br"],
  ["gzip, deflate", "gzip"],
  ["identity", undefined],
  ["br;q=1.0, gzip;q=0.8", "br"],
] as const;

/** Requests the site itself answered, by address and the Accept-Encoding the CDN sent. */
const seen = new Map<string, number>();
let origin: http.Server;
let cdn: Cdn;

beforeAll(async () => {
  const app = await productionApp();
  origin = http.createServer((req, res) => {
    const key = `${req.url} ${req.headers["accept-encoding"] ?? "(none)"}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    app(req, res);
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  cdn = await startCdn(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await cdn?.close();
  origin?.closeAllConnections();
  origin?.close();
});

type Answer = { status: number; encoding?: string; bytes: number };

it(`${REQUESTS} requests over ${CONNECTIONS} connections reach the site once per page and encoding`, { timeout: 60_000 }, async () => {
  seen.clear();
  const { hostname, port } = new URL(cdn.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (path: string, acceptEncoding: string) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ agent, host: hostname, port, path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], bytes }));
        })
        .on("error", reject);
    });
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, n) => {
      const path = SCREENS[n % SCREENS.length]!;
      const [acceptEncoding, expected] = READERS[Math.floor(n / SCREENS.length) % READERS.length]!;
      return { path, acceptEncoding, expected, ...(await get(path, acceptEncoding)) };
    }),
  );
  agent.destroy();

  for (const answer of answers) {
    expect(answer.status, answer.path).toBe(200);
    expect(answer.encoding, `${answer.path} for ${answer.acceptEncoding}`).toBe(answer.expected);
    expect(answer.bytes).toBeGreaterThan(1_000);
  }
  const visits = Object.fromEntries(seen);
  for (const [key, count] of seen) expect(count, key).toBe(1);
  // Five screens, three encodings.
  expect(Object.keys(visits).sort()).toEqual(SCREENS.flatMap((path) => ["br", "gzip", "identity"].map((e) => `${path} ${e}`)).sort());
  expect(cdn.errorLog()).not.toMatch(/\[(?:error|crit|alert|emerg)\]/);
});
