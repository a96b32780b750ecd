// The uploads the editor holds for their save (office/editor/uploads.ts): in the office's folder, emptied when the
// office starts; an upload never saved let go after HELD_FOR_MS;
// a body over the limit kept nowhere.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_FOR_MS, holdUpload, holdUploadsIn, letGoUnsaved, receiveBody, withUploads } from "../../office/editor/uploads";

let folder: string;
const held = () => path.join(folder, "uploads");
const contentDir = () => path.join(folder, "content");

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "editor-uploads-"));
  await mkdir(path.join(contentDir(), "photos"), { recursive: true });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("the uploads held for their save", () => {
  it("are emptied when the office starts: none of them was saved", async () => {
    await mkdir(held(), { recursive: true });
    await writeFile(path.join(held(), "left-by-the-last-run.jpg"), "x");
    await holdUploadsIn(held());
    expect(await readdir(held())).toEqual([]);
  });

  it("let go one never saved after the time it is held, and one cut off as it arrived", async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#369" } }).png().toBuffer();
    const chosen = await holdUpload(contentDir(), "photos", "Prize day.png", (await receiveBody(Readable.from([photo]), photo.length))!, true);
    expect(chosen).toEqual({ value: "photos/Prize day.png" });
    const stray = path.join(held(), "cut-off");
    await writeFile(stray, "half");
    const old = (Date.now() - HELD_FOR_MS - 1000) / 1000;
    await utimes(stray, old, old);
    expect(await readdir(held())).toHaveLength(2);

    // Not yet: it is kept, and a save takes it.
    const isPlace = (value: string) => value.startsWith("photos/");
    await letGoUnsaved(Date.now() + HELD_FOR_MS - 60_000);
    expect(await readdir(held())).toHaveLength(1);
    const uploads = new Map<string, string>();
    const named: string[] = [];
    expect(withUploads({ photo: "/photos/Prize day.png", link: "/admissions" }, isPlace, uploads, named)).toEqual({ photo: "photos/Prize day.png", link: "/admissions" });
    expect([uploads.size, named]).toEqual([1, []]);

    // After it: gone from the disk, and named as not held (the save then tells the clerk: office/editor/gate.ts).
    await letGoUnsaved(Date.now() + HELD_FOR_MS + 1000);
    expect(await readdir(held())).toEqual([]);
    const later = new Map<string, string>();
    expect(withUploads({ photo: "/photos/Prize day.png" }, isPlace, later, named)).toEqual({ photo: "photos/Prize day.png" });
    expect([later.size, named]).toEqual([0, ["photos/Prize day.png"]]);
  });

  it("keep nothing of a body over the limit, and take one under it to a file", async () => {
    const chunks = (count: number) => Readable.from(Array.from({ length: count }, () => Buffer.alloc(1024, 1)));
    expect(await receiveBody(chunks(11), 10 * 1024)).toBeUndefined();
    expect(await readdir(held())).toEqual([]);
    const file = await receiveBody(chunks(10), 10 * 1024);
    expect(path.dirname(file!)).toBe(held());
    expect((await readdir(held())).length).toBe(1);
  });
});
