// The benchmark's measure of a publish (scripts/publish-footprint.ts): a process and all it started, summed from
// /proc, and the budget's verdict. On a made-up /proc, and on a real process whose child holds a known amount.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureOf, processTree, publishBudgetProblems, samplePeak, schedulingOf, treeMemory } from "../../scripts/publish-footprint";

let proc: string;

/** A process in the made-up /proc: its parent, its command, and its PSS and RSS (kB); no PSS, no smaps_rollup. */
async function fakeProcess(pid: number, parent: number, command: string, { pss, rss }: { pss?: number; rss: number }) {
  const dir = path.join(proc, String(pid));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "stat"), `${pid} (${command.split(" ")[0]}) S ${parent} ${pid} ${pid} 0 -1 4194560 100 0 0 0 250 50 30 20 20 0 1 0\n`);
  await writeFile(path.join(dir, "cmdline"), `${command.replaceAll(" ", "\0")}\0`);
  await writeFile(path.join(dir, "status"), `Name:\t${command}\nVmPeak:\t  999999 kB\nVmRSS:\t  ${rss} kB\n`);
  if (pss !== undefined) await writeFile(path.join(dir, "smaps_rollup"), `00400000-7fff ---p 00000000 00:00 0  [rollup]\nRss:  ${rss} kB\nPss:  ${pss} kB\nPss_Anon:  1 kB\n`);
}

beforeAll(async () => {
  proc = await mkdtemp(path.join(tmpdir(), "fake-proc-"));
  await fakeProcess(1, 0, "init", { pss: 5000, rss: 9000 });
  await fakeProcess(100, 1, "node publish-job.ts", { pss: 60_000, rss: 90_000 });
  await fakeProcess(101, 100, "npm run build:steps", { pss: 40_000, rss: 70_000 });
  // A command with a space and brackets in its name, as /proc/<pid>/stat writes it.
  await fakeProcess(102, 101, "(vite build) x", { pss: 300_000, rss: 400_000 });
  await fakeProcess(200, 1, "chromium of another developer", { pss: 900_000, rss: 950_000 });
  await mkdir(path.join(proc, "self"));
});
afterAll(() => rm(proc, { recursive: true, force: true }));

describe("the memory of a publish's processes", () => {
  it("sums the job and everything below it, and nothing beside it, by PSS when the kernel gives it", () => {
    expect(processTree(100, proc).toSorted()).toEqual([100, 101, 102]);
    expect(measureOf(100, proc)).toBe("PSS");
    const now = treeMemory(100, "PSS", proc);
    expect(now.kB).toBe(400_000);
    expect(now.processes.map(({ pid, kB }) => [pid, kB])).toEqual([
      [102, 300_000],
      [100, 60_000],
      [101, 40_000],
    ]);
    expect(now.processes[0]!.command).toBe("(vite build) x");
  });

  it("adds up the time each thread ran and waited for the processor", async () => {
    for (const [thread, figures] of [
      [100, "2000000000 5000000000 40"],
      [107, "500000000 1500000000 9"],
    ] as const) {
      await mkdir(path.join(proc, `100/task/${thread}`), { recursive: true });
      await writeFile(path.join(proc, `100/task/${thread}/schedstat`), `${figures}\n`);
    }
    expect(schedulingOf(100, proc)).toEqual({ runSeconds: 2.5, waitSeconds: 6.5 });
    expect(schedulingOf(999, proc)).toEqual({ runSeconds: 0, waitSeconds: 0 });
  });

  it("sums the server's other processes with the job when asked, apart from the job's own peak", async () => {
    // The site (200) and an office (400) with its preview (401) beside the job (100 and below it).
    await fakeProcess(400, 1, "node build/office/server.js", { pss: 120_000, rss: 150_000 });
    await fakeProcess(401, 400, "node build/server.js", { pss: 80_000, rss: 100_000 });
    const peak = samplePeak(100, { proc, beside: [200, 400] }).stop();
    expect(peak.kB).toBe(400_000);
    expect(peak.stack.kB).toBe(400_000 + 900_000 + 200_000);
    expect(peak.stack.processes.map(({ pid }) => pid)).toEqual([200, 102, 400, 401, 100, 101]);
    await rm(path.join(proc, "400"), { recursive: true });
    await rm(path.join(proc, "401"), { recursive: true });
  });

  it("uses RSS when there is no smaps_rollup", async () => {
    await fakeProcess(300, 1, "node old-kernel.js", { rss: 80_000 });
    await fakeProcess(301, 300, "node child.js", { rss: 20_000 });
    expect(measureOf(300, proc)).toBe("RSS");
    expect(treeMemory(300, "RSS", proc).kB).toBe(100_000);
  });

  it("catches the peak of a real process's child, which holds 150 MB for a moment", async () => {
    // The parent starts a child that fills 150 MB, says so, and ends when told: the peak must include it.
    const grandchild = `const held = Buffer.alloc(150 * 1024 * 1024, 1); console.log("holding"); process.stdin.once("data", () => process.exit(held.length > 0 ? 0 : 1));`;
    const parent = spawn(process.execPath, ["-e", `const c = require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}], { stdio: ["pipe", "inherit", "inherit"] }); process.stdin.pipe(c.stdin); c.on("exit", (code) => process.exit(code));`], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    const sampler = samplePeak(parent.pid!, { intervalMs: 20 });
    await new Promise<void>((resolve) => createInterface({ input: parent.stdout! }).once("line", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 200)); // a few samples while it holds the memory
    parent.stdin!.end("done\n");
    await new Promise((resolve) => parent.once("exit", resolve));
    const peak = sampler.stop();
    expect(peak.kB / 1024).toBeGreaterThan(150);
    expect(peak.processes).toHaveLength(2);
    expect(peak.processes[0]!.kB / 1024).toBeGreaterThan(150);
    // Filling 150 MB takes the child some processor time, seen as its own.
    expect(peak.times.find(({ command }) => command.includes("Buffer.alloc"))!.runSeconds).toBeGreaterThan(0);
  });
});

describe("the office's budget", () => {
  const budget = { maxSeconds: 5, maxMB: 250, maxStackMB: 700 };
  const name = "the text notice's publish";

  it("holds for a publish that went live in time and within its memory", () => {
    expect(publishBudgetProblems({ name, seconds: 4.9, peakMB: 249, stackMB: 699, live: true }, budget)).toEqual([]);
  });

  it("names each limit broken, and a publish that never went live", () => {
    expect(publishBudgetProblems({ name, seconds: 5.25, peakMB: 260.4, stackMB: 712.6, live: true }, budget)).toEqual([
      "the text notice's publish took 5.3 s to go live (limit 5 s)",
      "the text notice's publish: its processes together reached 260 MB (limit 250 MB)",
      "the text notice's publish: the site, the office and the publish together reached 713 MB (limit 700 MB)",
    ]);
    expect(publishBudgetProblems({ name, seconds: 2, peakMB: 100, stackMB: 500, live: false }, budget)).toEqual(["the text notice's publish did not go live"]);
  });
});
