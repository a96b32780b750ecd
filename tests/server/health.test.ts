// /healthz tells the truth about the build being served: 503, and one line in the log saying why, when its
// client folder, a script or style its pages name, or its service worker is missing; looked at on disk at most
// every few seconds, never per request.
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/http/logging";
import { clientDir, productionApp } from "../support/app";

let copy: string;
let clock = new Date("2026-11-25T05:00:00Z");
const logged: Record<string, unknown>[] = [];
const log = { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) };
let app: Awaited<ReturnType<typeof productionApp>>;
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
const healthLines = () => logged.filter((entry) => String(entry.msg).startsWith("the build being served"));

beforeAll(async () => {
  copy = path.join(mkdtempSync(path.join(tmpdir(), "health-")), "client");
  cpSync(clientDir, copy, { recursive: true });
  app = await productionApp({ clientDir: copy, logger: createLogger("info", log, log), now: () => clock });
});
afterAll(() => rmSync(path.dirname(copy), { recursive: true, force: true }));

describe("/healthz", () => {
  const script = () => readdirSync(path.join(copy, "assets")).find((name) => name.startsWith("entry.client-") && name.endsWith(".js"))!;

  it("answers 200 while the build has its files", async () => {
    const res = await request(app).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok" });
    expect(healthLines()).toEqual([]);
  });

  it("answers 503, never cached, naming what is missing, and says so in the log once", async () => {
    const entry = script();
    renameSync(path.join(copy, "sw.js"), path.join(copy, "sw.js.away"));
    renameSync(path.join(copy, "assets", entry), path.join(copy, "assets", `${entry}.away`));
    // Not looked at again within a few seconds of the last look.
    expect((await request(app).get("/healthz")).status).toBe(200);
    later(6);
    for (let i = 0; i < 3; i++) {
      const res = await request(app).get("/healthz");
      expect(res.status).toBe(503);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toMatchObject({ status: "missing files", missing: ["/sw.js", `/assets/${entry}`] });
    }
    expect(healthLines()).toEqual([expect.objectContaining({ level: 50, msg: "the build being served lacks files its pages need", missing: ["/sw.js", `/assets/${entry}`] })]);

    renameSync(path.join(copy, "sw.js.away"), path.join(copy, "sw.js"));
    renameSync(path.join(copy, "assets", `${entry}.away`), path.join(copy, "assets", entry));
    later(6);
    expect((await request(app).get("/healthz")).status).toBe(200);
    expect(healthLines().at(-1)).toMatchObject({ level: 30, msg: "the build being served has all its files again" });
  });

  it("answers 503 when the whole client folder is gone", async () => {
    renameSync(copy, `${copy}.away`);
    try {
      later(6);
      const res = await request(app).get("/healthz");
      expect(res.status).toBe(503);
      expect(res.body.missing).toEqual(["the whole client folder"]);
    } finally {
      renameSync(`${copy}.away`, copy);
    }
  });
});
