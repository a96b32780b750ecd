// The production server as its own process (`node build/server.js`), as the container runs it.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { FLAT_MEMORY } from "../../lib/http/memory";
import { root } from "./app";
import { TEST_DATA_DIR } from "./site-data";

export type ChildServer = {
  child: ChildProcess;
  origin: string;
  /** Every JSON line the server has written to stdout so far. */
  logs: Record<string, unknown>[];
  stderr: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts `node build/server.js` (or `launcher`) in `cwd` on a free loopback port (PORT=0) and waits until it
 * listens: on the sample content's data (tests/support/site-data.ts), unless `env` names a school's folder.
 */
export async function startChildServer(env: Record<string, string> = {}, cwd = root, launcher = "build/server.js"): Promise<ChildServer> {
  const data = env.SCHOOL_DATA_DIR || env.SITE_DATA ? {} : { SITE_DATA: TEST_DATA_DIR };
  const child = spawn(process.execPath, [launcher], {
    cwd,
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...FLAT_MEMORY, ...data, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const logs: Record<string, unknown>[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === "listening") resolve(String(entry.url));
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening: ${stderr}`)));
  });
  return { child, origin: await listening, logs, stderr: () => stderr, exited };
}
