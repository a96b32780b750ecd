import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, startSite, waitForHydration } from "../support/browser";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

// Every page a browser test opens reports a violation of the policy as one of its problems (watchForProblems):
// each screen is loaded, at both widths, and checked for them in screens.test.ts, and from a CDN's cache in
// cdn.test.ts. Here, what the policy must let the slideshow do.
describe("the Content-Security-Policy in a real browser", () => {
  it("keeps the slideshow's first slide in place, and moves it to the next one", async () => {
    const { page, problems } = await site.open();
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
    // Nor may the styles it sets as it moves.
    expect(problems).toEqual([]);
    await page.close();
  });
});
