// Dates and times are written once in the content and shown in each language's words; "today" is India's.
import { describe, expect, it } from "vitest";
import { date, time } from "../../lib/content/schema";
import { addDays, formatDate, formatMonth, formatTime, indiaDate, nextIndiaMidnight, timeOnPage } from "../../lib/site/dates";
import { fromZod } from "../../lib/content/said";

const message = (schema: typeof date | typeof time, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fromZod(parsed.error.issues[0]!.message).en;
};

describe("a date in the content", () => {
  it("is read from year-month-day or day/month/year", () => {
    expect(message(date, "2027-03-31")).toBe("2027-03-31");
    expect(message(date, " 31/03/2027 ")).toBe("2027-03-31");
    expect(message(date, "1.4.2027")).toBe("2027-04-01");
    expect(message(date, "29-02-2028")).toBe("2028-02-29");
    // Typed on a phone's number pad, day first.
    expect(message(date, "31032027")).toBe("2027-03-31");
  });

  it("that is not a day says which forms are accepted", () => {
    expect(message(date, "31/02/2026")).toBe('there is no such day as "31/02/2026": check the day and the month (write it as day/month/year, like 31/03/2027, or as year-month-day, like 2027-03-31).');
    expect(message(date, "31112026")).toBe('there is no such day as "31112026": check the day and the month (write it as day/month/year, like 31/03/2027, or as year-month-day, like 2027-03-31).');
    expect(message(date, "next Monday")).toBe('"next Monday" is not a date the site can read: write it as day/month/year, like 31/03/2027, or as year-month-day, like 2027-03-31.');
  });

  it("is shown in each language's words", () => {
    expect(formatDate("2027-03-31", "en")).toBe("31 March 2027");
    expect(formatDate("2027-03-31", "hi")).toBe("31 मार्च 2027");
    expect(formatDate("2027-03-31", "en", { weekday: true })).toBe("Wednesday, 31 March 2027");
    expect(formatDate("2027-03-31", "hi", { weekday: true })).toBe("बुधवार, 31 मार्च 2027");
    expect(formatMonth("2026-12-20", "hi")).toBe("दिसंबर 2026");
  });
});

describe("a time in the content", () => {
  it("is read from the 24-hour clock or with am and pm", () => {
    expect(["06:55", "6:55", "7.05", "2:25 pm", "2:25 PM", "12:00 am", "12:30 p.m."].map((t) => message(time, t))).toEqual(["06:55", "06:55", "07:05", "14:25", "14:25", "00:00", "12:30"]);
  });

  it("that is not a time says which forms are accepted", () => {
    expect(message(time, "25:00")).toBe('"25:00" is not a time the site can read: write it on the 24-hour clock, like 06:55 or 14:25, or with am or pm, like 2:25 pm.');
    expect(message(time, "13:00 pm")).toContain("is not a time the site can read");
  });

  it("is shown in each language's words: in Hindi the part of the day first", () => {
    expect(formatTime("06:55", "en")).toBe("6:55 am");
    expect(formatTime("14:25", "en")).toBe("2:25 pm");
    expect(formatTime("06:55", "hi")).toBe("सुबह 6:55");
    expect(formatTime("14:25", "hi")).toBe("दोपहर 2:25");
  });

  // Issue 28, point 7: "8:30 am to 2:00 pm" never leaves "pm" alone on a line.
  it("on a page, is never broken between the number and its part of the day", () => {
    expect(timeOnPage("14:00", "en")).toBe("2:00\u00a0pm");
    expect(timeOnPage("06:55", "hi")).toBe("सुबह\u00a06:55");
  });
});

describe("today", () => {
  it("is India's date, whatever the server's time zone", () => {
    // 23:59 and 00:01 in India: 18:29 and 18:31 UTC.
    expect(indiaDate(new Date("2026-11-25T18:29:00Z"))).toBe("2026-11-25");
    expect(indiaDate(new Date("2026-11-25T18:31:00Z"))).toBe("2026-11-26");
    expect(nextIndiaMidnight(new Date("2026-11-25T10:00:00Z")).toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});
