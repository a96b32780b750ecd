import { z } from "zod";
import type { Timeouts } from "../lib/http/http-server";
import { LOG_LEVELS, type LogLevel } from "../lib/http/logging";
import { parseTrustProxy, readEnvironment, type TrustProxy } from "../lib/settings";

const milliseconds = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const environment = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    // Node allows a client this long to send its request headers, then its whole request...
    HEADERS_TIMEOUT_MS: milliseconds(20_000, 10_000),
    REQUEST_TIMEOUT_MS: milliseconds(30_000, 30_000),
    // ...and keeps an idle connection open this long for the next request.
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(120_000, 5_000),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "must not be longer than REQUEST_TIMEOUT_MS",
  });

export type Config = {
  port: number;
  host: string;
  /**
   * The public address of the site without a trailing slash, for every absolute link (canonical links, social
   * cards, WhatsApp texts, the sitemap, the feeds). Unset: the address the server listens on.
   */
  siteUrl: string | undefined;
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  timeouts: Timeouts;
};

/** The server's settings from the environment; throws an error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = readEnvironment(environment, env);
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    timeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: e.REQUEST_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
  };
}

/** What `npm start` says when another program has the port, and how to start on another one. */
export function portInUse(port: number) {
  const another = port === 65_535 ? 3000 : port + 1;
  return `Port ${port} is already in use (is the site already running?). Stop the other program, or start on another port: PORT=${another} npm start`;
}
