// Photo numbers that stay true: a published photo keeps its number (/images/<folder>/<N>.jpg), new photos take
// the next numbers, only a removed photo renumbers the ones after it, and the build says which numbers changed.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { numberPhotos, ORDER_FILE, writeAlbumOrder } from "../../lib/content/album-order";
import { type ContentCopy, copyContent } from "../support/content-copy";

const ALBUM = "albums/schoolSportImages";

describe("numbering an album's photos", () => {
  const number = (listed: string[] | undefined, present: string[]) => numberPhotos("Sports", listed, present);

  it("without a list yet: natural order of the names", () => {
    expect(number(undefined, ["10.jpg", "2.jpg", "1.jpg"])).toEqual({ photos: ["1.jpg", "2.jpg", "10.jpg"] });
  });

  it("a new photo whose name sorts first takes the next number; the others keep theirs", () => {
    expect(number(["1.jpg", "2.jpg", "3.jpg"], ["0.jpg", "1.jpg", "2.jpg", "3.jpg"])).toEqual({ photos: ["1.jpg", "2.jpg", "3.jpg", "0.jpg"] });
  });

  it("several new photos follow in natural order", () => {
    expect(number(["b.jpg"], ["IMG_10.jpg", "a.jpg", "b.jpg", "IMG_9.jpg"]).photos).toEqual(["b.jpg", "a.jpg", "IMG_9.jpg", "IMG_10.jpg"]);
  });

  it("an order set on purpose is kept as written", () => {
    expect(number(["3.jpg", "1.jpg", "2.jpg"], ["1.jpg", "2.jpg", "3.jpg"])).toEqual({ photos: ["3.jpg", "1.jpg", "2.jpg"] });
  });

  it("a removed photo renumbers the ones after it, and says so", () => {
    const listed = ["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg", "6.jpg", "7.jpg"];
    expect(number(listed, ["1.jpg", "2.jpg", "3.jpg", "5.jpg", "6.jpg", "7.jpg"])).toEqual({
      photos: ["1.jpg", "2.jpg", "3.jpg", "5.jpg", "6.jpg", "7.jpg"],
      renumbered: "Album Sports: photo 4 was removed; photos 5 to 7 are now 4 to 6.",
    });
  });

  it("two removed, and a new one at the end", () => {
    const listed = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg", "f.jpg"];
    expect(number(listed, ["a.jpg", "c.jpg", "e.jpg", "f.jpg", "new.jpg"])).toEqual({
      photos: ["a.jpg", "c.jpg", "e.jpg", "f.jpg", "new.jpg"],
      renumbered: "Album Sports: photos 2 and 4 were removed; photo 3 is now 2, photos 5 and 6 are now 3 and 4.",
    });
  });

  it("the last photo removed renumbers nothing else", () => {
    expect(number(["1.jpg", "2.jpg", "3.jpg"], ["1.jpg", "2.jpg"]).renumbered).toBe("Album Sports: photo 3 was removed.");
  });
});

describe("the album's list in content", () => {
  let content: ContentCopy;
  beforeEach(() => {
    content = copyContent();
  });
  afterEach(() => content.remove());

  const albumSrcs = async () => {
    const { content: loaded, problems } = await content.load();
    expect(problems).toEqual([]);
    return Object.fromEntries(loaded!.photos.filter((p) => p.src.startsWith("/images/schoolSportImages/")).map((p) => [p.src, path.basename(p.file)]));
  };

  it("is written as a YAML list under a note, and is not taken for a photo", async () => {
    const dir = path.join(content.dir, ALBUM);
    expect(writeAlbumOrder(dir, ["5.jpg", "1.jpg", "2.jpg", "3.jpg", "4.jpg"])).toBe(true);
    expect(writeAlbumOrder(dir, ["5.jpg", "1.jpg", "2.jpg", "3.jpg", "4.jpg"])).toBe(false);
    const text = readFileSync(path.join(dir, ORDER_FILE), "utf8");
    expect(text).toMatch(/^# The photos of this album in number order/);
    expect(text).toContain("To change the order on purpose, move lines up or down");
    expect(parse(text)).toEqual(["5.jpg", "1.jpg", "2.jpg", "3.jpg", "4.jpg"]);
    expect(await albumSrcs()).toEqual({
      "/images/schoolSportImages/1.jpg": "5.jpg",
      "/images/schoolSportImages/2.jpg": "1.jpg",
      "/images/schoolSportImages/3.jpg": "2.jpg",
      "/images/schoolSportImages/4.jpg": "3.jpg",
      "/images/schoolSportImages/5.jpg": "4.jpg",
    });
  });

  it("a name in the list whose file is gone is a removal, told by the load", async () => {
    writeAlbumOrder(path.join(content.dir, ALBUM), ["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg"]);
    rmSync(path.join(content.dir, ALBUM, "2.jpg"));
    const { content: loaded } = await content.load();
    expect(loaded?.renumbered).toEqual(["Album Sports: photo 2 was removed; photos 3 to 5 are now 2 to 4."]);
  });

  it("a name written twice: the file and the line", async () => {
    const file = path.join(content.dir, ALBUM, ORDER_FILE);
    writeAlbumOrder(path.join(content.dir, ALBUM), ["1.jpg", "2.jpg", "3.jpg"]);
    writeFileSync(file, `${readFileSync(file, "utf8")}- 2.jpg\n`);
    const line = readFileSync(file, "utf8").trimEnd().split("\n").length;
    expect(await content.problems()).toEqual([
      `content/${ALBUM}/order.yaml, line ${line}: 2.jpg is in this list twice. Keep it on one line only: the line of the number it should have.`,
    ]);
  });

  it("a list that is not a list", async () => {
    writeFileSync(path.join(content.dir, ALBUM, ORDER_FILE), "# photos\nphotos: 1.jpg, 2.jpg\n");
    expect(await content.problems()).toEqual([
      `content/${ALBUM}/order.yaml, line 2: this should be a list: one entry per line below it, each starting with a dash (-).`,
    ]);
  });
});
