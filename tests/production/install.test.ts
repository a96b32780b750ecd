// Does what the container image does: only the build and the runtime packages, started with plain
// node. A package the server needs but lists among the development ones fails here.
import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../support/app";
import { type ChildServer, startChildServer } from "../support/child-server";

const run = promisify(execFile);
let folder: string;
let server: ChildServer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "school-website-image-"));
  for (const item of ["build", "package.json", "package-lock.json"]) {
    await cp(path.join(root, item), path.join(folder, item), { recursive: true, dereference: true });
  }
  await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: folder });
  server = await startChildServer({}, folder);
});

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the production install (npm ci --omit=dev)", () => {
  it("answers the health check", async () => {
    const res = await fetch(`${server.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
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
});
