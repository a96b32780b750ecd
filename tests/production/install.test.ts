// Does what the site's container does: the code's build and only the runtime packages, without the lockfile,
// and the school's volume apart (a publish's data and the `live` link to it), started with plain node. A package
// the server needs but lists among the development ones fails here, and so does one listed among the runtime
// ones that the server never loads.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../support/app";
import { type ChildServer, startChildServer } from "../support/child-server";
import { TEST_DATA_DIR } from "../support/site-data";

const run = promisify(execFile);
let folder: string;
let server: ChildServer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "school-website-image-"));
  for (const item of ["package.json", "package-lock.json"]) await cp(path.join(root, item), path.join(folder, "app", item));
  await cp(path.join(root, "build"), path.join(folder, "app/build"), { recursive: true });
  await cp(TEST_DATA_DIR, path.join(folder, "school/builds/1/site"), { recursive: true });
  await symlink("builds/1/site", path.join(folder, "school/live"));
  await run("npm", ["ci", "--omit=dev", "--omit=optional", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: path.join(folder, "app") });
  await rm(path.join(folder, "app/package-lock.json"));
  // The image's settings (Dockerfile, the site's stage): the school's folder outside the code's.
  server = await startChildServer({ SCHOOL_DATA_DIR: path.join(folder, "school") }, path.join(folder, "app"));
});

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the production install (npm ci --omit=dev) serving a publish from the school's volume", () => {
  it("answers the health check, serving the publish the volume's link names", async () => {
    const res = await fetch(`${server.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", publish: 1 });
  });

  it("renders the home page and serves its assets", async () => {
    const res = await fetch(`${server.origin}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(`${server.origin}${asset}`)).status).toBe(200);
    expect(server.stderr()).toBe("");
  });

  it("lists as runtime dependencies only packages the server's build loads", () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const code = ["build/server.js", "build/server/index.js"].map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");
    const loaded = new Set([...code.matchAll(/^import\b[^"']*["']((?:@[^/"']+\/)?[^/"'.][^/"']*)[^"']*["']/gm)].map((m) => m[1]));
    expect(Object.keys(dependencies).filter((name) => !loaded.has(name))).toEqual([]);
  });
});
