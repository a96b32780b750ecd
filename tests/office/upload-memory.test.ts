// The office's memory whatever a signed-in person sends (issue 35, point 8): one album request of 30 photos of
// 19 MB each (570 MB), as fast as the loopback takes it, while the office process's peak resident memory is read
// (VmHWM). It once took the office from 232 to 817 MB (every photo read whole, all at once); under 400 MB now.
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type School, schoolFolder } from "../support/school";
import { type OfficeProcess, startOfficeProcess, stopAll } from "./office-process";
import { CLERK, CLERK_PASSWORD } from "./support";

const PHOTOS = 30;
const CEILING_MB = 400;

let school: School;
let office: OfficeProcess;

beforeAll(async () => {
  school = await schoolFolder("upload-memory", { published: false });
  office = await startOfficeProcess(school.dir, { [CLERK]: CLERK_PASSWORD }, { PREVIEW_PORT: "0" });
}, 300_000);

afterAll(() => stopAll({ office, school }));

/** The office's peak resident memory so far, in MB. */
const peakMB = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${office.child.pid}/status`, "utf8"))![1]) / 1024;

/** A photo of about 19 MB that the office takes: 24 megapixels of grain, at JPEG's highest quality. */
const bigPhoto = () =>
  sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 36 } } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** The session cookie of the clerk, signed in with the password as the sign-in page's form sends it. */
async function signedIn() {
  const answer = await fetch(`${office.origin}/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ name: CLERK, password: CLERK_PASSWORD }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

it(`stays under ${CEILING_MB} MB while an album request brings ${PHOTOS} photos of 19 MB`, async () => {
  const photo = await bigPhoto();
  expect(photo.length).toBeGreaterThan(18e6);
  expect(photo.length).toBeLessThan(20 * 1024 * 1024);
  const cookie = await signedIn();
  const before = peakMB();

  const boundary = "thirty-photos";
  const part = (n: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="IMG_${1000 + n}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const newline = Buffer.from("\r\n");
  const body = Readable.from(
    (function* () {
      for (let n = 0; n < PHOTOS; n++) yield* [part(n), photo, newline];
      yield end;
    })(),
  );
  const length = PHOTOS * (part(0).length + photo.length + 2) + end.length;
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const sending = request(
      `${office.origin}/albums/schoolFunctionImages/photos`,
      { method: "POST", headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": length } },
      (res) => resolve(res.resume().statusCode ?? 0),
    );
    sending.on("error", reject);
    body.pipe(sending);
  });
  const after = peakMB();
  console.log(`${PHOTOS} photos of ${(photo.length / 1e6).toFixed(1)} MB into an album in ${((performance.now() - started) / 1000).toFixed(0)} s: the office's peak memory ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after.`);

  expect(status).toBe(200);
  const album = await readdir(path.join(school.dir, "content/albums/schoolFunctionImages"));
  expect(album.filter((name) => /^IMG_1\d{3}\.jpg$/.test(name))).toHaveLength(PHOTOS);
  expect(after).toBeLessThan(CEILING_MB);
  // Nothing of the request left in the office's holding folder.
  expect(await readdir(path.join(office.dataDir, "editor-uploads"))).toEqual([]);
}, 600_000);
