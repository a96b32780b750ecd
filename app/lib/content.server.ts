// The school's content in each language, as the build checked it (scripts/build-content.ts). Server only: a
// page's loader sends the browser its own language's part, never the other's.
import type { RouterContextProvider } from "react-router";
import en from "~/generated/content/en.json";
import hi from "~/generated/content/hi.json";
import type { SiteContent } from "../../lib/content/schema";
import { indiaDate } from "../../lib/site/dates";
import { clockContext } from "~/lib/request-context";
import { type Language, languageOf } from "../../lib/site/language";

export const CONTENT: Record<Language, SiteContent> = { en: en as SiteContent, hi: hi as SiteContent };

/**
 * The content in the language of the page asked for. `url` is the loader's normalised address: a link
 * followed in the browser asks for `/hi.data`, whose `request.url` is not under /hi (v8_passThroughRequests).
 */
export const contentFor = (url: URL) => CONTENT[languageOf(url.pathname)];

/** A page's loader that gives it one area of the content, in the page's language. */
export const contentLoader =
  <Area extends keyof SiteContent>(area: Area) =>
  ({ url }: { url: URL }): SiteContent[Area] =>
    contentFor(url)[area];

/** India's date at the moment of the request (a test moves the clock): which notices and which season are current. */
export const todayOf = (context: Readonly<RouterContextProvider>) => indiaDate(context.get(clockContext)());
