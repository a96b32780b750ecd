// The attack of issue 35, in Chromium: one address keeps asking for passkey challenges and guessing one name's
// password, while the real people, each from their own phone on another network, set up and use a passkey, and
// sign in with a password. Before the fix the first got 429 for every passkey, the second a wait on the name.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { addPhoneAuthenticator, CLERK, CLERK_PASSWORD, type Office, openPhone, request, SCREENS_DIR, startOffice } from "./support";

const ROBOT = "203.0.113.7";

let office: Office;
let browser: Browser;
beforeAll(async () => {
  // Behind the TLS proxy: each visitor's address is the proxy's X-Forwarded-For.
  office = await startOffice({ trustProxy: "loopback" });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
});
afterAll(async () => {
  await browser?.close();
  await office?.close();
});

/** A phone on its own network (`address`, as the proxy tells it). */
const phone = (address: string) => openPhone(browser, office, { address });

/**
 * The robot, from one address, in a loop until stopped: asks for a passkey challenge, and guesses `name`'s
 * password. Returns once it has asked a thousand times (what filled the office's challenges before), and goes
 * on while the test lasts.
 */
async function robot(name: string) {
  const answers = { options: [] as number[], guesses: [] as number[] };
  let running = true;
  const statusOf = async (response: Response) => (await response.arrayBuffer(), response.status);
  const loop = (async () => {
    while (running) {
      answers.options.push(await statusOf(await request(office, "/passkey/options", { json: {}, headers: { "x-forwarded-for": ROBOT } })));
      answers.guesses.push(await statusOf(await request(office, "/sign-in", { form: { name, password: "a wrong guess" }, headers: { "x-forwarded-for": ROBOT } })));
    }
  })();
  const stop = async () => {
    running = false;
    await loop;
  };
  // Stopped however the test ends.
  onTestFinished(stop);
  await vi.waitFor(() => expect(answers.options.length).toBeGreaterThanOrEqual(1000), { timeout: 240_000, interval: 100 });
  return {
    /** Stops the robot, and gives what it was answered. */
    stop: async () => {
      await stop();
      return { challenges: answers.options.filter((status) => status === 200).length, refused: answers.options.filter((status) => status === 429).length, checked: answers.guesses.filter((status) => status === 401).length };
    },
  };
}

describe("while a robot keeps asking for challenges and guessing a name", () => {
  it("the real person creates a passkey from her link, and signs in with it", async () => {
    const { page, problems } = await phone("198.51.100.20");
    await addPhoneAuthenticator(page);
    const attack = await robot("Asha Devi");
    await page.goto(office.addAccount("Asha Devi"));
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.waitForURL(`${office.url}/`);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/sign-in\?signed-out$/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${office.url}/`);
    await expect(page.getByText("Signed in as Asha Devi").isVisible()).resolves.toBe(true);

    const { challenges, refused } = await attack.stop();
    expect(challenges).toBe(5);
    expect(refused).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the real person signs in with her password on her own phone; on another, the name makes her wait", async () => {
    const { page, problems } = await phone("198.51.100.20");
    await page.goto(office.addAccount(CLERK));
    await page.getByLabel("New password").fill(CLERK_PASSWORD);
    await page.getByLabel("The same password again").fill(CLERK_PASSWORD);
    await page.getByRole("button", { name: "Save the password and sign in" }).click();
    await page.waitForURL(`${office.url}/`);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/sign-in\?signed-out$/);

    const attack = await robot(CLERK);
    await page.locator("#name").fill(CLERK);
    await page.locator("#password").fill(CLERK_PASSWORD);
    await page.locator("#password").press("Enter");
    await page.waitForURL(`${office.url}/`);
    await expect(page.getByText("Signed in as Sunita Verma").isVisible()).resolves.toBe(true);

    // Her colleague's phone, where she never signed in: the robot's guesses on her name hold it back.
    const other = await phone("198.51.100.77");
    await other.page.goto("/sign-in");
    await other.page.locator("#name").fill(CLERK);
    await other.page.locator("#password").fill(CLERK_PASSWORD);
    await other.page.locator("#password").press("Enter");
    await other.page.locator("#message").waitFor();
    expect(await other.page.locator("#message").textContent()).toMatch(/^Too many attempts to sign in with this name or from this network\./);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await other.page.screenshot({ path: path.join(SCREENS_DIR, "sign-in-slowed-en-390.png"), fullPage: true });

    const { checked } = await attack.stop();
    expect(checked).toBe(6);
    expect(problems).toEqual([]);
    expect(other.problems.filter((problem) => !/\b429\b/.test(problem))).toEqual([]);
    await page.close();
    await other.page.close();
  });
});
