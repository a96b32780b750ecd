// The office's content editor (Decap CMS, /edit/) on a phone, in Chromium at 390 × 844 and 360 × 740: the list
// of content files and of entries, a form (school.yaml, a new notice, an album's photos), Save's menu, the
// photo picker and a refused save, as the clerk sees them. Nothing wider than the screen, no help text or field
// cut off, the way back and Publish in reach, every tap target 44 px high at least, and a refused save's message
// in full, over neither Save nor the field it names; a notice's Delete apart from Save, asking first. Decap's
// words the office names (Save, Saved, Delete, Preview) in the office's language, Hindi at /hi/edit/ (Decap's
// others stay English). Screenshots at 390 and 1280 px in .cache/office-screens.
import { existsSync, mkdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { WORDS } from "../../office/words";
import { DESKTOP, PHONE } from "../support/page-watch";
import { type School, schoolFolder } from "../support/school";
import { editorPage, type OfficeProcess, signIn, startOfficeProcess, stopAll } from "./office-process";
import { CLERK, CLERK_PASSWORD, SCREENS_DIR } from "./support";

const SMALL_PHONE = { width: 360, height: 740 };

let school: School;
let office: OfficeProcess;
let browser: Browser;
let signedIn: BrowserContext;

beforeAll(async () => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  school = await schoolFolder("editor-phone", { published: false });
  office = await startOfficeProcess(school.dir, { [CLERK]: CLERK_PASSWORD }, { PREVIEW_PORT: "0" });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
  signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signIn(page, office.origin, CLERK, CLERK_PASSWORD);
  await page.close();
}, 300_000);

afterAll(() => stopAll({ browser, office, school }));

/**
 * What does not fit the phone's screen, in words (none: []): the page scrolling sideways; a help text, label or
 * field running off the screen's sides or cut off; a button, link or menu entry under 44 px high.
 */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > width) problems.push(`the page is ${scrolled} px wide and scrolls sideways`);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden" && !element.closest("[aria-hidden=true]");
    };
    const named = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("placeholder") || element.id).trim().slice(0, 50)}"`;
    const texts = "#nc-root p, #nc-root label, #nc-root input, #nc-root textarea, #nc-root select, dialog[open] p, dialog[open] li, dialog[open] label";
    for (const element of [...document.querySelectorAll(texts)].filter(shown)) {
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > width) problems.push(`${named(element)} runs off the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      // A help text wider inside than its box is cut off; a label only where it hides what overflows (Decap's
      // overflow their box by a few pixels, all of it shown). A field's own text scrolls inside it, as anywhere.
      const field = element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.tagName === "SELECT";
      const hidesOverflow = element.tagName === "P" || getComputedStyle(element).overflowX !== "visible";
      if (!field && hidesOverflow && element.scrollWidth > element.clientWidth) problems.push(`${named(element)} is cut off`);
    }
    const targets = "#nc-root a, #nc-root button, #nc-root [role=button], #nc-root [role=menuitem], dialog[open] button, dialog[open] label";
    for (const element of [...document.querySelectorAll(targets)].filter(shown)) {
      const box = element.getBoundingClientRect();
      if (box.height < 44) problems.push(`${named(element)} is ${Math.round(box.height)} px high`);
      if (box.left < 0 || box.right > width) problems.push(`${named(element)} runs off the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
    }
    return problems;
  });

type Box = { x: number; y: number; width: number; height: number };

/** Where a locator is on the page, or fails when it is not there. */
const boxOf = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox()) ?? expect.fail(`${locator} is not shown`);

