// What a PDF or a video carries besides what it shows, taken out before the site publishes it: a PDF's author
// and other document properties, its scripts and the actions that run on opening or on a click (JavaScript,
// launching a program, sending a form), its attached files and XMP metadata (pdf-lib); a video's location, its
// maker's tags and the times it was made (its MP4 boxes renamed to `free` and blanked in place, nothing
// re-encoded, no offset moved, so it plays as before). The clean copy is made once per file content into the
// school's .cache/files/, kept there while a publish holds it (as the photos' copies are); the content's check
// makes it, so a file that cannot be cleaned is refused before anything is published.
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from "pdf-lib";
import { type FileFacts, processFacts } from "./file-facts";
import { cacheDir } from "../folders";
import { type Said, said } from "./said";

/** Kept between publishes, in the school's folder: only a new or changed file is cleaned. */
export const cleanFilesCacheDir = path.join(cacheDir, "files");

// Part of every clean copy's name: changing what is taken out makes every copy again.
const CLEANING_VERSION = "1";

export type CleanedKind = "pdf" | "video";
/** Why a file cannot be cleaned, and so is not published. */
export type Refusal = "encryptedPdf" | "damagedPdf" | "damagedVideo";

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}

/** The content check's words (in English, as all of its problems) for a file refused, starting with `subject`. */
export const REFUSALS: Record<Refusal, (subject: Said) => Said> = {
  encryptedPdf: (subject) =>
    said(
      `${subject.en} is locked with a password or protected against changes, so the site cannot take its author's name and hidden scripts out of it. Open it, print it to a new PDF ("Save as PDF" as the printer), and put that PDF in its place.`,
      `${subject.hi} पर पासवर्ड या बदलाव से सुरक्षा लगी है, इसलिए साइट इसमें से लेखक का नाम और छिपी स्क्रिप्ट नहीं हटा सकती। इसे खोलें, नई PDF में प्रिंट करें (प्रिंटर में "Save as PDF" चुनें), और वह PDF इसकी जगह रखें।`,
    ),
  damagedPdf: (subject) =>
    said(
      `${subject.en} could not be read as a PDF: it may be damaged or only half copied. Open it on the computer, save it again as PDF, and put it back.`,
      `${subject.hi} PDF के रूप में पढ़ी नहीं जा सकी: शायद यह ख़राब है या आधी ही कॉपी हुई है। इसे कंप्यूटर पर खोलें, फिर से PDF के रूप में सहेजें, और वापस रखें।`,
    ),
  damagedVideo: (subject) =>
    said(
      `${subject.en} could not be read as an MP4 video: it may be damaged or only half copied. Copy it again from the phone or camera, or save it again as MP4 (H.264).`,
      `${subject.hi} MP4 वीडियो के रूप में पढ़ा नहीं जा सका: शायद यह ख़राब है या आधा ही कॉपी हुआ है। इसे फ़ोन या कैमरे से फिर से कॉपी करें, या फिर से MP4 (H.264) के रूप में सहेजें।`,
    ),
};

// ---- PDFs ----

/** Actions that run something or send something: the rest (go to a page, open a web address) stay. */
const ACTIVE_ACTIONS = new Set(["JavaScript", "Launch", "ImportData", "SubmitForm", "ResetForm", "GoToE", "GoToR", "RichMediaExecute", "Rendition", "Movie", "Sound"]);
/** Keys taken out wherever they are: actions run on events, scripts, attached files, XMP metadata, programs' private data, XFA forms (which hold scripts). */
const DROPPED_KEYS = ["AA", "OpenAction", "JS", "JavaScript", "EmbeddedFiles", "Metadata", "PieceInfo", "XFA"].map((key) => PDFName.of(key));
/** Keys whose value is an action, kept only when it is a passive one. */
const ACTION_KEYS = ["A", "Next"].map((key) => PDFName.of(key));

/** The PDF without its properties, scripts, active actions, attached files and XMP; saved uncompressed in its structure, so what it holds can be read. */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    throw new Refused(error instanceof EncryptedPDFError ? "encryptedPdf" : "damagedPdf");
  }
  try {
    if (pdf.getPageCount() === 0) throw new Error("no pages");
    cleanDocument(pdf);
    return await pdf.save({ useObjectStreams: false, updateFieldAppearances: false, addDefaultPage: false });
  } catch {
    // An object of a kind pdf-lib did not expect where one is looked for: a file it cannot vouch for.
    throw new Refused("damagedPdf");
  }
}

