// The office's SQLite binding holds on the Node the office runs on (24): thousands of statements prepared and
// collected, as a busy office prepares them, in the office's process, in a worker thread that ends with some
// still alive, and at the process's exit. better-sqlite3 12 (node::ObjectWrap) aborted the office on Node 24
// with "Assertion failed: (env) != nullptr" from Statement::~Statement() as its statements were collected.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { root } from "../support/app";

const dir = mkdtempSync(path.join(tmpdir(), "office-binding-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHURN = `
import { Worker, isMainThread, workerData } from "node:worker_threads";
import { openDatabase } from ${JSON.stringify(path.join(root, "office/database.ts"))};

const db = openDatabase(isMainThread ? process.argv[2] : workerData);
const kept = [];
for (let i = 0; i < 20000; i++) {
  const statement = db.prepare("SELECT count(*) AS n FROM sessions WHERE id_hash = ?");
  statement.get("session " + i);
  if (i % 20 === 0) db.prepare("INSERT INTO audit (at, actor, action, detail, address) VALUES (?, ?, ?, ?, ?)").run(i, "someone", "sign-in refused", "", "");
  if (i % 1000 === 0) kept.push(statement);
  if (i % 500 === 0) globalThis.gc?.();
}
if (isMainThread) {
  // A worker that prepares its own and ends with some still alive, then the process exits with others alive.
  await new Promise((resolve, reject) => new Worker(new URL(import.meta.url), { workerData: process.argv[2] }).on("exit", resolve).on("error", reject));
  console.log("prepared", kept.length);
}
`;

it("prepares and collects 20,000 statements, in a worker too, and exits 0 on the office's Node", () => {
  const script = path.join(dir, "churn.mts");
  writeFileSync(script, CHURN);
  const run = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", script, path.join(dir, "data")], { cwd: root, encoding: "utf8", timeout: 100_000 });
  expect(run.stderr).not.toMatch(/Assertion failed|Segmentation/);
  expect({ status: run.status, signal: run.signal, stdout: run.stdout.trim() }).toEqual({ status: 0, signal: null, stdout: "prepared 20" });
  // The tests run on the Node the office runs on in its container.
  expect(process.versions.node.split(".")[0]).toBe("24");
});
