// Debian's Chromium driven by playwright-core, against the production build on a loopback port.
import type { RequestListener } from "node:http";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page, type ViewportSize } from "playwright-core";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/bench-support";
import { startServer } from "./app";
import { DESKTOP, watchForProblems } from "./page-watch";

const CHROMIUM_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"];

/** Every screen, one address each (the largest album for the album page). */
export { SCREENS } from "../../scripts/bench-support";

export { DESKTOP, PHONE, watchForProblems } from "./page-watch";

export type Site = {
  origin: string;
  browser: Browser;
  /**
   * A new page in a context shared with the file's other pages opened with the same options. A new context
   * costs Chromium more than a page load on the two-core machine (about 1.5 s of processor time, against 0.3 s
   * for a page in an open one); the pages keep nothing of each other but the browser's cache, as a reader's
   * tabs do. Its problems are collected in `problems`. Close the page, not its context.
   */
  open: (options?: BrowserContextOptions) => Promise<{ page: Page; problems: string[] }>;
  /**
   * A page in a context of its own, closed with the page: for a test that counts what the page downloads, or
   * moves the context's clock, or takes it offline.
   */
  openAlone: (options?: BrowserContextOptions) => Promise<{ page: Page; problems: string[] }>;
  close: () => Promise<void>;
};

/**
 * Chromium and the production app, or `handler` in its place. Pages open without the service worker unless
 * `contextOptions` allow it (the offline tests do): its first fill asks the server for every asset and page
 * again, work that only slows the other tests down.
 */
export async function startSite(handler?: RequestListener, contextOptions: BrowserContextOptions = { serviceWorkers: "block" }): Promise<Site> {
  const server = await startServer(handler);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  const newContext = (options: BrowserContextOptions) => browser.newContext({ viewport: DESKTOP, baseURL: server.origin, ...contextOptions, ...options });
  const shared = new Map<string, Promise<BrowserContext>>();
  const withProblems = async (page: Page) => ({ page, problems: await watchForProblems(page) });
  return {
    origin: server.origin,
    browser,
    async open(options = {}) {
      const key = JSON.stringify(options);
      if (!shared.has(key)) shared.set(key, newContext(options));
      return withProblems(await (await shared.get(key)!).newPage());
    },
    async openAlone(options = {}) {
      const context = await newContext(options);
      const page = await context.newPage();
      // Closed with its page; when the browser itself closes, with everything in it.
      page.once("close", () => context.close().catch(() => undefined));
      return withProblems(page);
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Resolves once React has taken over the page (the root layout marks <html data-hydrated>) and the main
 * thread is idle: the page's content and the slideshow hydrate as boundaries of their own, in later tasks.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
}

/** Opens `url` and waits until the page is loaded and interactive (not for the network to fall quiet: the
 * service worker's first fill and the home video go on afterwards). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await waitForHydration(page);
}

/**
 * Gives a loaded page another window size, as a reader resizing a window would, and resolves once the style
 * sheets' media queries, the layout and the page's own resize handlers (the slideshow measures itself) have
 * followed and drawn. The page's structure, styles and layout are then those of a fresh load at that size (no
 * script of the site reads the width when it renders), at no page load's cost; which copy of a photo the
 * browser fetched, and what happened while the page loaded, are not.
 */
export async function resize(page: Page, viewport: ViewportSize) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A weak mobile connection for the page from now on: 50 kB/s each way, 400 ms round trips. */
export async function slowNetwork(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
}
