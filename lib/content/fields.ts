// The one walk over the content's schema (lib/content/schema.ts): what a file holds, field by field, as the
// office writes it, and what the schema says of each field. The Hindi folding (languages.ts), the suggestion of
// a misspelt field's name and the field named in a message (read-yaml.ts), and the form editor's fields
// (office/editor/forms.ts) all read the schema through here, so only this file knows zod's wrappers.
import { z } from "zod";
import { HINDI_SUFFIX } from "./schema";

/** What the schema says of a field: its label, help, what an entry of a list is called… (the GlobalMeta of schema.ts). */
export type FieldWords = z.GlobalMeta;

/** The schema one step inside a wrapper that does not change what the office writes, or undefined. */
function inside(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return schema.unwrap() as z.ZodType;
  // A pipe checks what is written with its first schema; a preprocess (withHindi's) with its second.
  if (schema instanceof z.ZodPipe) return (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType;
  return undefined;
}

/** The schema that says what is written: a group of fields, a list, a choice or a text. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const next = inside(schema);
  return next ? unwrap(next) : schema;
}

/** What the schema says of a field, gathered from its wrappers; the outermost (the field's own words) wins. */
export function wordsOf(schema: z.ZodType): FieldWords {
  const next = inside(schema);
  return { ...(next ? wordsOf(next) : {}), ...schema.meta() };
}

/** The fields of a group, by name, or undefined when `schema` is not a group. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const group = unwrap(schema);
  return group instanceof z.ZodObject ? (group.shape as Record<string, z.ZodType>) : undefined;
}

/** What one entry of a list holds, or undefined when `schema` is not a list. */
export function entryOf(schema: z.ZodType): z.ZodType | undefined {
  const list = unwrap(schema);
  return list instanceof z.ZodArray ? (list.element as z.ZodType) : undefined;
}

/** The words a text must be one of, or undefined when it may be any text. */
export function choicesOf(schema: z.ZodType): readonly string[] | undefined {
  const choice = unwrap(schema);
  return choice instanceof z.ZodEnum ? (choice.options as string[]) : wordsOf(schema).options;
}

/** Whether the office may leave it out (or, a list, empty). */
export const mayBeLeftOut = (schema: z.ZodType) => schema.safeParse(undefined).success || (entryOf(schema) !== undefined && schema.safeParse([]).success);

/** The English field that `name` is the Hindi version of ("title" for "title_hi"), when `fields` has it. */
export function englishOf(name: string, fields: Record<string, z.ZodType>): string | undefined {
  const english = name.endsWith(HINDI_SUFFIX) ? name.slice(0, -HINDI_SUFFIX.length) : undefined;
  return english !== undefined && english in fields ? english : undefined;
}

/** The schema of the value at `path` (["albums", 4, "title"]), or undefined when the schema has no such place. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    current = typeof segment === "number" ? entryOf(current) : fieldsOf(current)?.[String(segment)];
  }
  return current;
}
