import { createServer, type RequestListener, type Server } from "node:http";
import type { Config } from "./config";

/**
 * The HTTP server around the app, with explicit timeouts so slow or stalled clients are cut off.
 * Node checks the header and request timeouts every `connectionsCheckingInterval` (30 s by default):
 * checking each second keeps the cut close to the configured limit.
 */
export function createHttpServer(app: RequestListener, timeouts: Config["timeouts"]): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000 },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
