import { createContext } from "react-router";

/** The site's public address (SITE_URL, validated by the server), for canonical links and social cards. */
export const siteUrlContext = createContext("http://localhost:3000");

/** Where an unexpected rendering error is reported: the server's logger, or the console without one. */
export const reportErrorContext = createContext<(error: unknown) => void>((error) => console.error(error));

/**
 * What time it is, for what depends on the day (which notices are current, the timetable in force). The
 * server's clock, unless a test moves it (createApp's `now`).
 */
export const clockContext = createContext<() => Date>(() => new Date());
