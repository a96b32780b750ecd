// What the office is told when a content file is wrong: the file, the line, the field in words, what is wrong
// and how to fix it. Each case changes a copy of the sample content as a clerk might, and asserts the exact message.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { problemsReport } from "../../lib/content/load";
import { problemIn } from "../../lib/content/read-yaml";
import type { z } from "zod";
import { entryOf, fieldsOf, wordsOf } from "../../lib/content/fields";
import { CONTENT_FILES, CONTENT_FOLDERS } from "../../lib/content/schema";
import { type ContentCopy, copyContent } from "../support/content-copy";

let content: ContentCopy;
beforeEach(() => {
  content = copyContent();
});
afterEach(() => content.remove());

/** The problems found after the edits, or [] and the loaded content when there are none. */
const problems = () => content.problems();

describe("the sample content", () => {
  it("loads with no problem", async () => {
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.site.en.school.name).toBeTruthy();
  });
});

describe("broken YAML", () => {
  it("a line indented with the Tab key", async () => {
    content.edit("school.yaml", "  district: Sample District", "\tdistrict: Sample District");
    const line = content.lineOf("school.yaml", "district: Sample District");
    expect(await problems()).toEqual([
      `content/school.yaml, line ${line}: this line is indented with the Tab key. Indent with spaces instead (two spaces for each level).`,
    ]);
  });

  it("a quote that never closes", async () => {
    content.edit("home.yaml", "name: Mr. Ramesh Kumar", 'name: "Mr. Ramesh Kumar');
    const line = content.lineOf("home.yaml", 'name: "Mr. Ramesh Kumar');
    expect(await problems()).toEqual([`content/home.yaml, line ${line}: a quote (") opens here but never closes. Add the closing quote at the end of the text.`]);
  });

  it("a line not lined up with the others", async () => {
    content.edit("school.yaml", "  district: Sample District", " district: Sample District");
    const line = content.lineOf("school.yaml", "district: Sample District");
    expect(await problems()).toEqual([
      `content/school.yaml, line ${line}: this line is not lined up with the lines around it. Fields of one group start at the same column; indent with spaces.`,
    ]);
  });

  it("a colon inside a text without quotes", async () => {
    content.edit("gallery.yaml", "title: Morning assembly", "title: Morning assembly: all classes");
    const line = content.lineOf("gallery.yaml", "title: Morning assembly");
    expect(await problems()).toEqual([
      `content/gallery.yaml, line ${line}: this line has a colon (:) inside its text, or is indented further than the line above. Put text that contains a colon in quotes (title: "Note: read this"), and line the field up with the ones above it.`,
    ]);
  });

  it("a field written twice", async () => {
    content.edit("school.yaml", "school_code: \"00000\"", "school_code: \"00000\"\nschool_code: 11111");
    const line = content.lineOf("school.yaml", "school_code: 11111");
    expect(await problems()).toEqual([`content/school.yaml, line ${line}: this field is written twice. Keep only one of them.`]);
  });
});