/** Whether all of a box is on the screen. */
const onScreen = (page: Page, box: Box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= page.viewportSize()!.width && box.y + box.height <= page.viewportSize()!.height;

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The form's toolbar in reach: the way back and Save whole on the screen, each 44 px high at least. */
async function expectToolbarInReach(page: Page, save: string) {
  for (const [control, locator] of [
    ["the way back", page.getByRole("link", { name: /Writing in .* collection/ })],
    [save, page.getByRole("button", { name: save, exact: true })],
  ] as const) {
    const box = await boxOf(locator);
    expect([control, onScreen(page, box), box.height >= 44]).toEqual([control, true, true]);
  }
}

/** At 390 × 844 and 360 × 740, `screen` fits (screenshot at 390); at 1280 it is as it was (screenshot). */
async function expectFits(page: Page, screen: string, language: "en" | "hi" = "en") {
  for (const viewport of [PHONE, SMALL_PHONE]) {
    await page.setViewportSize(viewport);
    expect([screen, viewport.width, await layoutProblems(page)]).toEqual([screen, viewport.width, []]);
  }
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SCREENS_DIR, `editor-${screen}-${language}-${viewport.width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

/** The editor's first screen (the content files, then the notices), and from it a collection's list. */
async function openCollection(page: Page, collection: string, language: "" | "/hi" = "") {
  await page.goto(`${office.origin}${language}/edit/`);
  await page.getByRole("link", { name: collection }).click();
}

describe("the content editor on a phone", () => {
  it("shows the content files and their entries, a file's form, a new notice with Save's menu, an album's photos and the photo picker whole, within the screen", async () => {
    const page = await editorPage(signedIn, PHONE);
    await page.goto(`${office.origin}/edit/`);
    await page.locator("a[href^='#/collections/notices/entries/']").first().waitFor();
    await expectFits(page, "collections");

    await page.getByRole("link", { name: "School and home page" }).click();
    await page.getByText("The school's details", { exact: true }).waitFor();
    await expectFits(page, "entries");

    await page.getByText("The school's details", { exact: true }).click();
    await expect.poll(() => page.getByLabel("WhatsApp number", { exact: true }).inputValue(), { timeout: 20_000 }).not.toBe("");
    await expectToolbarInReach(page, "Saved");
    // The logo's and the banner's photos shown in their fields: Decap reads each from memory (a blob: address).
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>("#nc-root img")].filter((img) => img.complete && img.naturalWidth > 0).length), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expectFits(page, "school-form");

    await openCollection(page, "Notices");
    await page.getByRole("link", { name: "Create entry of type Notice" }).click();
    await page.getByLabel(/^Title \(/).waitFor();
    await expectToolbarInReach(page, "Save");
    await expectFits(page, "notice-new");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save now" }).waitFor();
    await expectFits(page, "notice-save-menu");
    await page.keyboard.press("Escape");

    await openCollection(page, "Albums' photos");
    await page.getByText("Sports", { exact: true }).click();
    await page.getByRole("button", { name: "Add photos" }).click();
    await page.getByRole("dialog").waitFor();
    await expectFits(page, "photo-picker");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expectToolbarInReach(page, "Saved");
    await expectFits(page, "album-form");
  }, 180_000);

  it("shows a refused save's message whole, on the screen, over neither Save nor the field it names", async () => {
    const page = await editorPage(signedIn, PHONE);
    // Decap takes the message away after 8 seconds (its own timer, and the message's countdown bar): while it is
    // measured, the page's clock stops and the pointer rests on it, which holds the bar.
    await page.clock.install();
    await openCollection(page, "School and home page");
    await page.getByText("The school's details", { exact: true }).click();
    const whatsapp = page.getByLabel("WhatsApp number", { exact: true });
    await expect.poll(() => whatsapp.inputValue(), { timeout: 20_000 }).not.toBe("");
    await whatsapp.fill("98765 43210");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save now" }).click();
    const told = page.getByRole("alert").filter({ hasText: "Not saved" });
    await told.waitFor({ timeout: 20_000 });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    expect(await told.textContent()).toMatch(/^Not saved: nothing was changed\. content\/school\.yaml, line \d+ \(WhatsApp number\): write it with the country code/);
    // The whole red box, once it has slid in.
    const toast = page.locator(".Toastify__toast", { has: told });
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await toast.hover();

    for (const viewport of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      // All of it on the screen, every line shown.
      const message = await boxOf(toast);
      expect([viewport.width, onScreen(page, message)]).toEqual([viewport.width, true]);
      expect(await told.evaluate((element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth)).toBe(true);
      // Save in reach, and the field it names in sight: neither under the message.
      await expectToolbarInReach(page, "Save");
      const save = await boxOf(page.getByRole("button", { name: "Save", exact: true }));
      const field = await boxOf(whatsapp);
      expect([viewport.width, overlap(message, save), onScreen(page, field), overlap(message, field)]).toEqual([viewport.width, false, true, false]);
      expect([viewport.width, await layoutProblems(page)]).toEqual([viewport.width, []]);
    }
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(SCREENS_DIR, `editor-refused-save-en-${viewport.width}.png`) });
    }
    // The clock is the browser context's: it runs again for the pages of the tests after this one.
    await page.clock.resume();
  }, 120_000);

  it("lists the notices without the example to copy; a notice's Delete sits apart from Save, and asks first, naming the file", async () => {
    const page = await editorPage(signedIn, PHONE);
    await openCollection(page, "Notices");
    const entries = page.locator("a[href^='#/collections/notices/entries/']");
    await entries.first().waitFor();
    const listed = await entries.evaluateAll((links) => links.map((link) => link.getAttribute("href")!.split("/").pop()));
    const notices = (await readdir(path.join(school.dir, "content/notices"))).filter((name) => name.endsWith(".yaml") && name !== "example.yaml");
    expect(listed.sort()).toEqual(notices.map((name) => name.replace(/\.yaml$/, "")).sort());

    const file = school.content("notices/2026-11-25-winter-break.yaml");
    await page.locator("a[href='#/collections/notices/entries/2026-11-25-winter-break']").click();
    const save = page.getByRole("button", { name: "Saved", exact: true });
    const remove = page.getByRole("button", { name: "Delete the file…", exact: true });
    await remove.waitFor();
    // On a row of its own under Save, at the other end of the screen.
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      const [saveBox, removeBox] = [await boxOf(save), await boxOf(remove)];
      expect([viewport.width, removeBox.y >= saveBox.y + saveBox.height + 16, removeBox.x >= saveBox.x + saveBox.width + 100]).toEqual([viewport.width, true, true]);
    }
    await expectFits(page, "notice-delete-apart");
    // It asks first, naming the file: "no" deletes nothing.
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await remove.click();
    await expect.poll(() => questions).toEqual([WORDS.en.editor.decap.confirmDelete.replace("%{file}", "content/notices/2026-11-25-winter-break.yaml")]);
    expect(existsSync(file)).toBe(true);
    // "Yes": the file goes, and the list is shown again.
    page.once("dialog", (dialog) => void dialog.accept());
    await remove.click();
    await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(false);
    await page.getByRole("link", { name: "Create entry of type Notice" }).waitFor();
  }, 120_000);

  it("at /hi/edit/, names Save, Saved, Delete and Preview in the office's Hindi, asks before a delete in Hindi, and says a save is saved", async () => {
    const page = await editorPage(signedIn, PHONE);
    const { decap, forms } = WORDS.hi.editor;
    await page.goto(`${office.origin}/hi/edit/#/collections/notices/new`);
    // The form's labels in Hindi, from the content's schema, as the messages name the fields.
    await page.getByLabel(new RegExp(`^शीर्षक \\(${decap.optional}`)).waitFor();
    await expectToolbarInReach(page, decap.save);
    await page.getByRole("button", { name: decap.save, exact: true }).click();
    await page.getByRole("menuitem", { name: decap.saveNow }).waitFor();
    await expectFits(page, "notice-save-menu", "hi");
    await page.keyboard.press("Escape");

    await openCollection(page, forms.collections.notices, "/hi");
    await page.locator("a[href='#/collections/notices/entries/2026-12-01-pre-board-exams']").click();
    const title = page.getByLabel(/^शीर्षक हिन्दी में/);
    await expect.poll(() => title.inputValue(), { timeout: 20_000 }).not.toBe("");
    await expectToolbarInReach(page, decap.saved);
    expect(await page.getByRole("link", { name: decap.preview }).count()).toBe(1);
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: decap.deleteButton, exact: true }).click();
    await expect.poll(() => questions).toEqual([decap.confirmDelete.replace("%{file}", "content/notices/2026-12-01-pre-board-exams.yaml")]);
    await expectFits(page, "notice", "hi");

    await title.fill(`${await title.inputValue()} (संशोधित)`);
    await page.getByRole("button", { name: decap.save, exact: true }).click();
    await page.getByRole("menuitem", { name: decap.saveNow }).click();
    await expect.poll(() => page.getByText(decap.savedToast, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await readFile(school.content("notices/2026-12-01-pre-board-exams.yaml"), "utf8")).toContain("(संशोधित)");
  }, 120_000);
});
