// The compiled server as a process: configuration errors, what it tells a person, and a graceful stop under load.
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { root } from "../support/app";
import { startChildServer } from "../support/child-server";
import { TEST_DATA_DIR } from "../support/site-data";

const run = promisify(execFile);
// The sample content's data, as the tests' own site serves it.
const DATA = { SITE_DATA: TEST_DATA_DIR };

describe("node build/server.js", () => {
  it.each([
    ["PORT", "eighty"],
    ["SITE_URL", "not a url"],
    ["HEADERS_TIMEOUT_MS", "60000"],
  ])("refuses to start with %s=%s, naming it, exit code 1", async (name, value) => {
    const started = run(process.execPath, ["build/server.js"], { cwd: root, env: { PATH: process.env.PATH, ...DATA, [name]: value } });
    const failure = await started.then(() => undefined, (error: { code: number; stderr: string; stdout: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(new RegExp(`Invalid configuration: .*${name}`));
    expect(failure?.stdout).toBe("");
  });

  it("says in one plain line that the port is taken, and how to start anyway, exit code 1", async () => {
    const other = http.createServer().listen(0, "127.0.0.1");
    await once(other, "listening");
    const { port } = other.address() as AddressInfo;
    const started = run(process.execPath, ["build/server.js"], { cwd: root, env: { PATH: process.env.PATH, ...DATA, PORT: String(port), HOST: "127.0.0.1" } });
    const failure = await started.then(() => undefined, (error: { code: number; stderr: string; stdout: string }) => error);
    other.close();
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(
      `Port ${port} is already in use (is the site already running?). Stop the other program, or start on another port: PORT=${port + 1} npm start\n`,
    );
    expect(failure?.stdout).toBe("");
  });

  it("tells a person at a terminal where the site is, besides the JSON line, and after Ctrl+C that it stopped", async () => {
    // util-linux's `script` gives the server a terminal, as `npm start` in a window does.
    const terminal = spawn("script", ["-qec", `${process.execPath} build/server.js`, "/dev/null"], {
      cwd: root,
      env: { PATH: process.env.PATH, ...DATA, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    const human = await new Promise<RegExpExecArray>((resolve) => {
      terminal.stdout.on("data", (chunk) => {
        output += chunk;
        const line = /The school website is running at http:\/\/127\.0\.0\.1:\d+ \(press Ctrl\+C to stop\)\./.exec(output);
        if (line) resolve(line);
      });
    });
    const listening = JSON.parse(output.split(/\r?\n/)[0]!) as { pid: number; url: string; msg: string };
    // Ctrl+C.
    process.kill(listening.pid, "SIGINT");
    await once(terminal, "exit");
    expect(listening.msg).toBe("listening");
    expect(human[0]).toContain(listening.url);
    expect(output.trimEnd().split(/\r?\n/).at(-1)).toBe("The school website has stopped.");
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