function cleanDocument(pdf: PDFDocument) {
  const { context } = pdf;
  const isActive = (value: PDFObject | undefined): boolean => {
    const action = value instanceof PDFRef ? context.lookup(value) : value;
    if (action instanceof PDFArray) return action.asArray().some(isActive);
    const type = action instanceof PDFDict ? action.get(PDFName.of("S")) : undefined;
    return type instanceof PDFName && ACTIVE_ACTIONS.has(type.decodeText());
  };
  const isAttachedFile = (annotation: PDFObject) => {
    const dict = annotation instanceof PDFRef ? context.lookup(annotation) : annotation;
    return dict instanceof PDFDict && dict.get(PDFName.of("Subtype")) === PDFName.of("FileAttachment");
  };
  const sweep = (object: PDFObject | undefined) => {
    if (object instanceof PDFStream) sweep(object.dict);
    else if (object instanceof PDFArray) object.asArray().forEach(sweep);
    else if (object instanceof PDFDict) {
      for (const key of DROPPED_KEYS) object.delete(key);
      for (const key of ACTION_KEYS) if (isActive(object.get(key))) object.delete(key);
      // A file attached to a page is a file of its own, published unseen.
      const annotations = object.lookup(PDFName.of("Annots"));
      if (annotations instanceof PDFArray) object.set(PDFName.of("Annots"), context.obj(annotations.asArray().filter((annotation) => !isAttachedFile(annotation))));
      for (const value of object.values()) if (!(value instanceof PDFRef)) sweep(value);
    }
  };
  for (const [, object] of context.enumerateIndirectObjects()) sweep(object);
  // The document's properties (author, creator, producer, title, dates, any others): none.
  context.trailerInfo.Info = undefined;
  dropUnreachable(pdf);
}

