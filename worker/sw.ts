// The service worker (issue 11, "Reading offline"): the pages a parent has opened keep working without a
// connection, with their photos; any other page answers with a short offline page that gives the school's
// phone number. scripts/build-worker.ts compiles it into build/client/sw.js and bakes in the two constants.
// Hand-written: no Workbox or PWA plugin supports React Router's framework mode, and this is all it needs.

import { LANGUAGES, languageOf, pathIn } from "../lib/site/language";
import { ASSETS_PATH, DOCUMENTS_PATH, isUnder, MEDIA_PATH, PHOTOS_PATH, VIDEO_PATH } from "../lib/site/public-paths";
import { OFFLINE_PAGE } from "../lib/site/pages";

declare const self: ServiceWorkerGlobalScope;
/** A hash of the build's asset names: a new build makes new caches, and the old ones are deleted. */
declare const BUILD_VERSION: string;
/** Every script and stylesheet of the build (/assets/…), kept at install so any screen can open offline. */
declare const BUILD_ASSETS: string[];

const STATIC = `static-${BUILD_VERSION}`;
const PAGES = `pages-${BUILD_VERSION}`;
const PHOTOS = `photos-${BUILD_VERSION}`;
/** The offline page in each language: a Hindi page not kept gets the Hindi one. */
const offlinePageIn = (pathname: string) => pathIn(languageOf(pathname), OFFLINE_PAGE.path);
// On a weak connection a page that has not answered by then is shown as kept, if it was; the answer,
// when it comes, is kept for the next visit.
const NETWORK_TIMEOUT_MS = 3000;
const MAX_PHOTOS = 200;
const MAX_PAGES = 60;

self.addEventListener("install", (event) => {
  // A new build takes over at once: pages come from the network first, so nothing open breaks.
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [STATIC, PAGES, PHOTOS];
      for (const name of await caches.keys()) if (!current.includes(name)) await caches.delete(name);
      // The page's request starts while the worker wakes up, instead of after (a slow phone's start-up).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** What the page that registered the worker sends: its address and what it loaded before the worker was there. */
type FirstVisit = { page: string; loaded: string[] };

self.addEventListener("message", (event) => {
  // So the first page a parent reads is kept too, not only the ones after.
  const visit = event.data as FirstVisit;
  if (typeof visit?.page === "string" && Array.isArray(visit.loaded)) event.waitUntil(keepFirstVisit(visit));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const { origin, pathname } = new URL(request.url);
  // Documents and the video (large, and asked for in ranges) go to the network only, never kept, even when
  // opened as a page; so does anything from elsewhere.
  if (request.method !== "GET" || origin !== self.location.origin || isUnder(DOCUMENTS_PATH, pathname) || isUnder(VIDEO_PATH, pathname)) return;
  if (isUnder(ASSETS_PATH, pathname)) {
    event.respondWith(cacheFirst(event, STATIC, Infinity));
  } else if (isUnder(MEDIA_PATH, pathname)) {
    // The photos' copies are named by their content: a kept one never goes stale.
    event.respondWith(cacheFirst(event, PHOTOS, MAX_PHOTOS));
  } else if (isUnder(PHOTOS_PATH, pathname)) {
    // Originals may be replaced under the same name: shown as kept, and refreshed for the next time.
    event.respondWith(staleWhileRevalidate(event));
  } else if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, (request) => offlinePage(new URL(request.url).pathname)));
  } else if (pathname.endsWith(".data")) {
    // What a link fetches to open a page in place: its data (every route is known from the start).
    event.respondWith(networkFirst(event, loadAsDocument));
  }
  // Anything else (icons, the web app manifest, /healthz) goes to the network only, as if there were no worker.
});

