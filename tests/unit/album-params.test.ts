import { describe, expect, it } from "vitest";
import type { GalleryCard } from "../../lib/content/schema";
import { albumHref, parseAlbumParams } from "~/lib/photos";
import { photoUrl } from "../../lib/site/public-paths";

// A gallery of the tests' own: parsing must not depend on what the office puts in content/.
const card = (title: string, key: string, count: number): GalleryCard => ({ title, key, count, description: "", cover: "" });
const CARDS = [card("Annual Function", "schoolFunctionImages", 13), card("School Clubs", "schoolClubImages", 5), card("Parent Teacher Meetings", "schoolPTMImages", 2)];
const parse = (query: string) => parseAlbumParams(new URLSearchParams(query), CARDS);

describe("/images parameters", () => {
  it("reads a card's key and count", () => {
    const album = parse("key=schoolClubImages&count=5");
    expect(album?.card.title).toBe("School Clubs");
    expect(album?.count).toBe(5);
  });

  it("shows the whole album when the count is missing", () => {
    expect(parse("key=schoolFunctionImages")?.count).toBe(13);
  });

  it("clamps a count larger than the card has", () => {
    expect(parse("key=schoolPTMImages&count=99")?.count).toBe(2);
    expect(parse("key=schoolPTMImages&count=999999")?.count).toBe(2);
  });

  it("keeps a smaller count", () => {
    expect(parse("key=schoolFunctionImages&count=3")?.count).toBe(3);
  });

  it.each([
    "",
    "count=3",
    "key=",
    "key=unknownImages&count=3",
    "key=__proto__",
    "key=constructor",
    "key=<script>alert(1)</script>",
    "key=schoolClubImages&key=schoolSportImages",
    "key=schoolClubImages&count=0",
    "key=schoolClubImages&count=-1",
    "key=schoolClubImages&count=NaN",
    "key=schoolClubImages&count=1e9",
    "key=schoolClubImages&count=2.5",
    "key=schoolClubImages&count=1&count=2",
    "key=schoolClubImages&count=99999999999999999999",
  ])("refuses %j", (query) => {
    expect(parse(query)).toBeNull();
  });

  it("builds the card link with both parameters", () => {
    expect(albumHref({ key: "schoolClubImages", count: 5 })).toBe("/images?key=schoolClubImages&count=5");
  });

  it("names photos by folder and number", () => {
    expect(photoUrl("schoolSportImages", 4)).toBe("/images/schoolSportImages/4.jpg");
  });
});
