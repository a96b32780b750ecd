// The form editor's settings (Decap CMS): editor/config.yml says how the editor runs and how the files are
// grouped on its left; each file's form is made here from the content's schema (app/lib/content-schema.ts),
// which labels every field and says how to fill it in. So the form has exactly the fields the build checks,
// each text with its Hindi field below it, in the same words the build's messages use.
import type { z } from "zod";
import { CONTENT_FILES, HINDI_SUFFIX } from "../app/lib/content-schema";
import { choicesOf, englishOf, entryOf, fieldsOf, mayBeLeftOut, wordsOf } from "./content/fields";

/** A field of a Decap form (https://decapcms.org/docs/widgets/). */
export type FormField = {
  name: string;
  label?: string;
  hint?: string;
  widget: "string" | "text" | "list" | "object" | "image" | "file" | "select";
  required?: false;
  fields?: FormField[];
  field?: FormField;
  label_singular?: string;
  options?: readonly string[];
  media_folder?: string;
  public_folder?: string;
};
export type FileForm = { name: string; label?: string; file: string; fields: FormField[] };
/** editor/config.yml: the editor's own settings, and its collections, each naming its content files in order. */
export type EditorSettings = { collections: ({ files: string[] } & Record<string, unknown>)[] } & Record<string, unknown>;
export type DecapConfig = Omit<EditorSettings, "collections"> & { collections: ({ files: FileForm[] } & Record<string, unknown>)[] };

const HINDI_LABEL = " — in Hindi (हिन्दी में)";
const HINDI_HINT = "The same in Hindi, for the Hindi pages. Left empty, they show the English.";
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** How the form asks for a value: the fields of a group, the entries of a list, a choice, a file or a text. */
function widgetOf(schema: z.ZodType): Omit<FormField, "name"> {
  const words = wordsOf(schema);
  if (fieldsOf(schema)) return { widget: "object", fields: formFields(schema) };
  const entry = entryOf(schema);
  if (entry) {
    const item = words.item ?? "entry";
    const entries = fieldsOf(entry) ? { fields: formFields(entry) } : { field: { name: item, label: capitalised(item), ...widgetOf(entry) } };
    return { widget: "list", label_singular: item, ...entries };
  }
  const options = choicesOf(schema);
  if (options) return { widget: "select", options };
  const folder = words.folder ? { media_folder: `/content/${words.folder}`, public_folder: words.folder } : {};
  return { widget: words.widget ?? "string", ...folder };
}

function formField(name: string, schema: z.ZodType): FormField {
  const { label, help } = wordsOf(schema);
  return { name, label, ...(help ? { hint: help } : {}), ...(mayBeLeftOut(schema) ? { required: false as const } : {}), ...widgetOf(schema) };
}

/** The fields of a group in the schema's order, each followed by its Hindi field where it has one. */
function formFields(group: z.ZodType): FormField[] {
  const fields = fieldsOf(group) ?? {};
  return Object.entries(fields).flatMap(([name, schema]) => {
    if (englishOf(name, fields) !== undefined) return [];
    const english = formField(name, schema);
    const hindi = fields[`${name}${HINDI_SUFFIX}`];
    if (!hindi) return [english];
    return [english, { ...formField(`${name}${HINDI_SUFFIX}`, hindi), label: `${english.label ?? name}${HINDI_LABEL}`, hint: HINDI_HINT, required: false as const }];
  });
}

/** The editor's whole configuration: `settings` (editor/config.yml) with a form for each content file it groups. */
export function decapConfig(settings: EditorSettings, contentFiles: Record<string, z.ZodType> = CONTENT_FILES): DecapConfig {
  return {
    ...settings,
    collections: settings.collections.map((collection) => ({
      ...collection,
      files: collection.files.map((name) => {
        const schema = contentFiles[name];
        if (!schema) throw new Error(`editor/config.yml names ${name}, which is not a content file: write one of ${Object.keys(contentFiles).join(", ")}.`);
        return { name: name.replace(/\.yaml$/, ""), label: wordsOf(schema).label, file: `content/${name}`, fields: formFields(schema) };
      }),
    })),
  };
}
