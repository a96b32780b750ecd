// What is known of the school's files between runs (lib/content/file-facts.ts): a publish of a year of content
// reads no photo it already knows, the preview's facts and a publish's both kept and known of each other's
// files, and a file changed since is checked again as the first time.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FileFacts } from "../../lib/content/file-facts";
import { loadContent } from "../../lib/content/load";
import { problemIn } from "../../lib/content/read-yaml";
import { contentFiles, keepContent } from "../../lib/publish/builds";
import { type ContentCopy, copyContent } from "../support/content-copy";

/** Every photo file read, by its path. */
const photosRead = vi.hoisted(() => [] as string[]);
vi.mock("../../lib/content/heic", async (original) => {
  const real = await original<typeof import("../../lib/content/heic")>();
  return { ...real, readPhoto: (file: string) => (photosRead.push(file), real.readPhoto(file)) };
});

let dir: string;
let factsFile: string;
let content: ContentCopy;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "file-facts-"));
  factsFile = path.join(dir, "file-facts.json");
  content = copyContent();
  photosRead.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
  content.remove();
});

/** The content's check with the facts kept in `factsFile`, saved after it, as a publish does. */
async function check() {
  const facts = new FileFacts(factsFile);
  const { problems } = await loadContent(content.dir, { facts });
  await facts.save();
  return problems.map((problem) => problemIn(problem, "en"));
}

describe("the content's check", { timeout: 60_000 }, () => {
  it("reads no photo again that a run before it checked, and checks a photo replaced since as the first time", async () => {
    expect(await check()).toEqual([]);
    expect(photosRead.length).toBeGreaterThan(10);
    photosRead.length = 0;
    expect(await check()).toEqual([]);
    expect(photosRead).toEqual([]);

    // Half a photo, copied over one the facts know: read, and refused.
    writeFileSync(path.join(content.dir, "albums/schoolSportImages/1.jpg"), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    expect(await check()).toEqual([expect.stringMatching(/^content\/albums\/schoolSportImages\/1\.jpg: this file could not be opened as a photo/)]);
    expect(photosRead).toEqual([path.join(content.dir, "albums/schoolSportImages/1.jpg")]);
  });

  it("of the clerk's files (the preview's) reads no photo a publish checked in its copy, and the other way round; a photo changed since is read", async () => {
    // A publish: the content copied into its folder, and checked there.
    const publish = new FileFacts(factsFile);
    const copy = path.join(dir, "builds/1/content");
    await keepContent(content.dir, copy, undefined, publish);
    expect((await loadContent(copy, { facts: publish })).problems).toEqual([]);
    await publish.save();
    expect(photosRead.filter((file) => file.startsWith(copy)).length).toBeGreaterThan(10);
    photosRead.length = 0;
    // The preview, on the clerk's files, after the clerk replaced one photo.
    const replaced = path.join(content.dir, "albums/schoolSportImages/2.jpg");
    writeFileSync(replaced, readFileSync(path.join(content.dir, "albums/schoolSportImages/3.jpg")));
    expect(await check()).toEqual([]);
    expect(photosRead).toEqual([replaced]);
    photosRead.length = 0;
    // The next publish's copy of the replaced photo: known from the preview.
    const next = new FileFacts(factsFile);
    const nextCopy = path.join(dir, "builds/2/content");
    await keepContent(content.dir, nextCopy, { dir: copy, files: await contentFiles(copy) }, next);
    expect((await loadContent(nextCopy, { facts: next })).problems).toEqual([]);
    expect(photosRead).toEqual([]);
  });
});

describe("the facts kept between runs", () => {
  const file = () => path.join(dir, "a photo.jpg");
  const learnt = (facts: FileFacts, fact: string) => facts.of(file(), "kind", async () => fact);

  it("keep what another run learnt (the preview's, the publish's) though this run did not look at it", async () => {
    writeFileSync(file(), "the photo");
    const other = path.join(dir, "another photo.jpg");
    writeFileSync(other, "another photo");
    const preview = new FileFacts(factsFile);
    const publish = new FileFacts(factsFile);
    await learnt(preview, "the preview's");
    await preview.save();
    await publish.of(other, "kind", async () => "the publish's");
    await publish.save();
    expect(await learnt(new FileFacts(factsFile), "learnt again")).toBe("the preview's");
  });

  it("forget a fact no run looked at for 30 days", async () => {
    writeFileSync(file(), "the photo");
    vi.useFakeTimers({ now: new Date("2026-11-01T10:00:00Z"), toFake: ["Date"] });
    const first = new FileFacts(factsFile);
    await learnt(first, "first");
    await first.save();
    vi.setSystemTime(new Date("2026-11-30T10:00:00Z"));
    await new FileFacts(factsFile).save();
    expect(await learnt(new FileFacts(factsFile), "again")).toBe("first");
    vi.setSystemTime(new Date("2026-12-02T10:00:00Z"));
    await new FileFacts(factsFile).save();
    expect(await learnt(new FileFacts(factsFile), "again")).toBe("again");
  });
});
