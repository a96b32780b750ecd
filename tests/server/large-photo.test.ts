// A school drops a 5 MB photo straight from a phone into a card folder: the pipeline caps it, and what
// the site serves for it stays light.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MediaEntry, srcSet, variantUrl } from "../../lib/site/media-variants";
import { buildMedia, LADDERS, linkMedia, MAX_EDGE, pruneMediaCache } from "../../lib/publish/media";
import { dataFiles } from "../../server/static-files";
import { phonePhoto } from "../support/phone-photo";

const SRC = "/images/schoolClubImages/1.jpg";
const scratch = mkdtempSync(path.join(os.tmpdir(), "large-photo-"));
const publicDir = path.join(scratch, "public");
const cacheDir = path.join(scratch, "cache");
const dataDir = path.join(scratch, "data");
const mediaDir = path.join(dataDir, "files/media");

let entry: MediaEntry;
let made: number;
let app: express.Express;
beforeAll(async () => {
  mkdirSync(path.dirname(path.join(publicDir, SRC)), { recursive: true });
  writeFileSync(path.join(publicDir, SRC), await phonePhoto());
  const result = await buildMedia({ jobs: [{ src: SRC, file: path.join(publicDir, SRC), ladder: LADDERS.wide }], cacheDir });
  entry = result.manifest[SRC]!;
  made = result.made;
  await linkMedia(result.manifest, cacheDir, mediaDir);
  app = express().use(dataFiles(() => ({ dir: dataDir, id: "data", code: "", content: { en: {}, hi: {} } as never, media: result.manifest })));
}, 180_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An AVIF's chroma subsampling, from its AV1 configuration box (av1C): two bits after its marker and level. */
function avifChroma(avif: Buffer) {
  const flags = avif[avif.indexOf("av1C") + 4 + 2]!;
  const [x, y] = [(flags >> 3) & 1, (flags >> 2) & 1];
  return x && y ? "4:2:0" : x ? "4:2:2" : "4:4:4";
}

describe("a 5 MB phone photo in a card folder", () => {
  it("is a realistic fixture", () => {
    expect(statSync(path.join(publicDir, SRC)).size).toBeGreaterThan(4_000_000);
  });

  it("is capped at 2000 px, upright, and never enlarged", () => {
    expect(made).toBe(1);
    expect(entry).toMatchObject({ width: 1500, height: MAX_EDGE, widths: [320, 480, 720, 960, 1500], fallback: "jpeg" });
  });

  it("is served as light copies: what a 390 px phone picks is under 80 kB, the full-size link under 1 MB", async () => {
    for (const format of ["avif", "webp", "jpeg"] as const) {
      for (const width of entry.widths) {
        const res = await request(app).get(variantUrl(SRC, entry, width, format));
        expect(res.status).toBe(200);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const { width: servedWidth } = await sharp(res.body as Buffer).metadata();
        expect(servedWidth).toBe(width);
        const limit = width <= 480 ? 80_000 : 1_000_000;
        expect(Number(res.headers["content-length"]), `${format} ${width}`).toBeLessThan(limit);
      }
    }
    expect(srcSet(SRC, entry, "avif")).toMatch(/ 320w, .* 480w, .* 960w, .* 1500w$/);
  });

  it("keeps its colour at half resolution in AVIF (4:2:0), as the phone's JPEG did: about a third lighter than full colour", async () => {
    const res = await request(app).get(variantUrl(SRC, entry, 720, "avif"));
    expect(avifChroma(res.body as Buffer)).toBe("4:2:0");
  });

  it("while a crest with transparency keeps its colour at full resolution (4:4:4): its sharp coloured edges need it", async () => {
    const crest = "/images/crest.png";
    const file = path.join(publicDir, crest);
    // A red disc on a transparent square.
    const disc = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="40" fill="#c00"/></svg>');
    writeFileSync(file, await sharp(disc).png().toBuffer());
    const made = await buildMedia({ jobs: [{ src: crest, file, ladder: [96] }], cacheDir });
    const crestEntry = made.manifest[crest]!;
    expect(crestEntry.fallback).toBe("png");
    await linkMedia(made.manifest, cacheDir, mediaDir);
    const res = await request(app).get(variantUrl(crest, crestEntry, 96, "avif"));
    expect(avifChroma(res.body as Buffer)).toBe("4:4:4");
  });

  it("leaves alone in the cache a copy another publish is writing at the same moment, and removes one an interrupted publish left", async () => {
    const writing = path.join(cacheDir, `new-photo-1500.jpg.${process.pid}.partial`);
    // A process id no process has (Linux's ids stay below 2^22).
    const leftover = path.join(cacheDir, "old-photo-1500.jpg.99999999.partial");
    writeFileSync(writing, "");
    writeFileSync(leftover, "");
    const { manifest } = await buildMedia({ jobs: [{ src: SRC, file: path.join(publicDir, SRC), ladder: LADDERS.wide }], cacheDir });
    await pruneMediaCache(cacheDir, manifest);
    expect(existsSync(writing)).toBe(true);
    expect(existsSync(leftover)).toBe(false);
    rmSync(writing);
  });

  it("is not encoded again when it has not changed", async () => {
    const again = await buildMedia({ jobs: [{ src: SRC, file: path.join(publicDir, SRC), ladder: LADDERS.wide }], cacheDir });
    expect(again.made).toBe(0);
    expect(again.manifest[SRC]).toEqual(entry);
  });
});
