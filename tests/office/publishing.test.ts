// Publishing from the office, end to end on a school's folder of its own: the real site (following the live data
// by itself) and the real office as their own processes, two people in Chromium. A notice with a photo, posted
// from the quick form at 390 px in Hindi and published while parents read the site; a second person pressing Publish meanwhile is told who is
// publishing and starts nothing; the new page's address and a WhatsApp link at the end; the history with who
// did each; and a way back from the history, by the other person.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDate } from "../../lib/site/dates";
import { auditEntries } from "../../office/audit";
import { openDatabase } from "../../office/database";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/bench-support";
import { type ChildServer, startChildServer } from "../support/child-server";
import { phonePhoto } from "../support/phone-photo";
import { processTree } from "../../scripts/publish-footprint";
import { root } from "../support/app";
import { type School, schoolFolder } from "../support/school";
import { type OfficeProcess, signIn, startOfficeProcess, stopAll } from "./office-process";
import { CLERK, CLERK_PASSWORD } from "./support";

const PRINCIPAL = "Ramesh Kumar";
const PRINCIPAL_PASSWORD = "the school bell rings at eight";
const NOTICE = `${indiaDate(new Date())}-school-closed-today`;

let school: School;
let site: ChildServer;
let office: OfficeProcess;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  // A server as the volunteer leaves it: its first start published the content once (publish 1), and the site runs.
  school = await schoolFolder("office-publishing");
  site = await startChildServer({ SCHOOL_DATA_DIR: school.dir });
  office = await startOfficeProcess(school.dir, { [CLERK]: CLERK_PASSWORD, [PRINCIPAL]: PRINCIPAL_PASSWORD }, { PREVIEW_PORT: "0", SITE_URL: site.origin, SITE_INTERNAL_URL: site.origin });
  origin = office.origin;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
}, 600_000);

afterAll(() => stopAll({ browser, office, site, school }));

/** Every file of the site's code build, by its hash: a content publish changes none of them. */
function codeFiles() {
  const build = path.join(root, "build");
  return Object.fromEntries(
    readdirSync(build, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(build, file), createHash("sha256").update(readFileSync(file)).digest("hex")];
      }),
  );
}

/** The command lines of the office's process and all it started, gathered every 50 ms until `stop()`. */
function watchOfficeProcesses(pid: number) {
  const seen = new Set<string>();
  const look = () => {
    for (const child of processTree(pid)) {
      try {
        seen.add(readFileSync(`/proc/${child}/cmdline`, "utf8").replaceAll("\0", " ").trim());
      } catch {
        // Gone between the listing and the read.
      }
    }
  };
  const timer = setInterval(look, 50);
  return {
    stop: () => {
      clearInterval(timer);
      look();
      return [...seen];
    },
  };
}

/** A person signed in with their password, on a phone (390 × 844) or a computer (1280 × 900). */
async function signedIn(name: string, password: string, viewport: { width: number; height: number }, language: "" | "/hi" = ""): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  await signIn(page, origin, name, password, language);
  return { context, page };
}

