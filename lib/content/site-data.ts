// The content as data (decision 32): what a publish writes for the site, beside the site's code rather than
// inside it. A folder holds `site.json` (the checked content in each language and every photo's copies) and
// `files/` (what the site serves at fixed addresses: the photos' copies, the albums' photos, the documents,
// the video, the icons). The site reads it when it starts and again whenever the live publish changes, without
// loading any code; a publish writes it without building any.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LANGUAGES, type Language } from "../site/language";
import type { MediaEntry } from "../site/media-variants";
import type { SiteContent } from "./schema";

export const SITE_DATA_FILE = "site.json";
/** In the school's folder: the link to the live publish's data, which the site follows. */
export const LIVE_LINK = "live";
/** The files served at their public addresses (/media/…, /images/…, /docs/…, /video/…, /icons/…). */
export const FILES_DIR = "files";

export type MediaManifest = Record<string, MediaEntry>;

export type SiteData = {
  /** The code the data was made for (build/code.json): a site of other code does not read it. */
  code: string;
  content: Record<Language, SiteContent>;
  /** Every photo the pages show, by its key (/images/banner, /images/<album>/3.jpg…), with its copies. */
  media: MediaManifest;
};

/** What /healthz says of the data a site serves: no path, only publish numbers. */
export type DataStatus = {
  /** The publish served (builds/<number>/site), or null for data of its own (the preview, a check). */
  publish: number | null;
  /** The publish the live link names that this site could not read (it serves the previous one), if any. */
  couldNotLoad?: number;
};

/** The number of the publish a data folder belongs to, from its real path (…/builds/<number>/site), or null. */
export function publishNumber(dir: string): number | null {
  return Number(/[\\/]builds[\\/](\d+)[\\/]site$/.exec(dir)?.[1]) || null;
}

/** Why a site cannot serve a data folder, in a sentence for its log. */
export class DataRefused extends Error {}

const mediaEntry = z.object({ width: z.number(), height: z.number(), hash: z.string(), widths: z.array(z.number()).min(1), fallback: z.enum(["jpeg", "png"]) });
/** The outline of what a site reads; the shape inside each area is the code's own, made by the same code (`code`). */
const siteData = z.object({
  code: z.string(),
  content: z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.looseObject({ school: z.looseObject({ name: z.string() }), notices: z.array(z.unknown()) })]))),
  media: z.record(z.string(), mediaEntry),
});

/** The data in `dir`, for a site whose code is `code`; throws DataRefused saying why it cannot be served. */
export function readSiteData(dir: string, code: string): SiteData {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(dir, SITE_DATA_FILE), "utf8"));
  } catch (error) {
    throw new DataRefused(`${dir} holds no content as data the site can read (${(error as Error).message})`);
  }
  const checked = siteData.safeParse(raw);
  if (!checked.success) throw new DataRefused(`${dir} is not content as data: ${checked.error.issues[0]?.message ?? "its outline is wrong"}`);
  if (checked.data.code !== code) throw new DataRefused(`${dir} was made for another version of the site's code (${checked.data.code.slice(0, 12)}, this site runs ${code.slice(0, 12)})`);
  return raw as SiteData;
}
