import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, SCREENS, type Site, startSite } from "../support/browser";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe("the Content-Security-Policy in a real browser", () => {
  it.each(SCREENS)("%s hydrates with no violation", async (url) => {
    const { page } = await site.open();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
    const consoleReports: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) consoleReports.push(message.text());
    });
    await gotoHydrated(page, url);
    // Let the slideshow move once, so styles set after hydration are seen too.
    await page.waitForTimeout(url === "/gallery" ? 4_500 : 500);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(consoleReports).toEqual([]);
    await page.context().close();
  });

  it("keeps the slideshow's first slide in place", async () => {
    const { page } = await site.open();
    await page.goto("/gallery", { waitUntil: "networkidle" });
    const shown = await page.evaluate(() => {
      const slider = document.querySelector<HTMLElement>(".carousel-slider .slider");
      return slider ? getComputedStyle(slider).transform : "no slider";
    });
    // translate3d(-100%, 0, 0) past the clone of the last slide that the infinite loop puts first.
    expect(shown).toMatch(/^matrix\(1, 0, 0, 1, -\d+/);
    await page.context().close();
  });
});
