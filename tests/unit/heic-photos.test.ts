// An iPhone's photo (HEIC) copied into an album by hand is published like any other: the photo pipeline reads it
// through libheif and makes its copies from it, upright and at its own size.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { buildMedia, variantFiles } from "../../lib/publish/media";

const cacheDir = mkdtempSync(path.join(tmpdir(), "school-heic-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("the photo pipeline", () => {
  it("makes a HEIC photo's copies (AVIF, WebP, JPEG) at its size", async () => {
    const src = "/images/schoolSportImages/6.jpg";
    const { manifest } = await buildMedia({ jobs: [{ src, file: path.join(import.meta.dirname, "../fixtures/IMG_0007.HEIC"), ladder: [320, 480] }], cacheDir });
    const entry = manifest[src]!;
    expect([entry.width, entry.height, entry.fallback]).toEqual([320, 240, "jpeg"]);
    const copies = variantFiles(src, entry);
    expect(copies.map((copy) => copy.format).sort()).toEqual(["avif", "jpeg", "webp"]);
    for (const copy of copies) expect(existsSync(path.join(cacheDir, copy.file)), copy.file).toBe(true);
    const jpeg = copies.find((copy) => copy.format === "jpeg")!;
    expect(await sharp(path.join(cacheDir, jpeg.file)).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
  });
});
