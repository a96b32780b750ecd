// Reads one content file the way a clerk writes it, and says what is wrong in words a clerk can act on:
// the file, the line (counted from 1, as an editor shows it), the field in words, what is wrong and the fix.
import { type Document, LineCounter, type Node, parseDocument, type YAMLError, isMap, isPair, isScalar, isSeq } from "yaml";
import type { z } from "zod";

/** One problem, ready to print: `content/school.yaml, line 14 (WhatsApp number): write it with the country code…`. */
export type Problem = string;

export type Place = { file: string; line?: number; field?: string };

export const problemAt = ({ file, line, field }: Place, what: string): Problem =>
  `${file}${line ? `, line ${line}` : ""}${field ? ` (${field})` : ""}: ${what}`;

/** Field names in words. A name not listed here is read out with its underscores as spaces. */
const FIELD_WORDS: Record<string, string> = {
  short_name: "short name",
  affiliation_number: "affiliation number",
  school_code: "school code",
  village: "village or town",
  pin_code: "PIN code",
  map_link: "map link",
  email: "email address",
  phone: "phone number",
  whatsapp: "WhatsApp number",
  theme_colour: "theme colour",
  poster: "poster picture",
  class_label: "label of the class list",
  id: "short name",
  cover: "cover photo",
  total_teachers: "total number of teachers",
  pgt: "number of PGTs",
  tgt: "number of TGTs",
  prt: "number of PRTs",
  teachers_section_ratio: "teachers section ratio",
  registered: "students registered",
  passed: "students passed",
  campus_area_square_metres: "campus area",
  classrooms: "number of classrooms",
  classroom_size_square_metres: "size of a classroom",
  laboratories: "number of laboratories",
  laboratory_size_square_metres: "size of a laboratory",
  internet: "internet facility",
  girls_toilets: "girls' toilets",
  boys_toilets: "boys' toilets",
  inspection_video: "inspection video link",
  class_x_results: "Class X results",
  results_and_academics: "results and academics",
  important_links: "important links",
};

