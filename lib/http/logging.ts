import type { RequestHandler } from "express";
import pino, { type Logger } from "pino";

export type { Logger };

type Destination = { write(line: string): unknown };

/** One JSON object a line: requests and notices on stdout, errors with their stack on stderr. */
/** pino's levels, as LOG_LEVEL names them. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(level: LogLevel, out: Destination = process.stdout, err: Destination = process.stderr): Logger {
  const streams = [
    { level: "trace" as const, stream: out },
    { level: "error" as const, stream: err },
  ];
  // dedupe: each line goes only to the stream with the highest level it reaches.
  return pino({ level }, pino.multistream(streams, { dedupe: true }));
}

/** Logs every answered request once it is done: method, path, status, duration and bytes sent. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Counted on the connection, so compressed and streamed answers are measured as sent (headers included).
    const bytesBefore = req.socket.bytesWritten;
    res.once("close", () => {
      logger.info(
        {
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          bytes: req.socket.bytesWritten - bytesBefore,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    next();
  };
}
