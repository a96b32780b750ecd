// The quick notice form for a phone: what was typed becomes one file in content/notices/, checked first with the
// build's own rules (office/editor/check.ts) and each mistake put beside the field it is about; a photo or a PDF is
// checked as the editor checks one (office/editor/uploads.ts: an iPhone's HEIC made a JPEG, a file that is not what
// its name says refused) and kept beside the notice under the notice's own name. Nothing typed is lost: a form
// with a mistake comes back filled in, its file still held.
import { readdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { isMap, isScalar, LineCounter, type Node, parseDocument, stringify } from "yaml";
import { noticeDateProblems, noticeSlug } from "../../lib/content/notices";
import { noticeFile as noticeSchema } from "../../lib/content/schema";
import { indiaDate } from "../../lib/site/dates";
import { readWrittenDate } from "../../lib/site/written-date";
import { readWrittenTime } from "../../lib/site/written-time";
import { problemsAfter } from "../editor/check";
import { writeSaved, type Written } from "../editor/save";
import { heldFile, holdUpload, saved } from "../editor/uploads";
import { fieldInWords, problemIn } from "../../lib/content/read-yaml";
import { type Said, said } from "../../lib/content/said";
import { inOwnLanguage } from "../screens";
import { type Language, WORDS } from "../words";

/** The form's fields, in the file's order; `text` and `text_hi` hold paragraphs separated by empty lines; `event_*` are the event's. */
export const NOTICE_FIELDS = [
  "title",
  "title_hi",
  "published",
  "last_day",
  "category",
  "classes",
  "classes_hi",
  "text",
  "text_hi",
  "event_day",
  "event_starts",
  "event_ends",
  "event_place",
  "event_place_hi",
  "attachment",
] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];
export type NoticeValues = Partial<Record<NoticeField, string>>;
/** The fields written in either language or both (decision 35): one of each pair is needed, not both. */
export const IN_EITHER_LANGUAGE = [["title", "title_hi"], ["text", "text_hi"]] as const satisfies readonly (readonly [NoticeField, NoticeField])[];
const REQUIRED: NoticeField[] = ["published", "category"];
const DAYS: NoticeField[] = ["published", "last_day", "event_day"];
const TIMES: NoticeField[] = ["event_starts", "event_ends"];
const EVENT_FIELDS = NOTICE_FIELDS.filter((field) => field.startsWith("event_"));
/** A form field's place in the notice's file: "event_starts" is event: starts:. */
const pathOf = (field: NoticeField) => (field.startsWith("event_") ? ["event", field.slice("event_".length)] : [field]);
/** A file chosen and checked, held until the notice is saved: its place as the editor's uploads name it, and the name the clerk chose. */
export type HeldAttachment = { held: string; name: string };
export type NoticeProblems = Partial<Record<NoticeField | "form", string[]>>;
export type NoticeOutcome = { saved: string } | { problems: NoticeProblems };

const paragraphs = (text = "") =>
  text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The notice's file name: its day and its title (the English one, else the Hindi one spelled in Latin letters,
 * lib/content/notices.ts says why), made unique among the addresses of the folder's notices: two notices of
 * the same title on the same day get -2, -3…
 */
function fileNameFor(contentDir: string, values: NoticeValues) {
  const day = readDay(values.published) ?? indiaDate(new Date());
  const title = (values.title?.trim() || values.title_hi?.trim() || "").slice(0, 80);
  const base = noticeSlug(`${day} ${title}`).slice(0, 70).replace(/-+$/, "") || day;
  const taken = new Set(readdirSync(path.join(contentDir, "notices")).filter((name) => /\.ya?ml$/i.test(name)).map(noticeSlug));
  for (let n = 1; ; n++) {
    const name = n === 1 ? (base === day ? `${day}-notice` : base) : `${base}-${n}`;
    if (!taken.has(name)) return name;
  }
}

const readDay = (typed?: string) => {
  const read = typed?.trim() ? readWrittenDate(typed) : undefined;
  return read && "date" in read ? read.date : undefined;
};

