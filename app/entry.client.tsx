import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadWords } from "~/i18n/words";
import { languageOf } from "../lib/site/language";

// Hydrate once the page's words are here, in a task of its own, after the one that evaluates React's
// modules: a slow phone's main thread then never stays busy long enough to delay a parent's tap (Total
// Blocking Time). Without its words (offline, a file never kept) the page stays as the server made it.
loadWords(languageOf(location.pathname)).then(
  () =>
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        );
      });
    }),
  (error: unknown) => console.warn("The page stays without its script:", error),
);

/** Reading offline (worker/sw.ts): pages read once keep working without a connection. */
async function registerServiceWorker() {
  await navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" });
  // This page and its photos were loaded before the worker could keep them: it fetches them again (from
  // the browser's HTTP cache, mostly) unless it kept them already.
  const worker = (await navigator.serviceWorker.ready).active;
  worker?.postMessage({ page: location.href, loaded: performance.getEntriesByType("resource").map((entry) => entry.name) });
}

// Production only: in development the worker would keep Vite's modules. This script already runs after the
// page's load event; registering waits for another task after hydration, and its work is the browser's.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  setTimeout(() => registerServiceWorker().catch((error: unknown) => console.warn("Reading offline is not available:", error)));
}
