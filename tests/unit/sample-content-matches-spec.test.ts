// The one place that holds the SAMPLE content to the specification's figures. The school's office will change
// the content; when it does, only this check is expected to fail, never the tests of how the site renders it.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../lib/site/i18n/en";
import { NOTICE_CATEGORIES } from "../../lib/content/schema";
import { loadContent } from "../../lib/content/load";

const loaded = await loadContent(path.resolve(import.meta.dirname, "../../content"));
const site = loaded.content!.site;
const table = (letter: string) => site.en.disclosure.find((s) => s.letter === letter)!.rows.map((row) => row.slice(1));

describe("the sample content keeps the specification's figures", () => {
  it("loads without a problem", () => {
    expect(loaded.problems).toEqual([]);
  });

  it("has the six gallery cards, their keys and their photo counts", () => {
    expect(site.en.gallery.cards.map((c) => [c.title, c.key, c.count])).toEqual([
      ["Annual Function", "schoolFunctionImages", 13],
      ["Prize Distribution", "schoolPrizeImages", 7],
      ["School Clubs", "schoolClubImages", 5],
      ["School Tour photos", "schoolTourImages", 7],
      ["Sports", "schoolSportImages", 5],
      ["Parent Teacher Meetings", "schoolPTMImages", 2],
    ]);
  });

  it("has a slideshow of 21 numbered images", () => {
    expect(site.en.gallery.slides.map((s) => s.img_url)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  // Decision 12: the specification's label, options and values, in its words.
  it("has the admissions class list", () => {
    expect(site.en.admissions.classLabel).toBe("Please Choose Class");
    expect(site.en.admissions.classes.map(({ value }) => ({ value, label: en.admissions.classNames[value] }))).toEqual([
      { value: "nursery", label: "Nursery" },
      { value: "lkg", label: "LKG" },
      { value: "ukg", label: "UKG" },
      { value: "first", label: "Class - I" },
    ]);
  });

  it("has the disclosure's six sections and figures", () => {
    expect(site.en.disclosure.map((s) => s.letter)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(table("B").filter(([, cell]) => typeof cell === "object" && cell.kind === "document")).toHaveLength(7);
    expect(table("B")[2]).toEqual([expect.stringContaining("NOC"), { kind: "unavailable" }]);
    // Decision 25: the academic calendar row links to the school calendar the notices make.
    expect(table("C")[1]).toEqual(["Annual academic calendar", { kind: "page", page: "calendar" }]);
    expect(table("D").slice(1, 6)).toEqual([
      ["Total number of teachers", "24"],
      ["PGT", "0"],
      ["TGT", "12"],
      ["PRT", "12"],
      ["Teachers section ratio", "1:1"],
    ]);
    expect(table("E")).toEqual([["2021", "22", "22", "100%", "—"]]);
    expect(table("F").slice(0, 6).map(([, value]) => value)).toEqual(["12140", "15 classrooms of 46 square metres", "6 laboratories of 56 square metres", "Yes", "6", "6"]);
    expect(table("F")[6]?.[1]).toMatchObject({ kind: "external" });
  });

  // The specification's "Faculty Info" is the Faculty page, called by its one name (issue 19, point 3).
  it("has the footer's important links in the specification's order and words", () => {
    expect(site.en.footerLinks.map((l) => l.label)).toEqual(["Mandatory Public Disclosure", "Fee Structure", "Transport", "Complaint Box", "Faculty Info"]);
    expect(site.en.footerLinks[0]).toEqual({ label: "Mandatory Public Disclosure", to: "/mpd" });
  });

  it("has about a dozen notices of every category, one expired, one scheduled for later, all in Hindi too", () => {
    // The day the sample was written for (issue 17): the past year and the coming months around it.
    const today = "2026-11-25";
    const notices = site.en.notices;
    expect(notices.length).toBeGreaterThanOrEqual(10);
    expect(new Set(notices.map((n) => n.category))).toEqual(new Set(NOTICE_CATEGORIES));
    expect(notices.some((n) => n.published > today)).toBe(true);
    expect(notices.some((n) => !n.event && n.lastDay !== undefined && n.lastDay < today)).toBe(true);
    expect(notices.filter((n) => n.published <= today && (!n.lastDay || n.lastDay >= today)).length).toBeGreaterThanOrEqual(3);
    expect(notices.some((n) => n.pinned)).toBe(true);
    expect(new Set(notices.map((n) => n.attachment?.kind))).toEqual(new Set([undefined, "pdf", "photo"]));
    expect(notices.some((n) => n.event?.lastDay) && notices.some((n) => n.event?.starts) && notices.some((n) => n.event && !n.event.lastDay && !n.event.starts)).toBe(true);
    expect(loaded.content!.untranslated.filter((problem) => problem.place.file.startsWith("content/notices/"))).toEqual([]);
  });

  it("uses clearly fictional contact data", () => {
    expect(site.en.school.email).toMatch(/\.example$/);
    expect(site.en.school.mapUrl).toMatch(/^https:\/\/[^/]+\.example\//);
  });
});
