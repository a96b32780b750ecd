// The form editor's settings (editor/config.yml) with a Hindi field beside each field of the content that may
// have one. Which fields those are is said once, by the content's schema (withHindi in
// app/lib/content-schema.ts): the form follows it, so no text is translatable in the files but not the form.
import type { z } from "zod";
import { CONTENT_FILES, HINDI_SUFFIX } from "../app/lib/content-schema";

type Field = { name: string; label?: string; hint?: string; widget?: string; required?: boolean; fields?: Field[]; field?: Field };
type Config = { collections?: { files?: { file?: string; fields?: Field[] }[] }[] };
type Def = { type?: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType>; in?: z.ZodType };

/** The object (or list of objects) schema inside optional, array and pipe wrappers. */
function inner(schema: z.ZodType | undefined): Def | undefined {
  let def = (schema as unknown as { def?: Def } | undefined)?.def;
  while (def && (def.type === "optional" || def.type === "pipe" || def.type === "array")) {
    const next = def.type === "optional" ? def.innerType : def.type === "pipe" ? def.in : def.element;
    def = (next as unknown as { def?: Def } | undefined)?.def;
  }
  return def;
}

/** The fields of a form, each followed by its Hindi twin where the schema has one. */
function withHindiFields(fields: Field[], shape: Record<string, z.ZodType>): Field[] {
  return fields.flatMap((field) => {
    const schema = shape[field.name];
    const nested = inner(schema)?.shape;
    const own = nested && field.fields ? { ...field, fields: withHindiFields(field.fields, nested) } : field;
    if (!(`${field.name}${HINDI_SUFFIX}` in shape)) return [own];
    const hindi: Field = {
      ...field,
      name: `${field.name}${HINDI_SUFFIX}`,
      label: `${field.label ?? field.name} — in Hindi (हिन्दी में)`,
      hint: "The same in Hindi, for the Hindi pages. Left empty, they show the English.",
      required: false,
    };
    return [own, hindi];
  });
}

export function addHindiFields(config: Config): Config {
  for (const collection of config.collections ?? []) {
    for (const file of collection.files ?? []) {
      const name = file.file?.replace(/^content\//, "") as keyof typeof CONTENT_FILES | undefined;
      const shape = name && name in CONTENT_FILES ? inner(CONTENT_FILES[name])?.shape : undefined;
      if (shape && file.fields) file.fields = withHindiFields(file.fields, shape);
    }
  }
  return config;
}
