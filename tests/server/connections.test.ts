// How the HTTP server treats connections: slow clients are cut off, and a stop lets requests finish.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpServer } from "../../lib/http/http-server";
import { createLogger } from "../../lib/http/logging";
import { gracefulStop } from "../../lib/http/shutdown";
import { productionApp } from "../support/app";

const quiet = createLogger("silent");
let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  if (server?.listening) await new Promise((done) => server!.close(done));
});

async function listen(app: http.RequestListener, timeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 }) {
  server = createHttpServer(app, timeouts);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

const status = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    http.get({ port, host: "127.0.0.1", path, agent: false }, (res) => resolve(res.resume().statusCode ?? 0)).on("error", reject);
  });

describe("timeouts", () => {
  it("cut off a client sending one header byte a second while others are served", async () => {
    const port = await listen(await productionApp(), { headersMs: 2_000, requestMs: 3_000, keepAliveMs: 1_000 });
    const started = performance.now();
    const slow = connect(port, "127.0.0.1");
    let answer = "";
    slow.on("data", (chunk) => (answer += chunk));
    slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    const drip = setInterval(() => slow.writable && slow.write("a"), 1_000);
    const closed = once(slow, "close").then(() => performance.now() - started);

    const served: number[] = [];
    let open = true;
    void closed.then(() => (open = false));
    while (open) {
      served.push(await status(port, "/healthz"));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    clearInterval(drip);

    const cutAfter = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // 2 s allowed, checked every second; generous on a busy machine.
    expect(cutAfter).toBeGreaterThan(1_900);
    expect(cutAfter).toBeLessThan(10_000);
    expect(served.length).toBeGreaterThan(3);
    expect(served.every((code) => code === 200)).toBe(true);
  });
});

describe("graceful stop", () => {
  /** An app whose /slow answers only when the test releases it. */
  function slowSite() {
    const app = express();
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      app.get("/slow", (_req, res) => {
        release = () => res.send("done");
        resolve();
      });
    });
    return { app, arrived, release: () => release() };
  }

  it("finishes a request in flight with Connection: close, refuses new ones, then exits 0", async () => {
    const site = slowSite();
    const port = await listen(site.app);
    const exit = vi.fn();
    const stop = gracefulStop(server!, quiet, { exit });
    const answer = new Promise<http.IncomingMessage>((resolve) => http.get({ port, host: "127.0.0.1", path: "/slow" }, resolve));
    await site.arrived;

    stop("SIGTERM");
    await expect(status(port, "/slow")).rejects.toThrow(/ECONNREFUSED/);
    expect(exit).not.toHaveBeenCalled();
    site.release();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe("close");
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it("exits 1 when a request is still running after the grace period", async () => {
    const site = slowSite();
    const port = await listen(site.app);
    const exit = vi.fn();
    const stop = gracefulStop(server!, quiet, { exit, graceMs: 300 });
    http.get({ port, host: "127.0.0.1", path: "/slow" }).on("error", () => {});
    await site.arrived;
    stop("SIGTERM");
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });
});
