import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, SCREENS, type Site, startSite, waitForHydration } from "../support/browser";

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

  it("keeps the slideshow's first slide in place, and moves it to the next one", async () => {
    const { page } = await site.open();
    // Where the track is, in slides, and which slide its dots say is shown.
    const position = () =>
      page.evaluate(() => {
        const slider = document.querySelector<HTMLElement>(".carousel-slider .slider")!;
        const x = new DOMMatrix(getComputedStyle(slider).transform).m41;
        const selected = [...document.querySelectorAll(".slide-dot")].indexOf(document.querySelector(".slide-dot.selected")!);
        return { slides: Math.round((x / slider.getBoundingClientRect().width) * 100) / 100, selected };
      });
    await page.goto("/gallery", { waitUntil: "load" });
    // Before any script: only the server's style attribute puts the track one slide to the left, past the
    // clone of the last slide that the infinite loop puts first. Blocked, the track stays at 0.
    expect(await position()).toEqual({ slides: -1, selected: 0 });
    // Blocked scripts would never hydrate the page, nor move the slideshow.
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll(".slide-dot")[1]?.classList.contains("selected"), undefined, { timeout: 10_000 });
    await expect.poll(position, { timeout: 5_000 }).toEqual({ slides: -2, selected: 1 });
    await page.context().close();
  });
});
