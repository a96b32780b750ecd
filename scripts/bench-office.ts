// `npm run bench:office`: does a publish fit a small VPS (issue 27)? A copy of the repository set up as a new
// server leaves it (its first start published the sample content, the site runs and follows the live build),
// a new notice with one phone photo, and the office's own publish job for it on one CPU (`taskset -c 0`: every
// process it starts inherits that). Prints the time from start to live and the peak memory of the job and all
// it started, together, against budgets.json, with where the time and the memory went; exits 1 on a broken budget.
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { indiaDate } from "../lib/site/dates";
import { publishJobArguments } from "../office/publishing/publisher";
import { startChildServer } from "../tests/support/child-server";
import { phonePhoto } from "../tests/support/phone-photo";
import { copyRepository, QUICK_BUILD } from "../tests/support/repo-copy";
import { budgets, verdict } from "./budgets";
import { publishBudgetProblems, samplePeak, treeMemory } from "./publish-footprint";

const ACCOUNT = "Bench clerk";
const NOTICE = `${indiaDate(new Date())}-sports-day-photo`;
// A line of Vite's list of the files it wrote: the timeline leaves them out.
const ASSET_LINE = /\s\d[\d.,]*\s+kB\b/;

const load = () =>
  os
    .loadavg()
    .map((average) => average.toFixed(1))
    .join(", ");
const loadBefore = load();
const repository = await copyRepository("bench-office");
// The publish as the office runs it: the build's own minifier (terser), not the tests' quicker one.
const publishEnv: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: "" };
delete publishEnv.BUILD_MINIFIER;
try {
  console.log(`Setting up a new server in ${repository.dir}: the first start publishes the sample content…`);
  // Not measured: the quicker minifier is enough for the site the notice is published onto.
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/first-start.ts"], { cwd: repository.dir, env: { ...process.env, ...QUICK_BUILD }, maxBuffer: 64 * 1024 * 1024 });
  const site = await startChildServer({}, repository.dir);
  try {
    await writeFile(path.join(repository.dir, `content/notices/${NOTICE}.jpg`), await phonePhoto());
    await writeFile(
      path.join(repository.dir, `content/notices/${NOTICE}.yaml`),
      `title: Sports day\ntitle_hi: खेल दिवस\npublished: ${indiaDate(new Date())}\ncategory: event\ntext:\n  - The winners of the relay race.\ntext_hi:\n  - रिले दौड़ के विजेता।\nattachment: ${NOTICE}.jpg\n`,
    );

    console.log(`Publishing a new notice with one phone photo, on CPU 0 alone (load average before: ${loadBefore})…`);
    const started = performance.now();
    const job = spawn("taskset", ["-c", "0", process.execPath, ...publishJobArguments("publish", ACCOUNT)], {
      cwd: repository.dir,
      env: { ...publishEnv, SITE_URL: site.origin, SITE_INTERNAL_URL: site.origin },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // taskset takes CPU 0 for itself, then becomes Node (exec): the same process, sampled from its start.
    const sampler = samplePeak(job.pid!);
    const timeline: { at: number; line: string }[] = [];
    let liveAt: number | null = null;
    for (const stream of [job.stdout, job.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        const at = (performance.now() - started) / 1000;
        if (liveAt === null && line.startsWith("The new site is live at")) liveAt = at;
        if (!ASSET_LINE.test(line)) timeline.push({ at, line });
      });
    }
    const [code] = (await once(job, "exit")) as [number | null];
    const ended = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    const shown = (await fetch(`${site.origin}/notices/${NOTICE}`)).status === 200;

    const peakMB = peak.kB / 1024;
    const seconds = liveAt ?? ended;
    console.log(timeline.map(({ at, line }) => `  [${at.toFixed(1).padStart(5)} s] ${line}`).join("\n"));
    // Each process by what it runs: Node's loader flags (tsx's) left out.
    const short = (command: string) => command.replaceAll(repository.dir, ".").replaceAll(/ --(?:require|import) \S+/g, "").slice(0, 110);
    console.log(`\nAt the peak (${peak.measure}):`);
    for (const { pid, command, kB } of peak.processes) console.log(`  ${(kB / 1024).toFixed(0).padStart(5)} MB  ${pid}  ${short(command)}`);
    console.log("\nRunning on CPU 0, and ready to run but waiting for it, by process:");
    for (const { pid, command, runSeconds, waitSeconds } of peak.times.filter(({ runSeconds, waitSeconds }) => runSeconds + waitSeconds >= 0.5)) {
      console.log(`  ${runSeconds.toFixed(1).padStart(5)} s ran, ${waitSeconds.toFixed(1).padStart(5)} s waited  ${pid}  ${short(command)}`);
    }
    const waited = peak.times.reduce((sum, { waitSeconds }) => sum + waitSeconds, 0);
    console.log(
      [
        "",
        `from start to live:     ${seconds.toFixed(1)} s (limit ${budgets.office.maxPublishSeconds} s; the job ended at ${ended.toFixed(1)} s, exit code ${code})`,
        `peak memory, together:  ${peakMB.toFixed(0)} MB ${peak.measure} (limit ${budgets.office.maxPublishMB} MB), sampled every 100 ms over the job and all it started`,
        `processor time:         ${peak.cpuSeconds.toFixed(1)} s of CPU 0 in ${ended.toFixed(1)} s (${((100 * peak.cpuSeconds) / ended).toFixed(0)}%), and its threads waited ${waited.toFixed(1)} s in all (or more) for CPU 0 when ready to run: behind other work, or one another`,
        `the site beside it:     ${(treeMemory(site.child.pid!, peak.measure).kB / 1024).toFixed(0)} MB ${peak.measure}, serving the new build (not counted above)`,
        `load average:           ${loadBefore} before, ${load()} after, on ${os.cpus().length} CPUs`,
      ].join("\n"),
    );
    verdict([...publishBudgetProblems({ seconds, peakMB, live: code === 0 && liveAt !== null && shown }, budgets.office)]);
  } finally {
    site.child.kill("SIGTERM");
    await site.exited;
  }
} finally {
  await repository.remove();
}
