import sharp from "sharp";

/**
 * A 12-megapixel phone photo: soft shapes under fine sensor grain, JPEG at quality 92, taken upright
 * (stored 4000 × 3000 with EXIF orientation 6), about 5 MB, as a school phone makes them.
 */
export async function phonePhoto() {
  const [width, height] = [4000, 3000];
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
