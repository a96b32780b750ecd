// Settings from the environment, read the same way by the site and the office: checked with zod at start, every
// bad variable named in one message.
import { isIP } from "node:net";
import type { z } from "zod";

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
