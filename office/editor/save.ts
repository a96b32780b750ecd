// What a save from the editor writes: Decap sends the whole entry, re-written by its own YAML writer, which
// would drop every `#` note, move fields and re-wrap lines. Only the values that changed are put into the
// file as the clerk wrote it (yaml's Document API), so a save of an unchanged form changes no byte, and a
// changed phone number changes one line.
import { constants, createReadStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { Document, isMap, isScalar, isSeq, type Node, parse, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { HINDI_SUFFIX } from "../../lib/content/schema";

// Never re-wrapped: a long line stays one line, as the clerk wrote it.
const WRITE = { lineWidth: 0 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** What a form sends for a field the clerk left blank. */
const isBlank = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => !(isBlank(a[key]) && isBlank(b[key]))));
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return a === b || (isBlank(a) && isBlank(b));
}

/** The file's text with the form's values put in: only what differs from the file is touched. */
export function applyEntry(original: string, wanted: unknown): string {
  // A file saved on Windows keeps its line ends and its byte-order mark.
  const bom = original.startsWith("\uFEFF") ? "\uFEFF" : "";
  const crlf = original.includes("\r\n");
  const text = original.slice(bom.length).replace(/\r\n/g, "\n");
  const doc = parseDocument(text);
  let merged: string;
  if (doc.errors.length > 0 || doc.contents === null) {
    // A file that does not read (broken outside the editor) is written anew from the form.
    merged = new Document(wanted).toString(WRITE);
  } else {
    const before = doc.toString(WRITE);
    doc.contents = merge(doc, doc.contents as Node, doc.toJS(), wanted) as typeof doc.contents;
    const after = doc.toString(WRITE);
    // yaml writes the untouched file back as it is, unless the clerk's layout is one it does not write (a line
    // wrapped by hand): the changed lines are then carried over onto the clerk's own text.
    merged = after === before ? text : before === text ? after : carryOver(text, before, after);
  }
  return `${bom}${crlf ? merged.replace(/\n/g, "\r\n") : merged}`;
}

/** `after` differs from `before` in a few lines: the same change made to `text`, which `before` rewrote. */
function carryOver(text: string, before: string, after: string): string {
  const [clerks, written, changed] = [text, before, after].map((lines) => lines.split("\n")) as [string[], string[], string[]];
  const sameLine = (a: unknown, b: unknown) => a === b;
  // Where each of yaml's lines is in the clerk's text, when it is there as it is.
  const at = new Map(commonEntries(written, clerks, sameLine));
  const nearest = (from: number, step: 1 | -1, none: number) => {
    for (let k = from; k >= 0 && k < written.length; k += step) if (at.has(k)) return at.get(k)!;
    return none;
  };
  // Each run of yaml's lines the change replaced, last first so the clerk's earlier lines keep their places.
  const runs: { from: number; to: number; lines: string[] }[] = [];
  let [i, j] = [0, 0];
  for (const [keptI, keptJ] of [...commonEntries(written, changed, sameLine), [written.length, changed.length]]) {
    if (keptI! > i || keptJ! > j) runs.push({ from: i, to: keptI!, lines: changed.slice(j, keptJ) });
    [i, j] = [keptI! + 1, keptJ! + 1];
  }
  const result = [...clerks];
  for (const { from, to, lines } of runs.reverse()) {
    const replaced = Array.from({ length: to - from }, (_, k) => at.get(from + k));
    if (replaced.length > 0 && replaced.every((line, k) => line !== undefined && (k === 0 || line === replaced[k - 1]! + 1))) {
      result.splice(replaced[0]!, replaced.length, ...lines);
    } else if (replaced.length === 0 && (at.has(from - 1) || at.has(to) || from === 0)) {
      result.splice(at.has(from - 1) ? at.get(from - 1)! + 1 : (at.get(to) ?? 0), 0, ...lines);
    } else {
      // The change meets lines the clerk laid out otherwise: those lines take the change as yaml writes it.
      const start = nearest(from - 1, -1, -1) + 1;
      result.splice(start, nearest(to, 1, clerks.length) - start, ...lines);
    }
  }
  return result.join("\n");
}

