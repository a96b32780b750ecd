// A file sent to the editor's photo picker (POST /edit/upload) goes to disk as it arrives, in the office's own
// folder, never whole into memory (issue 35, "Memory and disk on demand"). Measured in the office's process, as
// what it holds: its heap and its buffers, after a garbage collection (what is merely waiting to be collected is
// not held), each time another 4 MB is sent, from 12 MB on; the least of those is what it kept holding (one
// measure may catch a few MB in passage, in the socket and the file's writes). A request of 100 MB, cut at the
// office's limit, and a document just under the limit, taken whole, each raise it by a few MB at most; buffered,
// as before, by what arrived so far (8 MB and more once 12 MB are sent: a few MB are still on their way).
import { readdir, readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_LIMIT } from "../../office/routing";
import { WORDS } from "../../office/words";
import { type Office, startEditorOffice } from "./support";

const MB = 1024 * 1024;
/** How much more the office may keep holding while it takes one upload. */
const ALLOWED_RISE = 3 * MB;

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
/** What the process holds now: its heap and its buffers, once the garbage is collected. */
function held() {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

let editing: Awaited<ReturnType<typeof startEditorOffice>>;
let office: Office;
let cookie: string;
const heldFolder = () => editing.uploads;

beforeAll(async () => {
  editing = await startEditorOffice("editor-uploads");
  ({ office, cookie } = editing);
}, 60_000);

afterAll(() => editing.close());

/**
 * Sends `total` bytes to the picker, `first` then zeros, 64 kB at a time, as a browser streams a file (without
 * saying its size unless `declared`); the office's answer, once it came (the rest of the body may then go unsent),
 * and how much more the process kept holding meanwhile: the least it held more, of the measures taken each time
 * another 4 MB was sent, from 12 MB on.
 */
function send(query: Record<string, string>, total: number, { first = Buffer.alloc(0), declared = false } = {}) {
  const before = held();
  const measures: number[] = [];
  return new Promise<{ status: number; body: string; rise: number }>((resolve, reject) => {
    const req = httpRequest(`${office.url}/edit/upload?${new URLSearchParams(query)}`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/octet-stream", ...(declared ? { "content-length": String(total) } : {}) },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString("utf8"), rise: Math.min(...measures.slice(2)) });
        req.destroy();
      });
    });
    req.on("error", (error) => !answered && reject(error));
    // Told before it is sent: the headers alone go first, and the body waits for the office's answer.
    if (declared) return void req.flushHeaders();
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const more = () => {
      while (sent < total && !answered) {
        const piece = sent === 0 && first.length > 0 ? Buffer.concat([first, chunk]).subarray(0, chunk.length) : chunk;
        const part = piece.subarray(0, Math.min(piece.length, total - sent));
        sent += part.length;
        if (sent % (4 * MB) < part.length) measures.push(held() - before);
        if (!req.write(part)) return void req.once("drain", more);
      }
      req.end();
    };
    more();
  });
}

describe("an upload to the editor", () => {
  it("of 100 MB is counted as it arrives, cut at the office's limit, kept nowhere, and raises what the office holds by a few MB at most", async () => {
    // Once first, so that what any first request loads is not counted.
    expect((await send({ folder: "photos", name: "warm.jpg" }, MB)).status).toBe(422);
    const answer = await send({ folder: "photos", name: "huge.jpg" }, 100 * MB);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { problem: `huge.jpg: ${WORDS.en.tooLarge}` }]);
    expect(answer.rise).toBeLessThan(ALLOWED_RISE);
    expect(await readdir(heldFolder())).toEqual([]);
  }, 120_000);

  it("that says it is larger than the limit is refused at once, before it is sent", async () => {
    const answer = await send({ folder: "documents", name: "huge.pdf", photosOnly: "false" }, 100 * MB, { declared: true });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { problem: `huge.pdf: ${WORDS.en.tooLarge}` }]);
    expect(await readdir(heldFolder())).toEqual([]);
  }, 60_000);

  it("of a document just under the limit is taken to disk whole, checked there, and held for its save, with a few MB more held meanwhile", async () => {
    // A real PDF, then zeros (white space to a PDF's reader): the check reads it, and makes its clean copy, as any PDF's.
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const answer = await send({ folder: "documents", name: "Fee structure.pdf", photosOnly: "false" }, UPLOAD_LIMIT - MB, { first: Buffer.from(await pdf.save()) });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { value: "documents/Fee structure.pdf" }]);
    expect(answer.rise).toBeLessThan(ALLOWED_RISE);
    const files = await readdir(heldFolder());
    expect(files).toHaveLength(1);
    expect((await readFile(path.join(heldFolder(), files[0]!))).length).toBe(UPLOAD_LIMIT - MB);
  }, 120_000);
});
