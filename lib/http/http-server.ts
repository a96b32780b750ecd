import { createServer, type RequestListener, type Server } from "node:http";

/**
 * How slowly a request's body may come: at least `bytes` in every `windowMs` until all of it is read. A photo
 * sent from a slow phone keeps moving and gets through; one that stalls, or drips to hold a connection, is cut.
 */
export type BodyPace = { bytes: number; windowMs: number };

/**
 * How long a client may take to send its headers, its whole request, and how long an idle connection stays
 * open; and, for a server that takes uploads, the pace its bodies must keep (then `requestMs` is only the cap).
 */
export type Timeouts = { headersMs: number; requestMs: number; keepAliveMs: number; bodyPace?: BodyPace };

/**
 * The HTTP server around the app, with explicit timeouts so slow or stalled clients are cut off.
 * Node checks the header and request timeouts every `connectionsCheckingInterval` (30 s by default):
 * checking each second keeps the cut close to the configured limit.
 */
export function createHttpServer(app: RequestListener, timeouts: Timeouts): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000 },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  if (timeouts.bodyPace) cutStalledBodies(server, timeouts.bodyPace);
  return server;
}

/** The request's 408, as Node sends it to a client past its requestTimeout. */
const REQUEST_TIMEOUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/**
 * Watches each request's body as it arrives (the bytes its connection read, which leaves the body's stream to
 * the app) and cuts the connection when a window passes with less than the pace: a 408 when no answer began.
 */
function cutStalledBodies(server: Server, pace: BodyPace) {
  server.on("request", (req, res) => {
    const hasBody = Number(req.headers["content-length"]) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (!hasBody) return;
    const { socket } = req;
    let readBefore = socket.bytesRead;
    const watch = setInterval(() => {
      if (req.complete || socket.destroyed) return clearInterval(watch);
      if (socket.bytesRead - readBefore >= pace.bytes) {
        readBefore = socket.bytesRead;
        return;
      }
      clearInterval(watch);
      if (!res.headersSent && socket.writable) socket.write(REQUEST_TIMEOUT);
      socket.destroy();
    }, pace.windowMs);
    watch.unref();
  });
}
