// What the office is told when a time, a month or a season is wrong (issue 19, point 7): the accepted forms,
// and the mistakes only the two files together show (a bus dropping children before school ends).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentCopy, copyContent } from "../support/content-copy";

let content: ContentCopy;
beforeEach(() => {
  content = copyContent();
});
afterEach(() => content.remove());

const problems = () => content.problems();

describe("times and seasons", () => {
  it("a time the site cannot read names the forms it can", async () => {
    content.edit("about.yaml", "starts: 07:30", "starts: half past seven");
    const line = content.lineOf("about.yaml", "starts: half past seven");
    expect(await problems()).toEqual([
      `content/about.yaml, line ${line} (Summer, school starts): "half past seven" is not a time the site can read: write it on the 24-hour clock, like 06:55 or 14:25, or with am or pm, like 2:25 pm.`,
    ]);
  });

  it("a month that is not one", async () => {
    content.edit("about.yaml", "to: September", "to: Septmber end");
    const line = content.lineOf("about.yaml", "to: Septmber end");
    expect(await problems()).toEqual([`content/about.yaml, line ${line} (Summer, last month): "Septmber end" is not a month: write its English name, like April, or its number, like 4.`]);
  });

  it("seasons that leave a month out", async () => {
    content.edit("about.yaml", "from: October", "from: November");
    const line = content.lineOf("about.yaml", "from: November");
    expect(await problems()).toEqual([
      `content/about.yaml, line ${line} (Winter, first month): October is in no season: each month belongs to summer or to winter. Make winter start the month after summer ends, and end the month before it starts.`,
    ]);
  });

  it("school that ends before it starts", async () => {
    content.edit("about.yaml", "ends: 14:30", "ends: 2:30 am");
    const line = content.lineOf("about.yaml", "ends: 2:30 am");
    const found = await problems();
    expect(found[0]).toBe(`content/about.yaml, line ${line} (Winter, school ends): school ends in winter at 2:30 am, before 8:30 am when it begins. Check the two times.`);
  });

  it("a bus that would drop the children before school ends", async () => {
    // The case: one timetable for the whole year, so in winter the buses left before school ended.
    content.edit("transport.yaml", /winter:\n(\s+)morning: 07:55\n(\s+)afternoon: 15:25/, "winter:\n$1morning: 07:55\n$2afternoon: 14:25");
    const line = content.lineOf("transport.yaml", "afternoon: 14:25") + 3;
    expect(await problems()).toEqual([
      `content/transport.yaml, line ${line} (Route 1, stop 1, in winter, afternoon drop): the bus would drop the children here at 2:25 pm, before school ends (2:30 pm in winter, content/about.yaml). Check the time.`,
    ]);
  });
});
