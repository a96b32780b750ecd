// The content in each language. The office writes a field's Hindi version beside it (`title_hi:` after
// `title:`, see lib/content/schema.ts); here each checked file is read once per language: in English the
// `_hi` fields are set aside, in Hindi they take the place of the English ones. A Hindi text that is missing
// keeps the English one, marked as untranslated (the page shows it as English), and is listed for the office.
// A text written in Hindi only (a notice may be, decision 35) is the English pages' text too, marked as Hindi.
import type { z } from "zod";
import { HINDI_SUFFIX, type OneLanguage } from "./schema";
import { type Language, MARKS } from "../site/language";
import { englishOf, entryOf, fieldsOf } from "./fields";

// Text with no letters in it (a time, an amount, a ratio) reads the same in both languages.
const hasLetters = (value: unknown): boolean =>
  typeof value === "string" ? /\p{L}/u.test(value) : Array.isArray(value) && value.some(hasLetters);

/** A text (or a list of texts) of `language` shown on the other language's pages, marked as such. */
const markAs = (language: Language, value: unknown): unknown => {
  if (typeof value === "string") return hasLetters(value) ? `${MARKS[language]}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => markAs(language, item));
  return value;
};

/**
 * `value` (a file checked by `schema`) as `language` reads it. `onUntranslated` is told the place of each
 * text that has no Hindi version yet.
 */
export function inLanguage<T>(schema: z.ZodType, value: T, language: Language, onUntranslated: (path: PropertyKey[]) => void = () => {}): OneLanguage<T> {
  const walk = (schema: z.ZodType, value: unknown, path: PropertyKey[]): unknown => {
    const entry = entryOf(schema);
    if (entry && Array.isArray(value)) return value.map((item, i) => walk(entry, item, [...path, i]));
    const shape = fieldsOf(schema);
    if (!shape || value === null || typeof value !== "object") return value;
    const fields = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) {
      if (field === undefined) continue;
      const english = englishOf(name, shape);
      if (english !== undefined) {
        // Written in Hindi only: the English pages show the Hindi.
        if (fields[english] === undefined) result[english] = language === "hi" ? field : markAs("hi", field);
        continue;
      }
      const hindiName = `${name}${HINDI_SUFFIX}`;
      if (language === "en" || !(hindiName in shape)) {
        result[name] = walk(shape[name]!, field, [...path, name]);
      } else if (fields[hindiName] !== undefined) {
        result[name] = fields[hindiName];
      } else {
        result[name] = markAs("en", field);
        if (hasLetters(field)) onUntranslated([...path, name]);
      }
    }
    return result;
  };
  return walk(schema, value, []) as OneLanguage<T>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The texts whose English changed between `before` (the file as last published) and `now` while their Hindi
 * version stayed as it was: the Hindi may no longer say the same. `onOutdated` is told the place of each
 * Hindi field. Entries of a list are compared by their place in it.
 */
export function outdatedHindi(schema: z.ZodType, now: unknown, before: unknown, onOutdated: (path: PropertyKey[]) => void) {
  const walk = (schema: z.ZodType, now: unknown, before: unknown, path: PropertyKey[]) => {
    const entry = entryOf(schema);
    if (entry && Array.isArray(now) && Array.isArray(before)) now.forEach((item, i) => walk(entry, item, before[i], [...path, i]));
    const shape = fieldsOf(schema);
    if (!shape || !now || !before || typeof now !== "object" || typeof before !== "object") return;
    const [fields, published] = [now as Record<string, unknown>, before as Record<string, unknown>];
    for (const [name, field] of Object.entries(shape)) {
      if (englishOf(name, shape)) continue;
      const hindiName = `${name}${HINDI_SUFFIX}`;
      if (hindiName in shape && fields[hindiName] !== undefined && !same(fields[name], published[name]) && same(fields[hindiName], published[hindiName])) {
        onOutdated([...path, hindiName]);
      } else {
        walk(field, fields[name], published[name], [...path, name]);
      }
    }
  };
  walk(schema, now, before, []);
}
