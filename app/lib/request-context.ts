import { createContext, type RouterContext } from "react-router";

// The Express server (build/server.js) and the React Router build (build/server/index.js) are
// bundled separately, so each would create its own context object and never see the other's
// value. One shared instance of each, registered on globalThis, serves both.
function sharedContext<T>(name: string, defaultValue: T): RouterContext<T> {
  const registry = globalThis as typeof globalThis & Record<symbol, RouterContext<T> | undefined>;
  return (registry[Symbol.for(`school-website.${name}`)] ??= createContext<T>(defaultValue));
}

/** The site's public address (SITE_URL, validated by the server), for canonical links and social cards. */
export const siteUrlContext = sharedContext("siteUrlContext", "http://localhost:3000");

/** Where an unexpected rendering error is reported: the server's logger, or the console without one. */
export const reportErrorContext = sharedContext<(error: unknown) => void>("reportErrorContext", (error) => console.error(error));
