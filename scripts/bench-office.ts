// `npm run bench:office`: does a publish fit a small VPS, is a notice live in seconds, and is the preview up in
// a moment (issues 27, 33)? Twice: on a school's folder as a new server leaves it (its first start published
// the sample content), and on one with a year of content (scripts/year-of-content.ts, published once before,
// so its photos' copies are made). On each, the site and the office run on CPU 0 alone (`taskset -c 0`: a
// 1-vCPU server; every process they start inherits it), the clerk signed in; then two publishes by the
// office's own job on the same CPU, a new notice of text alone, then one with a 12-megapixel phone photo; then
// the clerk opens the preview; then 50 content publishes. Prints each publish's time from start to live, the
// peak memory of the job and all it started, and of the site, the office and the job together, the preview's
// start, and how much the site's memory grew over the 50 publishes, against budgets.json, with where the time
// and the memory went; exits 1 on a broken budget.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { createInterface } from "node:readline";
import { FLAT_MEMORY } from "../lib/http/memory";
import { indiaDate } from "../lib/site/dates";
import { LANGUAGES, pathIn } from "../lib/site/language";
import { PAGES } from "../lib/site/pages";
import { publishJobArguments, STEP } from "../office/publishing/publisher";
import { root } from "../tests/support/app";
import { phonePhoto } from "../tests/support/phone-photo";
import { type School, schoolFolder } from "../tests/support/school";
import { budgets, verdict } from "./budgets";
import { ON_ONE_CPU, previewStartSeconds, type Stack, startStack } from "./office-stack";
import { measureOf, publishBudgetProblems, samplePeak, treeMemory } from "./publish-footprint";
import { keepPublishedCopies, yearOfContent } from "./year-of-content";

const ACCOUNT = "Bench clerk";
const TODAY = indiaDate(new Date());
const { office: limits } = budgets;

const load = () =>
  os
    .loadavg()
    .map((average) => average.toFixed(1))
    .join(", ");
const loadBefore = load();
const problems: string[] = [];

/** A publish by the office's own job on CPU 0, as the Publish button starts it. */
const publishJob = (school: School, { site }: Stack) =>
  spawn(ON_ONE_CPU[0]!, [...ON_ONE_CPU.slice(1), process.execPath, ...publishJobArguments("publish", ACCOUNT)], {
    cwd: root,
    env: { ...process.env, ...school.env, ...FLAT_MEMORY, SITE_URL: site.origin, SITE_INTERNAL_URL: site.origin },
    stdio: ["ignore", "pipe", "pipe"],
  });

/** Publishes a new notice (with a phone photo or not) on `school` by the office's job on CPU 0, and prints what it cost. */
async function publishNotice(school: School, stack: Stack, server: string, photo: boolean) {
  const name = `${server}: the ${photo ? "photo" : "text"} notice's publish`;
  const slug = `${TODAY}-${photo ? "sports-day-photo" : "school-closed-today"}`;
  const maxSeconds = photo ? limits.maxPhotoNoticeSeconds : limits.maxTextNoticeSeconds;
  if (photo) await writeFile(school.content(`notices/${slug}.jpg`), await phonePhoto());
  await writeFile(
    school.content(`notices/${slug}.yaml`),
    `title: ${photo ? "Sports day" : "School closed today"}\ntitle_hi: ${photo ? "खेल दिवस" : "आज विद्यालय बंद है"}\npublished: ${TODAY}\ncategory: ${photo ? "event" : "holiday"}\ntext:\n  - ${photo ? "The winners of the relay race." : "Because of heavy rain, the school is closed today."}\n${photo ? `attachment: ${slug}.jpg\n` : ""}`,
  );
  console.log(`\nPublishing ${photo ? "a new notice with one 12-megapixel phone photo" : "a new notice of text alone"}, on CPU 0 alone (load average before: ${load()})…`);
  const { site, office } = stack;
  const started = performance.now();
  const job = publishJob(school, stack);
  // taskset takes CPU 0 for itself, then becomes Node (exec): the same process, sampled from its start.
  const sampler = samplePeak(job.pid!, { beside: [site.child.pid!, office.child.pid!] });
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

  const [peakMB, stackMB] = [peak.kB / 1024, peak.stack.kB / 1024];
  const seconds = liveAt ?? ended;
  // The job's step lines (STEP …) stand for the page's steps: shown here as the step's name.
  console.log(timeline.map(({ at, line }) => `  [${at.toFixed(1).padStart(5)} s] ${line.startsWith(STEP) ? `(step) ${line.slice(STEP.length)}` : line}`).join("\n"));
  const short = (command: string) => command.replaceAll(root, ".").replaceAll(school.dir, "<school>").slice(0, 110);
  const list = (processes: typeof peak.processes) => processes.map(({ pid, command, kB }) => `  ${(kB / 1024).toFixed(0).padStart(5)} MB  ${pid}  ${short(command)}`).join("\n");
  console.log(`\nAt the publish's peak (${peak.measure}):\n${list(peak.processes)}`);
  console.log(`At the peak of the site, the office and the publish together (${peak.measure}):\n${list(peak.stack.processes)}`);
  console.log("Running on CPU 0, and ready to run but waiting for it, by process:");
  for (const { pid, command, runSeconds, waitSeconds } of peak.times.filter(({ runSeconds, waitSeconds }) => runSeconds + waitSeconds >= 0.2)) {
    console.log(`  ${runSeconds.toFixed(1).padStart(5)} s ran, ${waitSeconds.toFixed(1).padStart(5)} s waited  ${pid}  ${short(command)}`);
  }
  console.log(
    [
      `${name}: from start to live ${seconds.toFixed(1)} s (limit ${maxSeconds} s; the job ended at ${ended.toFixed(1)} s, exit code ${code})`,
      `  peak memory of the publish: ${peakMB.toFixed(0)} MB ${peak.measure} (limit ${limits.maxPublishMB} MB), sampled every 100 ms over the job and all it started`,
      `  peak memory of the site, the office and the publish together: ${stackMB.toFixed(0)} MB ${peak.measure} (limit ${limits.maxStackMB} MB)`,
      `  processor time: ${peak.cpuSeconds.toFixed(1)} s of CPU 0 in ${ended.toFixed(1)} s`,
      `  the site after it: ${(treeMemory(site.child.pid!, peak.measure).kB / 1024).toFixed(0)} MB ${peak.measure}, serving the new data`,
    ].join("\n"),
  );
  problems.push(...publishBudgetProblems({ name, seconds, peakMB, stackMB, live: code === 0 && liveAt !== null && shown }, { maxSeconds, maxMB: limits.maxPublishMB, maxStackMB: limits.maxStackMB }));
}

