import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { DataStatus } from "../lib/content/site-data";
import type { Logger } from "../lib/http/logging";

// Looked at on disk when asked, at most this often: a monitor asking every second costs nothing.
const RECHECK_MS = 5000;

/** What the pages of a build need from its client folder: the service worker, and every script and stylesheet they name. */
export function filesPagesNeed(assets: ServerBuild["assets"]): string[] {
  const named = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const route of Object.values(assets.routes)) {
    for (const value of Object.values(route ?? {})) {
      for (const url of [value].flat()) if (typeof url === "string" && url.startsWith("/assets/")) named.add(url);
    }
  }
  return ["/sw.js", ...named];
}

/**
 * For the container's health check, uptime monitors and the publisher waiting for the site to take up a new
 * build (which publish it serves): cheap, tiny, never cached. 503 when the build being served lacks files its
 * pages need (its client folder gone, a script, the service worker), which the log says once, when it
 * happens, and again once they are back.
 */
export function health({
  clientDir,
  files,
  logger,
  now,
  status,
}: {
  clientDir?: string;
  files: string[];
  logger: Logger;
  now: () => Date;
  /** Which publish is served (server/live-data.ts). */
  status?: () => DataStatus;
}): RequestHandler {
  let missing: string[] = [];
  let checkedAt = -Infinity;
  const check = () => {
    checkedAt = now().getTime();
    if (!clientDir) return;
    const found = existsSync(clientDir) ? files.filter((file) => !existsSync(path.join(clientDir, file))) : ["the whole client folder"];
    if (found.length > 0 && missing.length === 0) logger.error({ clientDir, missing: found }, "the build being served lacks files its pages need");
    if (found.length === 0 && missing.length > 0) logger.info({ clientDir }, "the build being served has all its files again");
    missing = found;
  };
  check();
  return (_req, res) => {
    if (now().getTime() - checkedAt >= RECHECK_MS) check();
    res.set("Cache-Control", "no-store");
    const uptime = Math.round(process.uptime());
    if (missing.length > 0) res.status(503).json({ status: "missing files", missing: missing.slice(0, 10), uptime, ...status?.() });
    else res.json({ status: "ok", uptime, ...status?.() });
  };
}
