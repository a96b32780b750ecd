// The walk of the office's Hindi screens (tests/office/browser.test.ts) fails on English sentences: what it
// counts as one, and what it lets be.
import { describe, expect, it } from "vitest";
import { englishSentences } from "../support/english-sentences";

describe("an English sentence on a Hindi page", () => {
  it("is a run of three or more Latin words", () => {
    expect(englishSentences("सहेजा गया: Parent-teacher meeting on 12 December।")).toEqual(["Parent-teacher meeting on"]);
    expect(englishSentences('choose "Go back to publish 1" on the History page')).toEqual(["choose Go back to publish", "on the History page"]);
  });

  it("is not a name, a file, an address, or an app or a file kind inside a Hindi sentence", () => {
    const names = ["Sunita Verma", "Green Valley Public School"];
    expect(englishSentences("Sunita Verma के रूप में साइन इन · Green Valley Public School", names)).toEqual([]);
    expect(englishSentences("content/school.yaml, पंक्ति 14 (WhatsApp नंबर): https://school.example/notices/x पर जाएँ")).toEqual([]);
    expect(englishSentences("कैमरे या गैलरी से (iPhone की फ़ोटो भी), या PDF; JPEG, PNG, WebP या HEIC")).toEqual([]);
    expect(englishSentences("CBSE बोर्ड, Green Valley")).toEqual([]);
  });
});
