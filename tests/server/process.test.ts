// The compiled server as a process: configuration errors, and a graceful stop under load.
import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { root } from "../support/app";
import { startChildServer } from "../support/child-server";

const run = promisify(execFile);

describe("node build/server.js", () => {
  it.each([
    ["PORT", "eighty"],
    ["SITE_URL", "not a url"],
    ["HEADERS_TIMEOUT_MS", "60000"],
  ])("refuses to start with %s=%s, naming it, exit code 1", async (name, value) => {
    const started = run(process.execPath, ["build/server.js"], { cwd: root, env: { PATH: process.env.PATH, [name]: value } });
    const failure = await started.then(() => undefined, (error: { code: number; stderr: string; stdout: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(new RegExp(`Invalid configuration: .*${name}`));
    expect(failure?.stdout).toBe("");
  });

  it("stops on SIGTERM without failing a request in flight, exit code 0", async () => {
    const server = await startChildServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    type Answer = { status: number; sentAt: number };
    const get = (path: string) =>
      new Promise<Answer>((resolve, reject) => {
        let sentAt = Infinity;
        const req = http.get(`${server.origin}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, sentAt }));
        });
        req.on("finish", () => (sentAt = performance.now()));
        req.on("error", reject);
      });

    // Steady load on eight kept-alive connections for a second...
    let loading = true;
    const worker = async (path: string) => {
      while (loading) expect((await get(path)).status).toBe(200);
    };
    const workers = ["/", "/gallery", "/mpd", "/healthz", "/", "/gallery", "/images?key=schoolClubImages&count=5", "/admissions"].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await Promise.all(workers);

    // ...then a burst of page requests, all on the wire when the signal goes out.
    const burst = Array.from({ length: 8 }, (_, i) => get(i % 2 ? "/gallery" : "/mpd"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const signalledAt = performance.now();
    server.child.kill("SIGTERM");
    const answers = await Promise.all(burst);
    const code = await server.exited;
    const stoppedAt = performance.now();
    agent.destroy();

    for (const answer of answers) {
      expect(answer.sentAt).toBeLessThan(signalledAt);
      expect(answer.status).toBe(200);
    }
    expect(code).toBe(0);
    expect(stoppedAt - signalledAt).toBeLessThan(10_000);
    expect(server.logs.map((entry) => entry.msg)).toEqual(expect.arrayContaining(["stopping", "stopped"]));
    expect(server.stderr()).toBe("");
    await expect(get("/healthz")).rejects.toThrow(/ECONNREFUSED/);
  });
});
