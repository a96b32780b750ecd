// A PDF and a video are published without what they carry unseen: the PDF's author, its scripts run on opening
// and its XMP; the video's location (an Android phone's ©xyz, an iPhone's location key), its dates, and a
// track of positions over time; the video still plays as it did (mp4box reads the same tracks, duration and
// picture bytes). A PDF that cannot be read is refused, named, in the office's words.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createFile, type Movie, MP4BoxBuffer } from "mp4box";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Problem, problemIn } from "../../lib/content/read-yaml";
import { FILES_DIR } from "../../lib/content/site-data";
import { makeSiteData } from "../../lib/publish/site-data";
import { FileFacts } from "../../lib/content/file-facts";
import { documentUrl, VIDEO_URL } from "../../lib/site/public-paths";
import { copyContent, type ContentCopy } from "../support/content-copy";

const AUTHOR = "Sunita Sharma";
const LOCATION = "+27.1234+078.5678/";

let content: ContentCopy;
let outDir: string;
beforeEach(() => {
  content = copyContent();
  outDir = mkdtempSync(path.join(tmpdir(), "published-files-"));
});
afterEach(() => {
  content.remove();
  rmSync(outDir, { recursive: true, force: true });
});

const publish = () => makeSiteData({ contentDir: content.dir, outDir, code: "test", facts: new FileFacts() });
const published = (url: string) => readFileSync(path.join(outDir, FILES_DIR, url));

/** A one-page PDF with an author, a script run on opening, a named script and XMP naming the author. */
async function activePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Fee structure 2026-27");
  pdf.setAuthor(AUTHOR);
  pdf.setCreator(`Word (${AUTHOR}'s laptop)`);
  const { context, catalog } = pdf;
  catalog.set(PDFName.of("OpenAction"), context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('opened')") }));
  const named = context.register(context.obj({ S: "JavaScript", JS: PDFString.of("app.launchURL('http://tracker.example')") }));
  catalog.set(PDFName.of("Names"), context.obj({ JavaScript: context.obj({ Names: [PDFString.of("track"), named] }) }));
  catalog.set(PDFName.of("Metadata"), context.register(context.stream(`<x:xmpmeta><dc:creator>${AUTHOR}</dc:creator></x:xmpmeta>`, { Type: "Metadata", Subtype: "XML" })));
  return pdf.save({ useObjectStreams: false });
}

describe("a published PDF", () => {
  it("has no author, no script, no action on opening and no XMP, and still reads", async () => {
    const original = await activePdf();
    expect(Buffer.from(original).toString("latin1")).toContain("/OpenAction");
    writeFileSync(path.join(content.dir, "documents/fee-structure.pdf"), original);
    expect(await publish()).not.toHaveProperty("problems");
    const bytes = published(documentUrl("fee-structure"));
    const raw = bytes.toString("latin1");
    for (const carried of ["/JavaScript", "/OpenAction", "/JS", "/Metadata", AUTHOR, "tracker.example"]) expect(raw).not.toContain(carried);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect([pdf.getPageCount(), pdf.getAuthor(), pdf.getCreator(), pdf.getProducer()]).toEqual([1, undefined, undefined, undefined]);
    expect(pdf.catalog.get(PDFName.of("Names"))).toBeDefined();
  });

  it("of a notice is offered at the size of its clean copy", async () => {
    const made = await publish();
    if ("problems" in made) throw new Error(made.problems.map((problem) => problemIn(problem, "en")).join("\n"));
    const { attachment } = made.content.site.en.notices.find((notice) => notice.attachment?.kind === "pdf")!;
    expect(attachment!.bytes).toBe(published(attachment!.src).length);
  });

  it("that cannot be read is refused, named, saying why", async () => {
    writeFileSync(path.join(content.dir, "documents/fee-structure.pdf"), "%PDF-1.7\nnot a PDF after all");
    const made = await publish();
    expect(made).toHaveProperty("problems");
    const line = content.lineOf("documents.yaml", "file: documents/fee-structure.pdf");
    expect((made as { problems: Problem[] }).problems.map((problem) => problemIn(problem, "en"))).toContain(
      `content/documents.yaml, line ${line} (Document 8, PDF): content/documents/fee-structure.pdf could not be read as a PDF: it may be damaged or only half copied. Open it on the computer, save it again as PDF, and put it back.`,
    );
  });
});

// ---- An MP4 with a location, made from the sample video ----

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};
const u32 = (...values: number[]) => Buffer.concat(values.map((value) => Buffer.from([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255])));
const text = (value: string) => Buffer.from(value, "latin1");

/** The boxes directly inside `bytes` from `from` to `to`: type, where, size. */
function boxes(bytes: Buffer, from: number, to: number) {
  const found: { type: string; at: number; size: number }[] = [];
  for (let at = from; at < to; at += bytes.readUInt32BE(at)) found.push({ type: bytes.toString("latin1", at + 4, at + 8), at, size: bytes.readUInt32BE(at) });
  return found;
}

/**
 * The sample video with, added to its movie: an Android phone's location (udta/©xyz), an iPhone's (meta: keys
 * and ilst), its date, and a track of positions over time whose one sample is in an mdat of its own at the end.
 */
