// Debian's Chromium driven by playwright-core, against the production build on a loopback port.
import type { RequestListener } from "node:http";
import { type Browser, type BrowserContextOptions, chromium, type Page, type ViewportSize } from "playwright-core";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/bench-support";
import { startServer } from "./app";

const CHROMIUM_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"];

/** Every screen, one address each (the largest album for the album page). */
export { SCREENS } from "../../scripts/bench-support";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export type Site = {
  origin: string;
  browser: Browser;
  /** A fresh page in its own context; its problems are collected in `problems`. */
  open: (options?: BrowserContextOptions) => Promise<{ page: Page; problems: string[] }>;
  close: () => Promise<void>;
};

/** Chromium and the production app, or `handler` in its place. */
export async function startSite(handler?: RequestListener): Promise<Site> {
  const server = await startServer(handler);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  return {
    origin: server.origin,
    browser,
    async open(options = {}) {
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.origin, ...options });
      const page = await context.newPage();
      return { page, problems: watchForProblems(page) };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Console errors and warnings, page errors, failed requests and HTTP errors seen by a page. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A video whose download the browser chose to stop is not a failure of the site, nor is a photo or React
    // Router's look-up of the routes a page's links lead to, cut short when the page is left or reloaded
    // (tests move on once a page is interactive, not when every photo has arrived).
    const cutShort = ["media", "image"].includes(request.resourceType()) || new URL(request.url()).pathname === "/__manifest";
    if (request.failure()?.errorText === "net::ERR_ABORTED" && cutShort) return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
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