/** Removes every object the document no longer reaches from its catalog: pdf-lib would write them all. */
function dropUnreachable({ context, catalog }: PDFDocument) {
  const reached = new Set<PDFRef>();
  const visit = (object: PDFObject | undefined) => {
    if (object instanceof PDFRef) {
      if (reached.has(object)) return;
      reached.add(object);
      visit(context.lookup(object));
    } else if (object instanceof PDFStream) visit(object.dict);
    else if (object instanceof PDFArray) object.asArray().forEach(visit);
    else if (object instanceof PDFDict) for (const value of object.values()) visit(value);
  };
  visit(context.trailerInfo.Root);
  visit(catalog);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

// ---- Videos (MP4, QuickTime) ----

type Box = { type: string; start: number; header: number; end: number };

/** The box at `at` in `bytes` (which stand at `offset` in the file), inside a parent that ends at `limit`; a box that does not fit is a damaged file. */
function boxAt(bytes: Buffer, at: number, limit: number, offset = 0): Box {
  if (limit - at < 8 || bytes.length - at < 8) throw new Refused("damagedVideo");
  let size = bytes.readUInt32BE(at);
  let header = 8;
  if (size === 1) {
    if (bytes.length - at < 16) throw new Refused("damagedVideo");
    size = Number(bytes.readBigUInt64BE(at + 8));
    header = 16;
  } else if (size === 0) size = limit - at;
  if (size < header || at + size > limit) throw new Refused("damagedVideo");
  return { type: bytes.toString("latin1", at + 4, at + 8), start: offset + at, header, end: offset + at + size };
}

/** The boxes inside `parent`; `bytes` are the file's from `base` on. */
function childrenOf(bytes: Buffer, parent: Box, base: number): Box[] {
  const boxes: Box[] = [];
  for (let at = parent.start - base + parent.header; at < parent.end - base; ) {
    const box = boxAt(bytes, at, parent.end - base, base);
    boxes.push(box);
    at = box.end - base;
  }
  return boxes;
}

/** Metadata boxes: a maker's and a phone's tags (udta), location and keys (meta), and boxes of a maker's own kind (uuid: XMP, a camera's data). */
const METADATA_BOXES = new Set(["udta", "meta", "uuid"]);
/** Boxes that hold, among others, such metadata boxes: the movie, each track, its media and its media's information. */
const HOLDERS = new Set(["moov", "trak", "mdia", "minf"]);
/** Boxes with the times the video was made and changed, just after their version and flags. */
const DATED_BOXES = new Set(["mvhd", "tkhd", "mdhd"]);
/** Tracks a page plays: the others (a phone's or a camera's positions over time, subtitles, timecode) are blanked. */
const PLAYED_TRACKS = new Set(["vide", "soun"]);

/** The movie's bytes (`bytes`, the file's from `base` on), read and cleaned in place. */
class Movie {
  constructor(
    readonly bytes: Buffer,
    readonly base: number,
  ) {}

  child(parent: Box, type: string) {
    return childrenOf(this.bytes, parent, this.base).find((box) => box.type === type);
  }

  /** Where `box`'s contents start in the bytes. */
  inside(box: Box) {
    return box.start - this.base + box.header;
  }

  /** A 32-bit number at `at` in the bytes, inside `box`. */
  number(at: number, box: Box) {
    if (at + 4 > box.end - this.base) throw new Refused("damagedVideo");
    return this.bytes.readUInt32BE(at);
  }

  /** Turns `box` into a `free` box of the same size, all zeros inside: players skip it, nothing after it moves. */
  blank(box: Box) {
    this.bytes.write("free", box.start - this.base + 4, "latin1");
    this.bytes.fill(0, this.inside(box), box.end - this.base);
  }

  /** A track's kind (vide, soun, meta, text…), from its media's handler. */
  handlerOf(trak: Box) {
    const mdia = this.child(trak, "mdia");
    const hdlr = mdia && this.child(mdia, "hdlr");
    if (!hdlr || hdlr.end - hdlr.start < hdlr.header + 12) throw new Refused("damagedVideo");
    return this.bytes.toString("latin1", this.inside(hdlr) + 8, this.inside(hdlr) + 12);
  }

  /** Where a track's samples are in the file, chunk by chunk: [offset, length]. */
  chunksOf(trak: Box): [number, number][] {
    const mdia = this.child(trak, "mdia");
    const minf = mdia && this.child(mdia, "minf");
    const stbl = minf && this.child(minf, "stbl");
    const [stsz, stsc, offsets] = [stbl && this.child(stbl, "stsz"), stbl && this.child(stbl, "stsc"), stbl && (this.child(stbl, "stco") ?? this.child(stbl, "co64"))];
    if (!stsz || !stsc || !offsets) throw new Refused("damagedVideo");
    const fixedSize = this.number(this.inside(stsz) + 4, stsz);
    const sampleSize = (n: number) => fixedSize || this.number(this.inside(stsz) + 12 + 4 * n, stsz);
    const runs = Array.from({ length: this.number(this.inside(stsc) + 4, stsc) }, (_, i) => ({
      firstChunk: this.number(this.inside(stsc) + 8 + 12 * i, stsc),
      samples: this.number(this.inside(stsc) + 12 + 12 * i, stsc),
    }));
    const wide = offsets.type === "co64";
    const chunks: [number, number][] = [];
    let sample = 0;
    for (let chunk = 1; chunk <= this.number(this.inside(offsets) + 4, offsets); chunk++) {
      const samples = runs.findLast((run) => run.firstChunk <= chunk)?.samples ?? 0;
      let length = 0;
      for (let n = 0; n < samples; n++) length += sampleSize(sample++);
      const at = this.inside(offsets) + 8 + (wide ? 8 : 4) * (chunk - 1);
      const offset = wide ? this.number(at, offsets) * 2 ** 32 + this.number(at + 4, offsets) : this.number(at, offsets);
      chunks.push([offset, length]);
    }
    return chunks;
  }

  /** Cleans the metadata out of the movie; returns the parts of the file to blank (the samples of tracks no page plays). */
  clean(): [number, number][] {
    const elsewhere: [number, number][] = [];
    const clean = (parent: Box) => {
      for (const box of childrenOf(this.bytes, parent, this.base)) {
        if (METADATA_BOXES.has(box.type)) this.blank(box);
        else if (DATED_BOXES.has(box.type)) {
          const at = this.inside(box);
          const version = this.number(at, box) >>> 24;
          this.bytes.fill(0, at + 4, Math.min(at + 4 + (version === 1 ? 16 : 8), box.end - this.base));
        } else if (box.type === "trak" && !PLAYED_TRACKS.has(this.handlerOf(box))) {
          elsewhere.push(...this.chunksOf(box));
          this.blank(box);
        } else if (HOLDERS.has(box.type)) clean(box);
      }
    };
    clean(boxAt(this.bytes, 0, this.bytes.length, this.base));
    return elsewhere;
  }
}

/** Cleans the video in `file` in place (its copy): metadata boxes blanked, times zeroed, unplayed tracks' samples zeroed. */
async function cleanVideoFile(file: string) {
  const handle = await open(file, "r+");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(16);
    const top: Box[] = [];
    for (let at = 0; at < size; ) {
      const { bytesRead } = await handle.read(head, 0, 16, at);
      const box = boxAt(head.subarray(0, bytesRead), 0, size - at, at);
      top.push(box);
      at = box.end;
    }
    const moovs = top.filter((box) => box.type === "moov");
    if (top[0]?.type !== "ftyp" || moovs.length !== 1) throw new Refused("damagedVideo");
    for (const box of top) if (METADATA_BOXES.has(box.type)) await blankInFile(handle, box.start + 4, box.start + box.header, box.end);
    const moov = moovs[0]!;
    const bytes = Buffer.alloc(moov.end - moov.start);
    await handle.read(bytes, 0, bytes.length, moov.start);
    const unplayed = new Movie(bytes, moov.start).clean();
    await handle.write(bytes, 0, bytes.length, moov.start);
    for (const [at, length] of unplayed) {
      if (at + length > size) throw new Refused("damagedVideo");
      await blankInFile(handle, undefined, at, at + length);
    }
  } finally {
    await handle.close();
  }
}

