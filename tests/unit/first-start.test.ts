// A new server's first start: the sample content goes into an empty content volume and is published once;
// content that is there and a site already published for this code are left alone, and what was published for
// other code is published again (lib/publish/first-start.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Layout, layoutOf, writeRecord } from "../../lib/publish/builds";
import { firstStart } from "../../lib/publish/first-start";
import { sampleContentDir } from "../support/content-copy";

let layout: Layout;
let said: string[];
let publishes: number;

const start = () =>
  firstStart(
    layout,
    sampleContentDir,
    "code of now",
    async () => {
      publishes++;
      return 0;
    },
    (line) => said.push(line),
  );

beforeEach(() => {
  layout = layoutOf(mkdtempSync(path.join(tmpdir(), "first-start-")));
  said = [];
  publishes = 0;
});
afterEach(() => rmSync(layout.root, { recursive: true, force: true }));

describe("npm run first-start", () => {
  it("on a new server: the sample content into the empty content folder, then one publish", async () => {
    // What Docker makes of a new volume's mount point: an empty folder.
    mkdirSync(layout.content);
    expect(await start()).toBe(0);
    expect(readdirSync(layout.content).sort()).toEqual(readdirSync(sampleContentDir).sort());
    expect(readFileSync(path.join(layout.content, "school.yaml"), "utf8")).toBe(readFileSync(path.join(sampleContentDir, "school.yaml"), "utf8"));
    expect(publishes).toBe(1);
    expect(said).toEqual([
      `The content folder was empty (a new server): the sample content is in it now (${layout.content}). The school office replaces it with the school's own.`,
      "Nothing was ever published here: publishing the content once, so the site has something to serve.",
    ]);
  });

  /** Publish 4 live, made for `code`. */
  const published = async (code: string) => {
    mkdirSync(path.join(layout.builds, "4/site"), { recursive: true });
    await writeRecord(layout, { number: 4, at: "2026-11-25T05:00:00.000Z", by: "go-live", files: {}, code, changes: null });
    symlinkSync("builds/4/site", layout.live);
  };

  it("never touches the school's content, and publishes nothing once a site is published for this code", async () => {
    mkdirSync(layout.content);
    writeFileSync(path.join(layout.content, "school.yaml"), "name: The school's own\n");
    await published("code of now");
    expect(await start()).toBe(0);
    expect(readdirSync(layout.content)).toEqual(["school.yaml"]);
    expect(readFileSync(path.join(layout.content, "school.yaml"), "utf8")).toBe("name: The school's own\n");
    expect(publishes).toBe(0);
    expect(said).toEqual(["The site is published for this version of its code: the first start has nothing more to do."]);
  });

  it("after an upgrade of the code: publishes the content again, for the new code", async () => {
    mkdirSync(layout.content);
    writeFileSync(path.join(layout.content, "school.yaml"), "name: The school's own\n");
    await published("code of before");
    expect(await start()).toBe(0);
    expect(publishes).toBe(1);
    expect(said).toEqual(["The site's code is new: publishing the content again for it."]);
  });

  it("a content volume that is there but no site yet: publishes it as it is", async () => {
    mkdirSync(layout.content);
    writeFileSync(path.join(layout.content, "school.yaml"), "name: The school's own\n");
    expect(await start()).toBe(0);
    expect(existsSync(path.join(layout.content, "home.yaml"))).toBe(false);
    expect(publishes).toBe(1);
  });
});
