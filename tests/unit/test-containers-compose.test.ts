// How `npm run test:containers` reads compose.yaml and the README's `docker compose` lines (scripts/test-containers-compose.ts):
// every promise of the file becomes podman's flag, on this machine's host network.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Placement, podmanCommand, readCompose, runArguments, runsToCompletion, seconds, shellWords, startOrder } from "../../scripts/test-containers-compose";
import { root } from "../support/app";

const text = readFileSync(`${root}/compose.yaml`, "utf8");
const compose = readCompose(text, { SITE_URL: "http://127.0.0.1:4100", OFFICE_URL: "http://127.0.0.1:4200" });
const placement: Placement = { project: "tc-1", imagePrefix: "tc-", ports: { site: { "3000": 4100 }, office: { "8080": 4200, "3001": 4300 } } };

/** The value each flag is given, in order (`-e` and `-v` several times). */
const values = (args: string[], flag: string) => args.flatMap((arg, i) => (args[i - 1] === flag ? [arg] : []));

describe("compose.yaml as podman's flags", () => {
  it("runs the site as compose.yaml says: read-only with its small /tmp, no capabilities, its volume read-only, its port moved to loopback", () => {
    const args = runArguments(compose, "site", placement);
    expect(args.slice(0, 4)).toEqual(["--name", "tc-1-site", "--network", "host"]);
    expect(values(args, "-e")).toEqual(["SITE_URL=http://127.0.0.1:4100", "LOG_LEVEL=info", "TRUST_PROXY=uniquelocal", "PORT=4100", "HOST=127.0.0.1"]);
    expect(values(args, "-v")).toEqual(["tc-1-school:/srv/school:ro"]);
    // podman's own --read-only would add writable /run and /var/tmp that Docker's does not.
    expect(args).toContain("--read-only");
    expect(args).toContain("--read-only-tmpfs=false");
    expect(values(args, "--tmpfs")).toEqual(["/tmp:size=16m"]);
    expect(values(args, "--cap-drop")).toEqual(["ALL"]);
    expect(values(args, "--security-opt")).toEqual(["no-new-privileges:true"]);
    expect(values(args, "--restart")).toEqual(["unless-stopped"]);
    expect(values(args, "--stop-timeout")).toEqual(["15"]);
    expect(args).not.toContain("--init");
    // The health check in exec form, as podman wants it (a JSON array without "CMD"), asking the moved port.
    const check = JSON.parse(values(args, "--health-cmd")[0]!) as string[];
    expect(check.slice(0, 2)).toEqual(["node", "-e"]);
    expect(check[2]).toContain("http://127.0.0.1:4100/healthz");
    expect(values(args, "--health-start-period")).toEqual(["10s"]);
    expect(args.at(-1)).toBe("tc-school-website");
  });

  it("runs the office with an init, its three volumes, both its ports moved, the site reached on loopback, and the default preview address", () => {
    const args = runArguments(compose, "office", placement);
    expect(args).toContain("--init");
    expect(values(args, "-v")).toEqual(["tc-1-school:/srv/school", "tc-1-office-data:/srv/office-data", "tc-1-backups:/srv/backups"]);
    expect(values(args, "-e")).toEqual(
      expect.arrayContaining([
        "OFFICE_URL=http://127.0.0.1:4200",
        "PREVIEW_URL=https://preview.school.example",
        "SITE_INTERNAL_URL=http://127.0.0.1:4100",
        "OFFICE_PORT=4200",
        "OFFICE_HOST=127.0.0.1",
        "PREVIEW_PORT=4300",
        "PREVIEW_HOST=127.0.0.1",
      ]),
    );
    expect(JSON.parse(values(args, "--health-cmd")[0]!)[2]).toContain("http://127.0.0.1:4200/");
    expect(args.at(-1)).toBe("tc-school-website-office");
  });

  it("runs first-start to its end before the others, with its own command", () => {
    expect(startOrder(compose)[0]).toBe("first-start");
    expect(runsToCompletion(compose, "first-start")).toBe(true);
    expect(runsToCompletion(compose, "site")).toBe(false);
    expect(runArguments(compose, "first-start", placement).slice(-4)).toEqual(["tc-school-website-office", "node", "scripts/run.ts", "first-start"]);
  });

  it("interpolates as compose does, and refuses what it cannot turn into a flag", () => {
    const read = (yaml: string, variables = {}) => readCompose(`services:\n  a:\n    image: x\n${yaml}`, variables).services.a!;
    expect(read("    environment:\n      A: ${A:-fallback}\n      B: ${B-fallback}\n      C: $$HOME\n", { B: "" }).environment).toEqual({ A: "fallback", B: "", C: "$HOME" });
    expect(() => read("    environment:\n      A: ${process.env.PORT}\n")).toThrow(/neither \$\$ nor a variable/);
    expect(() => read("    privileged: true\n")).toThrow("the service a has privileged, which test:containers does not turn into podman's flags yet");
    expect(seconds("1m30s")).toBe(90);
    expect(() => seconds("soon")).toThrow();
  });
});

describe("the README's docker compose lines as podman's commands", () => {
  it("reads a line's words as a shell does", () => {
    expect(shellWords(`sudo docker compose exec office npm run office:account -- add "Sunita Verma"   # a comment`)).toEqual({
      words: ["sudo", "docker", "compose", "exec", "office", "npm", "run", "office:account", "--", "add", "Sunita Verma"],
      input: undefined,
    });
    expect(shellWords("run -- - < backup.tar.gz").input).toBe("backup.tar.gz");
  });

  it("execs in the running container, and runs a one-off container of the service on standard input", () => {
    expect(podmanCommand(`sudo docker compose exec office npm run office:account -- add "Sunita Verma"`, compose, placement).argv).toEqual([
      "exec",
      "tc-1-office",
      "npm",
      "run",
      "office:account",
      "--",
      "add",
      "Sunita Verma",
    ]);
    const restore = podmanCommand("sudo docker compose run --rm --no-deps -T office npm run --silent office:restore -- - < school.tar.gz", compose, placement);
    expect(restore.input).toBe("school.tar.gz");
    expect(restore.argv.slice(0, 5)).toEqual(["run", "-i", "--rm", "--name", "tc-1-office-run"]);
    expect(restore.argv).not.toContain("--restart");
    expect(restore.argv.slice(-7)).toEqual(["tc-school-website-office", "npm", "run", "--silent", "office:restore", "--", "-"]);
    expect(() => podmanCommand("docker compose exec --privileged office sh", compose, placement)).toThrow("has --privileged");
  });
});
