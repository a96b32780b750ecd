// What a publish costs a small server (`npm run bench:office`): the memory of a process and of every process
// it started, together, as Linux counts it in /proc, sampled while it runs; and the check against the budget.
import { readdirSync, readFileSync } from "node:fs";

/**
 * PSS (each page shared between processes counted once, split among them: the build's Node processes share
 * Node's own code) when the kernel gives /proc/<pid>/smaps_rollup; else RSS, which counts shared pages in each.
 */
export type Measure = "PSS" | "RSS";
export type ProcessMemory = { pid: number; command: string; kB: number };
export type TreeMemory = { kB: number; processes: ProcessMemory[] };

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null; // a process that ended between the listing and the reading
  }
};

/** `pid` and every process below it, found by each process's parent in /proc/<pid>/stat. */
export function processTree(pid: number, proc = "/proc"): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`${proc}/${entry}/stat`);
    // "pid (command) state ppid …": the command may hold spaces and brackets, so read after its last ")".
    const parent = Number(stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (Number.isInteger(parent)) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

export const measureOf = (pid: number, proc = "/proc"): Measure => (read(`${proc}/${pid}/smaps_rollup`) === null ? "RSS" : "PSS");

/** The memory of `pid` and everything below it, now, process by process, largest first. */
export function treeMemory(pid: number, measure: Measure, proc = "/proc"): TreeMemory {
  const processes: ProcessMemory[] = [];
  for (const member of processTree(pid, proc)) {
    const text = measure === "PSS" ? read(`${proc}/${member}/smaps_rollup`) : read(`${proc}/${member}/status`);
    const kB = Number((measure === "PSS" ? /^Pss:\s+(\d+) kB/m : /^VmRSS:\s+(\d+) kB/m).exec(text ?? "")?.[1] ?? 0);
    const command = (read(`${proc}/${member}/cmdline`) ?? "").split("\0").filter(Boolean).join(" ");
    if (kB > 0) processes.push({ pid: member, command, kB });
  }
  processes.sort((a, b) => b.kB - a.kB);
  return { kB: processes.reduce((sum, { kB }) => sum + kB, 0), processes };
}

/**
 * The processor time `pid` used, with that of the processes it started and waited for (/proc/<pid>/stat's
 * utime, stime, cutime and cstime, in the kernel's clock ticks, 100 a second on Linux).
 */
export function cpuSecondsOf(pid: number, proc = "/proc"): number {
  const stat = read(`${proc}/${pid}/stat`) ?? "";
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

export type ProcessTime = { pid: number; command: string; runSeconds: number; waitSeconds: number };

/**
 * How long the threads of `pid` have run on a processor, and waited for one while ready to run (the first two
 * figures of /proc/<pid>/task/<tid>/schedstat, in nanoseconds): the wait is what other work on the same CPU cost.
 */
export function schedulingOf(pid: number, proc = "/proc"): { runSeconds: number; waitSeconds: number } {
  let [run, wait] = [0, 0];
  let threads: string[] = [];
  try {
    threads = readdirSync(`${proc}/${pid}/task`);
  } catch {
    // ended
  }
  for (const thread of threads) {
    const [ran, waited] = (read(`${proc}/${pid}/task/${thread}/schedstat`) ?? "0 0").split(" ").map(Number);
    run += ran ?? 0;
    wait += waited ?? 0;
  }
  return { runSeconds: run / 1e9, waitSeconds: wait / 1e9 };
}

/**
 * Samples the tree under `pid` every `intervalMs` until stopped; `stop` gives the largest sum seen, with its
 * processes, the processor time `pid` had used at the last sample before it ended, and each process's time
 * running and waiting for the processor at the last sample it was seen (a process that lived less than an
 * interval, or a thread that ended, is missed there). With `beside` (the other processes of the server, such
 * as the site and the office), `stack` is the largest sum seen of their trees and `pid`'s, together.
 */
export function samplePeak(pid: number, { intervalMs = 100, proc = "/proc", beside = [] as number[] } = {}) {
  const measure = measureOf(pid, proc);
  let peak: TreeMemory = { kB: 0, processes: [] };
  let stack: TreeMemory = { kB: 0, processes: [] };
  let cpuSeconds = 0;
  const times = new Map<number, ProcessTime>();
  const sample = () => {
    const now = treeMemory(pid, measure, proc);
    if (now.kB > peak.kB) peak = now;
    const all = [now, ...beside.map((other) => treeMemory(other, measure, proc))];
    const together = all.reduce((sum, tree) => sum + tree.kB, 0);
    if (together > stack.kB) stack = { kB: together, processes: all.flatMap((tree) => tree.processes).sort((a, b) => b.kB - a.kB) };
    cpuSeconds = Math.max(cpuSeconds, cpuSecondsOf(pid, proc));
    for (const { pid: member, command } of now.processes) {
      const { runSeconds, waitSeconds } = schedulingOf(member, proc);
      const before = times.get(member);
      if (!before || runSeconds + waitSeconds >= before.runSeconds + before.waitSeconds) times.set(member, { pid: member, command, runSeconds, waitSeconds });
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    measure,
    stop(): TreeMemory & { measure: Measure; cpuSeconds: number; times: ProcessTime[]; stack: TreeMemory } {
      clearInterval(timer);
      return { ...peak, measure, cpuSeconds, stack, times: [...times.values()].sort((a, b) => b.runSeconds - a.runSeconds) };
    },
  };
}

/**
 * What broke the office's budget for one publish (`name`): slower than `maxSeconds`, heavier than `maxMB`, the
 * server's processes together (the site, the office and the publish) heavier than `maxStackMB`, or never live.
 */
export function publishBudgetProblems(
  { name, seconds, peakMB, stackMB, live }: { name: string; seconds: number; peakMB: number; stackMB: number; live: boolean },
  { maxSeconds, maxMB, maxStackMB }: { maxSeconds: number; maxMB: number; maxStackMB: number },
): string[] {
  return [
    !live && `${name} did not go live`,
    seconds > maxSeconds && `${name} took ${seconds.toFixed(1)} s to go live (limit ${maxSeconds} s)`,
    peakMB > maxMB && `${name}: its processes together reached ${peakMB.toFixed(0)} MB (limit ${maxMB} MB)`,
    stackMB > maxStackMB && `${name}: the site, the office and the publish together reached ${stackMB.toFixed(0)} MB (limit ${maxStackMB} MB)`,
  ].filter((problem): problem is string => typeof problem === "string");
}
