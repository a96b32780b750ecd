// The window sizes and the problem watch every browser test uses, without the site's build (the office's tests need none).
import type { Page } from "playwright-core";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Console errors and warnings, page errors, failed requests, HTTP errors and Content-Security-Policy
 * violations seen by a page: every test that reads them checks the CSP too.
 */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.effectiveDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    ),
  );
  page.on("console", (message) => {
    // Playwright's own word when a test's page runs without the service worker (startSite), not the site's.
    if (message.text() === "Service Worker registration blocked by Playwright") return;
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A video whose download the browser chose to stop is not a failure of the site, nor is a photo cut short
    // when the page is left or reloaded (tests move on once a page is interactive, not when every photo has arrived).
    const cutShort = ["media", "image"].includes(request.resourceType());
    if (request.failure()?.errorText === "net::ERR_ABORTED" && cutShort) return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
