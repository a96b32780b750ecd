import type { RequestHandler } from "express";

/** For the container's health check and uptime monitors: cheap, tiny, never cached. */
export const health: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store");
  res.json({ status: "ok", uptime: Math.round(process.uptime()) });
};
