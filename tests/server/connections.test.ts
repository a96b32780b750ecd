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

describe("the pace a body must keep", () => {
  const pace = { headersMs: 2_000, requestMs: 60_000, keepAliveMs: 1_000, bodyPace: { bytes: 1_000, windowMs: 1_000 } };
  /** An app that reads each body whole and says how many bytes came. */
  const counting: http.RequestListener = (req, res) => {
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => res.end(String(size)));
  };

  /** Posts `total` bytes, `each` at a time every `everyMs` (none once `stallAfter` were sent); the answer, and when it came. */
  async function post(port: number, { total, each, everyMs, stallAfter = Infinity }: { total: number; each: number; everyMs: number; stallAfter?: number }) {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    socket.write(`POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: ${total}\r\n\r\n`);
    let sent = 0;
    const drip = setInterval(() => {
      if (sent >= Math.min(total, stallAfter) || !socket.writable) return clearInterval(drip);
      socket.write(Buffer.alloc(each, 120));
      sent += each;
    }, everyMs);
    await once(socket, "close");
    clearInterval(drip);
    return { answer, seconds: (performance.now() - started) / 1000 };
  }

  it("lets a body through that keeps moving, for longer than a stalled one is given", async () => {
    const port = await listen(counting, pace);
    const slow = await post(port, { total: 16_000, each: 400, everyMs: 100 });
    expect(slow.answer).toMatch(/^HTTP\/1\.1 200[^]*16000$/);
    expect(slow.seconds).toBeGreaterThan(3.5);
  });

  it("cuts a body that stalls, and one that drips, with a 408", async () => {
    const port = await listen(counting, pace);
    const [stalled, dripping] = await Promise.all([
      post(port, { total: 16_000, each: 400, everyMs: 100, stallAfter: 4_000 }),
      post(port, { total: 16_000, each: 10, everyMs: 100 }),
    ]);
    for (const cut of [stalled, dripping]) {
      expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(cut.seconds).toBeLessThan(5);
    }
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
