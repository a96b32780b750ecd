import sharp from "sharp";

/**
 * A 12-megapixel phone photo: soft shapes under fine sensor grain, JPEG at quality 92, taken upright
 * (stored 4000 × 3000 with EXIF orientation 6), about 5 MB, as a school phone makes them.
 */
const [width, height] = [4000, 3000];

export async function phonePhoto() {
  const noise = (w: number, h: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } });
  const grain = await noise(width, height, 16).raw().toBuffer();
  return noise(80, 60, 60)
    .blur(1.5)
    .resize(width, height)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * `count` different phone photos, quickly: one scene (a phonePhoto), each with a patch of colour of its own in
 * a place of its own, encoded as the phone does (about a second each, where phonePhoto takes several).
 */
export async function* phonePhotos(count: number) {
  const scene = await sharp(await phonePhoto()).raw().toBuffer();
  for (let i = 0; i < count; i++) {
    const patch = { create: { width: 400, height: 300, channels: 3 as const, background: { r: (i * 67) % 256, g: (i * 131) % 256, b: (i * 199) % 256 } } };
    yield sharp(scene, { raw: { width, height, channels: 3 } })
      .composite([{ input: patch, left: (i * 373) % (width - 400), top: (i * 211) % (height - 300), blend: "overlay" }])
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  }
}
