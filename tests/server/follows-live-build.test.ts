// The compiled server follows the `build` link by itself, as the site's container does when the office (another
// container) publishes: no signal. Switched under a load of requests, it loses none; a build it cannot load
// leaves it serving the one it had, and the log says so. The publisher learns either from /healthz.
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTookUp } from "../../lib/publish/running-site";
import { root } from "../support/app";
import { type ChildServer, startChildServer } from "../support/child-server";
import { school } from "../support/content";

const run = promisify(execFile);
const OTHER_NAME = "Second Build Public School";
// The publisher finds the site at SITE_INTERNAL_URL, as in the office's container, not in a state file.
const NO_STATE_FILE = "/nonexistent/site.json";

let folder: string;
let server: ChildServer;

const site = (n: number) => path.join(folder, `builds/${n}/site`);

/** A publish made of the suite's build, its files hard links (never written to: a file that differs is replaced). */
async function makePublish(n: number) {
  await run("mkdir", ["-p", path.dirname(site(n))]);
  await run("cp", ["-al", realpathSync(path.join(root, "build")), site(n)]);
}

/** Replaces a file of a publish by a new one (not through the hard link, which the suite's build shares). */
function replaceFile(file: string, text: string) {
  rmSync(file);
  writeFileSync(file, text);
}

/** What publishing does: a new link beside `build`, renamed over it. */
function pointLiveAt(n: number) {
  const draft = path.join(folder, "build.draft");
  symlinkSync(`builds/${n}/site`, draft);
  renameSync(draft, path.join(folder, "build"));
}

const health = async () => (await (await fetch(`${server.origin}/healthz`)).json()) as { status: string; publish: number | null; couldNotLoad?: number };
const title = async () => /<title>([^<]*)/.exec(await (await fetch(`${server.origin}/`)).text())?.[1];

beforeAll(async () => {
  // Inside the repository's own disk, for the hard links; the packages found as the container finds them.
  folder = mkdtempSync(path.join(root, ".cache/follows-live-build-"));
  symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
  copyFileSync(path.join(root, "package.json"), path.join(folder, "package.json"));
  await makePublish(1);
  // Publish 2 says another school's name: the pages are rendered from what its server module holds.
  await makePublish(2);
  const module = path.join(site(2), "server/index.js");
  const code = readFileSync(module, "utf8");
  expect(code).toContain(school.name);
  replaceFile(module, code.replaceAll(school.name, OTHER_NAME));
  // Publish 3 is damaged: its server module cannot be loaded.
  await makePublish(3);
  replaceFile(path.join(site(3), "server/index.js"), "export const createApp = ;\n");
  pointLiveAt(1);
  server = await startChildServer({}, folder);
  process.env.SITE_INTERNAL_URL = server.origin;
}, 60_000);

afterAll(async () => {
  delete process.env.SITE_INTERNAL_URL;
  server?.child.kill("SIGTERM");
  await server?.exited;
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("the site follows the build link", () => {
  it("takes up a new build within 5 s while under load, and not one request fails", async () => {
    expect(await health()).toMatchObject({ status: "ok", publish: 1 });
    expect(await title()).toContain(school.name);

    // Eight clients asking one after another on loopback for a page, its stylesheet and the health check,
    // until a second after the switch was seen.
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const client = async () => {
      while (loading) {
        for (const address of ["/", "/gallery", "/healthz"]) {
          try {
            const res = await fetch(server.origin + address);
            await res.arrayBuffer();
            if (res.status === 200) answered++;
            else failures.push(`${address}: ${res.status}`);
          } catch (error) {
            failures.push(`${address}: ${(error as Error).message}`);
          }
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThan(50);

    const switched = performance.now();
    pointLiveAt(2);
    // What the publisher waits for, asking the address it is given (the office: http://site:3000).
    expect(await siteTookUp(NO_STATE_FILE, 2)).toBe(server.origin);
    const tookMs = performance.now() - switched;
    expect((await health()).publish).toBe(2);
    expect(await title()).toContain(OTHER_NAME);
    const before = answered;
    await expect.poll(() => answered, { timeout: 5000 }).toBeGreaterThan(before + 50);
    loading = false;
    await Promise.all(clients);

    expect(tookMs).toBeLessThan(5000);
    expect(failures).toEqual([]);
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: "now serving the live build", publish: 2 }));
  }, 60_000);

  it("keeps serving the build it has when the link names one it cannot load, and says so in the log", async () => {
    pointLiveAt(3);
    await expect(siteTookUp(NO_STATE_FILE, 3)).rejects.toThrow("the site's log says why");
    expect(await health()).toMatchObject({ status: "ok", publish: 2, couldNotLoad: 3 });
    expect(await title()).toContain(OTHER_NAME);
    const logged = server
      .stderr()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: "could not load the new build; still serving the previous one", publish: 3 }));

    // The damaged publish undone: the site says nothing is wrong any more, without loading anything.
    pointLiveAt(2);
    await expect.poll(async () => await health(), { timeout: 5000, interval: 50 }).not.toHaveProperty("couldNotLoad");
    expect(await health()).toMatchObject({ status: "ok", publish: 2 });
  }, 30_000);

  it("says which publish it serves in /healthz, never cached, and nothing of where it is on disk", async () => {
    const res = await fetch(`${server.origin}/healthz`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(["publish", "status", "uptime"]);
    expect(text).not.toContain(folder);
    expect(text).not.toContain("builds");
  });
});
