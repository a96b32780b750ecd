import { createServer, type RequestListener, type Server } from "node:http";

/**
 * The HTTP server around the app, with explicit timeouts so slow or stalled clients are cut off.
 * Node checks the header and request timeouts every `connectionsCheckingInterval` (30 s by default):
 * checking each second keeps the cut close to the configured limit.
 */
/** How long a client may take to send its headers, its whole request, and how long an idle connection stays open. */
export type Timeouts = { headersMs: number; requestMs: number; keepAliveMs: number };

export function createHttpServer(app: RequestListener, timeouts: Timeouts): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000 },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