describe("how a file is saved", () => {
  const saveAs = (file: string, bytes: Buffer) => writeFileSync(path.join(content.dir, file), bytes);
  const written = (file: string) => readFileSync(path.join(content.dir, file), "utf8");
  // Notepad writes Windows' line ends, and its "Unicode" is UTF-16 with a byte-order mark.
  const windowsLines = (text: string) => text.replace(/\n/g, "\r\n");

  it.each([
    ["Unicode (UTF-16 LE)", (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")])],
    ["Unicode big endian (UTF-16 BE)", (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()])],
    ["UTF-8 with a byte-order mark", (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
  ])("saved by Notepad as %s, is read as it is", async (_, encode) => {
    const { content: before } = await content.load();
    saveAs("school.yaml", encode(windowsLines(written("school.yaml"))));
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.site).toEqual(before?.site);
  });

  it("not saved as UTF-8 (Windows' older ANSI encoding: an é written as one byte) is told, with the steps in Notepad, at its first such line", async () => {
    // ANSI has no Hindi letters and no ₹: Notepad writes a question mark for them. The é is then the first
    // letter of the file that ANSI writes as one byte.
    const ansi = written("school.yaml").replace(/[^\x00-\x7f]/g, "?").replace("street: Village Road 1", "street: Café Road 1");
    saveAs("school.yaml", Buffer.from(windowsLines(ansi), "latin1"));
    const line = content.lineOf("school.yaml", "street: Caf");
    expect(await problems()).toEqual([
      `content/school.yaml, line ${line}: this file is not saved as UTF-8, so a letter on this line (such as é or ₹) cannot be read. In Notepad: File > Save As, set Encoding to UTF-8, and Save, replacing the file. If Hindi texts in it show as question marks (?), write them again.`,
    ]);
  });
});

describe("an entry of a list without its dash (-)", () => {
  const newTeacher = ["name: Mr. Ajay Kumar", "name_hi: श्री अजय कुमार", "post: PRT", "subject: All subjects", "subject_hi: सभी विषय", "classes: I", "classes_hi: कक्षा 1", 'qualification: "B.A., D.El.Ed."', 'qualification_hi: "बी.ए., डी.एल.एड."'];
  const message = (file: string, line: number, field: string) =>
    `content/${file}, line ${line}: this entry of the list has no dash (-) in front. Start it with "- " (a dash and a space), the dash in the same column as the dashes above it, so that "${field}:" and the entry's other lines line up with the fields of the entries above.`;
  const teachers = async () => (await content.load()).content?.site.en.faculty.teachers.map((t) => t.name);

  it("a new teacher whose first line is lined up with the dashes: named on its line, and adding the dash as told keeps every teacher", async () => {
    const before = (await teachers())!;
    content.edit("faculty.yaml", /\n*$/, `\n  ${newTeacher[0]}\n${newTeacher.slice(1).map((l) => `    ${l}`).join("\n")}\n`);
    const line = content.lineOf("faculty.yaml", newTeacher[0]!);
    expect(await problems()).toEqual([message("faculty.yaml", line, "name")]);
    content.edit("faculty.yaml", `\n  ${newTeacher[0]}`, `\n  - ${newTeacher[0]}`);
    expect(await problems()).toEqual([]);
    expect(await teachers()).toEqual([...before, "Mr. Ajay Kumar"]);
  });

  it("a second teacher, copied under the first without its dash: not \"written twice\", which would drop a teacher", async () => {
    const before = (await teachers())!;
    content.edit("faculty.yaml", "  - name: Mr. Vikram Singh", `${newTeacher.map((l) => `    ${l}`).join("\n")}\n  - name: Mr. Vikram Singh`);
    const line = content.lineOf("faculty.yaml", newTeacher[0]!);
    expect(await problems()).toEqual([message("faculty.yaml", line, "name")]);
    content.edit("faculty.yaml", `    ${newTeacher[0]}`, `  - ${newTeacher[0]}`);
    expect(await problems()).toEqual([]);
    expect(await teachers()).toEqual([before[0], "Mr. Ajay Kumar", ...before.slice(1)]);
  });

  it("a new slide written under the others without its dash", async () => {
    const slides = async () => (await content.load()).content?.site.en.gallery.slides.length;
    const before = (await slides())!;
    content.edit("gallery.yaml", "    description: Best wishes to our Class X students.\n", "$&    photo: slideshow/1.jpg\n    title: Annual day\n    description: The whole school on stage.\n");
    const line = content.lineOf("gallery.yaml", "    photo: slideshow/1.jpg");
    expect(await problems()).toEqual([message("gallery.yaml", line, "photo")]);
    content.edit("gallery.yaml", "    photo: slideshow/1.jpg", "  - photo: slideshow/1.jpg");
    expect(await problems()).toEqual([]);
    expect(await slides()).toBe(before + 1);
  });
});

describe("curly quotes pasted from Word or WhatsApp", () => {
  it("around a text, are read as quotes", async () => {
    content.edit("gallery.yaml", "title: Morning assembly", "title: “Morning assembly: all classes”");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.site.en.gallery.slides[0]?.img_title).toBe("Morning assembly: all classes");
  });

  it("opening a text that does not close, are reported", async () => {
    content.edit("gallery.yaml", "title: Morning assembly", "title: “Morning assembly");
    const line = content.lineOf("gallery.yaml", "title: “Morning assembly");
    expect(await problems()).toEqual([
      `content/gallery.yaml, line ${line}: this text starts with a curly quote (“) but does not end with one. Remove the quote, or end the text with ”.`,
    ]);
  });
});

describe("fields", () => {
  it("a misspelt field name, with the right one suggested", async () => {
    content.edit("school.yaml", "whatsapp: +91", "whatsap: +91");
    const line = content.lineOf("school.yaml", "whatsap: +91");
    expect(await problems()).toEqual([
      `content/school.yaml (WhatsApp number): this is missing. Add a line "whatsapp:" with its value, lined up with the fields around it.`,
      `content/school.yaml, line ${line}: there is no field called "whatsap". Did you mean "whatsapp"? Correct the spelling.`,
    ]);
  });

  it("a field inside a list, misspelt", async () => {
    content.edit("gallery.yaml", "    folder: schoolSportImages", "    foldr: schoolSportImages");
    const line = content.lineOf("gallery.yaml", "foldr: schoolSportImages");
    const album = content.lineOf("gallery.yaml", "- title: Sports");
    expect(await problems()).toEqual([
      `content/gallery.yaml, line ${album} (Album 5, folder): this is missing. Add a line "folder:" with its value, lined up with the fields around it.`,
      `content/gallery.yaml, line ${line} (Album 5): there is no field called "foldr". Did you mean "folder"? Correct the spelling.`,
    ]);
  });

  it("a required field left out", async () => {
    content.edit("school.yaml", /\nemail: .*\n/, "\n");
    expect(await problems()).toEqual([
      `content/school.yaml (Email address): this is missing. Add a line "email:" with its value, lined up with the fields around it.`,
    ]);
  });

  it("a required field left empty", async () => {
    content.edit("school.yaml", "school_code: \"00000\"", "school_code:");
    const line = content.lineOf("school.yaml", "school_code:");
    expect(await problems()).toEqual([`content/school.yaml, line ${line} (School code): this is empty: write it in.`]);
  });

  it("a number written as text is read as the number", async () => {
    content.edit("disclosure.yaml", "girls_toilets: 6", 'girls_toilets: "6"');
    content.edit("disclosure.yaml", "campus_area_square_metres: 12140", "campus_area_square_metres: 12,140");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    const rows = loaded?.site.en.disclosure.find((s) => s.letter === "F")?.rows ?? [];
    expect(rows.map((row) => row[2])).toContain("12140");
  });

  it("a number written in words", async () => {
    content.edit("disclosure.yaml", "girls_toilets: 6", "girls_toilets: six");
    const line = content.lineOf("disclosure.yaml", "girls_toilets: six");
    expect(await problems()).toEqual([`content/disclosure.yaml, line ${line} (F. Infrastructure, girls' toilets): write it as a number in digits, like 24.`]);
  });

  it("figures that cannot be true", async () => {
    content.edit("disclosure.yaml", "passed: 22", "passed: 23");
    const line = content.lineOf("disclosure.yaml", "passed: 23");
    expect(await problems()).toEqual([
      `content/disclosure.yaml, line ${line} (Year 1, students passed): more students passed (23) than were registered (22). Correct one of the two.`,
    ]);
  });

  it("a document the disclosure names but documents.yaml lacks", async () => {
    content.edit("disclosure.yaml", "document: fire-safety-certificate", "document: fire-safety");
    const line = content.lineOf("disclosure.yaml", "document: fire-safety");
    expect((await problems())[0]).toBe(
      `content/disclosure.yaml, line ${line} (Row 6, document): there is no document with the short name "fire-safety" in content/documents.yaml. Write one of "affiliation-letter", "trust-deed", "recognition-certificate", "building-safety-certificate", "fire-safety-certificate", "deo-certificate", "water-sanitation-certificate", "fee-structure", "smc-list", "pta-list", "board-results", or "not available".`,
    );
  });

  it("every problem of every file at once", async () => {
    content.edit("school.yaml", "whatsapp: +91 98765 43210", "whatsapp: 98765 43210");
    content.edit("school.yaml", "email: office@greenvalley-school.example", "email: office at school");
    content.edit("disclosure.yaml", "girls_toilets: 6", "girls_toilets: six");
    expect(await problems()).toHaveLength(3);
  });
});

describe("phone numbers, emails and web addresses", () => {
  it("a WhatsApp number without the country code", async () => {
    content.edit("school.yaml", "whatsapp: +91 98765 43210", "whatsapp: 98765 43210");
    const line = content.lineOf("school.yaml", "whatsapp: 98765 43210");
    expect(await problems()).toEqual([`content/school.yaml, line ${line} (WhatsApp number): write it with the country code, like +91 98765 43210.`]);
  });

  it("a phone number with a digit too few", async () => {
    content.edit("school.yaml", "phone: +91 98765 43210", "phone: +91 98765 4321");
    const line = content.lineOf("school.yaml", "phone: +91 98765 4321");
    expect(await problems()).toEqual([
      `content/school.yaml, line ${line} (Phone number): this is not a real phone number: check the digits, and write it like +91 98765 43210.`,
    ]);
  });

  it("a landline given as the WhatsApp number", async () => {
    content.edit("school.yaml", "whatsapp: +91 98765 43210", "whatsapp: +91 135 271 2345");
    const line = content.lineOf("school.yaml", "whatsapp: +91 135");
    expect(await problems()).toEqual([
      `content/school.yaml, line ${line} (WhatsApp number): this is a landline number, which WhatsApp cannot reach: write a mobile number.`,
    ]);
  });

  it("a number written without spaces or with dashes is accepted and shown the usual way", async () => {
    content.edit("school.yaml", "phone: +91 98765 43210", "phone: +91-98765-43210");
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.site.en.school.phone).toEqual({ display: "+91 98765 43210", international: "+919876543210" });
  });

  it("an email address that is not one", async () => {
    content.edit("school.yaml", "email: office@greenvalley-school.example", "email: office at greenvalley");
    const line = content.lineOf("school.yaml", "email: office at");
    expect(await problems()).toEqual([`content/school.yaml, line ${line} (Email address): this is not an email address: write it like office@school.in.`]);
  });

  it("a web address without https://", async () => {
    content.edit("school.yaml", "map_link: https://maps.example/green-valley-public-school", "map_link: maps.example/green-valley");
    const line = content.lineOf("school.yaml", "map_link:");
    expect(await problems()).toEqual([`content/school.yaml, line ${line} (Map link): write the whole web address, starting with https://`]);
  });
});