/** In the file: `free` written at `typeAt` (when given), zeros from `from` to `to`, 64 kB at a time. */
async function blankInFile(handle: FileHandle, typeAt: number | undefined, from: number, to: number) {
  if (typeAt !== undefined) await handle.write(Buffer.from("free", "latin1"), 0, 4, typeAt);
  const zeros = Buffer.alloc(64 * 1024);
  for (let at = from; at < to; at += zeros.length) await handle.write(zeros, 0, Math.min(zeros.length, to - at), at);
}

// ---- The clean copies ----

/** What is known of a file: the name of its clean copy, or why it has none. */
type Cleaning = { copy: string } | { refused: Refusal };

async function contentHash(file: string, kind: CleanedKind) {
  const hash = createHash("sha256").update(`${CLEANING_VERSION} ${kind}\n`);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex").slice(0, 24);
}

/** Makes the clean copy of `file` as `copy`: under a name of this process first, since the preview and a publish may clean the same file at once. */
async function makeCleanCopy(file: string, kind: CleanedKind, copy: string) {
  await mkdir(path.dirname(copy), { recursive: true });
  const partial = `${copy}.${process.pid}.partial`;
  try {
    if (kind === "pdf") await writeFile(partial, await cleanPdf(await readFile(file)));
    else {
      await copyFile(file, partial);
      await cleanVideoFile(partial);
    }
    await rename(partial, copy);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * The clean copy of a PDF or a video (its path in the school's cache), made when missing; or why it cannot be
 * made. `facts` remember it by the file's identity, so an unchanged file is not even read again.
 */
export async function cleanCopy(file: string, kind: CleanedKind, facts: FileFacts = processFacts): Promise<Cleaning> {
  const learn = async (): Promise<Cleaning> => {
    const copy = path.join(cleanFilesCacheDir, `${await contentHash(file, kind)}.${kind === "pdf" ? "pdf" : "mp4"}`);
    try {
      if (!existsSync(copy)) await makeCleanCopy(file, kind, copy);
      return { copy };
    } catch (error) {
      if (error instanceof Refused) return { refused: error.refusal };
      throw error;
    }
  };
  const known = await facts.of(file, `clean ${CLEANING_VERSION} ${kind}`, learn);
  // A copy a publish has let go since (lib/publish/media.ts prunes what no publish holds) is made again.
  if ("copy" in known && !existsSync(known.copy)) await makeCleanCopy(file, kind, known.copy);
  return known;
}
