import { isIP } from "node:net";
import { z } from "zod";

/** Express's `trust proxy`: off, on, a number of hops, or a list of addresses, subnets and names. */
export type TrustProxy = boolean | number | string;

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    if (PROXY_NAMES.has(entry) || (isIP(address) && (prefix === undefined || /^\d{1,3}$/.test(prefix)))) continue;
    context.addIssue({ code: "custom", message: `"${entry}" is not true, false, a number of hops, an address, a subnet or ${[...PROXY_NAMES].join("/")}` });
  }
  return entries.join(",");
}

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
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
  logLevel: z.infer<typeof environment>["LOG_LEVEL"];
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
};

/** The variables `schema` reads from `env`, checked; throws an error naming every bad one (the site's and the office's). */
export function readEnvironment<Schema extends z.ZodType>(schema: Schema, env: Record<string, string | undefined>): z.infer<Schema> {
  // An empty variable counts as unset, so `PORT=` falls back to the default instead of port 0.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  return parsed.data;
}

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
