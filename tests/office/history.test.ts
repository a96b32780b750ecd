// The History page as the principal reads it on her phone, after the clerk published a notice and a phone's photos
// from the office: it fits 390 px, names the notice by its title and the photos by their album (the files folded
// away); going back asks first, on a page that says what leaves the website; and the publish page then names who
// made the publish and who went back to it.
import { mkdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutOf } from "../../lib/publish/builds";
import { liveHistory } from "../../lib/publish/live-history";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { signIn } from "./office-process";
import { CLERK, CLERK_PASSWORD, type Office, openPhone, officeAfterFirstStart, request, SCREENS_DIR, signInWithPassword } from "./support";

const PRINCIPAL = "Ramesh Kumar";
const PRINCIPAL_PASSWORD = "the school bell rings at eight";
/** Photos as a phone names them: long, without a space to break the line at. */
const PHOTOS = ["IMG_20261130_101502123_HDR_PORTRAIT.jpg", "IMG_20261130_101547980_HDR_PORTRAIT.jpg", "IMG_20261130_101611045_HDR_PORTRAIT.jpg"];

let folder: string;
let closeOffice: (() => Promise<void>) | undefined;
let office: Office;
let clerk: string;
let browser: Browser;

beforeAll(async () => {
  // The photos' copies the suite made already: a publish encodes only the photos added here.
  ({ folder, office, close: closeOffice } = await officeAfterFirstStart("office-history"));
  await office.addAccountWithPassword(CLERK, CLERK_PASSWORD, { quick: true });
  await office.addAccountWithPassword(PRINCIPAL, PRINCIPAL_PASSWORD, { quick: true });
  clerk = await signInWithPassword(office);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await closeOffice?.();
});

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";

