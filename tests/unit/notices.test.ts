// Which notices are current on a day, and which school year a day belongs to (lib/site/notices.ts): the rules
// the pages, the feeds and the page cache rely on, on made-up notices.
import { describe, expect, it } from "vitest";
import type { Notice } from "../../lib/content/schema";
import { academicYear, academicYearLabel, archivedNotices, calendarEventOf, calendarMonths, currentNotices, isPublished } from "../../lib/site/notices";

const notice = (slug: string, fields: Partial<Notice>): Notice => ({ slug, title: slug, published: "2026-11-01", category: "general", text: ["…"], pinned: false, card: "/images/banner/card", ...fields });

describe("the notices current on a day", () => {
  const notices = [
    notice("old", { published: "2026-10-01" }),
    notice("new", { published: "2026-11-20" }),
    notice("pinned", { published: "2026-09-01", pinned: true }),
    notice("expires", { published: "2026-11-10", lastDay: "2026-11-24" }),
    notice("scheduled", { published: "2026-11-26" }),
  ];

  it("are pinned first, then the newest; not before their day, and until their last day included", () => {
    expect(currentNotices(notices, "2026-11-24").map((n) => n.slug)).toEqual(["pinned", "new", "expires", "old"]);
    expect(currentNotices(notices, "2026-11-25").map((n) => n.slug)).toEqual(["pinned", "new", "old"]);
    expect(currentNotices(notices, "2026-11-26").map((n) => n.slug)).toEqual(["pinned", "scheduled", "new", "old"]);
  });

  it("an expired one stays in the archive, under its school year", () => {
    expect(archivedNotices(notices, "2026-11-25")).toEqual([{ year: 2026, notices: [notices[3]] }]);
  });
});

describe("the school year, April to March", () => {
  it("starts on 1 April", () => {
    expect([academicYear("2027-03-31"), academicYear("2027-04-01")]).toEqual([2026, 2027]);
    expect(academicYearLabel(2026)).toBe("2026–27");
    expect(academicYearLabel(2099)).toBe("2099–00");
  });

  it("the calendar shows this school year's events, the coming months first", () => {
    const events = [
      notice("last-year", { event: { day: "2026-03-20" } }),
      notice("august", { event: { day: "2026-08-15" } }),
      notice("break", { event: { day: "2026-12-24", lastDay: "2027-01-01" } }),
      notice("today", { event: { day: "2026-11-25", starts: "10:00" } }),
    ];
    const { coming, past } = calendarMonths(events, "2026-11-25");
    expect(coming.map(({ month, items }) => [month, items.map((i) => i.notice.slug)])).toEqual([
      ["2026-11", ["today"]],
      ["2026-12", ["break"]],
    ]);
    expect(past.map(({ month }) => month)).toEqual(["2026-08"]);
  });
});

describe("a notice taken down (the office's Take down now)", () => {
  const meeting = notice("meeting", { published: "2026-12-02", event: { day: "2026-12-12", starts: "10:00" }, takenDown: "2026-12-05" });
  const trip = notice("trip", { published: "2026-11-02", event: { day: "2026-11-20" }, takenDown: "2026-12-05" });
  const early = notice("early", { published: "2026-12-10", takenDown: "2026-12-05" });

  it("leaves the current list on its day, and stays in the archive with its own date", () => {
    expect(currentNotices([meeting], "2026-12-04").map((n) => n.slug)).toEqual(["meeting"]);
    expect(currentNotices([meeting], "2026-12-05")).toEqual([]);
    expect(archivedNotices([meeting], "2026-12-05")).toEqual([{ year: 2026, notices: [meeting] }]);
    expect(meeting.published).toBe("2026-12-02");
  });

  it("takes its coming event off the calendar; one already over stays where it was", () => {
    expect(calendarMonths([meeting, trip], "2026-12-04").coming.map(({ items }) => items.map((i) => i.notice.slug))).toEqual([["meeting"]]);
    const after = calendarMonths([meeting, trip], "2026-12-05");
    expect([after.coming, after.past.map(({ items }) => items.map((i) => i.notice.slug))]).toEqual([[], [["trip"]]]);
    expect([calendarEventOf(meeting, "2026-12-04"), calendarEventOf(meeting, "2026-12-05"), calendarEventOf(trip, "2026-12-05")]).toEqual([meeting.event, undefined, trip.event]);
  });

  it("taken down before its day, it is never shown, not even in the archive", () => {
    expect([isPublished(early, "2026-12-10"), currentNotices([early], "2026-12-10"), archivedNotices([early], "2026-12-20")]).toEqual([false, [], []]);
  });
});