describe("photos, documents and the video", () => {
  it("a photo that is not there", async () => {
    content.edit("school.yaml", "logo: photos/logo.png", "logo: photos/crest.png");
    const line = content.lineOf("school.yaml", "logo: photos/crest.png");
    expect(await problems()).toEqual([
      `content/school.yaml, line ${line} (Logo): the file content/photos/crest.png is not there. Check the spelling of its name (capital letters count), or put the file in that folder.`,
    ]);
  });

  it("a damaged photo in an album", async () => {
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/6.jpg"), "half a photo");
    expect(await problems()).toEqual([
      "content/albums/schoolSportImages/6.jpg: this file could not be opened as a photo: it may be damaged or only half copied. Open it on the computer, save it again as JPEG, and put it back.",
    ]);
  });

  it("an empty photo in an album (a copy that failed)", async () => {
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/6.jpg"), "");
    expect(await problems()).toEqual(["content/albums/schoolSportImages/6.jpg: this file is empty: copy it again from the phone or camera."]);
  });

  it("an empty photo named by a content file", async () => {
    writeFileSync(path.join(content.dir, "photos/logo.png"), "");
    const line = content.lineOf("school.yaml", "logo: photos/logo.png");
    expect(await problems()).toEqual([`content/school.yaml, line ${line} (Logo): content/photos/logo.png is empty: copy it again from the phone or camera.`]);
  });

  it("an iPhone photo (HEIC) in an album is shown; a damaged one or an empty file is told", async () => {
    const sports = () => content.load().then(({ content: loaded }) => loaded?.site.en.gallery.cards.find((card) => card.key === "schoolSportImages")?.count);
    const before = await sports();
    copyFileSync(path.join(import.meta.dirname, "../fixtures/IMG_0007.HEIC"), path.join(content.dir, "albums/schoolSportImages/IMG_0007.HEIC"));
    expect(await sports()).toBe(before! + 1);
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/IMG_0008.HEIC"), "heic");
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/IMG_0009.JPG"), "");
    expect(await problems()).toEqual([
      "content/albums/schoolSportImages/IMG_0008.HEIC: this file could not be opened as a photo: it may be damaged or only half copied. Open it on the computer, save it again as JPEG, and put it back.",
      "content/albums/schoolSportImages/IMG_0009.JPG: this file is empty: copy it again from the phone or camera.",
    ]);
  });

  it("a file that is not a photo in an album", async () => {
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/captions.docx"), "words");
    expect(await problems()).toEqual([
      "content/albums/schoolSportImages/captions.docx: this file is not a photo the site can show. Use a JPEG, PNG, WebP or iPhone (HEIC) photo (a name ending in .jpg, .jpeg, .png, .webp or .heic).",
    ]);
  });

  it("an album whose folder is not there", async () => {
    rmSync(path.join(content.dir, "albums/schoolPTMImages"), { recursive: true });
    const line = content.lineOf("gallery.yaml", "folder: schoolPTMImages");
    expect(await problems()).toEqual([
      `content/gallery.yaml, line ${line} (Album 6, folder): there is no folder content/albums/schoolPTMImages. Create it and put the album's photos in it, or correct the folder's name; or, to remove the album from the site, remove its entry (from its "- title:" line to the next album's) from content/gallery.yaml.`,
    ]);
  });

  it("a PDF that is not there", async () => {
    content.edit("documents.yaml", "file: documents/pta-list.pdf", "file: documents/PTA list 2026.pdf");
    const line = content.lineOf("documents.yaml", "PTA list 2026.pdf");
    expect(await problems()).toEqual([
      `content/documents.yaml, line ${line} (Document 10, PDF): the file content/documents/PTA list 2026.pdf is not there. Check the spelling of its name (capital letters count), or put the file in that folder.`,
    ]);
  });

  it("a document that is not a PDF", async () => {
    writeFileSync(path.join(content.dir, "documents/Fee Structure 2026-27.docx"), "PK\u0003\u0004 a Word file");
    content.edit("documents.yaml", "file: documents/fee-structure.pdf", "file: documents/Fee Structure 2026-27.docx");
    const line = content.lineOf("documents.yaml", "Fee Structure 2026-27.docx");
    expect(await problems()).toEqual([
      `content/documents.yaml, line ${line} (Document 8, PDF): content/documents/Fee Structure 2026-27.docx is not a PDF. Save the document as PDF (in Word: File > Save As > PDF) and put the PDF in its place.`,
    ]);
  });

  it("an empty PDF", async () => {
    writeFileSync(path.join(content.dir, "documents/pta-list.pdf"), "");
    const line = content.lineOf("documents.yaml", "file: documents/pta-list.pdf");
    expect(await problems()).toEqual([`content/documents.yaml, line ${line} (Document 10, PDF): content/documents/pta-list.pdf is empty: copy it again, or save the document as PDF again.`]);
  });

  it("a video that is not an MP4", async () => {
    writeFileSync(path.join(content.dir, "video/school.mp4"), "not a film");
    const line = content.lineOf("home.yaml", "file: video/school.mp4");
    expect(await problems()).toEqual([
      `content/home.yaml, line ${line} (Video, file): content/video/school.mp4 is not an MP4 video. Save or convert the video as MP4 (H.264) and put it in its place.`,
    ]);
  });

  it("a video that is not there", async () => {
    rmSync(path.join(content.dir, "video/school.mp4"));
    const line = content.lineOf("home.yaml", "file: video/school.mp4");
    expect(await problems()).toEqual([
      `content/home.yaml, line ${line} (Video, file): the file content/video/school.mp4 is not there. Check the spelling of its name (capital letters count), or put the file in that folder.`,
    ]);
  });
});

