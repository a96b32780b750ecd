// The one place every command reads its settings from (the site's launcher, the office, first-start, go-live, the
// account and backup commands): the environment first, then the file `.env` in the folder the command starts in,
// the code folder (npm runs every script there, the systemd units set it as WorkingDirectory, the image's WORKDIR
// is /app): the same file docker compose reads for its ${…} values. It is read when this module is first
// imported, before any setting is: every command imports this module first, and lib/folders.ts imports it.
// Then checked with zod at start, every bad variable named in one message.
import { readdirSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { parseEnv } from "node:util";
import type { z } from "zod";

/** The settings file, beside compose.yaml. */
export const SETTINGS_FILE = ".env";

/**
 * Gives `env` the variables of `file` it does not have (the environment wins, even with an empty value, as in
 * docker compose and Node's own --env-file). No file: nothing to add. Returns the names it added.
 */
export function readSettingsFile(file: string, env: Record<string, string | undefined> = process.env): string[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const added = Object.entries(parseEnv(text)).filter(([name]) => env[name] === undefined);
  for (const [name, value] of added) env[name] = value;
  return added.map(([name]) => name);
}

// Not under the tests, whose settings are their own: a .env written for this machine's server must not change them.
if (!process.env.VITEST) readSettingsFile(path.resolve(SETTINGS_FILE));

/**
 * What a command says, in one line, when the school's folder has no content (a new server where first-start has
 * not run, or SCHOOL_DATA_DIR naming another folder), instead of building or serving a second, empty site.
 * Undefined when `contentDir` has files.
 */
export function missingContent(contentDir: string, env: Record<string, string | undefined> = process.env): string | undefined {
  const found = (() => {
    try {
      return readdirSync(contentDir).length;
    } catch {
      return 0;
    }
  })();
  if (found > 0) return undefined;
  const school = env.SCHOOL_DATA_DIR ? `SCHOOL_DATA_DIR is ${env.SCHOOL_DATA_DIR}` : "SCHOOL_DATA_DIR is not set: the code folder";
  return `There is no content in ${contentDir} (${school}). On a new server, run npm run first-start first: it puts the sample content there and publishes it once. Otherwise set SCHOOL_DATA_DIR to the school's folder, in the environment or in .env.`;
}

/** A command's refusal: its one line on standard error, and exit code 1. */
export function refuse(line: string): never {
  console.error(line);
  process.exit(1);
}

/** The settings `load` reads, or the command's refusal, in one line naming every bad variable. */
export function settingsOrRefuse<Settings>(load: () => Settings): Settings {
  try {
    return load();
  } catch (error) {
    return refuse((error as Error).message);
  }
}

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
