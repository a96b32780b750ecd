// The content in each language. The office writes a field's Hindi version beside it (`title_hi:` after
// `title:`, see app/lib/content-schema.ts); here each checked file is read once per language: in English the
// `_hi` fields are set aside, in Hindi they take the place of the English ones. A Hindi text that is missing
// keeps the English one, marked as untranslated (the page shows it as English), and is listed for the office.
import type { z } from "zod";
import { HINDI_SUFFIX, type OneLanguage } from "../../app/lib/content-schema";
import { type Language, UNTRANSLATED } from "../../app/lib/language";

type Shape = Record<string, z.ZodType>;
type Def = { type?: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Shape };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The schema inside `.optional()`. */
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  return def.type === "optional" && def.innerType ? unwrap(def.innerType) : schema;
};

// Text with no letters in it (a time, an amount, a ratio) reads the same in both languages.
const hasLetters = (value: unknown): boolean =>
  typeof value === "string" ? /\p{L}/u.test(value) : Array.isArray(value) && value.some(hasLetters);

const markUntranslated = (value: unknown): unknown => {
  if (typeof value === "string") return hasLetters(value) ? `${UNTRANSLATED}${value}` : value;
  if (Array.isArray(value)) return value.map(markUntranslated);
  return value;
};

/**
 * `value` (a file checked by `schema`) as `language` reads it. `onUntranslated` is told the place of each
 * text that has no Hindi version yet.
 */
export function inLanguage<T>(schema: z.ZodType, value: T, language: Language, onUntranslated: (path: PropertyKey[]) => void = () => {}): OneLanguage<T> {
  const walk = (schema: z.ZodType, value: unknown, path: PropertyKey[]): unknown => {
    const def = defOf(unwrap(schema));
    if (def.type === "array" && def.element && Array.isArray(value)) return value.map((item, i) => walk(def.element!, item, [...path, i]));
    if (def.type !== "object" || !def.shape || value === null || typeof value !== "object") return value;
    const shape = def.shape;
    const fields = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) {
      if (name.endsWith(HINDI_SUFFIX) && shape[name.slice(0, -HINDI_SUFFIX.length)]) continue;
      const hindiName = `${name}${HINDI_SUFFIX}`;
      if (language === "en" || !(hindiName in shape) || field === undefined) {
        result[name] = walk(shape[name]!, field, [...path, name]);
      } else if (fields[hindiName] !== undefined) {
        result[name] = fields[hindiName];
      } else {
        result[name] = markUntranslated(field);
        if (hasLetters(field)) onUntranslated([...path, name]);
      }
    }
    return result;
  };
  return walk(schema, value, []) as OneLanguage<T>;
}
