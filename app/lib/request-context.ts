import { createContext } from "react-router";
import type { ServedData } from "../../server/live-data";

/** The site's public address (SITE_URL, validated by the server), for canonical links and social cards. */
export const siteUrlContext = createContext("http://localhost:3000");

/** Where an unexpected rendering error is reported: the server's logger, or the console without one. */
export const reportErrorContext = createContext<(error: unknown) => void>((error) => console.error(error));

/**
 * What time it is, for what depends on the day (which notices are current, the timetable in force). The
 * server's clock, unless a test moves it (createApp's `now`).
 */
export const clockContext = createContext<() => Date>(() => new Date());

/**
 * The content as data the page is rendered with (server/live-data.ts): the live publish's, or the preview's
 * draft. Set for every request by the server; the pages' loaders read their content from it.
 */
export const siteDataContext = createContext<ServedData>();
