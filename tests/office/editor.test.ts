// The office's content editor (/edit/ behind the sign-in), driven in Chromium on a school's folder as
// a clerk uses it: a mistake is refused beside Save and nothing is written; a change changes one line of the
// file; photos (several at once, an iPhone's HEIC among them) go into an album; the preview, reached from the
// office's Preview link, shows what was saved and says when it cannot; and the site built from what was saved
// shows it all. And as a stranger tries it: nothing
// without a session, nothing outside content/ with one, however the path is written.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { get, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { parse } from "yaml";
import { auditEntries } from "../../office/audit";
import { WORDS } from "../../office/words";
import { openDatabase } from "../../office/database";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/bench-support";
import { type ChildServer, startChildServer } from "../support/child-server";
import { gallery, school } from "../support/content";
import { DESKTOP, PHONE } from "../support/page-watch";
import { phonePhoto } from "../support/phone-photo";
import { root } from "../support/app";
import { type School, schoolFolder } from "../support/school";
import { editorPage, freePort, type OfficeProcess, signIn, startOfficeProcess, stopAll } from "./office-process";
import { CLERK, CLERK_PASSWORD } from "./support";

const NEW_PHONE = "+91 99887 76655";

let folder: School;
let office: OfficeProcess;
let origin: string;
let preview: string;
let browser: Browser;
let signedIn: BrowserContext;
let site: ChildServer | undefined;
/** The school's files apart from the code, as in the container (SCHOOL_DATA_DIR): what the office edits and previews. */
let schoolDir: string;
const dataDir = () => office.dataDir;
const schoolFile = () => readFile(path.join(schoolDir, "content/school.yaml"), "utf8");

/** The preview's cookie, as the office's Preview link gives it to a signed-in browser (made once). */
let previewCookie: string | undefined;
async function enterPreview() {
  const entering = (await officeRequest("/preview")).headers.get("location")!;
  const entered = await fetch(entering, { redirect: "manual" });
  return entered.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** A page of the preview as a browser let in from the office sees it ("" while it cannot be reached). */
async function previewPage(address: string) {
  previewCookie ??= await enterPreview();
  return fetch(`${preview}${address}`, { headers: { cookie: previewCookie } }).then((res) => res.text(), () => "");
}

/** A request to the preview as a TLS proxy passes it on: the public host name in Host. */
function throughProxy(address: string, cookie?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(address, preview);
    get({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { host: "preview.school.example", ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    }).on("error", reject);
  });
}

beforeAll(async () => {
  folder = await schoolFolder("editor", { published: false });
  schoolDir = folder.dir;
  const previewPort = await freePort();
  preview = `http://localhost:${previewPort}`;
  office = await startOfficeProcess(schoolDir, { [CLERK]: CLERK_PASSWORD }, { PREVIEW_PORT: String(previewPort) });
  origin = office.origin;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
  // Signed in once, with the password, as the clerk does; the editor's pages share the session.
  signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signIn(page, origin, CLERK, CLERK_PASSWORD);
  await page.close();
}, 300_000);

afterAll(() => stopAll({ browser, office, site, school: folder }));

