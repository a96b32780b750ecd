// What the office is told when a notice is wrong (content/notices/*.yaml): the file, the line, the field and
// how to fix it. Each case changes a copy of the sample content as a clerk might, and asserts the exact message.
import { copyFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IN_HINDI, UNTRANSLATED } from "../../lib/site/language";
import { noticeSlug } from "../../lib/content/notices";
import { naturalOrder } from "../../lib/content/album-order";
import { type ContentCopy, copyContent } from "../support/content-copy";
import { problemIn } from "../../lib/content/read-yaml";

const NOTICE = "notices/2026-11-25-winter-break.yaml";
const TIMED = "notices/2026-11-18-parent-teacher-meeting.yaml";
const DATE_FORMS = "as day/month/year, like 31/03/2027, or as year-month-day, like 2027-03-31";

let content: ContentCopy;
beforeEach(() => {
  content = copyContent();
});
afterEach(() => content.remove());

const problems = () => content.problems();
const inNotices = (name: string) => path.join(content.dir, "notices", name);

describe("a notice's dates", () => {
  it("a day that does not exist", async () => {
    content.edit(NOTICE, "published: 2026-11-25", "published: 31/02/2026");
    const line = content.lineOf(NOTICE, "published:");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Published): there is no such day as "31/02/2026": check the day and the month (write it ${DATE_FORMS}).`,
    ]);
  });

  it("words instead of a date, with the forms the site reads", async () => {
    content.edit(NOTICE, "  day: 2026-12-24", "  day: next Monday");
    const line = content.lineOf(NOTICE, "day: next Monday");
    expect(await problems()).toEqual([`content/${NOTICE}, line ${line} (Event, day): "next Monday" is not a date the site can read: write it ${DATE_FORMS}.`]);
  });

  it("a last day before the day it is published", async () => {
    content.edit(NOTICE, "category: holiday", "last_day: 20/11/2026\ncategory: holiday");
    const line = content.lineOf(NOTICE, "last_day:");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Last day shown): the last day it is shown (2026-11-20) is before the day it is published (2026-11-25). Correct one of the two.`,
    ]);
  });

  it("an event whose last day is before its first", async () => {
    content.edit(NOTICE, "  last_day: 2027-01-01", "  last_day: 2026-12-20");
    const line = content.lineOf(NOTICE, "  last_day: 2026-12-20");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Event, last day): the event's last day (2026-12-20) is before its first day (2026-12-24). Correct one of the two.`,
    ]);
  });

  it("an event that ends before it starts", async () => {
    content.edit(TIMED, "  ends: 1:00 pm", "  ends: 9:30 am");
    const line = content.lineOf(TIMED, "  ends: 9:30 am");
    expect(await problems()).toEqual([
      `content/${TIMED}, line ${line} (Event, ends): the event ends (09:30) before it starts (10:00). Correct one of the two, on the 24-hour clock.`,
    ]);
  });

  it("times on an event of several days", async () => {
    content.edit(NOTICE, "  last_day: 2027-01-01", "  last_day: 2027-01-01\n  starts: 10:00");
    const line = content.lineOf(NOTICE, "  starts: 10:00");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Event, starts): an event with times is on one day: remove the times, or the event's last day (write a notice for each day instead).`,
    ]);
  });

  it("an end time without a start time", async () => {
    content.edit(TIMED, "  starts: 10:00\n", "");
    const line = content.lineOf(TIMED, "  ends: 1:00 pm");
    expect(await problems()).toEqual([`content/${TIMED}, line ${line} (Event, ends): an end time needs a start time: add a line "starts:" above it.`]);
  });

  it("a time that is not a time", async () => {
    content.edit(TIMED, "  starts: 10:00", "  starts: morning");
    const line = content.lineOf(TIMED, "  starts: morning");
    expect(await problems()).toEqual([
      `content/${TIMED}, line ${line} (Event, starts): "morning" is not a time the site can read: write it on the 24-hour clock, like 06:55 or 14:25, or with am or pm, like 2:25 pm.`,
    ]);
  });
});