async function precache() {
  const cache = await caches.open(STATIC);
  await cache.addAll(BUILD_ASSETS);
  const offlinePages = LANGUAGES.map((language) => pathIn(language, OFFLINE_PAGE.path));
  const answers = await Promise.all(offlinePages.map((address) => fetch(address)));
  const crest = new Set<string>();
  for (const [i, offline] of answers.entries()) {
    if (!offline.ok) throw new Error(`${offlinePages[i]} answered ${offline.status}`);
    // The crest in the offline page's header, in each format and width the browser may choose (each once:
    // its fallback is both the <img>'s src and in its srcset, and addAll refuses a repeat).
    for (const address of (await offline.clone().text()).match(/\/media\/[^\s"',]+/g) ?? []) crest.add(address);
  }
  await cache.addAll(crest);
  await Promise.all(answers.map((offline, i) => cache.put(offlinePages[i]!, offline)));
}

/** Only complete, public, same-origin answers are kept: never an error, a missing page or a private one. */
const keepable = (response: Response) =>
  response.status === 200 && response.type === "basic" && !/no-store/i.test(response.headers.get("Cache-Control") ?? "");

/** Drops the oldest entries beyond `limit` (a cache lists its entries in the order they were put). */
async function trim(cache: Cache, limit: number) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function put(cacheName: string, request: Request | string, response: Response, limit: number) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (limit < Infinity) await trim(cache, limit);
}

/** The network's answer; a keepable one is kept meanwhile, and the event lives until it is. */
function fromNetwork(event: FetchEvent, cacheName: string, limit: number, answer: Promise<Response> = fetch(event.request)) {
  const kept = answer.then((response) => {
    // Cloned at once, before the page starts reading the body.
    const saved = keepable(response) ? put(cacheName, event.request, response.clone(), limit) : undefined;
    return { response, saved };
  });
  event.waitUntil(kept.then(({ saved }) => saved).catch(() => undefined));
  return kept.then(({ response }) => response);
}

const match = (request: Request | string, cacheName?: string) =>
  cacheName ? caches.open(cacheName).then((cache) => cache.match(request, { ignoreVary: true })) : caches.match(request, { ignoreVary: true });

async function cacheFirst(event: FetchEvent, cacheName: string, limit: number) {
  return (await match(event.request)) ?? fromNetwork(event, cacheName, limit);
}

async function staleWhileRevalidate(event: FetchEvent) {
  const fresh = fromNetwork(event, PHOTOS, MAX_PHOTOS);
  // Offline, with a kept copy, the failed refresh is expected.
  fresh.catch(() => undefined);
  return (await match(event.request)) ?? fresh;
}

/** The network's answer if it comes in time and is no server error; else the kept copy; else `fallback`. */
async function networkFirst(event: FetchEvent, fallback: (request: Request) => Promise<Response> | Response) {
  const preloaded = event.request.mode === "navigate" ? (event.preloadResponse as Promise<Response | undefined>) : Promise.resolve(undefined);
  const network = fromNetwork(event, PAGES, MAX_PAGES, preloaded.then((response) => response ?? fetch(event.request)));
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS));
  const early = await Promise.race([network, timeout]).catch(() => undefined);
  if (early && early.status < 500) return early;
  const kept = await match(event.request, PAGES);
  return kept ?? network.catch(() => fallback(event.request));
}

async function offlinePage(pathname: string) {
  return (await match(offlinePageIn(pathname), STATIC)) ?? Response.error();
}

/**
 * React Router's answer for "open this address as a whole page": it then navigates, and the worker answers
 * that navigation with the kept page or the offline page (a failed fetch would show "Something went wrong").
 */
function loadAsDocument(request: Request) {
  const url = new URL(request.url);
  // /gallery.data → /gallery, /_.data → / (trailing-slash-aware data requests).
  url.pathname = url.pathname.replace(/(\/)_\.data$|\.data$/, "$1");
  url.searchParams.delete("_routes");
  return new Response(null, { status: 204, headers: { "X-Remix-Redirect": url.pathname + url.search, "X-Remix-Reload-Document": "true" } });
}

/** The cache a request of the first visit goes to, by the rules of the fetch handler. */
function cacheFor(pathname: string): [string, number] | undefined {
  if (isUnder(ASSETS_PATH, pathname)) return [STATIC, Infinity];
  if (isUnder(MEDIA_PATH, pathname) || isUnder(PHOTOS_PATH, pathname)) return [PHOTOS, MAX_PHOTOS];
  return undefined;
}

/** Keeps the first page and what it loaded (from the browser's HTTP cache, mostly), unless kept already. */
async function keepFirstVisit({ page, loaded }: FirstVisit) {
  const wanted = loaded.map((address) => [address, cacheFor(new URL(address).pathname)] as const);
  await Promise.all(
    [[page, [PAGES, MAX_PAGES]] as const, ...wanted].map(async ([address, rule]) => {
      if (!rule || new URL(address).origin !== self.location.origin || (await match(address))) return;
      const response = await fetch(address).catch(() => undefined);
      if (response && keepable(response)) await put(rule[0], address, response, rule[1]);
    }),
  );
}

// A module, so `self` above is this worker's own scope rather than the window's.
export {};
