// No Docker engine runs here: these check the promises the image and compose file make
// (tests/production/install.test.ts does what the image does).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { root } from "../support/app";

const dockerfile = readFileSync(`${root}/Dockerfile`, "utf8");
const compose = readFileSync(`${root}/compose.yaml`, "utf8");

describe("the container", () => {
  it("builds in one Node 24 slim stage and runs from another, as node, in production mode", () => {
    expect(dockerfile.match(/^FROM node:24-slim/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
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
