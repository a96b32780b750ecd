// The office in Chromium: a passkey (the virtual authenticator through CDP), a password without JavaScript and
// with the keyboard alone, and every screen at 390 and 1280 px in both languages (the preview's refusal too),
// looked at in screenshots; in Hindi, no screen holds an English sentence.
import { mkdirSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../office/audit";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { root } from "../support/app";
import { axeViolations } from "../support/axe";
import { DESKTOP, PHONE, watchForProblems } from "../support/page-watch";
import { layoutOf } from "../../lib/publish/builds";
import type { Run } from "../../office/publishing/publisher";
import { runPage } from "../../office/publishing/screens";
import { startingPage } from "../../office/preview/site";
import { editorRouter } from "../../office/editor/app";
import { englishOnPage } from "../support/english-sentences";
import { addPhoneAuthenticator, CLERK, CLERK_PASSWORD, type Office, openPhone, publishJobsIn, publishWithoutSite, SCREENS_DIR, startOffice } from "./support";

let office: Office;
let browser: Browser;
let folder: string;
let restoreEnvironment: () => void;
beforeAll(async () => {
  // A copy of the content, so the notice and album forms, publishing and the history are there to look at.
  folder = await mkdtemp(path.join(tmpdir(), "office-screens-"));
  await cp(path.join(root, "content"), path.join(folder, "content"), { recursive: true });
  // Two publishes made beforehand, so that the history offers a way back, and a publish can refuse to lose photos.
  restoreEnvironment = publishJobsIn(folder);
  for (const name of ["Second Name", "Third Name"]) {
    const school = path.join(folder, "content/school.yaml");
    await writeFile(school, (await readFile(school, "utf8")).replace(/^name: .*$/m, `name: ${name}`));
    await publishWithoutSite(layoutOf(folder));
  }
  // A preview, in front of a stand-in for its site: its door's refusal is a screen too. The content editor, for its own page.
  office = await startOffice({
    contentDir: path.join(folder, "content"),
    preview: { startSite: () => ({ handle: (_req, res) => res.end("the site"), stop: () => undefined }) },
    editor: (record) => editorRouter({ repository: folder, siteUrl: "http://localhost:3000", record, uploadsDir: `${folder}-uploads` }),
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
});
afterAll(async () => {
  restoreEnvironment?.();
  await browser?.close();
  await office?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(`${folder}-uploads`, { recursive: true, force: true });
});

const open = (options: { javaScriptEnabled?: boolean } = {}) => openPhone(browser, office, options);

describe("signing in", () => {
  it("with a passkey: created from the set-up link, then offered first on the sign-in page", async () => {
    const { page, problems } = await open();
    await addPhoneAuthenticator(page);
    await page.goto(office.addAccount("Asha Devi"));
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.waitForURL(`${office.url}/`);
    await expect(page.getByText("Signed in as Asha Devi").isVisible()).resolves.toBe(true);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/sign-in\?signed-out$/);
    // The passkey comes before the password form.
    const first = await page.locator("button:visible, input:visible").first().textContent();
    expect(first).toBe("Sign in with a passkey");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${office.url}/`);
    await expect(page.getByText("Signed in as Asha Devi").isVisible()).resolves.toBe(true);

    const record = auditEntries(office.db).filter((entry) => entry.actor === "Asha Devi").map((entry) => `${entry.action}: ${entry.detail}`);
    expect(record).toEqual(["set up sign-in: passkey", "signed in: passkey, just set up", "signed out: ", "signed in: passkey"]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("with a password, without JavaScript and with the keyboard alone", async () => {
    const { page, problems } = await open({ javaScriptEnabled: false });
    await page.goto(office.addAccount("Meena Kumari"));
    await expect(page.getByRole("button", { name: "Create a passkey" }).isVisible()).resolves.toBe(false);
    await expect(page.getByText("This browser cannot create a passkey here: it needs JavaScript turned on and a recent browser. Choose a password below.").isVisible()).resolves.toBe(true);
    await page.getByLabel("New password").fill(CLERK_PASSWORD);
    await page.getByLabel("The same password again").fill(CLERK_PASSWORD);
    await page.getByRole("button", { name: "Save the password and sign in" }).click();
    await expect(page.getByText("Signed in as Meena Kumari").isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText("You have signed out on every phone and computer.").isVisible()).resolves.toBe(true);

    // From the top of the page: the language switch, then the name, the password, Enter.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Meena Kumari");
    await page.keyboard.press("Tab");
    await page.keyboard.type(CLERK_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${office.url}/`);
    await expect(page.getByText("Signed in as Meena Kumari").isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

const BUILDING = "Checking the content and making the new site beside the running one; the site stays as it is meanwhile.";

/** What a Hindi screen rightly writes in Latin letters: the people's and the school's names (the sample's, and those the tests give it). */
const NAMES = [CLERK, "Green Valley Public School", "Green Valley", "Second Name", "Third Name", "Asha Devi", "Meena Kumari"];

describe("every screen", () => {
  it("fits 390 px and 1280 px in English and Hindi, passes axe (WCAG 2.2 AA), with no CSP violation, and in Hindi holds no English sentence (screenshots in .cache/office-screens)", async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await office.addAccountWithPassword();
    const { page, problems } = await open();
    /**
     * Shows a publish's page in a state of `run`, drawn by the office's run page and served at its address with
     * the office's own headers (its policy); without its reload every two seconds, which would take it away
     * mid-screenshot.
     */
    const showRun = (run: Pick<Run, "state" | "lines" | "progress" | "problems">) => async (language: string) => {
      const headers = (await page.goto(`${language}/publish`))!.headers();
      const drawn = runPage(language ? "hi" : "en", { run: { id: 1, kind: "publish", account: CLERK, startedAt: Date.now() - 20_000, ...run }, newPage: `https://school.example${language}/notices/2026-12-01-school-closed` });
      const address = `${office.url}${language}/publish/run`;
      await page.route(address, (route) => route.fulfill({ headers, body: drawn.replace(/<meta http-equiv="refresh"[^>]*>/, "") }));
      await page.goto(address);
      await page.unroute(address);
    };
    // Each screen: its name, how to show it in a language ("" or "/hi"), and, for a page the office does not draw
    // itself (Decap's editor: its own contrast and landmarks, tests/office/editor-phone.test.ts), no axe.
    const screens: [string, (language: string) => Promise<unknown>, { axe: false }?][] = [
      ["sign-in", (language) => page.goto(`${language}/sign-in`)],
      [
        "sign-in-wrong-password",
        async (language) => {
          await page.goto(`${language}/sign-in`);
          await page.locator("#name").fill(CLERK);
          await page.locator("#password").fill("not the password at all");
          await page.locator("form button").click();
          await page.waitForLoadState();
        },
      ],
      ["set-up", (language) => page.goto(`${language}${office.addAccount(`Teacher ${language || "en"} ${Date.now()}`)}`)],
      [
        "set-up-short-password",
        async (language) => {
          await page.goto(`${language}${office.addAccount(`Clerk ${language || "en"} ${Date.now()}`)}`);
          await page.locator("#password").fill("too short");
          await page.locator("#repeated").fill("too short");
          await page.locator("form button").click();
          await page.waitForLoadState();
        },
      ],
      ["set-up-link-used", (language) => page.goto(`${language}/setup/no-such-link`)],
      [
        "home",
        async (language) => {
          await page.goto(`${language}/sign-in`);
          await page.locator("#name").fill(CLERK);
          await page.locator("#password").fill(CLERK_PASSWORD);
          await page.locator("form button").click();
          await page.waitForURL(/\/(hi)?$/);
        },
      ],
      ["notice-new", (language) => page.goto(`${language}/notice/new`)],
      [
        "notice-mistakes",
        async () => {
          // What the browser cannot catch itself: a last day before the first, told by the build's rules.
          await page.locator("#title").fill("School closed today");
          await page.locator("#published").fill("2026-12-05");
          await page.locator("#last_day").fill("2026-12-01");
          await page.locator("#text").fill("Because of heavy rain.");
          await page.locator("form.notice-form button[value=save]").click();
          await page.locator(".field-error").first().waitFor();
        },
      ],
      ["notices", (language) => page.goto(`${language}/notices`)],
      [
        "take-down-question",
        async () => {
          await page.locator("form[action$='/take-down'] button").first().click();
          await page.locator("form.confirm").waitFor();
        },
      ],
      [
        "editor",
        async (language) => {
          // The editor's first screen: its groups of forms, and the notices.
          await page.goto(`${language}/edit/`);
          await page.locator("a[href^='#/collections/notices/entries/']").first().waitFor();
        },
        { axe: false },
      ],
      ["albums", (language) => page.goto(`${language}/albums`)],
      [
        "albums-refused",
        async () => {
          // A file that is not a photo, named as one: refused, with why, in the office's language.
          await page.locator("form[action*='/albums/'] input[type=file]").first().setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") });
          await page.locator("form[action*='/albums/'] button[type=submit]").first().click();
          await page.locator("#message[role=alert]").waitFor();
        },
      ],
      ["publish", (language) => page.goto(`${language}/publish`)],
      [
        "publish-refused",
        async (language) => {
          // An album taken out of the gallery: the publish stops before building, and asks.
          const gallery = path.join(folder, "content/gallery.yaml");
          const before = await readFile(gallery, "utf8");
          await writeFile(gallery, before.replace(/ {2}- title: Prize Distribution\n(?: {4}.*\n)+/, ""));
          await page.goto(`${language}/publish`);
          await page.locator("form button").click();
          await page.locator("form[action$='/publish'] input[name=remove-album]").waitFor({ state: "attached", timeout: 60_000 });
          await writeFile(gallery, before);
        },
      ],
      [
        "publish-content-mistake",
        async (language) => {
          // A WhatsApp number without its country code: the publish stops at the content's check, and names it.
          const school = path.join(folder, "content/school.yaml");
          const before = await readFile(school, "utf8");
          await writeFile(school, before.replace(/^whatsapp: \+91 /m, "whatsapp: "));
          await page.goto(`${language}/publish`);
          await page.locator("form button").click();
          await page.locator("#message[role=alert] li").first().waitFor({ timeout: 60_000 });
          await writeFile(school, before);
        },
      ],
      ["history", (language) => page.goto(`${language}/history`)],
      [
        "go-back-question",
        async () => {
          await page.locator("form[action$='/history/undo'] button").first().click();
          await page.locator("form.confirm").waitFor();
        },
      ],
      [
        "went-back",
        async () => {
          await page.locator("form.confirm button").click();
          // No site runs beside this office: the page says the publish is in place, not live.
          await page.locator("#message[role=status]").waitFor({ timeout: 60_000 });
        },
      ],
      // A publish as it runs, and as it ends (a real build takes a minute): the office's own run page, in those states.
      ["publish-running", showRun({ state: "running", lines: [BUILDING, "Photos: 3 of 12"], progress: { step: "photos", done: 3, total: 12 } })],
      ["published", showRun({ state: "live", lines: [BUILDING, "Photos: 12 of 12", "The new site is live at https://school.example (41 s), and the server never stopped."] })],
      ["published-in-place", showRun({ state: "in-place", lines: [BUILDING, "The new site is in place (3 s). No site started with npm start is running here: the next start serves it."] })],
      [
        "preview-starting",
        async (language) => {
          // The preview's page while its site starts (a second or two), at the preview's address, without its reload.
          const address = `${office.previewUrl}${language}/`;
          await page.route(address, (route) => route.fulfill({ status: 503, contentType: "text/html; charset=utf-8", body: startingPage(language ? "hi" : "en").replace(/<meta http-equiv="refresh"[^>]*>/, "") }));
          await page.goto(address);
          await page.unroute(address);
        },
      ],
      [
        "refused-foreign",
        async (language) => {
          // A form on another page (here a blank one) posting to the office: refused, 403, nothing changed.
          await page.goto("about:blank");
          await page.setContent(`<form method="post" action="${office.url}${language}/sign-out"><button>go</button></form>`);
          await Promise.all([page.waitForURL(`${office.url}${language}/sign-out`), page.locator("button").click()]);
        },
      ],
      ["not-found", (language) => page.goto(`${language}/no-such-page`)],
    ];
    const english: string[] = [];
    const hindiScreens: string[] = [];
    for (const language of ["", "/hi"]) {
      for (const [name, show, options] of screens) {
        await page.setViewportSize(PHONE);
        await show(language);
        if (options?.axe !== false) expect([name, language, await axeViolations(page)]).toEqual([name, language, []]);
        if (language) english.push(...(await englishOnPage(page, NAMES)).map((sentence) => `${name}: ${sentence}`));
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect([name, language, viewport.width, overflow]).toEqual([name, language, viewport.width, 0]);
          const screenshot = path.join(SCREENS_DIR, `${name}-${language ? "hi" : "en"}-${viewport.width}.png`);
          await page.screenshot({ path: screenshot, fullPage: true });
          if (language && viewport === PHONE) hindiScreens.push(screenshot);
        }
        if (name === "not-found") {
          await page.goto(language || "/");
          await page.locator("form[action$='/sign-out'] button").click();
          await page.waitForURL(/sign-in/);
        }
      }
    }
    console.log(`The office's screens in Hindi at 390 px, to look at:\n${hindiScreens.join("\n")}`);
    expect(english).toEqual([]);
    // The wrong password, the short password, the used link, the notice with a mistake, the preview starting, the
    // form from elsewhere and the page that is not there are answered 401, 400, 410, 422, 503, 403 and 404 on purpose.
    const expected = /^(HTTP (401|400|410|422|503|403|404):|console error: Failed to load resource: the server responded with a status of (401|400|410|422|503|403|404))/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    await page.close();
  });

  it("the preview's refusal, to whoever did not come from the office: fits, passes axe, keeps to its CSP", async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = await watchForProblems(page);
    try {
      for (const language of ["", "/hi"]) {
        await page.setViewportSize(PHONE);
        expect((await page.goto(`${office.previewUrl}${language}/notices`))?.status()).toBe(403);
        expect(await page.locator("h1").textContent()).toBe(language ? "पूर्वावलोकन केवल स्कूल कार्यालय के लिए है" : "The preview is for the school office");
        expect([language, await axeViolations(page)]).toEqual([language, []]);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          expect([language, viewport.width, await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)]).toEqual([language, viewport.width, 0]);
          await page.screenshot({ path: path.join(SCREENS_DIR, `preview-refused-${language ? "hi" : "en"}-${viewport.width}.png`), fullPage: true });
        }
      }
      // The refusal is a 403 on purpose; nothing else went wrong (no CSP violation, its stylesheet loaded).
      expect(problems.filter((problem) => !/\b403\b/.test(problem))).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector("header")!).backgroundColor)).toBe("rgb(31, 81, 48)");
    } finally {
      await context.close();
    }
  });
});