/** The clerk opens the preview: its start against its budget, and the memory of the site and the office with it. */
async function openPreview(stack: Stack, server: string) {
  console.log(`\nOpening the preview from the office (load average before: ${load()})…`);
  const seconds = await previewStartSeconds(stack);
  const measure = measureOf(stack.office.child.pid!);
  const withPreview = (treeMemory(stack.office.child.pid!, measure).kB + treeMemory(stack.site.child.pid!, measure).kB) / 1024;
  console.log(
    [
      `${server}: the preview's start, from the office's Preview link to its first page: ${seconds.toFixed(1)} s (limit ${limits.maxPreviewStartSeconds} s)`,
      `  the site and the office with the preview running: ${withPreview.toFixed(0)} MB ${measure} together`,
    ].join("\n"),
  );
  if (seconds > limits.maxPreviewStartSeconds) problems.push(`${server}: the preview took ${seconds.toFixed(1)} s to answer its first page (limit ${limits.maxPreviewStartSeconds} s)`);
}

/** Every page in both languages, and each page's data: what parents' visits make the site render. */
async function readEveryPage(origin: string) {
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      const address = pathIn(language, page.path);
      for (const asked of [address, `${address === "/" ? "/_root" : address}.data`]) await (await fetch(origin + asked)).arrayBuffer();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The site's memory over 50 content publishes by the office's job (the text notice's words changed each time),
 * parents reading every page after each: the first ten's median RSS against the last ten's (one sample swings by
 * a few MB with the moment of V8's collector).
 */
async function fiftyPublishes(school: School, stack: Stack, server: string) {
  console.log(`\nFifty content publishes, every page read after each (load average before: ${load()})…`);
  const notice = school.content(`notices/${TODAY}-school-closed-today.yaml`);
  const text = await readFile(notice, "utf8");
  const started = performance.now();
  const rss: number[] = [];
  for (let n = 1; n <= 50; n++) {
    await writeFile(notice, text.replace("the school is closed today.", `the school is closed today (${n}).`));
    const job = publishJob(school, stack);
    const [code] = (await once(job, "exit")) as [number | null];
    if (code !== 0) throw new Error(`content publish ${n} of 50 ended with exit code ${code}`);
    await readEveryPage(stack.site.origin);
    rss.push(treeMemory(stack.site.child.pid!, "RSS").kB / 1024);
  }
  const [first, last] = [median(rss.slice(0, 10)), median(rss.slice(-10))];
  const growth = last - first;
  console.log(
    [
      `${server}: the site's RSS over 50 content publishes: ${first.toFixed(0)} MB after the first ten, ${last.toFixed(0)} MB after the last ten (medians), ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB (limit +${limits.maxSiteGrowthMB} MB)`,
      `  after each, MB: ${rss.map((mb) => mb.toFixed(0)).join(" ")}`,
      `  ${((performance.now() - started) / 1000 / 50).toFixed(1)} s a publish, pages read included`,
    ].join("\n"),
  );
  if (growth > limits.maxSiteGrowthMB) problems.push(`${server}: the site's RSS grew by ${growth.toFixed(1)} MB over 50 content publishes (limit ${limits.maxSiteGrowthMB} MB)`);
}

const SERVERS = [
  { server: "a new server", source: async () => undefined, firstStart: "the first start publishes the sample content" },
  {
    server: "a server with a year of content",
    source: () => yearOfContent(TODAY, console.log),
    firstStart: "its content is published once, as a year of publishes left it (only the first run of the benchmark encodes its photos, with every CPU)",
  },
];

for (const { server, source, firstStart } of SERVERS) {
  const from = await source();
  const school = await schoolFolder("bench-office", { published: false, from });
  try {
    console.log(`\n=== ${server}, in ${school.dir}: ${firstStart}…`);
    const started = performance.now();
    const first = await school.npm("first-start").done;
    if (first.code !== 0) throw new Error(`npm run first-start failed:\n${first.output}`);
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    if (from) await keepPublishedCopies(school.dir, from);
    const stack = await startStack(school);
    try {
      for (const photo of [false, true]) await publishNotice(school, stack, server, photo);
      await openPreview(stack, server);
      await fiftyPublishes(school, stack, server);
    } finally {
      await stack.stop();
    }
  } finally {
    await school.remove();
  }
}
console.log(`\nload average: ${loadBefore} before, ${load()} after, on ${os.cpus().length} CPUs`);
verdict(problems);
