// The quick notice form for a phone: what was typed becomes one file in content/notices/, checked first with the
// build's own rules (office/editor/check.ts) and each mistake put beside the field it is about; a photo or a PDF is
// checked as the editor checks one (office/editor/uploads.ts: an iPhone's HEIC made a JPEG, a file that is not what
// its name says refused) and kept beside the notice under the notice's own name. Nothing typed is lost: a form
// with a mistake comes back filled in, its file still held.
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isMap, isScalar, LineCounter, type Node, parseDocument, stringify } from "yaml";
import { noticeFile as noticeSchema } from "../../lib/content/schema";
import { indiaDate } from "../../lib/site/dates";
import { problemsAfter } from "../editor/check";
import { writeSaved } from "../editor/save";
import { heldFile, receiveUpload, saved } from "../editor/uploads";
import { fieldInWords } from "../../lib/content/read-yaml";

/** The form's fields, in the file's order; `text` and `text_hi` hold paragraphs separated by empty lines. */
export const NOTICE_FIELDS = ["title", "title_hi", "published", "last_day", "category", "classes", "classes_hi", "text", "text_hi", "attachment"] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];
export type NoticeValues = Partial<Record<NoticeField, string>>;
const REQUIRED: NoticeField[] = ["title", "published", "category", "text"];
/** A file chosen and checked, held until the notice is saved: its place as the editor's uploads name it, and the name the clerk chose. */
export type HeldAttachment = { held: string; name: string };
export type NoticeOutcome = { saved: string } | { problems: Partial<Record<NoticeField | "form", string[]>> };

const paragraphs = (text = "") =>
  text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** "School closed today" → "school-closed-today"; letters of other scripts go, so the address stays plain. */
const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "notice";

/** The notice's file name: its day and its title, made unique in the folder. */
function fileNameFor(contentDir: string, values: NoticeValues) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(values.published ?? "") ? values.published! : indiaDate(new Date());
  const base = `${day}-${slugOf(values.title ?? "")}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!existsSync(path.join(contentDir, "notices", `${name}.yaml`))) return name;
  }
}

/** The notice as a file, and which of its lines belong to which field (for the build's messages, which name a line). */
function noticeFile(values: NoticeValues, attachment?: string) {
  const entries: [NoticeField, unknown][] = [];
  for (const field of NOTICE_FIELDS) {
    const value = field === "attachment" ? attachment : field === "text" || field === "text_hi" ? paragraphs(values[field]) : values[field]?.trim();
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    entries.push([field, value]);
  }
  const text = stringify(Object.fromEntries(entries), { lineWidth: 0 });
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const lineOf = new Map<number, NoticeField>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value) as NoticeField;
      const start = pair.key.range![0];
      const end = (pair.value as Node | null)?.range?.[2] ?? text.length;
      for (let line = lines.linePos(start).line; line <= lines.linePos(Math.max(start, end - 1)).line; line++) lineOf.set(line, key);
    }
  }
  return { text, lineOf };
}

/** What a notice may carry: a photo (as the site takes them, HEIC made JPEG) or a PDF. */
const ATTACHMENT = /\.(?:jpe?g|png|webp|heic|heif|pdf)$/i;

/** Checks a chosen file as the editor does; the held file, or what is wrong with it. */
export async function holdAttachment(contentDir: string, name: string, bytes: Buffer): Promise<HeldAttachment | { problem: string }> {
  if (!ATTACHMENT.test(name)) return { problem: `${name} is neither a photo nor a PDF: choose a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF.` };
  // A photo is checked as a photo (its own message when it is not one); a PDF as a PDF.
  const result = await receiveUpload(contentDir, "notices", name, bytes, !/\.pdf$/i.test(name));
  return "problem" in result ? result : { held: result.value, name };
}

/**
 * Saves the notice typed into the form (and its held attachment), or says what to correct, field by field.
 * Written beside, then renamed into place, the attachment first: a publish never reads half a notice.
 */
export async function saveNotice(contentDir: string, values: NoticeValues, attachment: HeldAttachment | undefined, fillIn: string): Promise<NoticeOutcome> {
  const name = fileNameFor(contentDir, values);
  const heldPath = attachment ? heldFile(attachment.held) : undefined;
  if (attachment && !heldPath) return { problems: { attachment: ["The file chosen before is no longer held: choose it again."] } };
  const attachmentName = attachment ? `${name}${path.extname(attachment.held).toLowerCase()}` : undefined;
  const { text, lineOf } = noticeFile(values, attachmentName);
  const changes = new Map<string, string | Buffer>([[`notices/${name}.yaml`, text]]);
  if (heldPath && attachmentName) changes.set(`notices/${attachmentName}`, await readFile(heldPath));
  const problems: Partial<Record<NoticeField | "form", string[]>> = {};
  // A field left empty is told in the form's own words ("Fill this in"), not as a line missing from a file.
  const missing = REQUIRED.filter((field) => !values[field]?.trim());
  for (const field of missing) problems[field] = [fillIn];
  for (const problem of await problemsAfter(contentDir, changes)) {
    // The build names the file, the line and the field in words; beside the field, its message is enough.
    const inNotice = new RegExp(`^content/notices/${name}\\.yaml(?:, line (\\d+))?(?: \\(([^)]*)\\))?: (.*)$`).exec(problem);
    const field = inNotice && (lineOf.get(Number(inNotice[1])) ?? FIELD_BY_WORDS.get(inNotice[2] ?? ""));
    if (field && missing.includes(field)) continue;
    (problems[field || "form"] ??= []).push(field ? capitalised(inNotice[3]!) : problem);
  }
  if (Object.keys(problems).length > 0) return { problems };
  for (const [file, bytes] of [...changes].reverse()) {
    const target = path.join(contentDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeSaved(target, bytes);
  }
  if (attachment) saved([attachment.held]);
  return { saved: name };
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each field as the build's messages name it ("Title", "Published"), for a message about a field left out (no line). */
const FIELD_BY_WORDS = new Map(NOTICE_FIELDS.map((field) => [fieldInWords(noticeSchema, [field]) ?? field, field]));