describe("a notice's category", () => {
  it("one the site does not know, with the ones it does", async () => {
    content.edit(NOTICE, "category: holiday", "category: Holidays");
    const line = content.lineOf(NOTICE, "category:");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Category): "holidays" is not a category the site knows: write one of holiday, exam, meeting, result, admission, event, general.`,
    ]);
  });

  it("is read whatever its capitals", async () => {
    content.edit(NOTICE, "category: holiday", "category: Holiday");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded!.site.en.notices.find((n) => n.slug === "2026-11-25-winter-break")!.category).toBe("holiday");
  });
});

describe("a notice's attachment", () => {
  it("missing from the folder", async () => {
    content.edit(NOTICE, "event:", "attachment: winter-break.pdf\nevent:");
    const line = content.lineOf(NOTICE, "attachment:");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Attachment): the file content/notices/winter-break.pdf is not there. Check the spelling of its name (capital letters count), or put the file in that folder.`,
    ]);
  });

  it("neither a PDF nor a photo", async () => {
    writeFileSync(inNotices("winter-break.docx"), "a Word document");
    content.edit(NOTICE, "event:", "attachment: winter-break.docx\nevent:");
    const line = content.lineOf(NOTICE, "attachment:");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Attachment): content/notices/winter-break.docx is not a PDF or a photo. Save a document as PDF (in Word: File > Save As > PDF), or a picture as JPEG, put it beside the notice and write its name here.`,
    ]);
  });

  it("named .pdf but not a PDF", async () => {
    writeFileSync(inNotices("winter-break.pdf"), "a Word document, renamed");
    content.edit(NOTICE, "event:", "attachment: winter-break.pdf\nevent:");
    const line = content.lineOf(NOTICE, "attachment:");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${line} (Attachment): content/notices/winter-break.pdf is not a PDF. Save the document as PDF (in Word: File > Save As > PDF) and put the PDF in its place.`,
    ]);
  });

  it("a PDF is published at the notice's own address, with its size", async () => {
    const { content: loaded } = await content.load();
    const notice = loaded!.site.en.notices.find((n) => n.slug === "2026-09-15-half-yearly-exams")!;
    expect(notice.attachment).toEqual({ kind: "pdf", src: "/docs/notices/2026-09-15-half-yearly-exams.pdf", bytes: expect.any(Number) });
    expect(loaded!.files).toContainEqual({ url: "/docs/notices/2026-09-15-half-yearly-exams.pdf", file: inNotices("2026-09-15-half-yearly-date-sheet.pdf"), kind: "pdf" });
  });
});

describe("a notice's file and address", () => {
  it("two files that give the same address", async () => {
    const copy = "2026-11-25_Winter_Break.yaml";
    copyFileSync(inNotices("2026-11-25-winter-break.yaml"), inNotices(copy));
    const [first, second] = ["2026-11-25-winter-break.yaml", copy].sort(naturalOrder);
    expect(await problems()).toEqual([`content/notices/${second}: this file and content/notices/${first} give the same address, /notices/2026-11-25-winter-break. Rename one of them.`]);
  });

  it("a copy of the example that keeps the example's name", async () => {
    copyFileSync(inNotices("example.yaml"), inNotices("example - Copy.yaml"));
    expect(await problems()).toEqual([
      "content/notices/example - Copy.yaml: this is a copy of the example notice that still has the example's name. Rename it after the notice's date and subject, like 2026-12-20-winter-break.yaml: the name becomes the notice's address.",
    ]);
  });

  it("a notice saved as a text file", async () => {
    renameSync(inNotices("2026-11-25-winter-break.yaml"), inNotices("2026-11-25-winter-break.yaml.txt"));
    expect(await problems()).toEqual([
      'content/notices/2026-11-25-winter-break.yaml.txt: this notice was saved as a text file (its name ends in ".txt"), so the site does not read it. Rename it so that its name ends in ".yaml".',
    ]);
  });

  it("a name in Hindi gives an address in Latin letters, as a Hindi reader spells it", async () => {
    copyFileSync(inNotices("2026-11-25-winter-break.yaml"), inNotices("2026-11-26 शीतकालीन अवकाश.yaml"));
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded!.site.en.notices.map((n) => n.slug)).toContain("2026-11-26-shitakalin-avakash");
    expect(["अभिभावक-शिक्षक बैठक", "विद्यालय आज बंद रहेगा", "ज़रूरी सूचना", "गणतंत्र दिवस"].map(noticeSlug)).toEqual([
      "abhibhavak-shikshak-baithak",
      "vidyalay-aj-band-rahega",
      "jaruri-suchana",
      "ganatantra-divas",
    ]);
  });

  it("a name without letters or digits", async () => {
    copyFileSync(inNotices("2026-11-25-winter-break.yaml"), inNotices("—.yaml"));
    expect(await problems()).toEqual([
      "content/notices/—.yaml: the file's name becomes the notice's address, so it needs English letters or digits. Rename it, like 2026-12-20-winter-break.yaml.",
    ]);
  });

  it("the example is checked, but never shown", async () => {
    content.edit("notices/example.yaml", "category: holiday", "category: holidays");
    expect((await problems())[0]).toMatch(/^content\/notices\/example\.yaml, line \d+ \(Category\): "holidays" is not a category/);
    content.edit("notices/example.yaml", "category: holidays", "category: holiday");
    const { content: loaded } = await content.load();
    expect(loaded!.site.en.notices.map((n) => n.slug)).not.toContain("example");
  });
});