/** A request to the office as its own page sends it, with the signed-in session, or none. */
async function officeRequest(pathname: string, { body, session = true, headers = {} }: { body?: unknown; session?: boolean; headers?: Record<string, string> } = {}) {
  const cookie = session ? (await signedIn.cookies()).map((c) => `${c.name}=${c.value}`).join("; ") : "";
  return fetch(`${origin}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    redirect: "manual",
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** The editor (no "Login" of its own: the office's session is the sign-in), with one form open. */
async function openForm(page: Page, collection: string, form: string) {
  await page.goto(`${origin}/edit/`);
  await page.getByRole("link", { name: collection }).click();
  await page.getByText(form, { exact: true }).click();
}

/** A new notice's form, open at its title; the notices' folder and what it held before. */
async function newNotice() {
  const notices = path.join(schoolDir, "content/notices");
  const before = await readdir(notices);
  const page = await editorPage(signedIn, DESKTOP);
  await page.goto(`${origin}/edit/`);
  await page.getByRole("link", { name: "Notices" }).click();
  await page.getByRole("link", { name: "Create entry of type Notice" }).click();
  // Optional: a notice may be written in Hindi only (the form says so after the label).
  const title = page.getByLabel("Title (optional)", { exact: true });
  await title.waitFor();
  return { notices, before, page, title };
}

/** Decap's "Publish → Publish now", which saves the form's file: in the office's words, Save → Save now. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Save now").click();
}

describe("the content editor, /edit/", () => {
  it("gives nothing without a session, and with one reads and writes nothing outside what its forms own, however the path is written", async () => {
    // No session: sent to the sign-in, not a byte of the editor, its settings or the content.
    for (const pathname of ["/edit/", "/edit/config.yml", "/edit/decap-cms.js", "/hi/edit/"]) {
      const answer = await officeRequest(pathname, { session: false });
      expect([pathname, answer.status, await answer.text()]).toEqual([pathname, 303, ""]);
    }
    const entry = { action: "getEntry", params: { branch: "main", path: "content/school.yaml" } };
    const anonymous = await officeRequest("/edit/api/v1", { body: entry, session: false });
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: "You were signed out: after an hour without use, a day after signing in, or from another phone or computer. Sign in again." }]);
    // Signed in, from another site (a form or a script elsewhere): refused, nothing read.
    const foreign = await officeRequest("/edit/api/v1", { body: entry, headers: { "sec-fetch-site": "cross-site" } });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain("phone");
    // Signed in, from its own page: the content, and nothing else.
    expect((await officeRequest("/edit/api/v1", { body: entry })).status).toBe(200);
    const outside = [
      "../server.ts",
      "content/../../x",
      "content/../office-data/office.sqlite",
      "/etc/passwd",
      "content%2F..%2F..%2Fserver.ts",
      "content\\..\\server.ts",
      "office-data/office.sqlite",
      "package.json",
    ];
    for (const file of outside) {
      for (const [action, params] of [
        ["getEntry", { branch: "main", path: file }],
        ["persistMedia", { branch: "main", asset: { path: file, content: "eA==", encoding: "base64" }, options: { commitMessage: "x" } }],
        ["entriesByFolder", { branch: "main", folder: file, extension: "yaml", depth: 1 }],
        ["persistEntry", { branch: "main", dataFiles: [{ path: file, slug: "x", raw: "x: 1" }], assets: [], options: { commitMessage: "x" } }],
      ] as const) {
        const answer = await officeRequest("/edit/api/v1", { body: { action, params } });
        expect([file, action, answer.status]).toEqual([file, action, 403]);
        // persistMedia is no action of the office's editor at all: photos come through its picker only.
        expect(await answer.json()).toEqual({ error: WORDS.en.editor.refused(action === "persistMedia" ? action : file) });
      }
    }
    expect(await readFile(path.join(root, "server.ts"), "utf8")).not.toBe("x");
    // Each refusal is in the record of who did what.
    const db = openDatabase(dataDir());
    const refused = auditEntries(db).filter((line) => line.action === "refused");
    db.close();
    expect(refused).toHaveLength(outside.length * 4);
    expect(refused[0]).toMatchObject({ actor: CLERK, detail: 'getEntry: "../server.ts"' });
    // A form of another site may post plain text without asking first: the editor takes no file that way.
    const posted = await officeRequest("/edit/upload?folder=photos&name=x.jpg", { body: "x", headers: { "content-type": "text/plain" } });
    expect(posted.status).toBe(403);
    // Its own code and packages are not files it serves.
    for (const file of ["/edit/app.ts", "/edit/package.json", "/edit/node_modules/yaml/package.json", "/edit/%2e%2e/package.json", "/edit/..%2fapp.ts"]) {
      expect((await officeRequest(file)).status, file).toBe(404);
    }
  });

  it("refuses a WhatsApp number without +91 beside Save, in the clerk's words, and writes nothing", async () => {
    const before = await schoolFile();
    const page = await editorPage(signedIn, DESKTOP);
    await openForm(page, "School and home page", "The school's details");
    const whatsapp = page.getByLabel("WhatsApp number", { exact: true });
    await expect.poll(() => whatsapp.inputValue(), { timeout: 20_000 }).toBe(school.whatsapp.display);
    await whatsapp.fill("98765 43210");
    await save(page);
    const line = before.split("\n").findIndex((text) => text.startsWith("whatsapp:")) + 1;
    const told = page.getByRole("alert").filter({ hasText: "Not saved" });
    await expect.poll(() => told.textContent(), { timeout: 20_000 }).toBe(
      `Not saved: nothing was changed. content/school.yaml, line ${line} (WhatsApp number): write it with the country code, like +91 98765 43210.\nCorrect it and choose Save again.`,
    );
    expect(await page.getByText(/Entry saved|Published|Saved\./).count()).toBe(0);
    expect(await schoolFile()).toBe(before);
  });

  it("changes the phone number and the banner photo (an iPhone's) on their own lines, keeping every note; the preview shows it", async () => {
    const before = await schoolFile();
    const page = await editorPage(signedIn, DESKTOP);
    await openForm(page, "School and home page", "The school's details");
    const phone = page.getByLabel("Phone number", { exact: true });
    await expect.poll(() => phone.inputValue(), { timeout: 20_000 }).toBe(school.phone.display);
    await phone.fill(NEW_PHONE);
    // And a new banner photo, from an iPhone: made a JPEG, saved beside the others with the form.
    await page.getByRole("button", { name: "Choose different image" }).nth(1).click();
    await page.locator("dialog input[type=file]").setInputFiles({ name: "IMG_0007.HEIC", mimeType: "image/heic", buffer: await readFile(path.join(import.meta.dirname, "../fixtures/IMG_0007.HEIC")) });
    await expect.poll(() => page.getByRole("dialog").isVisible(), { timeout: 30_000 }).toBe(false);
    await save(page);
    await expect.poll(schoolFile, { timeout: 20_000 }).toContain(`phone: ${NEW_PHONE}`);
    // Saved, it says, not published: publishing the website is the office's own Publish.
    await expect.poll(() => page.getByText(WORDS.en.editor.decap.savedToast, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole("button", { name: "Saved", exact: true }).isVisible()).toBe(true);
    const [was, now] = [before.split("\n"), (await schoolFile()).split("\n")];
    expect(now).toHaveLength(was.length);
    expect(now.flatMap((text, i) => (text === was[i] ? [] : [text]))).toEqual([`phone: ${NEW_PHONE}`, "  photo: photos/IMG_0007.jpg"]);
    expect((await sharp(path.join(schoolDir, "content/photos/IMG_0007.jpg")).metadata()).format).toBe("jpeg");
    // Who saved what is recorded.
    const db = openDatabase(dataDir());
    expect(auditEntries(db).filter((line) => line.action === "saved")).toEqual([expect.objectContaining({ actor: CLERK, detail: "content/school.yaml, content/photos/IMG_0007.jpg" })]);
    db.close();
    // The preview shows what was saved, before anything is published.
    await expect.poll(() => previewPage("/"), { timeout: 60_000, interval: 1000 }).toContain(NEW_PHONE);
  }, 120_000);

  it("at 390 px, the clerk follows Preview from the office's home page and sees the site with what was saved", async () => {
    const page = await editorPage(signedIn, PHONE);
    await page.goto(origin);
    await page.getByRole("link", { name: "See the website with what is saved, before publishing" }).click();
    await page.waitForURL(`${preview}/`);
    // The preview may still be starting: its page opens by itself once the site answers.
    await expect.poll(() => page.content().catch(() => ""), { timeout: 90_000, interval: 1000 }).toContain(NEW_PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // Another browser, never signed in, gets only the way to the office.
    const stranger = await browser.newContext();
    onTestFinished(() => stranger.close());
    const strangerPage = await stranger.newPage();
    const refused = await strangerPage.goto(`${preview}/`);
    expect(refused?.status()).toBe(403);
    const told = await strangerPage.locator("main").innerText();
    for (const line of [
      "The preview is for the school office",
      `Open the preview from the office: sign in at ${new URL(origin).host} and choose Preview.`,
      "A link into the preview works once, within a minute, and the preview closes when you sign out of the office.",
      "Go to the office",
    ]) expect(told).toContain(line);
    expect(await strangerPage.content()).not.toContain(NEW_PHONE);
    // The editor's view links go the same way, through the office's /preview.
    const settings = parse(await (await officeRequest("/edit/config.yml")).text());
    expect([settings.site_url, settings.display_url]).toEqual([`${origin}/preview`, `${origin}/preview`]);
  }, 180_000);

  it("answers through a TLS proxy (Host: preview.school.example) with the site to whoever came from the office, never cached, and to nobody else", async () => {
    previewCookie ??= await enterPreview();
    const home = await throughProxy("/", previewCookie);
    expect([home.status, home.body]).toEqual([200, expect.stringContaining(NEW_PHONE)]);
    expect(home.body).not.toContain("Blocked request");
    const script = /<script[^>]+src="(\/[^"]+)"/.exec(home.body)![1]!;
    for (const answer of [home, await throughProxy(script, previewCookie)]) {
      expect(answer.status).toBe(200);
      expect([answer.headers["cache-control"], answer.headers["x-robots-tag"], answer.headers["referrer-policy"]]).toEqual(["no-store", "noindex, nofollow", "no-referrer"]);
    }
    for (const address of ["/", script, "/hi/notices"]) {
      const stranger = await throughProxy(address);
      expect([address, stranger.status]).toEqual([address, 403]);
      expect(stranger.body).not.toContain(school.phone.display);
    }
  }, 60_000);

  it("is the site itself, not a development server: no file of the code, of the office's data or of its backups comes through it", async () => {
    previewCookie ??= await enterPreview();
    await mkdir(path.join(schoolDir, "backups"), { recursive: true });
    await writeFile(path.join(schoolDir, "backups/school-2026-12-01.tar.gz"), "a backup");
    const addresses = [
      "/package.json",
      "/server.ts",
      "/app/root.tsx",
      "/lib/content/schema.ts",
      "/node_modules/react/package.json",
      "/build/code.json",
      `/@fs${root}/package.json`,
      `/@fs${office.dataDir}/office.sqlite-wal`,
      `/@fs${office.dataDir}/office.sqlite`,
      "/office-data/office.sqlite",
      "/backups/school-2026-12-01.tar.gz",
      "/content/school.yaml",
      "/site.json",
      "/@vite/client",
      "/.env",
    ];
    for (const address of addresses) {
      const answer = await throughProxy(address, previewCookie);
      expect([address, answer.status]).toEqual([address, 404]);
      expect(answer.body).not.toMatch(/"dependencies"|a backup|SQLite format|phone:/);
    }
  }, 60_000);

  it("adds several photos at once to an album, an iPhone's HEIC made a JPEG, names as they were; a file it cannot show is told and not saved", async () => {
    const sports = gallery.cards.find((card) => card.key === "schoolSportImages")!;
    const album = path.join(schoolDir, "content/albums/schoolSportImages");
    const page = await editorPage(signedIn, DESKTOP);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && !["localhost", "127.0.0.1"].includes(url.hostname)) elsewhere.push(request.url());
    });
    await openForm(page, "Albums' photos", sports.title);
    await page.getByRole("button", { name: "Add photos" }).click();
    await page.locator("dialog input[type=file]").setInputFiles([
      { name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() },
      { name: "IMG_0007.HEIC", mimeType: "image/heic", buffer: await readFile(path.join(import.meta.dirname, "../fixtures/IMG_0007.HEIC")) },
      { name: "Sports day.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 a document") },
      { name: "IMG_0050.JPG", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
    ]);
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("alert").allTextContents(), { timeout: 30_000 }).toEqual([
      "Sports day.pdf is a PDF, not a photo: add it as a document, not among the photos.",
      "IMG_0050.JPG is empty: copy it again from the phone or camera.",
    ]);
    await dialog.getByRole("button", { name: "Close" }).click();
    // Chosen is not saved: the album's folder changes with Save.
    expect(await readdir(album)).not.toContain("IMG_0042.JPG");
    await save(page);
    await expect.poll(() => readdir(album), { timeout: 30_000 }).toEqual(expect.arrayContaining(["IMG_0042.JPG", "IMG_0007.jpg"]));
    expect((await readdir(album)).filter((name) => /pdf|IMG_0050|heic/i.test(name))).toEqual([]);
    // One more, in the same form after its save: the photos saved before stay as they are.
    await page.getByRole("button", { name: "Add photos" }).click();
    await page.locator("dialog input[type=file]").setInputFiles([{ name: "Prize day.png", mimeType: "image/png", buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6" } }).png().toBuffer() }]);
    await save(page);
    await expect.poll(() => readdir(album), { timeout: 30_000 }).toContain("Prize day.png");
    // The photos are written first, then the form's note that names them.
    const note = () => readFile(path.join(schoolDir, "album-notes/schoolSportImages.yaml"), "utf8").then(parse);
    await expect.poll(note, { timeout: 30_000 }).toEqual({ photos: ["albums/schoolSportImages/IMG_0042.JPG", "albums/schoolSportImages/IMG_0007.jpg", "albums/schoolSportImages/Prize day.png"] });
    await expect.poll(() => previewPage("/gallery"), { timeout: 60_000, interval: 1000 }).toContain(`count=${sports.count + 3}"`);
    // Nothing from the internet: the editor and its backend are on this computer.
    expect(elsewhere).toEqual([]);
  }, 180_000);

  it("writes a new notice without an event, its dates day/month/year; a date it cannot read is named beside its field and nothing is saved", async () => {
    const { notices, before, page, title } = await newNotice();
    // Nothing is saved yet, and the form does not say it is.
    expect(await page.getByText(/\bsaved\b/i).count()).toBe(0);
    await title.fill("Science fair");
    const published = page.getByLabel("Published", { exact: true });
    expect(await published.getAttribute("placeholder")).toBe("dd/mm/yyyy");
    await published.fill("31112026");
    await page.getByLabel("Category", { exact: true }).click();
    await page.getByRole("option", { name: "event" }).click();
    await page.getByRole("button", { name: "Add paragraph" }).first().click();
    await page.locator("textarea").first().fill("Every class shows its projects in the hall.");
    await save(page);
    // Named beside the field, in the build's words; the date typed stays as typed; nothing is written.
    const problem = 'There is no such day as "31112026": check the day and the month (write it as day/month/year, like 31/03/2027, or as year-month-day, like 2027-03-31).';
    const told = page.getByText(problem, { exact: true });
    await expect.poll(() => told.isVisible(), { timeout: 20_000 }).toBe(true);
    const fieldBox = await page.locator(`[for="${await published.getAttribute("id")}"]`).boundingBox();
    const toldBox = (await told.boundingBox())!;
    expect(Math.abs(toldBox.y - fieldBox!.y), "the message is right by the field").toBeLessThan(80);
    expect(await published.inputValue()).toBe("31112026");
    expect(await readdir(notices)).toEqual(before);
    // Corrected, day first: saved with no event (the event's group left empty), its date as the build reads it.
    await published.fill("29/11/2026");
    await save(page);
    const file = path.join(notices, "2026-11-29-science-fair.yaml");
    await expect.poll(() => readdir(notices), { timeout: 20_000 }).toContain("2026-11-29-science-fair.yaml");
    const written = parse(await readFile(file, "utf8"));
    expect(written).toEqual({ title: "Science fair", published: "2026-11-29", category: "event", text: ["Every class shows its projects in the hall."] });
    await published.blur();
    expect(await published.inputValue()).toBe("29/11/2026");
  }, 120_000);

  it("refuses a half-typed time in a notice's event beside its field, never saving it as no time; corrected, the event is saved with it", async () => {
    const { notices, before, page, title } = await newNotice();
    await title.fill("Prize day");
    await page.getByLabel("Published", { exact: true }).fill("30/11/2026");
    await page.getByLabel("Category", { exact: true }).click();
    await page.getByRole("option", { name: "event" }).click();
    await page.getByRole("button", { name: "Add paragraph" }).first().click();
    await page.locator("textarea").first().fill("Prizes are given in the hall.");
    await page.getByLabel("Day (optional)", { exact: true }).fill("12/12/2026");
    const starts = page.getByLabel("Starts (optional)", { exact: true });
    // As a browser's time picker leaves it when its minutes' half is not chosen.
    await starts.fill("08:00 --");
    await save(page);
    const problem = '"08:00 --" is not a time the site can read: write it on the 24-hour clock, like 06:55 or 14:25, or with am or pm, like 2:25 pm.';
    await expect.poll(() => page.getByText(problem, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await starts.inputValue()).toBe("08:00 --");
    expect(await readdir(notices)).toEqual(before);
    await starts.fill("8:00 am");
    await save(page);
    await expect.poll(() => readdir(notices), { timeout: 20_000 }).toContain("2026-11-30-prize-day.yaml");
    expect(parse(await readFile(path.join(notices, "2026-11-30-prize-day.yaml"), "utf8")).event).toEqual({ day: "2026-12-12", starts: "08:00" });
  }, 120_000);

  it("puts a banner on the preview's pages while the content on disk cannot be used, and drops it once it can, on a page already open too", async () => {
    const good = await schoolFile();
    const page = await editorPage(signedIn, PHONE);
    // In through the office's Preview link.
    await page.goto(`${origin}/preview?page=/hi/gallery`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 90_000 });
    // A file changed outside the editor (Notepad), with a mistake.
    await writeFile(path.join(schoolDir, "content/school.yaml"), good.replace(/^whatsapp: .*$/m, "whatsapp: 98765 43210"));
    onTestFinished(() => writeFile(path.join(schoolDir, "content/school.yaml"), good));
    const line = good.split("\n").findIndex((text) => text.startsWith("whatsapp:")) + 1;
    // In the language of the page: a Hindi page of the preview tells it in Hindi, the field by its Hindi label.
    const told = `content/school.yaml, पंक्ति ${line} (WhatsApp नंबर): इसे देश के कोड के साथ लिखें, जैसे +91 98765 43210।`;
    // The open page reloads itself, and shows the banner.
    const banner = page.getByRole("alert").filter({ hasText: "पूर्वावलोकन आपका पिछला बदलाव नहीं" });
    await expect.poll(() => banner.textContent().catch(() => null), { timeout: 60_000, interval: 1000 }).toBe(
      `यह पूर्वावलोकन आपका पिछला बदलाव नहीं दिखा रहा है। यह सामग्री को पहले जैसा दिखा रहा है, क्योंकि:${told}इसे ठीक करें (संपादक में या फ़ाइल में) और सहेजें: पूर्वावलोकन के इसे ले सकने पर यह सूचना हट जाएगी।`,
    );
    // It stays while the page runs (the page's script does not take it away), and every page has it.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await banner.isVisible()).toBe(true);
    // An English page of the preview tells it in English.
    const english = await previewPage("/admissions");
    expect(english).toContain("This preview is NOT showing your last change.");
    expect(english).toContain(`<li>content/school.yaml, line ${line} (WhatsApp number): write it with the country code, like +91 98765 43210.</li>`);
    // Set right again: the banner goes from the open page too.
    await writeFile(path.join(schoolDir, "content/school.yaml"), good);
    await expect.poll(() => banner.count(), { timeout: 60_000, interval: 1000 }).toBe(0);
    expect(await previewPage("/admissions")).not.toContain("NOT showing");
  }, 180_000);

  it("saved files the site is published from: the new number and the new photos", async () => {
    const sports = gallery.cards.find((card) => card.key === "schoolSportImages")!;
    // Published from what the office saved, and served by the site's code as it is.
    const published = await folder.npm("go-live").done;
    expect(published.code, published.output).toBe(0);
    site = await startChildServer({ SCHOOL_DATA_DIR: schoolDir });
    const home = await (await fetch(`${site.origin}/`)).text();
    expect(home).toContain(NEW_PHONE);
    expect(home).toContain(`href="tel:${NEW_PHONE.replace(/ /g, "")}"`);
    const galleryPage = await (await fetch(`${site.origin}/gallery`)).text();
    expect(galleryPage).toContain(`href="/images?key=schoolSportImages&amp;count=${sports.count + 3}"`);
    expect((await fetch(`${site.origin}/images/schoolSportImages/${sports.count + 3}.jpg`)).headers.get("content-type")).toMatch(/^image\/jpeg/);
  }, 240_000);
});
