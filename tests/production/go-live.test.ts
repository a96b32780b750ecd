// `npm run go-live` against a running server, in a copy of the repository: the new content goes live
// without a restart and without a failed request, a broken build changes nothing, and undo goes back.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../support/child-server";
import { copyRepository, type RepositoryCopy } from "../support/repo-copy";
import { school } from "../support/content";

const run = promisify(execFile);
const OLD_NAME = school.name;
const NEW_NAME = "Hill Top Public School";

let repository: RepositoryCopy;
let copy: string;
let server: ChildServer;
let contentFile: string;

const goLive = (...args: string[]) =>
  run("npm", ["run", "--silent", ...args], { cwd: copy, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
const title = async () => /<title>([^<]*)/.exec(await (await fetch(`${server.origin}/`)).text())?.[1];

beforeAll(async () => {
  // The suite's own build is the live site, and the photos' copies are kept, so one build is all it takes.
  repository = await copyRepository("go-live", { withBuild: true });
  copy = repository.dir;
  contentFile = path.join(copy, "content/school.yaml");
  server = await startChildServer({ SITE_STATE_FILE: ".cache/site.json" }, copy);
});

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await repository?.remove();
});

describe("npm run go-live", () => {
  it("puts the new content live without a restart, while every request in the meantime succeeds", async () => {
    expect(await title()).toContain(OLD_NAME);
    const oldPage = await (await fetch(`${server.origin}/`)).text();
    const oldScript = /\/assets\/[\w-]+\.js/.exec(oldPage)![0];
    await writeFile(contentFile, (await readFile(contentFile, "utf8")).replaceAll(OLD_NAME, NEW_NAME));

    // Steady requests for pages, a script of the page as it was, and the health check, all through the switch.
    const failures: string[] = [];
    let requests = 0;
    let loading = true;
    const worker = async (address: string) => {
      while (loading) {
        requests++;
        try {
          const res = await fetch(server.origin + address);
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${address}: ${res.status}`);
        } catch (error) {
          failures.push(`${address}: ${(error as Error).message} ${String((error as Error).cause ?? "")}`);
        }
      }
    };
    const workers = ["/", "/gallery", oldScript, "/healthz", "/", "/mpd"].map(worker);
    let published: Awaited<ReturnType<typeof goLive>>;
    try {
      published = await goLive("go-live");
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      loading = false;
      await Promise.all(workers);
    }

    expect(published.output).toMatch(/The new site is live at http:\/\/127\.0\.0\.1:\d+/);
    expect(published.code).toBe(0);
    expect(await title()).toContain(NEW_NAME);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    // The same process all along: it reloaded, it did not restart.
    expect(server.child.exitCode).toBeNull();
    expect(JSON.parse(await readFile(path.join(copy, ".cache/site.json"), "utf8"))).toMatchObject({ pid: server.child.pid, reloads: 1 });
    expect(server.logs.map((entry) => entry.msg)).toContain("reloaded the build");
    // A page opened before the switch still gets its script.
    expect((await fetch(server.origin + oldScript)).status).toBe(200);
    // Nothing to build the second time.
    const again = await goLive("go-live");
    expect(again.output).toContain("Nothing changed since the live site was built");
  }, 300_000);

  it("leaves the site as it was when the build fails, and says why", async () => {
    await appendFile(contentFile, "\n}}} not content\n");
    const failed = await goLive("go-live");
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain("The new site was NOT published");
    expect(failed.output).toContain(path.basename(contentFile));
    expect(await title()).toContain(NEW_NAME);
    expect(existsSync(path.join(copy, "build.next"))).toBe(false);
  }, 120_000);

  it("goes back to the previous site with go-live:undo", async () => {
    const undone = await goLive("go-live:undo");
    expect(undone.code).toBe(0);
    expect(await title()).toContain(OLD_NAME);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
