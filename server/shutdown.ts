import type { Server, ServerResponse } from "node:http";
import type { Logger } from "./logging";

const GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, finish the requests in flight with
 * `Connection: close`, and exit 0; if they are not done within ten seconds, exit 1 anyway.
 */
export function shutDownGracefully(server: Server, logger: Logger) {
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

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, "stopping");
    for (const res of inFlight) closeAfter(res);
    server.close(() => {
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn({ inFlight: inFlight.size }, `requests still running after ${GRACE_MS / 1000} s, exiting`);
      process.exit(1);
    }, GRACE_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