/** What one entry of a list is called, by the list's name (per file where the same name means two things). */
const ITEM_WORDS: Record<string, string> = {
  slideshow: "slide",
  albums: "album",
  classes: "class",
  documents: "document",
  "disclosure.yaml documents": "row",
  results_and_academics: "row",
  class_x_results: "year",
  important_links: "link",
  paragraphs: "paragraph",
  message: "paragraph",
  routes: "route",
  stops: "stop",
};

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** ["albums", 4, "title"] → "Album 5, title"; ["whatsapp"] → "WhatsApp number". */
export function fieldInWords(fileName: string, path: readonly PropertyKey[]): string | undefined {
  const words: string[] = [];
  path.forEach((segment, index) => {
    if (typeof segment === "number") {
      const written = String(path[index - 1] ?? "");
      // "paragraphs_hi", 2 → "paragraph 3 in Hindi".
      const hindi = written.endsWith("_hi");
      const list = hindi ? written.slice(0, -3) : written;
      const item = ITEM_WORDS[`${fileName} ${list}`] ?? ITEM_WORDS[list] ?? "entry";
      // "Album 5" says more than "albums, album 5".
      if (words.length > 0 && index > 0 && typeof path[index - 1] === "string") words.pop();
      words.push(`${item} ${segment + 1}${hindi ? " in Hindi" : ""}`);
    } else {
      const name = String(segment);
      const hindi = name.endsWith("_hi");
      const base = hindi ? name.slice(0, -3) : name;
      words.push(`${FIELD_WORDS[base] ?? base.replace(/_/g, " ")}${hindi ? " in Hindi" : ""}`);
    }
  });
  return words.length > 0 ? capitalised(words.join(", ")) : undefined;
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
        problems.push(problemAt({ file, line: index + 1 }, "this text starts with a curly quote (“) but does not end with one. Remove the quote, or end the text with ”."));
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

function yamlProblem(error: YAMLError, text: string, file: string): Problem {
  const line = error.linePos?.[0].line;
  const place = { file, line };
  switch (error.code) {
    case "TAB_AS_INDENT":
      return problemAt(place, "this line is indented with the Tab key. Indent with spaces instead (two spaces for each level).");
    case "MISSING_CHAR":
      if (/quote/.test(error.message)) {
        return problemAt({ file, line: openingQuoteLine(text, line ?? 1) }, 'a quote (") opens here but never closes. Add the closing quote at the end of the text.');
      }
      return problemAt(place, "a bracket opens here but never closes. Close it, or write the list with one entry per line starting with a dash (-).");
    case "DUPLICATE_KEY":
      return problemAt(place, "this field is written twice. Keep only one of them.");
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return problemAt(
        place,
        'this line has a colon (:) inside its text, or is indented further than the line above. Put text that contains a colon in quotes (title: "Note: read this"), and line the field up with the ones above it.',
      );
    case "BAD_INDENT":
    case "BAD_DIRECTIVE":
    case "UNEXPECTED_TOKEN":
      return problemAt(place, "this line is not lined up with the lines around it. Fields of one group start at the same column; indent with spaces.");
    default:
      return problemAt(place, "this line could not be read. Compare it with the lines around it: a missing space after a colon, a stray character or a wrong indent are the usual causes.");
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
  let current: unknown = schema;
  const unwrap = (s: unknown): unknown => {
    const def = (s as { def?: { type?: string; innerType?: unknown; in?: unknown; element?: unknown } }).def;
    if (def?.type === "optional" || def?.type === "default") return unwrap(def.innerType);
    if (def?.type === "pipe") return unwrap(def.in);
    return s;
  };
  for (const segment of path) {
    current = unwrap(current);
    const def = (current as { def?: { type?: string; element?: unknown }; shape?: Record<string, unknown> }).def;
    if (typeof segment === "number" && def?.type === "array") current = def.element;
    else current = (current as { shape?: Record<string, unknown> }).shape?.[String(segment)];
  }
  return Object.keys((unwrap(current) as { shape?: Record<string, unknown> }).shape ?? {});
}

/** `hindi`: the value is the file as the Hindi pages read it, so a text's place is its `_hi` version where there is one. */
export type ReadResult<T> = { value?: T; doc?: Document; lines?: LineCounter; problems: Problem[]; hindi?: boolean };

/** Parses and checks one content file; every problem in it is reported, not only the first. */
export function readYamlFile<S extends z.ZodType>(text: string, file: string, schema: S): ReadResult<z.output<S>> {
  const problems: Problem[] = [];
  const fileName = file.split("/").pop() ?? file;
  const lines = new LineCounter();
  const source = straightenCurlyQuotes(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"), file, problems);
  // "failsafe": every value is text, as the clerk wrote it; the schema decides what is a number.
  const doc = parseDocument(source, { schema: "failsafe", lineCounter: lines, uniqueKeys: true });
  // The first error only: what follows it is usually the same mistake seen again.
  const [firstError] = doc.errors;
  if (firstError) return { problems: [...problems, yamlProblem(firstError, source, file)] };
  if (problems.length > 0) return { problems };

  const parsed = schema.safeParse(doc.toJS() ?? {}, { reportInput: true });
  if (parsed.success) return { value: parsed.data, doc, lines, problems };
  const found: { line: number; problem: Problem }[] = [];
  const report = (line: number | undefined, problem: Problem) => found.push({ line: line ?? 0, problem });
  for (const issue of parsed.error.issues) {
    const path = issue.path;
    if (issue.code === "unrecognized_keys") {
      const known = knownKeys(schema, path);
      for (const key of issue.keys) {
        const suggestion = closest(key, known);
        const fix = suggestion ? `Did you mean "${suggestion}"? Correct the spelling.` : `Remove it, or check the spelling: this part may hold ${known.map((k) => `"${k}"`).join(", ")}.`;
        const line = keyLine(doc, lines, path, key);
        report(line, problemAt({ file, line, field: fieldInWords(fileName, path) }, `there is no field called "${key}". ${fix}`));
      }
      continue;
    }
    const field = fieldInWords(fileName, path);
    const line = lineOf(doc, lines, path);
    if (issue.code === "invalid_type" && issue.input === undefined) {
      const name = String(path[path.length - 1]);
      // The line of the group or entry it belongs in; a field of the whole file may go anywhere in it.
      const place = { file, line: path.length > 1 ? line : undefined, field };
      report(place.line, problemAt(place, `this is missing. Add a line "${name}:" with its value, lined up with the fields around it.`));
    } else if (issue.code === "invalid_type" && issue.expected === "object") {
      report(line, problemAt({ file, line, field }, "this should be a group of fields, each on its own line below it, indented by two spaces."));
    } else if (issue.code === "invalid_type" && issue.expected === "array") {
      report(line, problemAt({ file, line, field }, "this should be a list: one entry per line below it, each starting with a dash (-)."));
    } else {
      report(line, problemAt({ file, line, field }, issue.message));
    }
  }
  // In the order of the file, as the office will read through it.
  return { problems: found.sort((a, b) => a.line - b.line).map((f) => f.problem) };
}

/** Where a value of a file that read cleanly is written, for problems found after the schema (a missing photo…). */
export function placeOf(result: ReadResult<unknown>, file: string, path: readonly PropertyKey[]): Place {
  const fileName = file.split("/").pop() ?? file;
  if (result.hindi && result.doc) {
    // ["letter", "paragraphs", 2] → ["letter", "paragraphs_hi", 2] when the Hindi paragraphs are written.
    for (let i = path.length - 1; i >= 0; i--) {
      if (typeof path[i] !== "string") continue;
      const hindiPath = path.map((segment, j) => (j === i ? `${String(segment)}_hi` : segment));
      if (result.doc.hasIn(hindiPath)) return placeOf({ ...result, hindi: false }, file, hindiPath);
    }
  }
  return { file, line: result.doc && result.lines ? lineOf(result.doc, result.lines, path) : undefined, field: fieldInWords(fileName, path) };
}