describe("publishing from the office", () => {
  it("publishes a saved notice from a phone in Hindi while parents read the site; a second person is told who is publishing; the history shows who, and the other goes back from it", async () => {
    // Parents reading the site the whole time: not one request may fail, and the site's process never restarts.
    const failures: string[] = [];
    let reading = true;
    const readers = Promise.all(
      Array.from({ length: 3 }, async () => {
        while (reading) {
          for (const address of ["/", "/hi/notices", "/gallery"]) {
            const answer = await fetch(`${site.origin}${address}`).catch((error: Error) => ({ status: error.message }));
            if (answer.status !== 200) failures.push(`${address}: ${answer.status}`);
          }
        }
      }),
    );
    expect((await fetch(`${site.origin}/notices/${NOTICE}`)).status).toBe(404);

    // The principal's clerk, on a phone in Hindi: the quick notice form, a photo from the phone, save and publish.
    const clerk = await signedIn(CLERK, CLERK_PASSWORD, { width: 390, height: 844 }, "/hi");
    await clerk.page.goto(`${origin}/hi/notice/new`);
    await clerk.page.getByLabel("शीर्षक अंग्रेज़ी में").fill("School closed today");
    await clerk.page.getByLabel("शीर्षक हिन्दी में").fill("आज विद्यालय बंद है");
    expect(await clerk.page.getByLabel("कब से दिखे").inputValue()).toBe(indiaDate(new Date()));
    await clerk.page.getByLabel("प्रकार").selectOption("holiday");
    await clerk.page.getByLabel("सूचना अंग्रेज़ी में").fill("Because of heavy rain, the school is closed today.");
    await clerk.page.getByLabel("सूचना हिन्दी में").fill("भारी बारिश के कारण आज विद्यालय बंद है।");
    await clerk.page.getByLabel("फ़ोटो या PDF (वैकल्पिक)").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    expect(await clerk.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const codeBefore = codeFiles();
    const processes = watchOfficeProcesses(office.child.pid!);
    await clerk.page.getByRole("button", { name: "सहेजें और प्रकाशित करें" }).click();
    // Its address names the draft the office's script kept of the form, which the page forgets.
    await clerk.page.waitForURL(new RegExp(`^${origin}/hi/publish/run\\?draft=[0-9a-f]{32}$`));
    // The page follows the publish by itself: its steps show while it runs.
    await expect.poll(() => clerk.page.locator("pre").textContent(), { timeout: 60_000 }).toContain("making the new site beside the running one");
    expect(await clerk.page.getByRole("heading", { level: 1 }).textContent()).toBe("प्रकाशित हो रहा है…");

    // Meanwhile the principal presses Publish too: told who is publishing and since when; nothing starts.
    const principal = await signedIn(PRINCIPAL, PRINCIPAL_PASSWORD, { width: 1280, height: 900 });
    await principal.page.goto(`${origin}/publish`);
    const told = principal.page.getByRole("status");
    expect(await told.textContent()).toMatch(new RegExp(`^${CLERK} is publishing, since \\d{2}:\\d{2}:\\d{2} \\(\\d+ s ago\\)\\. Wait for it to end: nothing was started\\.$`));
    expect(await principal.page.getByRole("button", { name: "Publish the website now" }).count()).toBe(0);
    const pressedAnyway = await principal.page.request.post(`${origin}/publish`, { headers: { "sec-fetch-site": "same-origin" }, form: {}, maxRedirects: 0 });
    expect(pressedAnyway.status()).toBe(409);
    expect(await pressedAnyway.text()).toContain(`${CLERK} is publishing, since`);

    // The end: live, the new notice's address (in Hindi, as the clerk publishes) and a WhatsApp link to share it.
    await expect.poll(() => clerk.page.getByRole("heading", { level: 1 }).textContent(), { timeout: 300_000, interval: 2000 }).not.toBe("प्रकाशित हो रहा है…");
    expect(await clerk.page.getByRole("heading", { level: 1 }).textContent(), (await clerk.page.locator("pre").textContent()) ?? "").toBe("नई वेबसाइट चालू है");
    // Content as data: the publish ran the compiled job and the site's own server to check it, and nothing
    // that builds code (no Vite, React Router's build, esbuild, TypeScript, terser or tsx); the code's files are as they were.
    const started = processes.stop();
    expect(started.some((command) => command.includes("build/office/job.js"))).toBe(true);
    expect(started.filter((command) => /vite|react-router|esbuild|tsc\b|terser|tsx|scripts\/build/.test(command))).toEqual([]);
    expect(codeFiles()).toEqual(codeBefore);
    // Its steps in Hindi, all done, and the bar full.
    expect(await clerk.page.locator("ol.steps li.done").allTextContents()).toEqual(["सहेजी गई सामग्री की जाँच: हो गया", "फ़ोटो को फ़ोन के लिए तैयार करना: हो गया", "नई वेबसाइट का हर पेज आज़माना: हो गया", "वेबसाइट पर लगाना: हो गया"]);
    expect(await clerk.page.locator("progress").evaluate((bar: HTMLProgressElement) => bar.value === bar.max)).toBe(true);
    const address = `${site.origin}/hi/notices/${NOTICE}`;
    expect(await clerk.page.getByRole("link", { name: address }).getAttribute("href")).toBe(address);
    expect(await clerk.page.getByRole("link", { name: "WhatsApp पर भेजें" }).getAttribute("href")).toBe(`https://wa.me/?text=${encodeURIComponent(address)}`);
    const noticePage = await (await fetch(address)).text();
    expect(noticePage).toContain("आज विद्यालय बंद है");
    expect(noticePage).toContain("भारी बारिश के कारण आज विद्यालय बंद है।");
    // The phone's photo, published with the notice.
    expect(noticePage).toMatch(/class="notice-attachment"[\s\S]*?<img[^>]*alt="आज विद्यालय बंद है"/);
    expect(await (await fetch(`${site.origin}/healthz`)).json()).toMatchObject({ status: "ok", publish: 2 });

    // The history: the clerk's publish, live; the principal goes back to the site before it.
    await principal.page.goto(`${origin}/history`);
    const newest = principal.page.locator(".history li").first();
    expect(await newest.locator("h2").textContent()).toBe("Publish 2on the website now");
    expect(await newest.textContent()).toContain(`by ${CLERK}`);
    // The notice by its title (the English one, as the principal reads the office), its files folded away.
    expect(await newest.locator(".changes").textContent()).toBe("Added notice “School closed today”");
    expect(await newest.locator("details.files li").allTextContents()).toEqual(expect.arrayContaining([`notices/${NOTICE}.yaml`]));
    // Going back asks first, naming what leaves the website.
    await principal.page.getByRole("button", { name: "Go back to publish 1" }).click();
    expect(await principal.page.locator(".changes li").allTextContents()).toEqual(["Leaves the website: notice “School closed today”"]);
    await principal.page.getByRole("button", { name: "Yes, go back to publish 1" }).click();
    await expect.poll(() => principal.page.getByRole("heading", { level: 1 }).textContent(), { timeout: 60_000, interval: 1000 }).toBe("The website went back");
    expect((await fetch(`${site.origin}/notices/${NOTICE}`)).status).toBe(404);
    await principal.page.goto(`${origin}/history`);
    expect(await principal.page.locator(".history li").first().textContent()).toContain(`Went back to publish 1on the website now`);
    expect(await principal.page.locator(".history li").first().textContent()).toContain(`by ${PRINCIPAL}`);

    reading = false;
    await readers;
    expect(failures).toEqual([]);
    expect(site.child.exitCode).toBeNull();
    // And the record of who did what.
    const db = openDatabase(office.dataDir);
    expect(auditEntries(db).filter((line) => ["saved", "published", "went back"].includes(line.action))).toEqual([
      expect.objectContaining({ actor: CLERK, action: "saved", detail: `content/notices/${NOTICE}.yaml` }),
      expect.objectContaining({ actor: CLERK, action: "published" }),
      expect.objectContaining({ actor: PRINCIPAL, action: "went back", detail: "back to publish 1" }),
    ]);
    db.close();
    await clerk.context.close();
    await principal.context.close();
  }, 600_000);
});
