// The office's first real edits, made as the README's office guide says, on a school's folder of its own: a new
// phone number, two photos straight from a phone added to an album, and a replaced PDF. They are published, and
// every page shows the change; no test of how the site renders depends on the sample's values. And a new album
// title written in English only: the publish lists it, and the Hindi pages show it as English.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDate } from "../../lib/site/dates";
import { PAGES } from "../../lib/site/pages";
import { type ChildServer, startChildServer } from "../support/child-server";
import { phonePhoto } from "../support/phone-photo";
import { type School, schoolFolder } from "../support/school";

const NEW_PHONE = "+91 94123 45678";
// A page size no other PDF here has: the replaced PDF is told by it, whatever its publishing takes out of it (its properties, comments, scripts).
const NEW_PDF_PAGE = { width: 421, height: 298 };
const NEW_TITLE = "Sports Day 2026";
const NOTICE_FILE = "2026-12-01 Sports week.yaml";
const NOTICE_TITLE = "Sports week for all classes";
// The day the test runs, in India: the new notice is out today, whatever day that is.
const TODAY = indiaDate(new Date());
let sportsLine = 0;
let sportsNumber = 0;

let school: School;
let copy: string;
let server: ChildServer;
let buildOutput: string;
const get = (url: string) => fetch(new URL(url, server.origin));

beforeAll(async () => {
  school = await schoolFolder("office-edits");
  copy = school.dir;

  // 1. The phone number, in content/school.yaml.
  const schoolFile = path.join(copy, "content/school.yaml");
  writeFileSync(schoolFile, readFileSync(schoolFile, "utf8").replace(/^phone: .*$/m, `phone: ${NEW_PHONE}`));
  // 2. Two photos from a phone, dropped into the Sports album's folder as they are.
  for (const name of ["IMG_0001.JPG", "IMG_0002.JPG"]) writeFileSync(path.join(copy, "content/albums/schoolSportImages", name), await phonePhoto());
  // 3. A new fee structure, under the name it came with, and its name in content/documents.yaml.
  const pdf = await PDFDocument.create();
  pdf.addPage([NEW_PDF_PAGE.width, NEW_PDF_PAGE.height]).drawText("Fee structure 2026-27");
  writeFileSync(path.join(copy, "content/documents/Fee Structure 2026-27.pdf"), await pdf.save());
  await school.edit("documents.yaml", "file: documents/fee-structure.pdf", "file: documents/Fee Structure 2026-27.pdf");
  // 4. The Sports album renamed, in English only: its Hindi title removed.
  const gallery = parseDocument(readFileSync(path.join(copy, "content/gallery.yaml"), "utf8"));
  const sports = (gallery.toJS() as { albums: { folder: string }[] }).albums.findIndex((album) => album.folder === "schoolSportImages");
  gallery.setIn(["albums", sports, "title"], NEW_TITLE);
  gallery.deleteIn(["albums", sports, "title_hi"]);
  writeFileSync(path.join(copy, "content/gallery.yaml"), gallery.toString());
  sportsLine = gallery.toString().split("\n").findIndex((line) => line.includes(NEW_TITLE)) + 1;
  sportsNumber = sports + 1;
  // 5. A new notice, as the guide's sixth change says: example.yaml copied and renamed, then written.
  const example = readFileSync(path.join(copy, "content/notices/example.yaml"), "utf8");
  writeFileSync(
    path.join(copy, `content/notices/${NOTICE_FILE}`),
    example
      .replace(/^title: .*$/m, `title: ${NOTICE_TITLE}`)
      .replace(/^title_hi: .*$/m, "title_hi: खेल सप्ताह")
      .replace(/^published: .*$/m, `published: ${TODAY}`)
      .replace(/^last_day: .*\n/m, "")
      .replace(/^pinned: no$/m, "pinned: yes")
      .replace(/^  day: .*$/m, `  day: ${addDays(TODAY, 7)}`)
      .replace(/^  last_day: .*$/m, `  last_day: ${addDays(TODAY, 9)}`),
  );

  const published = await school.npm("go-live").done;
  expect(published.code, published.output).toBe(0);
  buildOutput = published.output;
  server = await startChildServer({ SCHOOL_DATA_DIR: copy });
}, 300_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await school?.remove();
});

describe("after the office's edits", () => {
  it("the publish says what it did with the photos", () => {
    expect(buildOutput).toContain("Content: every file is correct.");
    expect(buildOutput).toMatch(/Photos: \d+ in all, 2 new or changed encoded/);
  });

  it("every page answers, and shows the new phone number", async () => {
    const screens = PAGES.map((page) => page.path);
    for (const url of [...screens, "/images?key=schoolSportImages&count=7"]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain(NEW_PHONE);
      expect(html, url).toContain(`href="tel:${NEW_PHONE.replace(/ /g, "")}"`);
    }
  });

  it("the new notice is live at the address its file's name gives, on the home page, the notices page and the calendar", async () => {
    const notice = await get("/notices/2026-12-01-sports-week");
    expect(notice.status).toBe(200);
    expect(await notice.text()).toContain(NOTICE_TITLE);
    for (const url of ["/", "/notices", "/calendar"]) expect(await (await get(url)).text(), url).toContain('href="/notices/2026-12-01-sports-week"');
    expect(await (await get("/calendar.ics")).text()).toContain(`SUMMARY:${NOTICE_TITLE}`);
  });

  it("the Sports album has its two new photos, light enough for a phone", async () => {
    const gallery = await (await get("/gallery")).text();
    expect(gallery).toContain('href="/images?key=schoolSportImages&amp;count=7"');
    const album = await (await get("/images?key=schoolSportImages&count=7")).text();
    // Each photo's tile links to its full-size copy.
    expect(album.match(/<a id="photo-\d+" href="\/media\/schoolSportImages-/g)).toHaveLength(7);
    for (const n of [6, 7]) {
      const photo = await get(`/images/schoolSportImages/${n}.jpg`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
      const bytes = Buffer.from(await photo.arrayBuffer());
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      // Upright, as the phone was held, and capped at 2000 px: never the 5 MB original.
      expect([width, height]).toEqual([1500, 2000]);
      expect(bytes.length).toBeLessThan(1_000_000);
    }
  });

  it("a title without its Hindi version: the publish lists it, and the Hindi pages show the English, marked as English", async () => {
    expect(buildOutput).toMatch(/Hindi: 1 text has no Hindi version yet/);
    expect(buildOutput).toContain(`content/gallery.yaml, line ${sportsLine} (Album ${sportsNumber}, title): no Hindi version yet.`);
    const gallery = await (await get("/hi/gallery")).text();
    expect(gallery).toContain(`<h3 lang="en">${NEW_TITLE}</h3>`);
    const album = await (await get("/hi/images?key=schoolSportImages&count=7")).text();
    expect(album).toContain(`<h1 lang="en">${NEW_TITLE}</h1>`);
    expect(album).toMatch(/^<!DOCTYPE html><html lang="hi">/);
    // The mark that tells the page "English here" stays in the page's data, never in its text, title or meta.
    expect(album.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("\u2060");
    expect(album).toContain(`<title>${NEW_TITLE} | `);
    // The English pages show it as they always would.
    expect(await (await get("/gallery")).text()).toContain(`<h3>${NEW_TITLE}</h3>`);
  });

  it("the replaced PDF keeps its address", async () => {
    const res = await get("/docs/fee-structure.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect((await PDFDocument.load(await res.arrayBuffer())).getPage(0).getSize()).toEqual(NEW_PDF_PAGE);
  });
});
