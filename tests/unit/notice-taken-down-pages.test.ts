// A notice taken down (the office's "Take down now" writes taken_down), as the pages' loaders and the calendar
// feed give it, with the sample content's data and one such notice added: still readable at its address with the day
// it was issued, but its coming event is off the calendar page, /calendar.ics and its page's calendar links.
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clockContext, siteDataContext, siteUrlContext } from "~/lib/request-context";
import { loader as calendarLoader } from "~/routes/calendar";
import { loader as noticeLoader } from "~/routes/notice";
import type { Notice } from "../../lib/content/schema";
import { calendarFeed } from "../../server/notice-feeds";
import { CONTENT, SITE_DATA } from "../support/content";
import { TEST_DATA_DIR } from "../support/site-data";

const SITE = "https://school.example";
const MEETING: Notice = {
  slug: "2026-12-02-parents-meeting",
  title: "Parents' meeting",
  published: "2026-12-02",
  category: "meeting",
  text: ["In the hall."],
  pinned: false,
  event: { day: "2026-12-12", starts: "10:00" },
  card: CONTENT.en.notices[0]!.card,
};

/** The loaders' arguments for `path` on `today` (noon in India). */
function args(path: string, today: string) {
  const context = new RouterContextProvider();
  context.set(clockContext, () => new Date(`${today}T12:00:00+05:30`));
  context.set(siteUrlContext, SITE);
  context.set(siteDataContext, { ...SITE_DATA, dir: TEST_DATA_DIR, id: "test" });
  return { url: new URL(`${SITE}${path}`), params: { notice: MEETING.slug }, context, request: new Request(`${SITE}${path}`) } as never;
}

/** The content with the meeting in it, as written (`fields` added), for the test's length. */
function withMeeting(fields: Partial<Notice> = {}) {
  CONTENT.en.notices.push({ ...MEETING, ...fields });
}
afterEach(() => {
  CONTENT.en.notices = CONTENT.en.notices.filter((notice) => notice.slug !== MEETING.slug);
});

const onCalendarPage = (today: string) =>
  calendarLoader(args("/calendar", today)).coming.flatMap(({ items }) => items.map((item) => item.slug));

describe("a notice taken down before its event", () => {
  it("before: its event is on the calendar page, in /calendar.ics and on its page's calendar links", () => {
    withMeeting();
    expect(onCalendarPage("2026-12-05")).toContain(MEETING.slug);
    expect(calendarFeed(CONTENT.en, "en", SITE, "2026-12-05")).toContain("SUMMARY:Parents' meeting");
    expect(noticeLoader(args(`/notices/${MEETING.slug}`, "2026-12-05")).calendar).toMatchObject({ file: `/notices/${MEETING.slug}/event.ics` });
  });

  it("taken down: off the calendar page, /calendar.ics and its page's calendar links; its page says so, with the day it was issued", () => {
    withMeeting({ takenDown: "2026-12-05" });
    expect(onCalendarPage("2026-12-05")).not.toContain(MEETING.slug);
    expect(calendarFeed(CONTENT.en, "en", SITE, "2026-12-05")).not.toContain("Parents' meeting");
    const page = noticeLoader(args(`/notices/${MEETING.slug}`, "2026-12-05"));
    expect([page.calendar, page.published, page.takenDown]).toEqual([undefined, "2026-12-02", { date: "5 December 2026", datetime: "2026-12-05" }]);
  });
});