/** The node with `wanted` put in: the same node changed in place where it can be, so its notes stay. */
function merge(doc: Document, node: Node, had: unknown, wanted: unknown): Node {
  if (same(had, wanted)) return node;
  if (isRecord(had) && isRecord(wanted) && isMap(node)) {
    mergeMap(doc, node, had, wanted);
    return node;
  }
  if (Array.isArray(had) && Array.isArray(wanted) && isSeq(node)) {
    mergeSeq(doc, node, had, wanted);
    return node;
  }
  if (isScalar(node) && !isRecord(wanted) && !Array.isArray(wanted)) {
    // The value keeps its quotes and its notes; yaml quotes the new text where it has to. A number the form
    // hands back as text ("123457" for 123456) stays a number, unquoted, unless it is not one as written ("0123").
    node.value = typeof node.value === "number" && typeof wanted === "string" && String(Number(wanted)) === wanted ? Number(wanted) : wanted;
    return node;
  }
  return doc.createNode(wanted) as Node;
}

function mergeMap(doc: Document, map: YAMLMap, had: Record<string, unknown>, wanted: Record<string, unknown>) {
  for (const [key, value] of Object.entries(wanted)) {
    if (key in had) {
      if (isBlank(value) && !isBlank(had[key])) map.delete(key);
      else map.set(key, merge(doc, map.get(key, true) as Node, had[key], value));
    } else if (!isBlank(value)) {
      // A Hindi text goes on the line under its English one; anything else at the end of its group.
      const english = key.endsWith(HINDI_SUFFIX) ? map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === key.slice(0, -HINDI_SUFFIX.length)) : -1;
      map.items.splice(english >= 0 ? english + 1 : map.items.length, 0, doc.createPair(key, value));
    }
  }
  // A field the form no longer sends was emptied in it.
  for (const key of Object.keys(had)) if (!(key in wanted) && !isBlank(had[key])) map.delete(key);
}

/** A list keeps the entries (and their notes) that did not change; a changed entry is changed in place. */
function mergeSeq(doc: Document, seq: YAMLSeq, had: unknown[], wanted: unknown[]) {
  const nodes = seq.items as Node[];
  const items: Node[] = [];
  // Entries equal before and after stay as they are; between two of them, old and new entries are paired one
  // for one (an entry changed), and what is left over was added or removed.
  let [i, j] = [0, 0];
  for (const [keptI, keptJ] of [...commonEntries(had, wanted), [had.length, wanted.length]]) {
    for (; j < keptJ!; j++, i++) items.push(i < keptI! ? merge(doc, nodes[i]!, had[i], wanted[j]) : (doc.createNode(wanted[j]) as Node));
    if (keptI! < had.length) items.push(nodes[keptI!]!);
    [i, j] = [keptI! + 1, keptJ! + 1];
  }
  seq.items = items;
}

/** The pairs of places of equal entries in two lists, in order, as many as can be (a longest common subsequence). */
function commonEntries(a: unknown[], b: unknown[], equal = same): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = equal(a[i], b[j]) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (equal(a[i], b[j])) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** `values` without the fields left blank, and without a group all of whose fields were left blank. */
export function withoutBlanks(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(withoutBlanks);
  if (!isRecord(values)) return values;
  const kept = Object.entries(values).map(([key, value]) => [key, withoutBlanks(value)] as const);
  return Object.fromEntries(kept.filter(([, value]) => !isBlank(value) && !(isRecord(value) && Object.keys(value).length === 0)));
}

/** The entry as Decap sends it (its own YAML text), as values. */
export const entryValues = (raw: string): unknown => parse(raw);

/** A file a save is still writing (`writeSaved`'s draft), which is never content. */
export const isSaveDraft = (name: string) => /\.\d+\.saving$/.test(name);

/** What a save writes into a file: its text or bytes, or a copy of a file on disk (a held upload: never whole in memory). */
export type Written = string | Buffer | { copyOf: string };

/**
 * Written beside, then renamed into place: whoever reads it meanwhile (a publish, a backup) gets the old file or
 * the new one, never half. The draft is a new file (O_EXCL, O_NOFOLLOW): a link planted under its name is not
 * followed; the rename puts the file in the target's place, never through a link there.
 */
export async function writeSaved(target: string, content: Written) {
  const draft = `${target}.${process.pid}.saving`;
  await rm(draft, { force: true });
  const handle = await open(draft, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o666);
  try {
    // A file to copy is read a piece at a time.
    await handle.writeFile(typeof content === "string" || Buffer.isBuffer(content) ? content : createReadStream(content.copyOf));
  } finally {
    await handle.close();
  }
  await rename(draft, target);
}
