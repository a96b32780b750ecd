import path from "node:path";
import { z } from "zod";
import { dataRoot, root } from "../lib/folders";
import { parseTrustProxy, readEnvironment, type TrustProxy } from "../lib/settings";


export type OfficeConfig = {
  port: number;
  host: string;
  /** Where the office's SQLite database lives. */
  dataDir: string;
  /** The office's public origin (no path): WebAuthn's origin, the links it prints, the Origin a form must carry. */
  origin: string;
  trustProxy: TrustProxy;
  /** The folder that holds content/, which the office edits and publishes. */
  repository: string;
  /** The public site, for the editor's "view" link. */
  siteUrl: string;
  /** The preview of what is saved: the port it listens on (0: no preview), where, and its own public origin. */
  previewPort: number;
  previewHost: string;
  previewOrigin: string;
};

const environment = z.object({
  OFFICE_PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  OFFICE_HOST: z.string().default("127.0.0.1"),
  OFFICE_DATA_DIR: z.string().default(path.join(root, "office-data")),
  OFFICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  PREVIEW_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  PREVIEW_HOST: z.string().default("127.0.0.1"),
  PREVIEW_URL: z.url({ protocol: /^https?$/ }).optional(),
});

const originOf = (url: string | undefined, port: number) => new URL(url ?? `http://localhost:${port}`).origin;

// The preview's pages are the site's, at the root of an address: they need an origin of their own. And nothing of
// the office is ever reachable through the site's address (decision 29).
const settings = environment
  .refine((e) => e.PREVIEW_PORT === 0 || originOf(e.PREVIEW_URL, e.PREVIEW_PORT) !== originOf(e.OFFICE_URL, e.OFFICE_PORT), {
    path: ["PREVIEW_URL"],
    message: "the preview needs an address of its own (like https://preview.school.example), not the office's (OFFICE_URL)",
  })
  .refine((e) => new URL(e.SITE_URL).origin !== originOf(e.OFFICE_URL, e.OFFICE_PORT), {
    path: ["OFFICE_URL"],
    message: "the office needs an address of its own (like https://office.school.example), not the site's (SITE_URL)",
  });

/** The office's settings from the environment; throws an error naming every bad variable. */
export function loadOfficeConfig(env: Record<string, string | undefined> = process.env): OfficeConfig {
  const e = readEnvironment(settings, env);
  return {
    port: e.OFFICE_PORT,
    host: e.OFFICE_HOST,
    dataDir: path.resolve(e.OFFICE_DATA_DIR),
    origin: originOf(e.OFFICE_URL, e.OFFICE_PORT),
    trustProxy: e.TRUST_PROXY,
    repository: dataRoot,
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    previewPort: e.PREVIEW_PORT,
    previewHost: e.PREVIEW_HOST,
    previewOrigin: originOf(e.PREVIEW_URL, e.PREVIEW_PORT),
  };
}
