import { createContext, type RouterContext } from "react-router";

// The Express server (build/server.js) and the React Router build (build/server/index.js) are
// bundled separately, so each would create its own context object and never see the other's
// value. One shared instance, registered on globalThis, serves both.
const key = Symbol.for("school-website.cspNonceContext");
const registry = globalThis as typeof globalThis & { [key]?: RouterContext<string> };

/** The Content-Security-Policy nonce the server chose for this response. */
export const cspNonceContext: RouterContext<string> = (registry[key] ??= createContext<string>(""));
