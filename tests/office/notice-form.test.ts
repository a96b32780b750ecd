// The quick notice form and "Take down now", on a copy of the content, as a phone sends them (multipart, from
// the office's own page): a notice saved as a file the build takes, with its photo beside it; every mistake
// told beside its field with what was typed kept; a file too large, too many pixels, an SVG, a file that is not
// what its name says refused in words; a notice written in Hindi only, and an event with its day, time and place,
// saved as the site reads them; a notice taken down keeps its notes and its dates, and its event leaves the
// calendars.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadContent } from "../../lib/content/load";
import { IN_HINDI } from "../../lib/site/language";
import { archivedNotices, currentNotices } from "../../lib/site/notices";
import { calendarFeed } from "../../server/notice-feeds";
import { phonePhoto } from "../support/phone-photo";
import { messageOf, type Office, officeOnContentCopy, request } from "./support";

let contentDir: string;
let office: Office;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => ({ office, contentDir, cookie, close } = await officeOnContentCopy("office-notices-")), 60_000);
afterAll(() => close());

/** The office's clock (tests/office/support.ts): 1 December 2026. */
const OFFICE_DAY = "2026-12-01";
const SITE = "https://school.example";

/** The content as the next publish reads it, in each language; no problem in it. */
async function published() {
  const { content, problems } = await loadContent(contentDir, { checkMedia: false });
  expect(problems.map(String)).toEqual([]);
  return content!.site;
}

/** "Take down now" and its question's "Yes", as the office's pages send them. */
const takeDownPost = (name: string, fields: Record<string, string> = {}, language = "") => request(office, `${language}/notices/${name}/take-down`, { form: fields, cookie });

/** The form as a phone posts it. */
function post(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, pathname = "/notice/new") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("attachment", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${office.url}${pathname}`, { method: "POST", body, redirect: "manual", headers: { cookie, "sec-fetch-site": "same-origin" } });
}

/** What the page says beside a field, and what the field holds. */
function field(html: string, name: string) {
  const error = new RegExp(`<p class="field-error" id="${name}-error">([^<]*)</p>`).exec(html)?.[1];
  const value = new RegExp(`<input id="${name}"[^>]*? value="([^"]*)"`).exec(html)?.[1] ?? new RegExp(`<textarea id="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
  return { error: error?.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&gt;", ">"), value };
}

/** A PNG that says it is `width` × `height` (its header alone: it is never decoded). */
function pngOfSize(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(16))), chunk("IEND", Buffer.alloc(0))]);
}

const NOTICE = { title: "Science fair", title_hi: "विज्ञान मेला", published: "2026-12-05", category: "event", text: "Every class shows its projects.\n\nParents are welcome.", then: "save" };

