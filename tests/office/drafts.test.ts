// Nothing typed is lost: a notice typed on a phone in Hindi, with a photo, sent after the session ended, comes back
// through the sign-in with its text and photo and a line saying why, and publishes; an album's photos come back
// through a passkey sign-in; another account on the same phone never sees the draft; without JavaScript, the
// sign-in still leads back to the form.
import { mkdirSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { HOUR_MS } from "../../office/clock";
import { WORDS } from "../../office/words";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { phonePhoto } from "../support/phone-photo";
import { addPhoneAuthenticator, CLERK, CLERK_PASSWORD, type Office, officeAfterFirstStart, openPhone, SCREENS_DIR } from "./support";

const hi = WORDS.hi;
const en = WORDS.en;

let office: Office;
let browser: Browser;
let folder: string;
let closeOffice: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ folder, office, close: closeOffice } = await officeAfterFirstStart("office-drafts"));
  await office.addAccountWithPassword();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await closeOffice?.();
});

/** Signs in on the sign-in page the phone is on, with a name and password, in the page's language. */
async function signInHere(page: Page, words: typeof hi, name = CLERK, password = CLERK_PASSWORD) {
  await page.getByLabel(words.nameLabel, { exact: true }).fill(name);
  await page.getByLabel(words.passwordLabel, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.signInButton, exact: true }).click();
}

/**
 * Presses a button of the Hindi notice form, its session ended: the sign-in says why; signed in there, the phone
 * is back on the form.
 */
async function sendAfterSessionEnded(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(/\/hi\/sign-in\?ended&return=/);
  expect(await page.getByRole("status").textContent()).toBe(hi.sessionEnded);
  await signInHere(page, hi);
  await page.waitForURL(/\/hi\/notice\/new\?ended$/);
}

/** The names and sizes of the files a file field holds. */
const chosenFiles = (page: Page, selector: string) => page.locator(selector).evaluate((input: HTMLInputElement) => [...input.files!].map((file) => [file.name, file.size] as const));

/** The names of the photos put back in a file field, once the office's script has made them smaller than `original` bytes, as it does a photo chosen. */
async function photosBack(page: Page, selector: string, original: number) {
  await expect.poll(async () => (await chosenFiles(page, selector)).every(([, size]) => size < original)).toBe(true);
  return (await chosenFiles(page, selector)).map(([name]) => name);
}

/** How many drafts' files the phone keeps (written as they are chosen: a test waits for them, a person need not). */
const keptFileDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        indexedDB.open("office-drafts").onsuccess = (event) => {
          const count = (event.target as IDBOpenDBRequest).result.transaction("files").objectStore("files").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

const TEXT_HI = "कल विद्यालय में विज्ञान मेला लगेगा।\n\nहर कक्षा अपने प्रोजेक्ट दिखाएगी: पौधे, पानी और मौसम।\n\nअभिभावक सुबह 10 बजे से आ सकते हैं।\n\nबच्चे अपनी कॉपी साथ लाएँ।";

describe("a notice typed while the session ends", () => {
  it("comes back after the sign-in, in Hindi at 390 px, with its text, its photo and a line saying why; saving then publishes it with its photo", async () => {
    const { page, problems } = await openPhone(browser, office);
    await page.goto("/hi/sign-in");
    await signInHere(page, hi);
    await page.waitForURL(/\/hi$/);

    await page.goto("/hi/notice/new");
    await page.getByLabel("शीर्षक हिन्दी में").fill("विज्ञान मेला");
    await page.getByLabel("प्रकार").selectOption("event");
    await page.getByLabel("सूचना हिन्दी में").fill(TEXT_HI);
    const photo = await phonePhoto();
    await page.getByLabel("फ़ोटो या PDF (वैकल्पिक)").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect.poll(() => keptFileDrafts(page)).toBe(1);

    // An idle hour: the session ends while the form is open.
    office.advance(HOUR_MS);
    await sendAfterSessionEnded(page, "सहेजें और प्रकाशित करें");
    const note = page.locator("[data-draft-note]");
    await note.waitFor();
    expect(await note.locator("p").first().textContent()).toBe(hi.draftKeptSignedOut);
    expect(await note.locator("p").nth(1).textContent()).toBe(`${hi.draftFilesKept} IMG_2041.jpg`);
    expect(await page.getByLabel("शीर्षक हिन्दी में").inputValue()).toBe("विज्ञान मेला");
    expect(await page.getByLabel("सूचना हिन्दी में").inputValue()).toBe(TEXT_HI);
    expect(await page.getByLabel("प्रकार").inputValue()).toBe("event");
    expect(await page.getByLabel("कब से दिखे").inputValue()).toBe("2026-12-01");
    expect(await photosBack(page, "#attachment", photo.length)).toEqual(["IMG_2041.jpg"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, "draft-restored-hi-390.png"), fullPage: true });

    const noticesBefore = await readdir(path.join(folder, "content/notices"));
    await page.getByRole("button", { name: "सहेजें और प्रकाशित करें" }).click();
    await page.waitForURL(/\/hi\/publish\/run\?draft=[0-9a-f]{32}$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 360_000, interval: 1000 }).not.toBe(hi.runningTitle);
    // No site runs beside this office: the publish is in place, with the notice and its photo.
    expect(await page.getByRole("heading", { level: 1 }).textContent(), (await page.locator("pre").textContent()) ?? "").toBe(hi.inPlaceTitle);
    const [saved] = (await readdir(path.join(folder, "content/notices"))).filter((name) => name.endsWith(".yaml") && !noticesBefore.includes(name));
    const notice = parse(await readFile(path.join(folder, "content/notices", saved!), "utf8")) as Record<string, unknown>;
    expect(notice).toMatchObject({ title_hi: "विज्ञान मेला", text_hi: TEXT_HI.split("\n\n"), category: "event" });
    expect(notice.attachment).toMatch(/\.jpg$/);
    await page.goto("/hi/history");
    expect(await page.locator(".history li").first().textContent()).toContain(`notices/${saved}`);

    // Saved: the draft is gone, and the form opens empty.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await page.goto("/hi/notice/new");
    expect(await page.getByLabel("सूचना हिन्दी में").inputValue()).toBe("");
    expect(await note.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  }, 480_000);
});