function videoWithLocation(sample: Buffer) {
  const moov = boxes(sample, 0, sample.length).find((b) => b.type === "moov")!;
  const position = text(`GPS ${LOCATION} 2026-11-25`);
  const androidLocation = box("udta", box("\xa9xyz", u32(LOCATION.length << 16), text(LOCATION)));
  const iphoneLocation = box(
    "meta",
    u32(0),
    box("hdlr", u32(0, 0), text("mdta"), u32(0, 0, 0), Buffer.from([0])),
    box("keys", u32(0, 1), box("mdta", text("com.apple.quicktime.location.ISO6709"))),
    box("ilst", box("\0\0\0\x01", box("data", u32(1, 0), text(LOCATION)))),
  );
  const stbl = (chunkOffset: number) =>
    box("stbl", box("stsd", u32(0, 1), box("mett", Buffer.alloc(6), Buffer.from([0, 1]), text("\0text/plain\0"))), box("stts", u32(0, 1, 1, 1000)), box("stsc", u32(0, 1, 1, 1, 1)), box("stsz", u32(0, 0, 1, position.length)), box("stco", u32(0, 1, chunkOffset)));
  const positionsTrack = (chunkOffset: number) =>
    box("trak", box("tkhd", u32(0, 0, 0, 9), Buffer.alloc(68)), box("mdia", box("mdhd", u32(0, 0, 0, 1000, 1000, 0)), box("hdlr", u32(0, 0), text("meta"), u32(0, 0, 0), Buffer.from([0])), box("minf", stbl(chunkOffset))));
  const added = androidLocation.length + iphoneLocation.length + positionsTrack(0).length;
  // The movie comes before the pictures (as phones and ffmpeg's faststart write it): what is added moves them.
  const movie = Buffer.from(sample.subarray(moov.at, moov.at + moov.size));
  for (const at of findAll(movie, "stco")) {
    const count = movie.readUInt32BE(at + 12);
    for (let i = 0; i < count; i++) movie.writeUInt32BE(movie.readUInt32BE(at + 16 + 4 * i) + added, at + 16 + 4 * i);
  }
  const mvhd = findAll(movie, "mvhd")[0]!;
  movie.writeUInt32BE(3_847_000_000, mvhd + 8); // a date in 2025, seconds since 1904
  const endOfFile = sample.length + added;
  const newMoov = box("moov", movie.subarray(8), androidLocation, iphoneLocation, positionsTrack(endOfFile + 8));
  return Buffer.concat([sample.subarray(0, moov.at), newMoov, sample.subarray(moov.at + moov.size), box("mdat", position)]);
}

/** Where each box of `type` starts inside `bytes` (its size field), by its name. */
function findAll(bytes: Buffer, type: string) {
  const found: number[] = [];
  for (let at = bytes.indexOf(type, 0, "latin1"); at >= 0; at = bytes.indexOf(type, at + 1, "latin1")) found.push(at - 4);
  return found;
}

/** What mp4box reads of a video: the movie's duration, its tracks (kind, samples, duration), and a hash of each picture's bytes where the movie says they are. */
function read(bytes: Buffer) {
  const file = createFile();
  let info: Movie | undefined;
  const pictures: string[] = [];
  file.onReady = (ready) => {
    info = ready;
    const video = ready.tracks.find((track) => track.type === "video")!;
    file.setExtractionOptions(video.id, null, { nbSamples: video.nb_samples });
    file.start();
  };
  file.onSamples = (_id, _user, samples) => pictures.push(...samples.map((sample) => createHash("sha256").update(sample.data!).digest("hex")));
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer, 0));
  file.flush();
  if (!info) throw new Error("mp4box could not read the video");
  return { duration: info.duration / info.timescale, tracks: info.tracks.map((t) => `${t.type} ${t.nb_samples} ${t.duration}`), pictures };
}

describe("the published video", () => {
  it("has no location, no dates and no track of positions, and plays as before", async () => {
    const sample = readFileSync(path.join(content.dir, "video/school.mp4"));
    const located = videoWithLocation(sample);
    expect(located.toString("latin1")).toContain(LOCATION);
    const before = read(located);
    expect(before.tracks).toHaveLength(2);
    writeFileSync(path.join(content.dir, "video/school.mp4"), located);
    expect(await publish()).not.toHaveProperty("problems");
    const video = published(VIDEO_URL);
    expect(video.length).toBe(located.length);
    for (const carried of [LOCATION, "+27.1234", "com.apple.quicktime.location", "\xa9xyz"]) expect(video.toString("latin1")).not.toContain(carried);
    expect(video.readUInt32BE(findAll(video, "mvhd")[0]! + 12)).toBe(0);
    const after = read(video);
    expect(after.duration).toBe(before.duration);
    // The pictures' track as it was (its samples, its duration); the track of positions gone.
    expect(after.tracks).toEqual(before.tracks.filter((track) => track.startsWith("video")));
    // Every picture's bytes where the movie says they are (the offsets still right), the same as before.
    expect(after.pictures).toHaveLength(168);
    expect(after.pictures).toEqual(before.pictures);
    expect(after.pictures).toEqual(read(sample).pictures);
  });

  it("that is not a readable MP4 is refused, named, saying why", async () => {
    const sample = readFileSync(path.join(content.dir, "video/school.mp4"));
    writeFileSync(path.join(content.dir, "video/school.mp4"), sample.subarray(0, 1000));
    const made = await publish();
    const line = content.lineOf("home.yaml", "file: video/school.mp4");
    expect((made as { problems: Problem[] }).problems.map((problem) => problemIn(problem, "en"))).toContain(
      `content/home.yaml, line ${line} (Video, file): content/video/school.mp4 could not be read as an MP4 video: it may be damaged or only half copied. Copy it again from the phone or camera, or save it again as MP4 (H.264).`,
    );
  });
});
