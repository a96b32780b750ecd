import type { Server, ServerResponse } from "node:http";
import type { Logger } from "./logging";

type StopOptions = {
  /** How long requests in flight may take before the process exits anyway (with code 1). */
  graceMs?: number;
  exit?: (code: number) => void;
};

/**
 * Returns the function to call on SIGTERM or SIGINT: it stops accepting connections, lets the
 * requests in flight finish with `Connection: close`, and exits 0 once they are done; if they are
 * not done within the grace period, it exits 1 anyway.
 */
export function gracefulStop(server: Server, logger: Logger, { graceMs = 10_000, exit = process.exit }: StopOptions = {}) {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };

  // Before the app's own listener, so even an answer sent at once carries the header.
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (stopping) return closeAfter(res);
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // A keep-alive connection whose headers went out before the signal is idle now: close it.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  return (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, "stopping");
    for (const res of inFlight) closeAfter(res);
    // close() also closes the connections that are idle now.
    server.close(() => {
      logger.info("stopped");
      exit(0);
    });
    setTimeout(() => {
      logger.warn({ inFlight: inFlight.size }, `requests still running after ${graceMs} ms, exiting`);
      exit(1);
    }, graceMs).unref();
  };
}