/** The last day a notice is among the current ones, as the site reads it (lib/content/notices.ts): its own last day, else its event's. */
export const lastDayShown = (values: NoticeValues) => readDay(values.last_day) ?? readDay(values.event_day);

/** What a field holds in the file: paragraphs for a text, the text trimmed otherwise; undefined when left empty. */
function fileValue(field: NoticeField, values: NoticeValues): unknown {
  const value = field === "text" || field === "text_hi" ? paragraphs(values[field]) : values[field]?.trim();
  return value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value;
}

/** The notice as a file, and which of its lines belong to which field (for the build's messages, which name a line). */
function noticeFile(values: NoticeValues, attachment?: string) {
  const notice: Record<string, unknown> = {};
  for (const field of NOTICE_FIELDS) {
    const value = field === "attachment" ? attachment : fileValue(field, values);
    if (value === undefined) continue;
    const [key, inner] = pathOf(field) as [string, string?];
    if (inner) notice[key] = { ...(notice[key] as object), [inner]: value };
    else notice[key] = value;
  }
  const text = stringify(notice, { lineWidth: 0 });
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const lineOf = new Map<number, NoticeField>();
  const mapLines = (node: unknown, prefix: string) => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue;
      const key = `${prefix}${String(pair.key.value)}`;
      if (key === "event") {
        mapLines(pair.value, "event_");
        continue;
      }
      const start = pair.key.range![0];
      const end = (pair.value as Node | null)?.range?.[2] ?? text.length;
      for (let line = lines.linePos(start).line; line <= lines.linePos(Math.max(start, end - 1)).line; line++) lineOf.set(line, key as NoticeField);
    }
  };
  mapLines(doc.contents, "");
  return { text, lineOf };
}

/**
 * What the form itself can tell, in its person's language, beside each field: a title and a text in one
 * language at least, a day that does not exist, a half-typed time, a time or a place without the event's day,
 * and the rules between the dates (lib/content/notices.ts, the build's own).
 */
export function formProblems(values: NoticeValues, language: Language): NoticeProblems {
  const w = WORDS[language].noticeChecks;
  const problems: NoticeProblems = {};
  const tell = (field: NoticeField, message: string) => (problems[field] ??= []).push(message);
  const given = (field: NoticeField) => Boolean(values[field]?.trim());
  for (const field of REQUIRED) if (!given(field)) tell(field, WORDS[language].fillIn);
  for (const [english, hindi] of IN_EITHER_LANGUAGE) {
    if (!given(english) && !given(hindi)) tell(firstOfPair(english, hindi, language), w[english === "title" ? "titleNeeded" : "textNeeded"]);
  }
  for (const field of DAYS) if (given(field) && !readDay(values[field])) tell(field, w.notADay(values[field]!.trim()));
  for (const field of TIMES) if (given(field) && "problem" in readWrittenTime(values[field]!)) tell(field, w.notATime(values[field]!.trim()));
  if (!given("event_day") && EVENT_FIELDS.some(given)) tell("event_day", w.eventNeedsDay);
  if (Object.keys(problems).length > 0) return problems;
  const time = (field: NoticeField) => {
    const read = given(field) ? readWrittenTime(values[field]!) : undefined;
    return read && "time" in read ? read.time : undefined;
  };
  const dates = {
    published: readDay(values.published)!,
    last_day: readDay(values.last_day),
    event: given("event_day") ? { day: readDay(values.event_day)!, starts: time("event_starts"), ends: time("event_ends") } : undefined,
  };
  for (const { field, problem } of noticeDateProblems(dates)) tell(field.length > 1 ? (`event_${field[1]}` as NoticeField) : (field[0] as NoticeField), w.dates(problem));
  return problems;
}

/** Of a pair written in either language, the one the form shows first: the person's own language. */
export const firstOfPair = <F extends NoticeField>(english: F, hindi: F, language: Language) => (language === "hi" ? hindi : english);

