// `npm run bench:office`: does a publish fit a small VPS, and is a notice live in seconds (issues 27, 33)? A
// school's folder set up as a new server leaves it (its first start published the sample content, the site
// runs and follows the live data), then two publishes by the office's own job on one CPU (`taskset -c 0`: every
// process it starts inherits that): a new notice of text alone, then one with a 12-megapixel phone photo. Prints
// each one's time from start to live and the peak memory of the job and all it started, together, against
// budgets.json, with where the time and the memory went; exits 1 on a broken budget.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { createInterface } from "node:readline";
import { FLAT_MEMORY } from "../lib/http/memory";
import { indiaDate } from "../lib/site/dates";
import { publishJobArguments, STEP } from "../office/publishing/publisher";
import { root } from "../tests/support/app";
import { startChildServer } from "../tests/support/child-server";
import { phonePhoto } from "../tests/support/phone-photo";
import { schoolFolder } from "../tests/support/school";
import { budgets, verdict } from "./budgets";
import { publishBudgetProblems, samplePeak, treeMemory } from "./publish-footprint";

const ACCOUNT = "Bench clerk";
const TODAY = indiaDate(new Date());

const load = () =>
  os
    .loadavg()
    .map((average) => average.toFixed(1))
    .join(", ");
const loadBefore = load();
const school = await schoolFolder("bench-office", { published: false });
const problems: string[] = [];
try {
  console.log(`Setting up a new server in ${school.dir}: the first start publishes the sample content…`);
  const first = await school.npm("first-start").done;
  if (first.code !== 0) throw new Error(`npm run first-start failed:\n${first.output}`);
  const site = await startChildServer({ SCHOOL_DATA_DIR: school.dir });
  try {
    const notices = [
      { name: "the text notice's publish", slug: `${TODAY}-school-closed-today`, photo: false, maxSeconds: budgets.office.maxTextNoticeSeconds },
      { name: "the photo notice's publish", slug: `${TODAY}-sports-day-photo`, photo: true, maxSeconds: budgets.office.maxPhotoNoticeSeconds },
    ];
    for (const { name, slug, photo, maxSeconds } of notices) {
      if (photo) await writeFile(school.content(`notices/${slug}.jpg`), await phonePhoto());
      await writeFile(
        school.content(`notices/${slug}.yaml`),
        `title: ${photo ? "Sports day" : "School closed today"}\ntitle_hi: ${photo ? "खेल दिवस" : "आज विद्यालय बंद है"}\npublished: ${TODAY}\ncategory: ${photo ? "event" : "holiday"}\ntext:\n  - ${photo ? "The winners of the relay race." : "Because of heavy rain, the school is closed today."}\n${photo ? `attachment: ${slug}.jpg\n` : ""}`,
      );
      console.log(`\nPublishing ${photo ? "a new notice with one 12-megapixel phone photo" : "a new notice of text alone"}, on CPU 0 alone (load average before: ${load()})…`);
      const started = performance.now();
      const job = spawn("taskset", ["-c", "0", process.execPath, ...publishJobArguments("publish", ACCOUNT)], {
        cwd: root,
        env: { ...process.env, ...school.env, ...FLAT_MEMORY, SITE_URL: site.origin, SITE_INTERNAL_URL: site.origin },
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
          timeline.push({ at, line });
        });
      }
      const [code] = (await once(job, "exit")) as [number | null];
      const ended = (performance.now() - started) / 1000;
      const peak = sampler.stop();
      const shown = (await fetch(`${site.origin}/notices/${slug}`)).status === 200;

      const peakMB = peak.kB / 1024;
      const seconds = liveAt ?? ended;
      // The job's step lines (STEP …) stand for the page's steps: shown here as the step's name.
      console.log(timeline.map(({ at, line }) => `  [${at.toFixed(1).padStart(5)} s] ${line.startsWith(STEP) ? `(step) ${line.slice(STEP.length)}` : line}`).join("\n"));
      const short = (command: string) => command.replaceAll(root, ".").replaceAll(school.dir, "<school>").slice(0, 110);
      console.log(`\nAt the peak (${peak.measure}):`);
      for (const { pid, command, kB } of peak.processes) console.log(`  ${(kB / 1024).toFixed(0).padStart(5)} MB  ${pid}  ${short(command)}`);
      console.log("Running on CPU 0, and ready to run but waiting for it, by process:");
      for (const { pid, command, runSeconds, waitSeconds } of peak.times.filter(({ runSeconds, waitSeconds }) => runSeconds + waitSeconds >= 0.2)) {
        console.log(`  ${runSeconds.toFixed(1).padStart(5)} s ran, ${waitSeconds.toFixed(1).padStart(5)} s waited  ${pid}  ${short(command)}`);
      }
      console.log(
        [
          `${name}: from start to live ${seconds.toFixed(1)} s (limit ${maxSeconds} s; the job ended at ${ended.toFixed(1)} s, exit code ${code})`,
          `  peak memory, together: ${peakMB.toFixed(0)} MB ${peak.measure} (limit ${budgets.office.maxPublishMB} MB), sampled every 100 ms over the job and all it started`,
          `  processor time: ${peak.cpuSeconds.toFixed(1)} s of CPU 0 in ${ended.toFixed(1)} s`,
          `  the site beside it: ${(treeMemory(site.child.pid!, peak.measure).kB / 1024).toFixed(0)} MB ${peak.measure}, serving the new data (not counted above)`,
        ].join("\n"),
      );
      problems.push(...publishBudgetProblems({ name, seconds, peakMB, live: code === 0 && liveAt !== null && shown }, { maxSeconds, maxMB: budgets.office.maxPublishMB }));
    }
    console.log(`\nload average: ${loadBefore} before, ${load()} after, on ${os.cpus().length} CPUs`);
  } finally {
    site.child.kill("SIGTERM");
    await site.exited;
  }
} finally {
  await school.remove();
}
verdict(problems);