describe("albums are folders", () => {
  it("every photo in a folder is published, whatever its name or the case of its extension, in natural order", async () => {
    const album = path.join(content.dir, "albums/schoolSportImages");
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a4" } }).jpeg().toBuffer();
    writeFileSync(path.join(album, "IMG_0010.JPG"), photo);
    writeFileSync(path.join(album, "12.jpg"), photo);
    writeFileSync(path.join(album, "IMG_0002.jpeg"), photo);
    writeFileSync(path.join(album, "drawing.PNG"), await sharp(photo).png().toBuffer());
    writeFileSync(path.join(album, ".DS_Store"), "a computer's own file");
    mkdirSync(path.join(album, "old"));
    copyFileSync(path.join(album, "1.jpg"), path.join(album, "old/1.jpg"));
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    expect(loaded?.site.en.gallery.cards.find((c) => c.key === "schoolSportImages")?.count).toBe(9);
    const files = loaded?.photos.filter((p) => p.src.startsWith("/images/schoolSportImages/")).map((p) => [p.src, path.basename(p.file)]);
    expect(files).toEqual([
      ["/images/schoolSportImages/1.jpg", "1.jpg"],
      ["/images/schoolSportImages/2.jpg", "2.jpg"],
      ["/images/schoolSportImages/3.jpg", "3.jpg"],
      ["/images/schoolSportImages/4.jpg", "4.jpg"],
      ["/images/schoolSportImages/5.jpg", "5.jpg"],
      ["/images/schoolSportImages/6.jpg", "12.jpg"],
      ["/images/schoolSportImages/7.jpg", "drawing.PNG"],
      ["/images/schoolSportImages/8.jpg", "IMG_0002.jpeg"],
      ["/images/schoolSportImages/9.jpg", "IMG_0010.JPG"],
    ]);
  });

  it("an empty album folder", async () => {
    const album = path.join(content.dir, "albums/schoolPTMImages");
    rmSync(album, { recursive: true });
    mkdirSync(album);
    const line = content.lineOf("gallery.yaml", "folder: schoolPTMImages");
    expect(await problems()).toEqual([`content/gallery.yaml, line ${line} (Album 6, folder): the folder content/albums/schoolPTMImages has no photos. Put the album's photos in it.`]);
  });
});

