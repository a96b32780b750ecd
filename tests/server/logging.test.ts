import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { finalErrorHandler } from "../../server/errors";
import { createLogger } from "../../lib/http/logging";
import { productionApp } from "../support/app";

/** A logger whose stdout and stderr lines are kept as parsed objects. */
function capturedLogger() {
  const out: Record<string, unknown>[] = [];
  const err: Record<string, unknown>[] = [];
  const into = (lines: Record<string, unknown>[]) => ({ write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger: createLogger("info", into(out), into(err)), out, err };
}

describe("logs", () => {
  it("write one JSON line per request on stdout, and an expected 404 without a stack", async () => {
    const { logger, out, err } = capturedLogger();
    const app = await productionApp({ logger });
    await request(app).get("/gallery").expect(200);
    await request(app).get("/nope").expect(404);
    await expect.poll(() => out.length).toBe(2);
    expect(out[0]).toMatchObject({ level: 30, msg: "request", method: "GET", path: "/gallery", status: 200 });
    expect(out[0]!.durationMs).toBeGreaterThan(0);
    expect(out[0]!.bytes).toBeGreaterThan(1000);
    expect(out[1]).toMatchObject({ method: "GET", path: "/nope", status: 404 });
    expect(JSON.stringify(out)).not.toContain("stack");
    expect(err).toEqual([]);
  });

  it("put a real error with its stack on stderr, and answer a plain 500 without it", async () => {
    const { logger, err } = capturedLogger();
    const app = express();
    app.get("/broken", () => {
      throw new Error("database on fire");
    });
    app.use(finalErrorHandler(logger));
    const res = await request(app).get("/broken");
    expect(res.status).toBe(500);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).not.toMatch(/database on fire|at .+:\d+/);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatchObject({ level: 50, msg: "request failed", path: "/broken" });
    expect((err[0]!.err as { stack: string }).stack).toMatch(/database on fire\n\s+at /);
  });

  it("keep quiet at LOG_LEVEL=silent", async () => {
    const lines: string[] = [];
    const quiet = createLogger("silent", { write: (line: string) => lines.push(line) });
    await request(await productionApp({ logger: quiet })).get("/");
    expect(lines).toEqual([]);
  });
});
