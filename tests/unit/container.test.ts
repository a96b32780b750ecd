// No Docker engine runs here: these check the promises the image and compose file make
// (tests/production/install.test.ts does what the image does).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { root } from "../support/app";

const dockerfile = readFileSync(`${root}/Dockerfile`, "utf8");
const compose = readFileSync(`${root}/compose.yaml`, "utf8");
const runtimeStage = dockerfile.split(/^FROM /m).at(-1)!;

type LockedPackage = { dev?: boolean; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }> };
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

describe("the container", () => {
  it("builds in one Node 24 slim stage and runs from another, as node, in production mode", () => {
    expect(dockerfile.match(/^FROM node:24-slim/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
  });

  it("keeps in its runtime stage only the packages the server loads, and no lockfile", () => {
    expect(runtimeStage).not.toMatch(/package-lock\.json/);
    expect(runtimeStage).toMatch(/^COPY --from=build \/app\/node_modules \.\/node_modules$/m);
    // What `npm prune --omit=dev` keeps: every package the lockfile does not mark as for development only
    // (one that is both a devDependency and an optional peer of a runtime package is kept, as TypeScript was).
    const kept = Object.entries(lock.packages).filter(([location, entry]) => location !== "" && !entry.dev);
    const needed = loadedAtRunTime();
    expect(kept.map(([location]) => location).filter((location) => !needed.has(location))).toEqual([]);
  });

  it("checks its health with node and starts with plain node in exec form", () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \["node", "-e", ".*\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "build\/server\.js"\]$/m);
  });

  it("is restarted, read-only and health-checked under compose", () => {
    expect(compose).toMatch(/restart: unless-stopped/);
    expect(compose).toMatch(/read_only: true/);
    expect(compose).toMatch(/healthcheck:\n\s+test: \["CMD", "node", "-e", ".*\/healthz/);
  });

  it("sends only what the build needs to Docker", () => {
    const ignored = readFileSync(`${root}/.dockerignore`, "utf8").split("\n");
    for (const entry of ["node_modules", "build", ".git", ".env*"]) expect(ignored).toContain(entry);
  });

  it("never holds the office's editor: its folder is not sent, and the site's packages do not name it", () => {
    expect(readFileSync(`${root}/.dockerignore`, "utf8").split("\n")).toContain("editor");
    expect(dockerfile).not.toMatch(/editor/i);
    const { dependencies, devDependencies } = JSON.parse(readFileSync(`${root}/package.json`, "utf8"));
    expect(Object.keys({ ...dependencies, ...devDependencies }).filter((name) => /decap/.test(name))).toEqual([]);
  });
});
