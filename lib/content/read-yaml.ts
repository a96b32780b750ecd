// Reads one content file the way a clerk writes it, and says what is wrong in words a clerk can act on:
// the file, the line (counted from 1, as an editor shows it), the field in words, what is wrong and the fix.
import { isUtf8 } from "node:buffer";
import { type Document, LineCounter, type Node, parseDocument, type YAMLError, isMap, isPair, isScalar, isSeq } from "yaml";
import type { z } from "zod";
import type { Language } from "../site/language";
import { englishOf, entryOf, fieldsOf, schemaAt, wordsOf } from "./fields";
import { fromZod, type Said, said } from "./said";

/**
 * Where a problem is: the file, the line (from 1), the field in words in both languages (the labels of the
 * schema), and the field's path in the file, for a form that shows the message beside its own field.
 */
export type Place = { file: string; line?: number; field?: Said; path?: readonly PropertyKey[] };

/** One problem: where, and what is wrong and the fix, in both languages. */
export type Problem = { place: Place; what: Said };

export const problemAt = (place: Place, what: Said): Problem => ({ place, what });

/** A problem as one line in `language`: `content/school.yaml, line 14 (WhatsApp number): write it with the country code…`. */
export function problemIn({ place: { file, line, field }, what }: Problem, language: Language): string {
  const lineWords = line ? (language === "hi" ? `, पंक्ति ${line}` : `, line ${line}`) : "";
  return `${file}${lineWords}${field ? ` (${field[language]})` : ""}: ${what[language]}`;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** "Girls' toilets" → "girls' toilets" inside a sentence; "WhatsApp number", "PIN code", "F. Infrastructure" stay. */
const inSentence = (words: string) => (/^[A-Z][a-z'’]*(?:\s|$)/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words);

/** A field's Hindi version, in Hindi: "शीर्षक हिन्दी में", as the office's notice form names it. */
const HINDI_VERSION = " हिन्दी में";

/**
 * ["albums", 4, "title"] → "Album 5, title" and "एल्बम 5, शीर्षक"; ["whatsapp"] → "WhatsApp number": the labels
 * of the schema (lib/content/schema.ts), the same the form editor shows.
 */
export function fieldInWords(schema: z.ZodType, path: readonly PropertyKey[]): Said | undefined {
  const words: Said[] = [];
  let current: z.ZodType | undefined = schema;
  let hindi = false;
  path.forEach((segment, index) => {
    if (typeof segment === "number") {
      const meta = current && wordsOf(current);
      // "Album 5" says more than "albums, album 5"; "paragraphs_hi", 2 → "paragraph 3 in Hindi".
      if (index > 0 && typeof path[index - 1] === "string") words.pop();
      words.push(said(`${meta?.item ?? "entry"} ${segment + 1}${hindi ? " in Hindi" : ""}`, `${meta?.itemHi ?? "प्रविष्टि"} ${segment + 1}${hindi ? HINDI_VERSION : ""}`));
      current = current && entryOf(current);
    } else {
      const name = String(segment);
      const fields = current && fieldsOf(current);
      const english = fields && englishOf(name, fields);
      current = fields?.[name];
      hindi = english !== undefined;
      const meta = current && wordsOf(current);
      const written = (english ?? name).replace(/_/g, " ");
      words.push(said(`${meta?.label ?? written}${hindi ? " in Hindi" : ""}`, `${meta?.labelHi ?? written}${hindi ? HINDI_VERSION : ""}`));
    }
  });
  if (words.length === 0) return undefined;
  return said(words.map((word, i) => (i === 0 ? capitalised(word.en) : inSentence(word.en))).join(", "), words.map((word) => word.hi).join(", "));
}

/** The closest known name to a misspelt one, when it is close enough to be a slip. */
function closest(word: string, known: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length]!;
  };
  const ranked = known.map((name) => ({ name, d: distance(word.toLowerCase(), name) })).sort((x, y) => x.d - y.d);
  const best = ranked[0];
  return best && best.d <= Math.max(2, Math.floor(best.name.length / 3)) ? best.name : undefined;
}

// Word and WhatsApp turn "quotes" into “curly” ones, which YAML does not know as quotes. A value wrapped in
// them is read as if it had straight quotes; one that opens with a curly quote and never closes is reported.
const CURLY_WRAPPED = /^(\s*(?:- )?(?:[A-Za-z_][\w ]*:\s+)?)[“”„"]((?:.*))[“”]\s*$/;
const CURLY_OPEN = /^(\s*(?:- )?(?:[A-Za-z_][\w ]*:\s+)?)[“‘]/;

function straightenCurlyQuotes(text: string, file: string, problems: Problem[]) {
  return text
    .split("\n")
    .map((line, index) => {
      const wrapped = CURLY_WRAPPED.exec(line);
      if (wrapped && /[“”]/.test(line)) return `${wrapped[1]}${JSON.stringify(wrapped[2])}`;
      if (CURLY_OPEN.test(line) && !/[”’]\s*$/.test(line)) {
        problems.push(problemAt(
            { file, line: index + 1 },
            said("this text starts with a curly quote (“) but does not end with one. Remove the quote, or end the text with ”.", "यह पाठ घुमावदार उद्धरण-चिह्न (“) से शुरू होता है पर उस पर ख़त्म नहीं होता। चिह्न हटाएँ, या पाठ के अंत में ” लगाएँ।"),
          ));
      }
      return line;
    })
    .join("\n");
}

/** The line where a double-quoted text opens, for an error YAML only notices where the file ends. */
function openingQuoteLine(text: string, beforeLine: number) {
  const lines = text.split("\n");
  for (let i = Math.min(beforeLine, lines.length) - 1; i >= 0; i--) {
    if (((lines[i] ?? "").replace(/\\"/g, "").match(/"/g) ?? []).length % 2 === 1) return i + 1;
  }
  return beforeLine;
}

/**
 * The text of a content file. Notepad's "Unicode" is UTF-16 with a byte-order mark, read as such; anything else
 * must be UTF-8. A file in Windows' older encoding (a ₹ or an é written as one byte) is told by its first such line.
 */
function decode(bytes: Uint8Array, file: string): string | { problem: Problem } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  // TextDecoder drops a UTF-8 byte-order mark too.
  if (isUtf8(bytes)) return new TextDecoder().decode(bytes);
  let line = 1;
  for (let start = 0; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    if (end < 0 || !isUtf8(bytes.subarray(start, end))) break;
    start = end + 1;
  }
  return {
    problem: problemAt(
      { file, line },
      said(
        "this file is not saved as UTF-8, so a letter on this line (such as é or ₹) cannot be read. In Notepad: File > Save As, set Encoding to UTF-8, and Save, replacing the file. If Hindi texts in it show as question marks (?), write them again.",
        "यह फ़ाइल UTF-8 में सहेजी नहीं गई है, इसलिए इस पंक्ति का कोई अक्षर (जैसे é या ₹) पढ़ा नहीं जा सकता। Notepad में: File > Save As, Encoding में UTF-8 चुनें और Save करके फ़ाइल बदल दें। अगर उसमें हिन्दी पाठ प्रश्नचिह्न (?) बन गए हों, तो उन्हें फिर से लिखें।",
      ),
    ),
  };
}

const FIELD_LINE = /^( *)([^\s#-][^:#]*):(?:\s|$)/;
const ENTRY_LINE = /^( *- +)([^\s#][^:#]*):(?:\s|$)/;

/**
 * The field that line `at` (from 1) starts, when it is an entry of a list written without its dash: a field of
 * the entries lined up with their dashes, or lined up with their fields while repeating the first field of the
 * entry above (a copied entry whose dash was lost). YAML sees a wrong indent, or a field written twice.
 */
function entryWithoutDash(text: string, at: number): string | undefined {
  const lines = text.split("\n");
  const written = FIELD_LINE.exec(lines[at - 1] ?? "");
  if (!written) return undefined;
  const column = written[1]!.length;
  const key = written[2]!;
  const fieldsAbove = new Set<string>();
  for (let i = at - 2; i >= 0; i--) {
    const line = lines[i]!;
    if (/^\s*(?:#|$)/.test(line)) continue;
    const indent = /^ */.exec(line)![0].length;
    const entry = ENTRY_LINE.exec(line);
    if (entry && indent === column) return entry[2] === key || fieldsAbove.has(key) ? key : undefined;
    if (entry && indent < column) return entry[1]!.length === column && entry[2] === key ? key : undefined;
    if (!entry && indent < column) return undefined;
    const field = FIELD_LINE.exec(line)?.[2];
    if (field) fieldsAbove.add(field);
  }
  return undefined;
}

function yamlProblem(error: YAMLError, text: string, file: string): Problem {
  const line = error.linePos?.[0].line;
  const place = { file, line };
  const withoutDash = line ? entryWithoutDash(text, line) : undefined;
  if (withoutDash) {
    return problemAt(
      place,
      said(
        `this entry of the list has no dash (-) in front. Start it with "- " (a dash and a space), the dash in the same column as the dashes above it, so that "${withoutDash}:" and the entry's other lines line up with the fields of the entries above.`,
        `सूची की इस प्रविष्टि के आगे डैश (-) नहीं है। इसे "- " (डैश और एक ख़ाली जगह) से शुरू करें, डैश ऊपर के डैशों के ठीक नीचे, ताकि "${withoutDash}:" और प्रविष्टि की बाकी पंक्तियाँ ऊपर की प्रविष्टियों के खानों की सीध में आएँ।`,
      ),
    );
  }
  switch (error.code) {
    case "TAB_AS_INDENT":
      return problemAt(place, said("this line is indented with the Tab key. Indent with spaces instead (two spaces for each level).", "यह पंक्ति Tab कुंजी से खिसकाई गई है। इसकी जगह ख़ाली जगहों (स्पेस) से खिसकाएँ (हर स्तर के लिए दो)।"));
    case "MISSING_CHAR":
      if (/quote/.test(error.message)) {
        return problemAt({ file, line: openingQuoteLine(text, line ?? 1) }, said('a quote (") opens here but never closes. Add the closing quote at the end of the text.', 'यहाँ उद्धरण-चिह्न (") खुलता है पर कभी बंद नहीं होता। पाठ के अंत में बंद करने वाला चिह्न लगाएँ।'));
      }
      return problemAt(place, said("a bracket opens here but never closes. Close it, or write the list with one entry per line starting with a dash (-).", "यहाँ कोष्ठक खुलता है पर कभी बंद नहीं होता। उसे बंद करें, या सूची को हर पंक्ति में एक प्रविष्टि के साथ, डैश (-) से शुरू करके लिखें।"));
    case "DUPLICATE_KEY":
      return problemAt(place, said("this field is written twice. Keep only one of them.", "यह खाना दो बार लिखा गया है। केवल एक रखें।"));
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return problemAt(
        place,
        said(
          'this line has a colon (:) inside its text, or is indented further than the line above. Put text that contains a colon in quotes (title: "Note: read this"), and line the field up with the ones above it.',
          'इस पंक्ति के पाठ में कोलन (:) है, या यह ऊपर की पंक्ति से ज़्यादा खिसकी हुई है। कोलन वाले पाठ को उद्धरण-चिह्नों में रखें (title: "ध्यान दें: इसे पढ़ें"), और खाने को ऊपर के खानों की सीध में लाएँ।',
        ),
      );
    case "BAD_INDENT":
    case "BAD_DIRECTIVE":
    case "UNEXPECTED_TOKEN":
      return problemAt(place, said("this line is not lined up with the lines around it. Fields of one group start at the same column; indent with spaces.", "यह पंक्ति आस-पास की पंक्तियों की सीध में नहीं है। एक समूह के खाने एक ही जगह से शुरू होते हैं; ख़ाली जगहों (स्पेस) से खिसकाएँ।"));
    default:
      return problemAt(place, said(
        "this line could not be read. Compare it with the lines around it: a missing space after a colon, a stray character or a wrong indent are the usual causes.",
        "यह पंक्ति पढ़ी नहीं जा सकी। इसे आस-पास की पंक्तियों से मिलाएँ: कोलन के बाद छूटी ख़ाली जगह, कोई फ़ालतू अक्षर या ग़लत खिसकाव आम कारण हैं।",
      ));
  }
}

/** The line where the value at `path` starts, or where its nearest written parent does. */
function lineOf(doc: Document, lines: LineCounter, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : (doc.getIn(path.slice(0, depth) as unknown[], true) as Node | undefined);
    if (node && (isScalar(node) || isMap(node) || isSeq(node)) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

/** The line of the key `key` in the mapping at `path` (for a field that should not be there). */
function keyLine(doc: Document, lines: LineCounter, path: readonly PropertyKey[], key: string): number {
  const parent = path.length === 0 ? doc.contents : doc.getIn(path as unknown[], true);
  if (isMap(parent)) {
    for (const pair of parent.items) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === key && pair.key.range) return lines.linePos(pair.key.range[0]).line;
    }
  }
  return lineOf(doc, lines, path);
}

/** The names a mapping at `path` may hold, read from the schema. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const group = schemaAt(schema, path);
  return Object.keys((group && fieldsOf(group)) ?? {});
}

/**
 * `schema`: what the file was checked by, which names its fields. `hindi`: the value is the file as the Hindi
 * pages read it, so a text's place is its `_hi` version where there is one.
 */
export type ReadResult<T> = { value?: T; doc?: Document; lines?: LineCounter; schema?: z.ZodType; problems: Problem[]; hindi?: boolean };

/** Parses and checks one content file, as text or as it is on disk; every problem in it is reported, not only the first. */
export function readYamlFile<S extends z.ZodType>(content: string | Uint8Array, file: string, schema: S): ReadResult<z.output<S>> {
  const problems: Problem[] = [];
  const text = typeof content === "string" ? content.replace(/^\uFEFF/, "") : decode(content, file);
  if (typeof text !== "string") return { problems: [text.problem] };
  const lines = new LineCounter();
  const source = straightenCurlyQuotes(text.replace(/\r\n?/g, "\n"), file, problems);
  // "failsafe": every value is text, as the clerk wrote it; the schema decides what is a number.
  const doc = parseDocument(source, { schema: "failsafe", lineCounter: lines, uniqueKeys: true });
  // The first error only: what follows it is usually the same mistake seen again.
  const [firstError] = doc.errors;
  if (firstError) return { problems: [...problems, yamlProblem(firstError, source, file)] };
  if (problems.length > 0) return { problems };

  const parsed = schema.safeParse(doc.toJS() ?? {}, { reportInput: true });
  if (parsed.success) return { value: parsed.data, doc, lines, schema, problems };
  const found: { line: number; problem: Problem }[] = [];
  const report = (line: number | undefined, problem: Problem) => found.push({ line: line ?? 0, problem });
  for (const issue of parsed.error.issues) {
    const path = issue.path;
    if (issue.code === "unrecognized_keys") {
      const known = knownKeys(schema, path);
      for (const key of issue.keys) {
        const suggestion = closest(key, known);
        const names = known.map((k) => `"${k}"`).join(", ");
        const fix = suggestion
          ? said(`Did you mean "${suggestion}"? Correct the spelling.`, `क्या आपका मतलब "${suggestion}" था? वर्तनी ठीक करें।`)
          : said(`Remove it, or check the spelling: this part may hold ${names}.`, `इसे हटाएँ, या वर्तनी जाँचें: इस हिस्से में ये हो सकते हैं: ${names}।`);
        const line = keyLine(doc, lines, path, key);
        const what = said(`there is no field called "${key}". ${fix.en}`, `"${key}" नाम का कोई खाना नहीं है। ${fix.hi}`);
        report(line, problemAt({ file, line, field: fieldInWords(schema, path), path }, what));
      }
      continue;
    }
    const field = fieldInWords(schema, path);
    const line = lineOf(doc, lines, path);
    if (issue.code === "invalid_type" && issue.input === undefined) {
      const name = String(path[path.length - 1]);
      // The line of the group or entry it belongs in; a field of the whole file may go anywhere in it.
      const place = { file, line: path.length > 1 ? line : undefined, field, path };
      report(place.line, problemAt(place, said(`this is missing. Add a line "${name}:" with its value, lined up with the fields around it.`, `यह नहीं लिखा गया है। "${name}:" की एक पंक्ति उसके मान के साथ जोड़ें, आस-पास के खानों की सीध में।`)));
    } else if (issue.code === "invalid_type" && issue.expected === "object") {
      report(line, problemAt({ file, line, field, path }, said("this should be a group of fields, each on its own line below it, indented by two spaces.", "यहाँ खानों का एक समूह होना चाहिए, हर खाना इसके नीचे अपनी पंक्ति में, दो ख़ाली जगह खिसका हुआ।")));
    } else if (issue.code === "invalid_type" && issue.expected === "array") {
      report(line, problemAt({ file, line, field, path }, said("this should be a list: one entry per line below it, each starting with a dash (-).", "यहाँ एक सूची होनी चाहिए: इसके नीचे हर पंक्ति में एक प्रविष्टि, हर एक डैश (-) से शुरू।")));
    } else {
      report(line, problemAt({ file, line, field, path }, fromZod(issue.message)));
    }
  }
  // In the order of the file, as the office will read through it.
  return { problems: found.sort((a, b) => a.line - b.line).map((f) => f.problem) };
}

/** Where a value of a file that read cleanly is written, for problems found after the schema (a missing photo…). */
export function placeOf(result: ReadResult<unknown>, file: string, path: readonly PropertyKey[]): Place {
  if (result.hindi && result.doc) {
    // ["letter", "paragraphs", 2] → ["letter", "paragraphs_hi", 2] when the Hindi paragraphs are written.
    for (let i = path.length - 1; i >= 0; i--) {
      if (typeof path[i] !== "string") continue;
      const hindiPath = path.map((segment, j) => (j === i ? `${String(segment)}_hi` : segment));
      if (result.doc.hasIn(hindiPath)) return placeOf({ ...result, hindi: false }, file, hindiPath);
    }
  }
  return { file, line: result.doc && result.lines ? lineOf(result.doc, result.lines, path) : undefined, field: result.schema && fieldInWords(result.schema, path), path };
}
