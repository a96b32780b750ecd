// The school's content in each language, as the live publish has it (server/live-data.ts; the preview's draft
// in the preview). Server only: a page's loader sends the browser its own language's part, and the copies of
// the photos it shows, never the rest.
import type { RouterContextProvider } from "react-router";
import type { SiteContent } from "../../lib/content/schema";
import { entryIn, type MediaEntry, type Photo } from "../../lib/site/media-variants";
import { indiaDate } from "../../lib/site/dates";
import { languageOf } from "../../lib/site/language";
import { clockContext, siteDataContext } from "~/lib/request-context";

type Context = Readonly<RouterContextProvider>;

/**
 * The content in the language of the page asked for. `url` is the loader's normalised address: a link
 * followed in the browser asks for `/hi.data`, whose `request.url` is not under /hi (v8_passThroughRequests).
 */
export const contentFor = (context: Context, url: URL): SiteContent => context.get(siteDataContext).content[languageOf(url.pathname)];

/** A page's loader that gives it one area of the content, in the page's language. */
export const contentLoader =
  <Area extends keyof SiteContent>(area: Area) =>
  ({ url, context }: { url: URL; context: Context }): SiteContent[Area] =>
    contentFor(context, url)[area];

/** A photo the content names, with its copies: what a page's loader hands the page for each photo it shows. */
export const photoOf = (context: Context, src: string): Photo => ({ src, entry: entryIn(context.get(siteDataContext).media, src) });

/** The copies of the photos a page shows, by their keys, for its loader's data (read by useMediaEntry). */
export const mediaOf = (context: Context, srcs: readonly string[]): Record<string, MediaEntry> =>
  Object.fromEntries(srcs.map((src) => [src, photoOf(context, src).entry]));

/** India's date at the moment of the request (a test moves the clock): which notices and which season are current. */
export const todayOf = (context: Context) => indiaDate(context.get(clockContext)());