/** Publishes from the office as the clerk, and waits for the run's end: its page's title. */
async function publishAsClerk() {
  expect((await request(office, "/publish", { form: {}, cookie: clerk })).status).toBe(303);
  let title = "";
  await expect
    .poll(async () => (title = heading(await (await request(office, "/publish/run", { cookie: clerk })).text())), { timeout: 120_000, interval: 500 })
    .not.toBe("Publishing…");
  return title;
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the history, on the principal's phone", () => {
  let principal: Page;

  it("fits 390 px after a photo publish, and names the notice by its title and the photos by their album", async () => {
    // Publish 2 by the clerk: the school's name. Publish 3 by the clerk: a notice (one in Hindi only too) and three photos from a phone.
    const content = path.join(folder, "content");
    const school = path.join(content, "school.yaml");
    await writeFile(school, (await readFile(school, "utf8")).replace(/^name: .*$/m, "name: Second Name"));
    expect(await publishAsClerk()).toBe("Published: the website shows it when it starts");
    const notice = (title: string) => `${title}\npublished: 2026-11-30\ncategory: event\ntext_hi:\n  - खेल दिवस की तस्वीरें एल्बम में हैं।\n`;
    await writeFile(path.join(content, "notices/2026-11-30-sports-day-photos.yaml"), notice("title: Sports day photos\ntitle_hi: खेल दिवस की तस्वीरें"));
    await writeFile(path.join(content, "notices/2026-11-30-khel-samachar.yaml"), notice("title_hi: खेल समाचार"));
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a6" } }).jpeg().toBuffer();
    for (const name of PHOTOS) await writeFile(path.join(content, "albums/schoolSportImages", name), photo);
    expect(await publishAsClerk()).toBe("Published: the website shows it when it starts");

    ({ page: principal } = await openPhone(browser, office));
    await signIn(principal, office.url, PRINCIPAL, PRINCIPAL_PASSWORD, "/hi");
    await principal.goto("/hi/history");
    const newest = principal.locator(".history > li").first();
    expect(await newest.locator("h2").textContent()).toBe("प्रकाशन 3अभी वेबसाइट पर");
    expect(await newest.locator("p").first().textContent()).toMatch(/^\d{1,2} \S+ \d{4}, \S+ \d{1,2}:\d{2}, Sunita Verma द्वारा$/);
    // What parents see, named: the notices by their titles (in Hindi, the office's language), the photos by their album.
    expect(await newest.locator(".changes").textContent()).toBe("जोड़ा सूचना “खेल समाचार”, सूचना “खेल दिवस की तस्वीरें”, एल्बम “खेल-कूद” में 3 फ़ोटो");
    // The files' names, folded away, still there to open.
    expect(await newest.locator("details.files").getAttribute("open")).toBeNull();
    expect(await newest.locator("details.files li").allTextContents()).toEqual(expect.arrayContaining(PHOTOS.map((name) => `albums/schoolSportImages/${name}`)));
    await newest.locator("details.files summary").click();
    expect(await sidewaysScroll(principal)).toBe(0);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await principal.screenshot({ path: path.join(SCREENS_DIR, "history-photos-hi-390.png"), fullPage: true });

    // In English: the English title; the notice written in Hindi only, in Hindi, marked as Hindi.
    await principal.goto("/history");
    const english = principal.locator(".history > li").first();
    expect(await english.locator(".changes").textContent()).toBe("Added notice “खेल समाचार”, notice “Sports day photos”, 3 photos in the album “Sports”");
    expect(await english.locator(".changes [lang=hi]").allTextContents()).toEqual(["खेल समाचार"]);
    expect(await sidewaysScroll(principal)).toBe(0);
    await principal.screenshot({ path: path.join(SCREENS_DIR, "history-photos-en-390.png"), fullPage: true });
  }, 300_000);

  it("asks before going back, naming what leaves the website; then the publish page names who made it and who went back", async () => {
    const live = async () => (await liveHistory(layoutOf(folder))).find((entry) => entry.liveNow)?.live;
    await principal.goto("/hi/history");
    await principal.getByRole("button", { name: "प्रकाशन 2 पर वापस जाएँ" }).click();
    await principal.waitForURL("/hi/history/undo");
    expect(await principal.locator("h1").textContent()).toBe("प्रकाशन 2 पर वापस जाएँ?");
    expect(await principal.locator("main > p").first().textContent()).toMatch(/^वेबसाइट फिर से प्रकाशन 2 दिखाएगी \(.+ को Sunita Verma ने बनाया\), और संपादक उसकी फ़ाइलें।$/);
    expect(await principal.locator(".changes li").allTextContents()).toEqual(["वेबसाइट से हटेगा: सूचना “खेल समाचार”, सूचना “खेल दिवस की तस्वीरें”, एल्बम “खेल-कूद” में 3 फ़ोटो"]);
    expect(await sidewaysScroll(principal)).toBe(0);
    await principal.screenshot({ path: path.join(SCREENS_DIR, "go-back-question-hi-390.png"), fullPage: true });
    // Asking changed nothing; nor does a press that did not come from the question's own button.
    expect(await live()).toBe(3);
    const cookie = (await principal.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const unconfirmed = await request(office, "/history/undo", { form: { publish: "2" }, cookie });
    expect([unconfirmed.status, heading(await unconfirmed.text())]).toEqual([200, "Go back to publish 2?"]);
    expect(await live()).toBe(3);
    // The way back leaves it as it is.
    await principal.getByRole("link", { name: "नहीं, वेबसाइट जैसी है वैसी रहने दें" }).click();
    await principal.waitForURL("/hi/history");
    expect(await live()).toBe(3);

    await principal.getByRole("button", { name: "प्रकाशन 2 पर वापस जाएँ" }).click();
    await principal.getByRole("button", { name: "हाँ, प्रकाशन 2 पर वापस जाएँ" }).click();
    await expect.poll(() => principal.locator("h1").textContent(), { timeout: 120_000, interval: 500 }).not.toBe("वापस जा रहे हैं…");
    expect(await live()).toBe(2);

    // Publish 2 is the clerk's; the principal went back to it.
    await principal.goto("/publish");
    expect(await principal.locator("main > p").first().textContent()).toMatch(
      /^The website shows publish 2, made \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m by Sunita Verma; Ramesh Kumar went back to it on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m\.$/,
    );
    await principal.goto("/hi/publish");
    expect(await principal.locator("main > p").first().textContent()).toMatch(/^वेबसाइट पर प्रकाशन 2 दिख रहा है, .+ को Sunita Verma ने बनाया; .+ को Ramesh Kumar इस पर वापस गए।$/);
    await principal.goto("/history");
    const newest = principal.locator(".history > li").first();
    expect(await newest.locator("h2").textContent()).toBe("Went back to publish 2on the website now");
    expect(await newest.locator("p").allTextContents()).toEqual([expect.stringMatching(/, by Ramesh Kumar$/), expect.stringMatching(/^Publish 2 was made .+ by Sunita Verma\.$/)]);
    await principal.close();
  }, 300_000);
});
