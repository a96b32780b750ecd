// What runs on the school's server beside a publish (`npm run bench:office`): the site and the office, each in
// its own process on CPU 0 alone (a 1-vCPU server), the clerk signed in to the office; and the time the
// preview takes from the office's Preview link to its first page.
import { spawnSync } from "node:child_process";
import { freePort, type OfficeProcess, startOfficeProcess } from "../tests/office/office-process";
import { CLERK, CLERK_PASSWORD, signInWithPassword } from "../tests/office/support";
import { type ChildServer, startChildServer } from "../tests/support/child-server";
import type { School } from "../tests/support/school";

/** A command's prefix that runs it on CPU 0 alone; every process it starts inherits that. */
export const ON_ONE_CPU = ["taskset", "-c", "0"];

/** Moves a running process, every thread of it, onto CPU 0 alone; what it starts from now on inherits that. */
function moveToOneCpu(pid: number) {
  const moved = spawnSync(ON_ONE_CPU[0]!, ["-a", "-p", "-c", "0", String(pid)], { encoding: "utf8" });
  if (moved.status !== 0) throw new Error(`taskset could not move process ${pid} to CPU 0: ${moved.stderr}`);
}

export type Stack = { site: ChildServer; office: OfficeProcess; previewOrigin: string; officeCookie: string; stop: () => Promise<void> };

/** The site and the office (with its preview) on `school`'s folder, on CPU 0, and the clerk signed in. */
export async function startStack(school: School): Promise<Stack> {
  const site = await startChildServer({ SCHOOL_DATA_DIR: school.dir });
  moveToOneCpu(site.child.pid!);
  const previewPort = await freePort();
  const office = await startOfficeProcess(school.dir, { [CLERK]: CLERK_PASSWORD }, { ...school.env, SITE_URL: site.origin, PREVIEW_PORT: String(previewPort) });
  moveToOneCpu(office.child.pid!);
  return {
    site,
    office,
    previewOrigin: `http://localhost:${previewPort}`,
    officeCookie: await signInWithPassword({ url: office.origin }),
    async stop() {
      // The office first: it may be making the preview's draft.
      await office.stop();
      site.child.kill("SIGTERM");
      await site.exited;
    },
  };
}

/**
 * Seconds from the clerk's asking the office for the preview (its Preview link) to the preview's answering
 * the home page: the office's pass, the preview's door, its first draft and its site's start. Asked every
 * 50 ms meanwhile (the page the person sees asks again every second, so may show it up to a second later).
 */
export async function previewStartSeconds({ office, previewOrigin, officeCookie }: Stack, { timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  const asked = await fetch(`${office.origin}/preview`, { redirect: "manual", headers: { cookie: officeCookie, "sec-fetch-site": "same-origin" } });
  const entering = asked.headers.get("location");
  if (asked.status !== 303 || !entering) throw new Error(`the office's /preview answered ${asked.status}, not a way into the preview`);
  const entered = await fetch(entering, { redirect: "manual" });
  const previewCookie = entered.headers.getSetCookie()[0]?.split(";")[0];
  if (!previewCookie) throw new Error(`the preview's door answered ${entered.status}, without its cookie`);
  const page = new URL(entered.headers.get("location") ?? "/", previewOrigin);
  while (performance.now() - started < timeoutMs) {
    if ((await fetch(page, { headers: { cookie: previewCookie } })).status === 200) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the preview did not answer ${page.pathname} within ${timeoutMs / 1000} s`);
}
