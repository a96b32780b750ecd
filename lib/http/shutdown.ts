import { Server as NetServer, type Socket } from "node:net";
import type { Server, ServerResponse } from "node:http";
import type { Logger } from "./logging";

type StopOptions = {
  /** How long requests in flight may take before the process exits anyway (with code 1). */
  graceMs?: number;
  exit?: (code: number) => void;
};

// During the stop, a connection that has had nothing to answer for this long is closed: a client writing
// its next request on it at that very moment is all but impossible, unlike in the instant after an answer.
const IDLE_CLOSE_MS = 1_000;

type Connection = { inFlight: Set<ServerResponse>; idleSince: number };

/**
 * Returns the function to call on SIGTERM or SIGINT: it stops accepting connections, answers every
 * request that arrives on the connections already open, each with `Connection: close` (so the client
 * closes it cleanly after the answer), closes the connections that stay idle, and exits 0 once all are
 * closed; if some are still open after the grace period, it exits 1 anyway.
 */
export function gracefulStop(server: Server, logger: Logger, { graceMs = 10_000, exit = process.exit }: StopOptions = {}) {
  const connections = new Map<Socket, Connection>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { inFlight: new Set(), idleSince: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });
  // Before the app's own listener, so even an answer sent at once carries the header.
  server.prependListener("request", (req, res: ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.inFlight.add(res);
    res.once("close", () => {
      connection.inFlight.delete(res);
      connection.idleSince = performance.now();
    });
  });

  const closeIdle = () => {
    const now = performance.now();
    for (const [socket, { inFlight, idleSince }] of connections) {
      // end(), not destroy(): the client sees a clean close, never a reset.
      if (inFlight.size === 0 && now - idleSince >= IDLE_CLOSE_MS) socket.end();
    }
  };

  return (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, connections: connections.size }, "stopping");
    // For answers whose headers are not sent yet.
    for (const { inFlight } of connections.values()) {
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    }
    // http.Server's own close() would also drop the connections idle at this instant, where a request may
    // already be on its way: they are closed by closeIdle instead, once they have stayed idle.
    NetServer.prototype.close.call(server, () => {
      logger.info("stopped");
      exit(0);
    });
    setInterval(closeIdle, 100).unref();
    setTimeout(() => {
      logger.warn({ connections: connections.size }, `connections still open after ${graceMs} ms, exiting`);
      exit(1);
    }, graceMs).unref();
  };
}