describe("content files", () => {
  it("a file that is missing", async () => {
    rmSync(path.join(content.dir, "links.yaml"));
    expect(await problems()).toEqual(["content/links.yaml: this file is missing. Put it back from the last good copy (see the README, “Undo a change”)."]);
  });

  it("a footer link with no words and no page of the site", async () => {
    content.edit("links.yaml", "  - label: Complaint Box\n    label_hi: शिकायत पेटी\n    whatsapp_message:", "  - whatsapp_message:");
    const line = content.lineOf("links.yaml", "  - whatsapp_message:");
    expect(await problems()).toEqual([
      `content/links.yaml, line ${line} (Link 4): this link has no words to show. Add a line label: with them, like label: Complaint Box.`,
    ]);
  });

  it("a placeholder the letter cannot fill in", async () => {
    content.edit("admissions.yaml", "call us on {phone}", "call us on {mobile}");
    const line = content.lineOf("admissions.yaml", "{mobile}");
    expect(await problems()).toEqual([
      `content/admissions.yaml, line ${line} (Letter to parents, paragraph 3): there is no {mobile} to fill in. Write one of {school}, {phone}, {whatsapp}, {email}, {principal}, or remove the curly brackets.`,
    ]);
  });
});

describe("the build's summary", () => {
  it("one problem: \"Correct it\"", async () => {
    content.edit("school.yaml", "whatsapp: +91 98765 43210", "whatsapp: 98765 43210");
    const [found] = (await content.load()).problems;
    const problem = problemIn(found!, "en");
    expect(problemsReport([found!])).toBe(
      `\nThe site was NOT changed: the content has 1 problem to correct first.\n\n  • ${problem}\n\nCorrect it, save, and try again. The site on the internet stays as it was.\n`,
    );
  });

  it("two problems: \"Correct them\"", async () => {
    content.edit("school.yaml", "whatsapp: +91 98765 43210", "whatsapp: 98765 43210");
    content.edit("disclosure.yaml", "girls_toilets: 6", "girls_toilets: six");
    const found = (await content.load()).problems;
    expect(problemsReport(found)).toBe(
      `\nThe site was NOT changed: the content has 2 problems to correct first.\n\n${found.map((p) => `  • ${problemIn(p, "en")}`).join("\n")}\n\nCorrect them, save, and try again. The site on the internet stays as it was.\n`,
    );
  });
});