describe("a notice without its Hindi text", () => {
  it("shows the English one on the Hindi pages, marked, and is listed as untranslated", async () => {
    content.edit(NOTICE, /\ntitle_hi: .*\n/, "\n");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded!.untranslated.map((problem) => problemIn(problem, "en"))).toEqual([`content/${NOTICE}, line ${content.lineOf(NOTICE, "title: Winter break")} (Title): no Hindi version yet.`]);
    expect(loaded!.site.hi.notices.find((n) => n.slug === "2026-11-25-winter-break")!.title).toBe(`${UNTRANSLATED}Winter break`);
  });
});

describe("a notice in the language its author writes (decision 35)", () => {
  const WINTER = "2026-11-25-winter-break";
  const inHindiOnly = () => {
    content.edit(NOTICE, /\ntitle: .*\n/, "\n");
    content.edit(NOTICE, /\nclasses: .*\n/, "\n");
    content.edit(NOTICE, /\ntext:\n  - .*\n/, "\n");
  };

  it("in Hindi only: the English pages show the Hindi, marked as Hindi, and nothing is listed as untranslated", async () => {
    inHindiOnly();
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded!.untranslated.filter((problem) => problem.place.file.includes(NOTICE))).toEqual([]);
    const english = loaded!.site.en.notices.find((n) => n.slug === WINTER)!;
    expect([english.title, english.classes, english.text]).toEqual([`${IN_HINDI}शीतकालीन अवकाश`, `${IN_HINDI}सभी कक्षाएँ`, [expect.stringMatching(new RegExp(`^${IN_HINDI}शीतकालीन अवकाश के लिए`))]]);
    const hindi = loaded!.site.hi.notices.find((n) => n.slug === WINTER)!;
    expect([hindi.title, hindi.classes]).toEqual(["शीतकालीन अवकाश", "सभी कक्षाएँ"]);
  });

  it("a Hindi title with an English text: each shown in its own language on both languages' pages", async () => {
    content.edit(NOTICE, /\ntitle: .*\n/, "\n");
    content.edit(NOTICE, /\ntext_hi:\n  - .*\n/, "\n");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded!.site.en.notices.find((n) => n.slug === WINTER)!.title).toBe(`${IN_HINDI}शीतकालीन अवकाश`);
    expect(loaded!.site.hi.notices.find((n) => n.slug === WINTER)!.text[0]).toMatch(new RegExp(`^${UNTRANSLATED}The school is closed`));
  });

  it("without a title or a text in either language: named, with both ways to write it", async () => {
    content.edit(NOTICE, /\ntitle: .*\ntitle_hi: .*\n/, "\n");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${content.lineOf(NOTICE, "published:")} (Title): a notice needs a title: write it in English (title:), in Hindi (title_hi:), or both.`,
    ]);
    content.edit(NOTICE, "published:", "title: Winter break\npublished:");
    content.edit(NOTICE, /\ntext:\n  - .*\ntext_hi:\n  - .*\n/, "\ntext:\ntext_hi: \n");
    expect(await problems()).toEqual([
      `content/${NOTICE}, line ${content.lineOf(NOTICE, "text:")} (Text): a notice needs its text: write it in English (text:), in Hindi (text_hi:), or both.`,
    ]);
  });
});

describe("an event's place, and a notice taken down", () => {
  it("the place, in each language, is the event's", async () => {
    content.edit(TIMED, "  ends: 1:00 pm", "  ends: 1:00 pm\n  place: School hall\n  place_hi: विद्यालय का सभागार");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    const slug = "2026-11-18-parent-teacher-meeting";
    expect(loaded!.site.en.notices.find((n) => n.slug === slug)!.event?.place).toBe("School hall");
    expect(loaded!.site.hi.notices.find((n) => n.slug === slug)!.event?.place).toBe("विद्यालय का सभागार");
  });

  it("taken_down is read as a day, and keeps the notice's own dates as they are", async () => {
    content.edit(NOTICE, "category: holiday", "category: holiday\ntaken_down: 01/12/2026");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    const notice = loaded!.site.en.notices.find((n) => n.slug === "2026-11-25-winter-break")!;
    expect([notice.published, notice.takenDown, notice.event]).toEqual(["2026-11-25", "2026-12-01", { day: "2026-12-24", lastDay: "2027-01-01" }]);
  });
});
