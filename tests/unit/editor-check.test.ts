// A save from the editor is checked by the build's own loader on the content as it would be after it: across
// files, with the photos it adds, and without touching content/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { problemsAfter } from "../../office/editor/check";
import { problemIn } from "../../lib/content/read-yaml";
import { WORDS } from "../../office/words";
import { root } from "../support/app";

const contentDir = path.join(root, "content");
const read = (name: string) => readFileSync(path.join(contentDir, name), "utf8");
const lineOf = (name: string, text: string) => read(name).split("\n").findIndex((line) => line.includes(text)) + 1;

describe("checking a save", () => {
  it("finds nothing wrong with the content as it is", async () => {
    expect(await problemsAfter(contentDir, new Map())).toEqual([]);
  });

  it("sees a mistake across files: a document the disclosure still names, removed from documents.yaml", async () => {
    const documents = read("documents.yaml").replace("  - id: affiliation-letter\n", "  - id: affiliation-letter-2026\n");
    const problems = (await problemsAfter(contentDir, new Map([["documents.yaml", documents]]))).map((problem) => problemIn(problem, "en"));
    expect(problems[0]).toMatch(new RegExp(`^content/disclosure\\.yaml, line ${lineOf("disclosure.yaml", "document: affiliation-letter")} \\(.*\\): there is no document with the short name "affiliation-letter"`));
  });

  it("checks the photos a save adds, and leaves content/ as it was", async () => {
    const before = readdirSync(path.join(contentDir, "albums/schoolSportImages")).map((name) => [name, statSync(path.join(contentDir, "albums/schoolSportImages", name)).mtimeMs]);
    const problems = (await problemsAfter(contentDir, new Map([["albums/schoolSportImages/IMG_0001.JPG", Buffer.from("half a photo")]]))).map((problem) => problemIn(problem, "en"));
    expect(problems).toEqual([
      "content/albums/schoolSportImages/IMG_0001.JPG: this file could not be opened as a photo: it may be damaged or only half copied. Open it on the computer, save it again as JPEG, and put it back.",
    ]);
    expect(readdirSync(path.join(contentDir, "albums/schoolSportImages")).map((name) => [name, statSync(path.join(contentDir, "albums/schoolSportImages", name)).mtimeMs])).toEqual(before);
  });

  it("tells the clerk that nothing was saved, what to correct, and to save again, in the office's language", () => {
    const { notSaved } = WORDS.en.editor;
    expect(notSaved(["content/a.yaml, line 2 (Phone number): one."])).toBe("Not saved: nothing was changed. content/a.yaml, line 2 (Phone number): one.\nCorrect it and choose Save again.");
    expect(notSaved(["one.", "two."])).toBe("Not saved: nothing was changed. 2 things to correct:\n• one.\n• two.\nCorrect them and choose Save again.");
    expect(WORDS.hi.editor.notSaved(["one."])).toBe('सहेजा नहीं गया: कुछ नहीं बदला। one.\nइसे ठीक करें और फिर से "सहेजें" चुनें।');
  });
});
