import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as content from "~/content/index";
import { checkContent } from "../../scripts/content-check";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("the school's content", () => {
  it("is valid and every file it names exists", () => {
    expect(checkContent(content, publicDir)).toEqual([]);
  });

  it("has the specification's cards, counts and slides", () => {
    expect(content.gallery.cards.map((c) => [c.title, c.key, c.count])).toEqual([
      ["Annual Function", "schoolFunctionImages", 13],
      ["Prize Distribution", "schoolPrizeImages", 7],
      ["School Clubs", "schoolClubImages", 5],
      ["School Tour photos", "schoolTourImages", 7],
      ["Sports", "schoolSportImages", 5],
      ["Parent Teacher Meetings", "schoolPTMImages", 2],
    ]);
    expect(content.gallery.slides.map((s) => s.img_url)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(content.disclosure.map((s) => s.letter)).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("uses clearly fictional contact data", () => {
    expect(content.school.email).toMatch(/\.example$/);
  });

  describe("when something is wrong", () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), "content-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it("names a missing photo", () => {
      cpSync(publicDir, scratch, { recursive: true });
      rmSync(path.join(scratch, "images/schoolClubImages/4.jpg"));
      expect(checkContent(content, scratch)).toEqual(["missing file: public/images/schoolClubImages/4.jpg (named in app/content)"]);
    });

    it("names a missing PDF", () => {
      const documents = content.documents.map((d) => (d.id === "pta-list" ? { ...d, file: "/docs/gone.pdf" } : d));
      expect(checkContent({ ...content, documents }, publicDir)).toEqual(["missing file: public/docs/gone.pdf (named in app/content)"]);
    });

    it("names a bad field", () => {
      const school = { ...content.school, email: "not an email" };
      expect(checkContent({ ...content, school }, publicDir)).toEqual([expect.stringContaining("app/content: school.email")]);
    });

    it("names a document that a page refers to but the list lacks", () => {
      const documents = content.documents.filter((d) => d.id !== "fire-safety");
      expect(checkContent({ ...content, documents }, publicDir)).toContainEqual(expect.stringContaining('refers to document "fire-safety"'));
    });
  });
});
