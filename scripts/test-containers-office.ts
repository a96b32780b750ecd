// What the school office does in `npm run test:containers`, in Chromium as a person would: the set-up link the
// account command printed, a password, a notice with a phone's photo through "Post a notice", Save and publish.
import { type Browser, chromium, type Page } from "playwright-core";
import { phonePhoto } from "../tests/support/phone-photo";
import { HEADLESS_CHROMIUM_FLAGS } from "./chromium-flags";

export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });

/** A phone's page (390 × 844) of its own, which fails the run on any error its scripts did not catch. */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  return { page, uncaught, close: () => context.close() };
}

/** Opens the one-time link, sets `password` and waits for the office's home page, signed in as `name`. */
export async function setPassword(page: Page, link: string, name: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save the password and sign in" }).click();
  await page.getByText(`Signed in as ${name}`).waitFor();
}

/** Signs in with the name and password on the office's sign-in page. */
export async function signIn(page: Page, origin: string, name: string, password: string) {
  await page.goto(`${origin}/sign-in`);
  await page.locator("#name").fill(name);
  await page.locator("#password").fill(password);
  await page.locator("#password").press("Enter");
  await page.getByText(`Signed in as ${name}`).waitFor();
}

/**
 * From the office's home page: "Post a notice", its form filled with `title` and, `withPhoto`, a 12-megapixel
 * photo, then "Save and publish". Resolves when the button is pressed, with the moment (performance.now()) it was.
 */
export async function postNotice(page: Page, title: string, withPhoto: boolean) {
  await page.getByRole("link", { name: "Post a notice" }).first().click();
  await page.getByLabel("Title in English", { exact: true }).fill(title);
  await page.getByLabel("Category").selectOption("event");
  await page.getByLabel("Text in English", { exact: true }).fill(`Posted from a phone by npm run test:containers, ${withPhoto ? "with" : "without"} a photo.`);
  if (withPhoto) await page.getByLabel("A photo or a PDF (optional)").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  const pressed = performance.now();
  await page.getByRole("button", { name: "Save and publish" }).click();
  // The run's page, which names the saved notice's draft for the office's script to forget.
  await page.waitForURL(/\/publish\/run(\?draft=[0-9a-f]+)?$/);
  return pressed;
}

/** The run page's heading once the publish ended (the page reloads itself while it runs), and its log. */
export async function publishOutcome(page: Page, timeoutMs: number) {
  const ended = page.getByRole("heading", { level: 1, name: /^(The new website is live|The website was NOT changed)$/ });
  await ended.waitFor({ timeout: timeoutMs });
  return { heading: await ended.textContent(), log: (await page.locator("pre").textContent().catch(() => null)) ?? "" };
}
