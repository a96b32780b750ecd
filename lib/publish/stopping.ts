// Ctrl+C, a closed window (SIGHUP) or a stop from the system (SIGTERM) during a publish: the build's processes
// are stopped, and the publish says so and ends as if it never started. Only the moment the new site is put
// live is not interrupted: it takes well under a second, and stopping half-way through it would leave the
// office unsure which site is live.
import type { ChildProcess } from "node:child_process";
import { readdir, readFile, readlink } from "node:fs/promises";

const WHY: Partial<Record<NodeJS.Signals, string>> = {
  SIGINT: "Ctrl+C",
  SIGHUP: "the window was closed",
  SIGTERM: "the computer asked it to stop",
};
// The shell's convention: 128 + the signal's number.
const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

export class Stopped extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`The publish was stopped (${WHY[signal] ?? signal}). The site is exactly as it was.`);
  }
  get exitCode() {
    return EXIT_CODES[this.signal] ?? 1;
  }
}

export class Stops {
  signal: NodeJS.Signals | undefined;
  private holding = false;
  private readonly children = new Set<ChildProcess>();

  /** Listens for the signals that end a publish. */
  listen() {
    for (const signal of Object.keys(WHY) as NodeJS.Signals[]) process.on(signal, () => this.stop(signal));
    // A closed window takes the terminal with it: what is printed after goes nowhere, and must not crash.
    for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
    return this;
  }

  stop(signal: NodeJS.Signals) {
    this.signal ??= signal;
    if (this.holding) return;
    for (const child of this.children) stopGroup(child);
  }

  /** A child process (in a process group of its own) to stop with the publish. */
  track(child: ChildProcess) {
    this.children.add(child);
    child.once("exit", () => this.children.delete(child));
    if (this.signal && !this.holding) stopGroup(child);
  }

  /** The stop that came, if one did (outside `hold`). */
  stopped() {
    return this.signal && !this.holding ? new Stopped(this.signal) : undefined;
  }

  /** Throws once a stop came (outside `hold`). */
  check() {
    const stopped = this.stopped();
    if (stopped) throw stopped;
  }

  /** Runs `step` to its end whatever arrives meanwhile; a stop that came is acted on after it. */
  async hold<T>(step: () => Promise<T>): Promise<T> {
    this.holding = true;
    try {
      return await step();
    } finally {
      this.holding = false;
    }
  }
}

/** SIGTERM to the child's whole process group (npm, the shell, the build's tools), SIGKILL if it lingers. */
function stopGroup(child: ChildProcess) {
  const group = child.pid;
  if (!group || child.exitCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const killer = setTimeout(() => signal("SIGKILL"), 5000);
  killer.unref();
  child.once("exit", () => clearTimeout(killer));
}

/**
 * Stops what remains of the build of a publish that was killed (kill -9 leaves its build running): the
 * processes of process group `group` that work in `root`, so never another program that got the number.
 */
export async function stopLeftoverBuild(group: number, root: string) {
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // The fields after the command's name, which is in brackets and may hold spaces: state, parent, group.
    const processGroup = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
    if (processGroup !== group) continue;
    if ((await readlink(`/proc/${name}/cwd`).catch(() => null)) !== root) continue;
    try {
      process.kill(Number(name), "SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }
}
