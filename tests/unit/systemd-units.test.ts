// The service files for a server without Docker (deploy/systemd/, README "Without Docker"): plain node in exec
// form from the code folder, the settings from its .env alone, an unprivileged user, a restart on failure and
// systemd's hardening; and, where systemd-analyze is installed, systemd's own check of them.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../support/app";

const CODE = "/srv/school-website";
const UNITS = ["school-website", "school-office"] as const;
const text = (unit: string) => readFileSync(path.join(root, `deploy/systemd/${unit}.service`), "utf8");
/** A unit's settings, each name with its values in order (comments left out). */
const settingsOf = (unit: string) => {
  const settings: Record<string, string[]> = {};
  for (const [, name, value] of text(unit).matchAll(/^(\w+)=(.*)$/gm)) (settings[name!] ??= []).push(value!);
  return settings;
};
const hasAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

describe("the systemd units", () => {
  it.each(UNITS)("%s runs plain node from the code folder as the user school, with the settings of .env alone, restarted on failure", (unit) => {
    const settings = settingsOf(unit);
    expect(settings.WorkingDirectory).toEqual([CODE]);
    expect(settings.User).toEqual(["school"]);
    expect(settings.ExecStart![0]).toMatch(new RegExp(`^${CODE}/node_modules/\\.bin/node `));
    expect(settings.ExecStart![0]).not.toMatch(/npm|sh -c/);
    // One place for the settings: lib/settings.ts reads .env in the working directory; no second reader of it.
    expect(settings.EnvironmentFile).toBeUndefined();
    expect(settings.Environment).toEqual(["NODE_ENV=production"]);
    expect(settings.Restart).toEqual(["on-failure"]);
    // Longer than the site's own ten seconds for finishing requests, as compose.yaml's grace.
    expect(settings.TimeoutStopSec).toEqual(["15"]);
    for (const hardening of ["NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes", "CapabilityBoundingSet="]) {
      expect(text(unit).split("\n")).toContain(hardening);
    }
  });

  it("lets the site write nothing and read neither the office's database nor the backups", () => {
    const site = settingsOf("school-website");
    expect(site.ExecStart).toEqual([`${CODE}/node_modules/.bin/node scripts/run.ts site`]);
    expect(site.ReadWritePaths).toBeUndefined();
    expect(site.InaccessiblePaths).toEqual(["-/srv/school/office-data -/srv/school/backups"]);
  });

  // The code built once (npm run build), started by scripts/run.ts, as in the containers: never the sources through tsx.
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  it.each([
    ["school-website", "site"],
    ["school-office", "office"],
  ])("starts %s as its container starts it", (unit, stage) => {
    const [program, ...args] = JSON.parse(new RegExp(`^FROM \\S+ AS ${stage}$[\\s\\S]*?^CMD (\\[.*\\])$`, "m").exec(dockerfile)![1]!) as string[];
    expect(program).toBe("node");
    expect(args).toEqual(["scripts/run.ts", stage]);
    expect(settingsOf(unit).ExecStart).toEqual([`${CODE}/node_modules/.bin/node ${args.join(" ")}`]);
  });

  it("lets the office write the school's folder alone", () => {
    expect(settingsOf("school-office").ReadWritePaths).toEqual(["/srv/school"]);
  });

  it.runIf(hasAnalyze)("pass systemd-analyze verify", () => {
    // A root of their own, with systemd's units and the program their ExecStart names.
    const fakeRoot = mkdtempSync(path.join(tmpdir(), "systemd-root-"));
    try {
      cpSync("/usr/lib/systemd/system", path.join(fakeRoot, "usr/lib/systemd/system"), { recursive: true });
      const node = path.join(fakeRoot, CODE, "node_modules/.bin/node");
      mkdirSync(path.dirname(node), { recursive: true });
      writeFileSync(node, "#!/bin/sh\n");
      chmodSync(node, 0o755);
      const units = path.join(fakeRoot, "etc/systemd/system");
      mkdirSync(units, { recursive: true });
      for (const unit of UNITS) writeFileSync(path.join(units, `${unit}.service`), text(unit));
      const verified = spawnSync("systemd-analyze", ["verify", `--root=${fakeRoot}`, ...UNITS.map((unit) => path.join(units, `${unit}.service`))], { encoding: "utf8" });
      // Its complaints (an unknown setting, a missing program) are lines on standard error.
      expect({ status: verified.status, said: verified.stdout + verified.stderr }).toEqual({ status: 0, said: "" });
    } finally {
      rmSync(fakeRoot, { recursive: true, force: true });
    }
  });
});