describe("the quick notice form", () => {
  it("saves a notice with its photo as a file the build takes, named after its day and title", async () => {
    const saved = await post(NOTICE, { name: "IMG_0042.JPG", type: "image/jpeg", bytes: await phonePhoto() });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: Science fair. It shows on the website once you publish.");
    const file = path.join(contentDir, "notices/2026-12-05-science-fair.yaml");
    expect(parse(await readFile(file, "utf8"))).toEqual({
      title: "Science fair",
      title_hi: "विज्ञान मेला",
      published: "2026-12-05",
      category: "event",
      text: ["Every class shows its projects.", "Parents are welcome."],
      attachment: "2026-12-05-science-fair.jpg",
    });
    expect(await readdir(path.join(contentDir, "notices"))).toContain("2026-12-05-science-fair.jpg");
  });

  it("tells each mistake beside its field, in the build's words, and keeps everything typed", async () => {
    const answer = await post({ ...NOTICE, title: "Sports week", published: "31/11/2026", text: "" });
    expect(answer.status).toBe(422);
    const page = await answer.text();
    expect(page).toContain("Not saved: correct what is marked below. Everything you typed is still here.");
    expect(field(page, "published").error).toBe('"31/11/2026" is not a day the site can read: choose it in the calendar, or write it as day/month/year, like 31/03/2027.');
    expect(field(page, "published").value).toBe("31/11/2026");
    expect(field(page, "text").error).toBe("Write the notice's text, in English or in Hindi (or both).");
    expect(field(page, "title").value).toBe("Sports week");
    expect(field(page, "title_hi").value).toBe("विज्ञान मेला");
    expect((await readdir(path.join(contentDir, "notices"))).filter((name) => name.includes("sports-week"))).toEqual([]);
  });

  it("saves a notice written in Hindi only, from a Hindi phone: both languages' pages show it, in Hindi, marked as Hindi", async () => {
    const notice = { title_hi: "अभिभावक बैठक", published: "2026-11-28", category: "meeting", text_hi: "शनिवार को कक्षा 5 के अभिभावकों की बैठक होगी।", then: "save" };
    const answer = await post(notice, undefined, "/hi/notice/new");
    expect([answer.status, await answer.text()]).toEqual([200, expect.stringContaining("सहेजा गया: अभिभावक बैठक।")]);
    // Its address is the Hindi title in Latin letters.
    const slug = "2026-11-28-abhibhavak-baithak";
    expect(parse(await readFile(path.join(contentDir, `notices/${slug}.yaml`), "utf8"))).toEqual({
      title_hi: "अभिभावक बैठक",
      published: "2026-11-28",
      category: "meeting",
      text_hi: ["शनिवार को कक्षा 5 के अभिभावकों की बैठक होगी।"],
    });
    const site = await published();
    const inEnglish = currentNotices(site.en.notices, OFFICE_DAY).find((n) => n.slug === slug);
    const inHindi = currentNotices(site.hi.notices, OFFICE_DAY).find((n) => n.slug === slug);
    expect([inEnglish?.title, inEnglish?.text, inHindi?.title, inHindi?.text]).toEqual([
      `${IN_HINDI}अभिभावक बैठक`,
      [`${IN_HINDI}शनिवार को कक्षा 5 के अभिभावकों की बैठक होगी।`],
      "अभिभावक बैठक",
      ["शनिवार को कक्षा 5 के अभिभावकों की बैठक होगी।"],
    ]);
  });

  it("asks for a title and a text in either language, in the person's language", async () => {
    const answer = await post({ published: "2026-12-05", category: "general", then: "save" }, undefined, "/hi/notice/new");
    const page = await answer.text();
    expect([answer.status, field(page, "title_hi").error, field(page, "text_hi").error]).toEqual([
      422,
      "शीर्षक लिखें, हिन्दी में या अंग्रेज़ी में (या दोनों में)।",
      "सूचना का पाठ लिखें, हिन्दी में या अंग्रेज़ी में (या दोनों में)।",
    ]);
  });

  it("saves an event's day, times and place, chosen with the phone's pickers, and it is on the calendar", async () => {
    const event = { event_day: "2026-12-12", event_starts: "10:00", event_ends: "13:30", event_place: "School hall", event_place_hi: "विद्यालय का सभागार" };
    const answer = await post({ ...NOTICE, title: "Annual function", published: "2026-11-28", category: "event", ...event });
    expect(answer.status).toBe(200);
    const file = path.join(contentDir, "notices/2026-11-28-annual-function.yaml");
    expect(parse(await readFile(file, "utf8")).event).toEqual({ day: "2026-12-12", starts: "10:00", ends: "13:30", place: "School hall", place_hi: "विद्यालय का सभागार" });
    const site = await published();
    expect(site.en.notices.find((n) => n.slug === "2026-11-28-annual-function")?.event).toEqual({ day: "2026-12-12", starts: "10:00", ends: "13:30", place: "School hall" });
    const ics = calendarFeed(site.en, "en", SITE, OFFICE_DAY).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Annual function");
    expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:20261212T100000");
    expect(ics).toContain("LOCATION:School hall");
  });

  it("shows the event's pickers: a date and two times; a half-typed time, a time without a day, an end before the start are told, in both languages", async () => {
    const form = await (await fetch(`${office.url}/notice/new`, { headers: { cookie } })).text();
    for (const [name, type] of [["event_day", "date"], ["event_starts", "time"], ["event_ends", "time"], ["published", "date"]]) {
      expect(form, name).toMatch(new RegExp(`<input id="${name}" type="${type}"`));
    }
    const cases: [Record<string, string>, string, string, string][] = [
      [{ event_day: "2026-12-12", event_starts: "08:00 --" }, "event_starts", '"08:00 --" is not a time the site can read: choose it on the clock, or write it like 10:00 or 2:30 pm.', '"08:00 --" ऐसा समय नहीं है जिसे वेबसाइट पढ़ सके: इसे घड़ी में चुनें, या ऐसे लिखें: 10:00 या 2:30 pm।'],
      [{ event_starts: "10:00", event_place: "School hall" }, "event_day", "An event needs its day: choose it, or empty the event's time and place.", "कार्यक्रम का दिन चाहिए: उसे चुनें, या कार्यक्रम का समय और जगह ख़ाली करें।"],
      [{ event_day: "2026-12-12", event_starts: "10:00", event_ends: "09:00" }, "event_ends", "The event ends (09:00) before it starts (10:00). Correct one of the two.", "कार्यक्रम शुरू होने (10:00) से पहले ख़त्म (09:00) हो रहा है। दोनों में से एक ठीक करें।"],
      [{ last_day: "2026-12-01" }, "last_day", "The last day it is shown (1 December 2026) is before the day it is first shown (5 December 2026). Correct one of the two.", "आख़िरी दिन (1 दिसंबर 2026) पहले दिन (5 दिसंबर 2026) से पहले है। दोनों में से एक ठीक करें।"],
    ];
    const before = await readdir(path.join(contentDir, "notices"));
    for (const [fields, name, english, hindi] of cases) {
      for (const [pathname, told] of [["/notice/new", english], ["/hi/notice/new", hindi]] as const) {
        const answer = await post({ ...NOTICE, title: "Prize day", ...fields }, undefined, pathname);
        const page = await answer.text();
        expect([pathname, answer.status, field(page, name).error]).toEqual([pathname, 422, told]);
        // Nothing typed is dropped: each field comes back as it was typed.
        for (const [typed, value] of Object.entries(fields)) expect(field(page, typed).value, typed).toBe(value);
      }
    }
    expect(await readdir(path.join(contentDir, "notices"))).toEqual(before);
  });

  it("refuses a file too large, too many pixels, an SVG, or one that is not what its name says, with the form kept", async () => {
    const refusals: [{ name: string; type: string; bytes: Buffer }, number, string][] = [
      [{ name: "video.jpg", type: "image/jpeg", bytes: Buffer.alloc(21 * 1024 * 1024, 1) }, 413, "This file is larger than the office takes (20 MB). Choose a smaller photo, or make the PDF smaller."],
      [{ name: "huge.png", type: "image/png", bytes: pngOfSize(30_000, 30_000) }, 422, "huge.png is 30000 × 30000 pixels, more than the site takes (120 megapixels; a phone's photo is 12 to 50). Choose another photo, or make this one smaller."],
      [{ name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }, 422, "logo.svg is neither a photo nor a PDF: choose a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF."],
      [{ name: "results.pdf", type: "application/pdf", bytes: Buffer.from("<html>not a pdf</html>") }, 422, "results.pdf is not a PDF. Save the document as PDF (in Word: File > Save As > PDF) and put the PDF in its place."],
      [{ name: "broken.jpg", type: "image/jpeg", bytes: Buffer.from("not a photo at all") }, 422, "broken.jpg could not be opened as a photo: it may be damaged or only half copied. Open it on the computer, save it again as JPEG, and put it back."],
    ];
    const before = await readdir(path.join(contentDir, "notices"));
    for (const [file, status, told] of refusals) {
      const answer = await post({ ...NOTICE, title: "Annual day" }, file);
      const page = await answer.text();
      expect([file.name, answer.status, field(page, "attachment").error]).toEqual([file.name, status, told]);
      expect(field(page, "title").value).toBe("Annual day");
    }
    expect(await readdir(path.join(contentDir, "notices"))).toEqual(before);
  }, 60_000);

  it("tells a PDF with a photo's name as the PDF it is, in both languages, not as a damaged photo", async () => {
    const pdf = { name: "Fee list.jpg", type: "image/jpeg", bytes: Buffer.from("%PDF-1.4 a document") };
    for (const [pathname, told] of [
      ["/notice/new", "Fee list.jpg is a PDF, not a photo: add it as a document, not among the photos."],
      ["/hi/notice/new", "Fee list.jpg एक PDF है, फ़ोटो नहीं: इसे फ़ोटो में नहीं, दस्तावेज़ के रूप में जोड़ें।"],
    ] as const) {
      const answer = await post({ ...NOTICE, title: "Fees" }, pdf, pathname);
      expect([pathname, answer.status, field(await answer.text(), "attachment").error]).toEqual([pathname, 422, told]);
    }
  });

  it("says a notice whose days are both past goes straight to the earlier notices, in both languages", async () => {
    const past = { ...NOTICE, published: "2026-11-02", last_day: "2026-11-10", then: "save" };
    const english = await post({ ...past, title: "Diwali fair" });
    expect(messageOf(await english.text())).toBe("Saved: Diwali fair. Its last day (10 November 2026) is past, so once you publish it goes straight to the earlier notices, not among the current ones.");
    const hindi = await post({ ...past, title: "Diwali fair 2", title_hi: "दिवाली मेला" }, undefined, "/hi/notice/new");
    expect(messageOf(await hindi.text())).toBe("सहेजा गया: दिवाली मेला। इसका आख़िरी दिन (10 नवंबर 2026) बीत चुका है, इसलिए प्रकाशित करने पर यह सीधे पुरानी सूचनाओं में जाएगी, अभी की सूचनाओं में नहीं।");
    // An event's day past, without a last day: the same.
    const event = await post({ ...NOTICE, title: "Sports meet", published: "2026-11-02", event_day: "2026-11-20" });
    expect(messageOf(await event.text())).toContain("Its last day (20 November 2026) is past");
    // A notice still to come is told as before.
    const coming = await post({ ...NOTICE, title: "Winter fair", published: "2026-12-20" });
    expect(messageOf(await coming.text())).toBe("Saved: Winter fair. It shows on the website once you publish.");
  });

  it("tells the same checks in Hindi on a Hindi phone", async () => {
    const refusals: [{ name: string; type: string; bytes: Buffer }, string][] = [
      [{ name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from("<svg/>") }, "logo.svg न फ़ोटो है न PDF: कोई फ़ोटो (JPEG, PNG, WebP, या iPhone की HEIC) या PDF चुनें।"],
      [{ name: "results.pdf", type: "application/pdf", bytes: Buffer.from("<html>not a pdf</html>") }, "results.pdf PDF नहीं है। दस्तावेज़ को PDF के रूप में सहेजें (Word में: File > Save As > PDF) और उसकी जगह PDF रखें।"],
    ];
    for (const [file, told] of refusals) {
      const page = await (await post({ ...NOTICE, title: "Annual day" }, file, "/hi/notice/new")).text();
      expect([file.name, field(page, "attachment").error]).toEqual([file.name, told]);
    }
  });

  it("is refused from another site, and without a session", async () => {
    const body = new FormData();
    body.append("title", "Fake");
    const foreign = await fetch(`${office.url}/notice/new`, { method: "POST", body, redirect: "manual", headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(foreign.status).toBe(403);
    const anonymous = await fetch(`${office.url}/notice/new`, { method: "POST", body, redirect: "manual", headers: { "sec-fetch-site": "same-origin" } });
    expect([anonymous.status, anonymous.headers.get("location"), await anonymous.text()]).toEqual([303, "/sign-in?ended&return=%2Fnotice%2Fnew%3Fended", ""]);
  });
});

describe("taking a notice down", () => {
  it("writes the day it was taken down, keeping its own dates and the file's notes; its coming event leaves the calendar", async () => {
    const file = path.join(contentDir, "notices/2026-11-28-annual-function.yaml");
    const before = parse(await readFile(file, "utf8"));
    expect(calendarFeed((await published()).en, "en", SITE, OFFICE_DAY)).toContain("SUMMARY:Annual function");
    // The list's button asks first, naming the notice and what happens; nothing changes until "Yes".
    const address = "/notices/2026-11-28-annual-function/take-down";
    const list = await (await fetch(`${office.url}/notices`, { headers: { cookie } })).text();
    expect(list).toContain(`<form action="${address}" method="post"><button type="submit">Take down now</button></form>`);
    for (const asked of [await takeDownPost("2026-11-28-annual-function"), await fetch(`${office.url}${address}`, { headers: { cookie } })]) {
      const question = await asked.text();
      expect([asked.status, /<h1>([^<]*)<\/h1>/.exec(question)?.[1], /<h2>([^<]*)<\/h2>/.exec(question)?.[1]]).toEqual([200, "Take this notice down?", "Annual function"]);
      expect(question).toContain("it leaves the website&#x27;s current notices and the home page");
      expect(question).toContain("Its event leaves the school calendar");
      expect(question).toContain('<button type="submit" class="primary">Yes, take it down</button><a href="/notices">No, keep it</a>');
      expect(parse(await readFile(file, "utf8"))).toEqual(before);
    }
    const hindi = await (await takeDownPost("2026-11-28-annual-function", {}, "/hi")).text();
    expect(hindi).toContain('<button type="submit" class="primary">हाँ, हटाएँ</button><a href="/hi/notices">नहीं, रहने दें</a>');
    expect(parse(await readFile(file, "utf8"))).toEqual(before);
    const answer = await takeDownPost("2026-11-28-annual-function", { confirmed: "yes" });
    expect(await answer.text()).toContain("Annual function is taken down: it leaves the website when you publish.");
    // Its issue date, last day and event as written; only the day it was taken down is added.
    expect(parse(await readFile(file, "utf8"))).toEqual({ ...before, taken_down: OFFICE_DAY });
    const site = await published();
    expect(calendarFeed(site.en, "en", SITE, OFFICE_DAY)).not.toContain("Annual function");
    expect(calendarFeed(site.hi, "hi", SITE, OFFICE_DAY)).not.toContain("Annual function");
    const archived = archivedNotices(site.en.notices, OFFICE_DAY).flatMap(({ notices }) => notices).find((n) => n.slug === "2026-11-28-annual-function");
    expect(archived?.published).toBe("2026-11-28");
    expect((await (await fetch(`${office.url}/notices`, { headers: { cookie } })).text())).not.toContain("Annual function");
  });

  it("taken down before its day, it is never shown; its day stays as written", async () => {
    const file = path.join(contentDir, "notices/2026-12-05-science-fair.yaml");
    const answer = await takeDownPost("2026-12-05-science-fair", { confirmed: "yes" });
    expect(await answer.text()).toContain("Science fair is taken down: it leaves the website when you publish.");
    expect(parse(await readFile(file, "utf8"))).toMatchObject({ published: "2026-12-05", taken_down: OFFICE_DAY });
    expect(parse(await readFile(file, "utf8")).last_day).toBeUndefined();
    const { notices } = (await published()).en;
    expect([...currentNotices(notices, "2026-12-10"), ...archivedNotices(notices, "2027-01-10").flatMap((year) => year.notices)].map((n) => n.slug)).not.toContain("2026-12-05-science-fair");
    const list = await (await fetch(`${office.url}/notices`, { headers: { cookie } })).text();
    expect(list).not.toContain("Science fair");
    const sports = path.join(contentDir, "notices/2026-11-20-sports-day.yaml");
    const notes = (await readFile(sports, "utf8")).split("\n").filter((line) => line.startsWith("#"));
    await takeDownPost("2026-11-20-sports-day", { confirmed: "yes" });
    expect((await readFile(sports, "utf8")).split("\n").filter((line) => line.startsWith("#"))).toEqual(notes);
    for (const name of ["..%2F..%2Fserver", "example", "no-such-notice"]) {
      for (const fields of [{}, { confirmed: "yes" }] as Record<string, string>[]) expect((await takeDownPost(name, fields)).status, name).toBe(404);
    }
  });
});

describe("photos for an album, from a phone", () => {
  /** The album form as a phone posts it: several files at once. */
  function postPhotos(folder: string, files: { name: string; type: string; bytes: Buffer }[], language = "") {
    const body = new FormData();
    for (const file of files) body.append("photos", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${office.url}${language}/albums/${folder}/photos`, { method: "POST", body, redirect: "manual", headers: { cookie, "sec-fetch-site": "same-origin" } });
  }

  it("adds several photos at once, an iPhone's HEIC made a JPEG; a file it cannot show is told and not added", async () => {
    const album = path.join(contentDir, "albums/schoolSportImages");
    const before = await readdir(album);
    const answer = await postPhotos("schoolSportImages", [
      { name: "IMG_0042.JPG", type: "image/jpeg", bytes: await phonePhoto() },
      { name: "IMG_0007.HEIC", type: "image/heic", bytes: await readFile(path.resolve(import.meta.dirname, "../fixtures/IMG_0007.HEIC")) },
      { name: "Sports day.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.4 a document") },
    ]);
    expect(answer.status).toBe(200);
    const page = (await answer.text()).replaceAll("&#x27;", "'");
    expect(page).toContain("2 photos added to Sports: IMG_0042.JPG, IMG_0007.jpg. They show on the website once you publish.");
    expect(page).toContain("Sports day.pdf is a PDF, not a photo: add it as a document, not among the photos.");
    expect((await readdir(album)).filter((name) => !before.includes(name)).sort()).toEqual(["IMG_0007.jpg", "IMG_0042.JPG"]);
  }, 60_000);

  it("tells a PDF with a photo's name as a PDF, in Hindi too", async () => {
    const answer = await postPhotos("schoolSportImages", [{ name: "परिणाम.jpeg", type: "image/jpeg", bytes: Buffer.from("%PDF-1.7 results") }], "/hi");
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain("परिणाम.jpeg एक PDF है, फ़ोटो नहीं: इसे फ़ोटो में नहीं, दस्तावेज़ के रूप में जोड़ें।");
  });

  it("takes photos only into an album the gallery lists", async () => {
    for (const folder of ["..%2F..%2Fserver", "noSuchAlbum", "schoolSportImages%2F..%2F.."]) {
      expect((await postPhotos(folder, [{ name: "a.jpg", type: "image/jpeg", bytes: await phonePhoto() }])).status, folder).toBe(404);
    }
  });
});

// Issue 36, point 10: two notices of one title, told apart in the office's list by more than an ISO date.
describe("the list of notices", () => {
  it("tells two notices of the same title apart: their days in words, in the office's language, and how their text begins", async () => {
    const meeting = { title: "Parent-teacher meeting", title_hi: "अभिभावक-शिक्षक बैठक", category: "event", then: "save" };
    for (const notice of [
      { ...meeting, published: "2026-12-02", text_hi: "कक्षा 1 से 5 के अभिभावक शनिवार सुबह 9 बजे आएँ और अपने बच्चे की कॉपियाँ साथ लाएँ, धन्यवाद।", text: "Parents of classes 1 to 5." },
      { ...meeting, published: "2026-12-09", last_day: "2026-12-19", text: "Parents of classes 6 to 10, on Saturday at 10 am." },
    ]) {
      expect((await post(notice)).status).toBe(200);
    }
    const list = await (await fetch(`${office.url}/hi/notices`, { headers: { cookie } })).text();
    const items = [...list.matchAll(/<li>(.*?)<\/li>/gs)].map((item) => [...item[1]!.matchAll(/<(?:h2|p)[^>]*>([^<]*)</g)].map((line) => line[1]!)).filter(([title]) => title === "अभिभावक-शिक्षक बैठक");
    expect(items).toEqual([
      ["अभिभावक-शिक्षक बैठक", "9 दिसंबर 2026 से 19 दिसंबर 2026 तक दिखे", "Parents of classes 6 to 10, on Saturday at 10 am."],
      ["अभिभावक-शिक्षक बैठक", "2 दिसंबर 2026 से दिखे", "कक्षा 1 से 5 के अभिभावक शनिवार सुबह 9 बजे आएँ और …"],
    ]);
    expect(list).not.toMatch(/2026-12-0\d से/);
  });
});