describe("an album's photos, and another account on the same phone", () => {
  it("come back through a passkey sign-in; another account never sees them; discarded on request", async () => {
    const { page, problems } = await openPhone(browser, office);
    await addPhoneAuthenticator(page);
    await page.goto(office.addAccount("Asha Devi"));
    await page.getByRole("button", { name: en.createPasskeyButton }).click();
    await page.waitForURL(`${office.url}/`);

    await page.goto("/albums");
    const first = page.locator("form[data-draft]").first();
    const second = page.locator("form[data-draft]").nth(1);
    const photo = await phonePhoto();
    await first.locator("input[type=file]").setInputFiles([
      { name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "IMG_3002.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);
    await second.locator("input[type=file]").setInputFiles({ name: "IMG_3003.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect.poll(() => keptFileDrafts(page)).toBe(2);
    // Her session ends: deleted in the office's database (signed out from another computer, say).
    office.db.prepare("DELETE FROM sessions").run();
    await first.getByRole("button", { name: en.addPhotosButton }).click();
    await page.waitForURL(/\/sign-in\?ended&return=%2Falbums%3Fended$/);
    await page.getByRole("button", { name: en.passkeyButton }).click();
    await page.waitForURL(/\/albums\?ended$/);
    await first.locator("[data-draft-note]").waitFor();
    expect(await first.locator("[data-draft-note] p").first().textContent()).toBe(en.draftKeptSignedOut);
    expect(await photosBack(page, "form[data-draft] >> nth=0 >> input[type=file]", photo.length)).toEqual(["IMG_3001.jpg", "IMG_3002.jpg"]);
    await first.getByRole("button", { name: en.addPhotosButton }).click();
    await expect.poll(() => page.locator("#message").textContent()).toContain("2 photos added");
    // Taken in: that album's draft is forgotten (its answer replaced the page, and the script read it), the other's kept.
    await expect.poll(() => keptFileDrafts(page)).toBe(1);

    // The second album's photo is still kept for her; the clerk, signing in on this phone, never sees it.
    await page.goto("/");
    await page.getByRole("button", { name: en.signOutButton, exact: true }).click();
    await page.waitForURL(/\/sign-in\?signed-out$/);
    await signInHere(page, en);
    await page.waitForURL(`${office.url}/`);
    await page.goto("/albums");
    expect(await page.locator("[data-draft-note]:visible").count()).toBe(0);
    expect(await chosenFiles(page, "form[data-draft] >> nth=1 >> input[type=file]")).toEqual([]);
    await page.goto("/");
    await page.getByRole("button", { name: en.signOutButton, exact: true }).click();

    // Asha again: her photo is back, said plainly (she was not signed out in the middle); she discards it.
    await page.getByRole("button", { name: en.passkeyButton }).click();
    await page.waitForURL(`${office.url}/`);
    await page.goto("/albums");
    const note = second.locator("[data-draft-note]");
    await note.waitFor();
    expect(await note.locator("p").first().textContent()).toBe(en.draftKept);
    expect(await photosBack(page, "form[data-draft] >> nth=1 >> input[type=file]", photo.length)).toEqual(["IMG_3003.jpg"]);
    await note.getByRole("button", { name: en.discardDraftButton }).click();
    expect(await note.isVisible()).toBe(false);
    expect(await chosenFiles(page, "form[data-draft] >> nth=1 >> input[type=file]")).toEqual([]);
    await page.reload();
    expect(await page.locator("[data-draft-note]:visible").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});

describe("without JavaScript", () => {
  it("a form sent after the session ended still leads to the sign-in, which says why, and back to the form", async () => {
    const { page, problems } = await openPhone(browser, office, { javaScriptEnabled: false });
    await page.goto("/hi/sign-in");
    await signInHere(page, hi);
    await page.waitForURL(/\/hi$/);
    await page.goto("/hi/notice/new");
    await page.getByLabel("शीर्षक हिन्दी में").fill("खेल दिवस");
    office.advance(HOUR_MS);
    await sendAfterSessionEnded(page, "केवल सहेजें");
    expect(await page.locator("[data-draft-note]").isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });
});