/** Of a pair written in either language, the one in the person's language, else the other (a notice may be in one only). */
export const eitherIn = <F extends NoticeField>(language: Language, notice: Partial<Record<F, string>>, english: F, hindi: F) =>
  inOwnLanguage(language, { en: notice[english], hi: notice[hindi] })?.text ?? "";

/** A notice's title in the person's language, else in the other one (a notice may have one title only). */
export const titleIn = (language: Language, notice: { title?: string; title_hi?: string }) => eitherIn(language, notice, "title", "title_hi");

/** What a notice may carry: a photo (as the site takes them, HEIC made JPEG) or a PDF. */
const ATTACHMENT = /\.(?:jpe?g|png|webp|heic|heif|pdf)$/i;

/** Checks a chosen file, as it arrived on disk (`received`), as the editor does; the held file, or what is wrong with it (a file it refuses by its name is left for the caller to remove). */
export async function holdAttachment(contentDir: string, name: string, received: string): Promise<HeldAttachment | { problem: Said }> {
  if (!ATTACHMENT.test(name)) {
    return {
      problem: said(
        `${name} is neither a photo nor a PDF: choose a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF.`,
        `${name} न फ़ोटो है न PDF: कोई फ़ोटो (JPEG, PNG, WebP, या iPhone की HEIC) या PDF चुनें।`,
      ),
    };
  }
  // A photo is checked as a photo (its own message when it is not one); a PDF as a PDF.
  const result = await holdUpload(contentDir, "notices", name, received, !/\.pdf$/i.test(name));
  return "problem" in result ? result : { held: result.value, name };
}

/**
 * Saves the notice typed into the form (and its held attachment), or says what to correct, field by field: the
 * form's own checks in its person's language, then the build's rules for the rest.
 * Written beside, then renamed into place, the attachment first: a publish never reads half a notice.
 */
export async function saveNotice(contentDir: string, values: NoticeValues, attachment: HeldAttachment | undefined, language: Language): Promise<NoticeOutcome> {
  const name = fileNameFor(contentDir, values);
  const heldPath = attachment ? heldFile(attachment.held) : undefined;
  if (attachment && !heldPath) return { problems: { attachment: [WORDS[language].noticeChecks.attachmentLetGo] } };
  const attachmentName = attachment ? `${name}${path.extname(attachment.held).toLowerCase()}` : undefined;
  const { text, lineOf } = noticeFile(values, attachmentName);
  const changes = new Map<string, Written>([[`notices/${name}.yaml`, text]]);
  if (heldPath && attachmentName) changes.set(`notices/${attachmentName}`, { copyOf: heldPath });
  const problems = formProblems(values, language);
  // A field the form already told about (or its pair, or the event it belongs to) is not told again in the build's words.
  const groupOf = (field: string) => (field.startsWith("event_") ? "event" : field.replace(/_hi$/, ""));
  const told = new Set(Object.keys(problems).map(groupOf));
  for (const problem of await problemsAfter(contentDir, changes)) {
    // The build names the file, the line and the field; beside the field, its message is enough.
    const { file, line, path: fieldPath } = problem.place;
    const inNotice = file === `content/notices/${name}.yaml`;
    const field = inNotice ? ((fieldPath && FIELD_BY_PATH.get(fieldPath.join("."))) ?? (line === undefined ? undefined : lineOf.get(line))) : undefined;
    if (field && told.has(groupOf(field))) continue;
    (problems[field || "form"] ??= []).push(field ? capitalised(problem.what[language]) : problemIn(problem, language));
  }
  if (Object.keys(problems).length > 0) return { problems };
  for (const [file, content] of [...changes].reverse()) {
    const target = path.join(contentDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeSaved(target, content);
  }
  if (attachment) saved([attachment.held]);
  return { saved: name };
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each field by its path in the file ("event.starts"), which says it better than a line for a field left out. */
const FIELD_BY_PATH = new Map(NOTICE_FIELDS.map((field) => [pathOf(field).join("."), field]));
