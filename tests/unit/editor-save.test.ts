// The editor's save path keeps a content file as the clerk wrote it: Decap sends the whole entry through its
// own YAML writer (notes gone, lines re-wrapped); only the values that changed reach the file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { applyEntry } from "../../office/editor/save";
import { root } from "../support/app";

const contentDir = path.join(root, "content");
const files = readdirSync(contentDir).filter((name) => name.endsWith(".yaml"));
const read = (name: string) => readFileSync(path.join(contentDir, name), "utf8");
/** What Decap sends for a form: the values only, written anew (no notes, lines wrapped at 80). */
const asDecapSends = (values: unknown) => parse(stringify(values));

/** The lines that differ, as "-old" / "+new", for two texts with the same number of lines. */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [`-${line}`, `+${b[i]}`]));
}

describe("saving a form", () => {
  it.each(files)("leaves content/%s byte for byte as it was when nothing changed", (name) => {
    const text = read(name);
    expect(applyEntry(text, asDecapSends(parse(text)))).toBe(text);
  });

  it("changes one line for one value, and keeps every note, the order of fields and each Hindi line under its English one", () => {
    const text = read("school.yaml");
    const values = parse(text);
    values.whatsapp = "+91 90000 11111";
    values.address.village = "Green Valley Bazaar";
    const saved = applyEntry(text, asDecapSends(values));
    expect(changedLines(text, saved)).toEqual([
      `-${text.match(/^ +village: .*$/m)![0]}`,
      "+  village: Green Valley Bazaar",
      `-${text.match(/^whatsapp: .*$/m)![0]}`,
      "+whatsapp: +91 90000 11111",
    ]);
    expect(saved.match(/^\s*#.*$/gm)).toEqual(text.match(/^\s*#.*$/gm));
  });

  it("puts a new Hindi text on the line under its English one, and a blank one nowhere", () => {
    const text = "# The album\ntitle: Sports Day\ndescription: Races\n";
    expect(applyEntry(text, { title: "Sports Day", title_hi: "खेल दिवस", description: "Races", description_hi: "" })).toBe(
      "# The album\ntitle: Sports Day\ntitle_hi: खेल दिवस\ndescription: Races\n",
    );
  });

  it("writes a changed number as a number, and text that only looks like one as the clerk typed it", () => {
    const text = "pin_code: 123456\nschool_code: 00456\n";
    expect(applyEntry(text, { pin_code: "123457", school_code: "0123" })).toBe("pin_code: 123457\nschool_code: \"0123\"\n");
  });

  it("adds and removes entries of a list without touching the others or their notes", () => {
    const text = read("faculty.yaml");
    const values = parse(text);
    const [first] = values.teachers.splice(1, 1);
    values.teachers.push({ ...first, name: "Mrs. New Teacher" });
    const saved = applyEntry(text, asDecapSends(values));
    expect(parse(saved)).toEqual(values);
    expect(saved.match(/^\s*#.*$/gm)).toEqual(text.match(/^\s*#.*$/gm));
  });

  it("puts a new Hindi text under an English one the clerk wrapped by hand, and rewrites a wrapped text only when it changed", () => {
    const text = "# Notes\nintro: A long text that the clerk\n  wrapped by hand.\nphone: +91 98765 43210\n";
    const intro = "A long text that the clerk wrapped by hand.";
    expect(applyEntry(text, { intro, intro_hi: "एक लंबा पाठ", phone: "+91 98765 43210" })).toBe(
      "# Notes\nintro: A long text that the clerk\n  wrapped by hand.\nintro_hi: एक लंबा पाठ\nphone: +91 98765 43210\n",
    );
    expect(applyEntry(text, { intro: "A short text.", phone: "+91 98765 43210" })).toBe("# Notes\nintro: A short text.\nphone: +91 98765 43210\n");
  });

  it("keeps a file's Windows line ends, and a line the clerk wrapped by hand", () => {
    const text = "# Notes\r\nintro: A long text that the clerk\r\n  wrapped by hand.\r\nphone: +91 98765 43210\r\n";
    expect(applyEntry(text, { intro: "A long text that the clerk wrapped by hand.", phone: "+91 99999 00000" })).toBe(
      "# Notes\r\nintro: A long text that the clerk\r\n  wrapped by hand.\r\nphone: +91 99999 00000\r\n",
    );
  });
});