// The office shows the same problems in its own language (the publish's page, the editor's save, the notice
// form): each message is written in Hindi too, and the field is named by its Hindi label.
describe("in Hindi, for the office", () => {
  it("a field's mistake: the line, the field's Hindi label and the fix, in Hindi", async () => {
    content.edit("school.yaml", "whatsapp: +91 98765 43210", "whatsapp: 98765 43210");
    const line = content.lineOf("school.yaml", "whatsapp: 98765 43210");
    expect(await content.problems("hi")).toEqual([`content/school.yaml, पंक्ति ${line} (WhatsApp नंबर): इसे देश के कोड के साथ लिखें, जैसे +91 98765 43210।`]);
  });

  it("a field inside a list, misspelt: the entry by its Hindi name and number", async () => {
    content.edit("gallery.yaml", "    folder: schoolSportImages", "    foldr: schoolSportImages");
    const line = content.lineOf("gallery.yaml", "foldr: schoolSportImages");
    const album = content.lineOf("gallery.yaml", "- title: Sports");
    expect(await content.problems("hi")).toEqual([
      `content/gallery.yaml, पंक्ति ${album} (एल्बम 5, फ़ोल्डर): यह नहीं लिखा गया है। "folder:" की एक पंक्ति उसके मान के साथ जोड़ें, आस-पास के खानों की सीध में।`,
      `content/gallery.yaml, पंक्ति ${line} (एल्बम 5): "foldr" नाम का कोई खाना नहीं है। क्या आपका मतलब "folder" था? वर्तनी ठीक करें।`,
    ]);
  });

  it("broken YAML, a file's own problem and a date, each in Hindi", async () => {
    content.edit("school.yaml", "  district: Sample District", "\tdistrict: Sample District");
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/6.jpg"), "");
    content.edit("career.yaml", /last_date: .*/, "last_date: 31/02/2027");
    const [tab, date] = [content.lineOf("school.yaml", "district: Sample District"), content.lineOf("career.yaml", "last_date:")];
    expect(await content.problems("hi")).toEqual([
      `content/school.yaml, पंक्ति ${tab}: यह पंक्ति Tab कुंजी से खिसकाई गई है। इसकी जगह ख़ाली जगहों (स्पेस) से खिसकाएँ (हर स्तर के लिए दो)।`,
      `content/career.yaml, पंक्ति ${date} (पद 1, आवेदन की आख़िरी तारीख़): "31/02/2027" जैसा कोई दिन नहीं होता: दिन और महीना जाँचें (इसे दिन/महीना/साल में, जैसे 31/03/2027, या साल-महीना-दिन में, जैसे 2027-03-31, लिखें)।`,
      "content/albums/schoolSportImages/6.jpg: यह फ़ाइल ख़ाली है: इसे फ़ोन या कैमरे से फिर से कॉपी करें।",
    ]);
  });

  it("every field of every content file has its Hindi label and help, and every list its entry's Hindi name", () => {
    const missing: string[] = [];
    const walk = (schema: z.ZodType, where: string) => {
      const words = wordsOf(schema);
      if (words.label && !words.labelHi) missing.push(`${where}: label`);
      if (words.item && !words.itemHi) missing.push(`${where}: item`);
      if (words.help && !words.helpHi) missing.push(`${where}: help`);
      for (const [name, field] of Object.entries(fieldsOf(schema) ?? {})) walk(field, `${where}.${name}`);
      const entry = entryOf(schema);
      if (entry) walk(entry, `${where}[]`);
    };
    for (const [name, schema] of Object.entries({ ...CONTENT_FILES, ...CONTENT_FOLDERS })) walk(schema, name);
    expect(missing).toEqual([]);
  });
});
