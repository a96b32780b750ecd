// Issue 28, points 2 and 3: the admissions dropdown answers a choice at once. On a slow phone's network (and
// offline once the page was read), every frame drawn after a choice shows the class chosen, in the dropdown
// and in the details, from what the page already holds: no request, no new history entry, and the address
// (to reload, to share) follows.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, PHONE, type Site, slowNetwork, startSite, waitForHydration } from "../support/browser";
import { LANGUAGES, pathIn, plain } from "../../lib/site/language";
import { CONTENT, hindiWords, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

type Frame = { chosen: string; select: string; cards: string[] };

/**
 * From now on, records every frame the page draws after a choice: the class just chosen (read as the change
 * event starts, before the page's own handlers), the dropdown's value and the class cards shown.
 */
const sampleFrames = (page: Page) =>
  page.evaluate(() => {
    const frames: Frame[] = [];
    let chosen: string | undefined;
    const select = document.querySelector<HTMLSelectElement>("#admission-class")!;
    window.addEventListener("change", () => (chosen = select.value), { capture: true });
    const sample = () => {
      if (chosen !== undefined) {
        const cards = Array.from(document.querySelectorAll(".class-details h2"), (h2) => h2.id.replace(/^class-/, ""));
        frames.push({ chosen, select: select.value, cards });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    (window as unknown as { frames_: Frame[] }).frames_ = frames;
  });
const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_.splice(0));

/** Waits a few frames, so the page has drawn what a choice made. */
const someFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));

describe("choosing a class", () => {
  for (const language of LANGUAGES) {
    it(`in ${language === "en" ? "English" : "Hindi"} on a slow phone, then offline: every frame after a choice shows it, with no request and no history entry`, async () => {
      const dictionary = language === "en" ? words : hindiWords;
      const { classes, classLabel } = CONTENT[language].admissions;
      const allClasses = classes.map((c) => c.value);
      const { page, problems } = await site.openAlone({ viewport: PHONE });
      await slowNetwork(page);
      const address = pathIn(language, "/admissions");
      await gotoHydrated(page, address);
      // Once the script runs, choosing is enough: the form's button is gone.
      expect(await page.getByRole("button", { name: dictionary.admissions.show }).isVisible()).toBe(false);
      const select = page.getByLabel(plain(classLabel));
      const entries = await page.evaluate(() => history.length);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await sampleFrames(page);

      const choose = async (value: string) => {
        await select.selectOption(value);
        await someFrames(page);
        const frames = await framesOf(page);
        expect(frames.at(-1)?.chosen, value).toBe(value);
        const shows = ({ chosen, select, cards }: Frame) => select === chosen && cards.join() === (chosen ? [chosen] : allClasses).join();
        expect(frames.filter((frame) => !shows(frame)), value).toEqual([]);
      };
      // Each class in turn, back to every class, then one more: each a class other than the one before.
      for (const value of [...allClasses, "", "ukg"]) await choose(value);
      // The address follows, in place of the entry the page had: Back leaves the page.
      await page.waitForURL(`**${address}?class=ukg`);
      expect(await page.evaluate(() => history.length)).toBe(entries);

      // Offline, the page read: the same.
      await page.context().setOffline(true);
      for (const value of ["first", "nursery"]) await choose(value);
      await page.context().setOffline(false);
      expect(requests).toEqual([]);

      // Reloading the address shows the same class, from the server.
      await page.waitForURL(`**${address}?class=nursery`);
      await page.reload({ waitUntil: "load" });
      expect(await page.locator(".class-details h2").allTextContents()).toEqual([dictionary.admissions.classNames.nursery]);
      expect(await select.inputValue()).toBe("nursery");
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("a class chosen on a slow phone before the page's script ran is the one shown once it runs, and in the address", async () => {
    const { page, problems } = await site.openAlone({ viewport: PHONE });
    await slowNetwork(page);
    await page.goto("/admissions", { waitUntil: "domcontentloaded" });
    await page.selectOption("#admission-class", "ukg");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await waitForHydration(page);
    await page.waitForURL("**/admissions?class=ukg");
    expect(await page.locator("#admission-class").inputValue()).toBe("ukg");
    expect(await page.locator(".class-details h2").allTextContents()).toEqual([words.admissions.classNames.ukg]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
