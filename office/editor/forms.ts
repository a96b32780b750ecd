// The form editor's settings (Decap CMS): office/editor/config.yml says how the editor runs and how the files are
// grouped on its left; each file's form is made here from the content's schema (lib/content/schema.ts),
// which labels every field and says how to fill it in. So the form has exactly the fields the build checks,
// each text with its Hindi field below it, in the same words the build's messages use.
import type { z } from "zod";
import { CONTENT_FILES, CONTENT_FOLDERS, HINDI_SUFFIX } from "../../lib/content/schema";
import { choicesOf, englishOf, entryOf, fieldsOf, mayBeLeftOut, wordsOf } from "../../lib/content/fields";

/** A field of a Decap form (https://decapcms.org/docs/widgets/). */
export type FormField = {
  name: string;
  label?: string;
  hint?: string;
  widget: "string" | "text" | "list" | "object" | "image" | "file" | "select" | "school-date" | "school-time";
  required?: false;
  fields?: FormField[];
  field?: FormField;
  label_singular?: string;
  options?: readonly string[];
  media_folder?: string;
  public_folder?: string;
};
export type FileForm = { name: string; label?: string; file: string; fields: FormField[] };
/** A folder of entries, one file each (the notices): "New notice" makes a file there. */
export type FolderForm = Record<string, unknown> & { name: string; label_singular?: string; folder: string; create: true; slug: string; fields: FormField[] };
/** office/editor/config.yml: the editor's own settings, and its collections, each naming its content files in order, or a folder of entries. */
export type EditorSettings = { collections: (Record<string, unknown> & { name: string; files?: string[]; folder?: string })[] } & Record<string, unknown>;
export type DecapConfig = Omit<EditorSettings, "collections"> & { collections: ((Record<string, unknown> & { name: string; files: FileForm[] }) | FolderForm)[] };

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
  // A date typed day/month/year and written 2027-03-31, a time typed 2:30 pm and written 14:30 (office/editor/date-field.ts).
  if (words.widget === "date") return { widget: "school-date" };
  if (words.widget === "time") return { widget: "school-time" };
  const folder = words.folder ? { media_folder: `/content/${words.folder}`, public_folder: words.folder } : {};
  return { widget: words.widget ?? "string", ...folder };
}

function formField(name: string, schema: z.ZodType): FormField {
  const { label, help } = wordsOf(schema);
  const field: FormField = { name, label, ...(help ? { hint: help } : {}), ...(mayBeLeftOut(schema) ? { required: false as const } : {}), ...widgetOf(schema) };
  // A group that may be left out (a notice's event) may be left empty in the form too: Decap would otherwise
  // demand its inner fields. One filled in part is checked by the build's rules when it is saved.
  return field.required === false && field.fields ? { ...field, fields: field.fields.map(leftEmptyAllowed) } : field;
}

const leftEmptyAllowed = (field: FormField): FormField => ({ ...field, required: false, ...(field.fields ? { fields: field.fields.map(leftEmptyAllowed) } : {}) });

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

/**
 * A folder of entries: each a YAML file named after its date and title (2026-12-20-winter-break.yaml, the
 * entry's address on the site); a file it names (an attachment) goes in the folder its field says.
 */
function folderForm(collection: EditorSettings["collections"][number], folder: string, schema: z.ZodType): FolderForm {
  const { label } = wordsOf(schema);
  return {
    ...collection,
    label_singular: label,
    folder: `content/${folder}`,
    create: true,
    extension: "yaml",
    format: "yaml",
    slug: "{{fields.published}}-{{slug}}",
    identifier_field: "title",
    summary: "{{published | date('DD/MM/YYYY')}} · {{title}}",
    sortable_fields: ["published", "title"],
    fields: formFields(schema),
  };
}

/** The editor's whole configuration: `settings` (office/editor/config.yml) with a form for each content file it groups, and each folder of entries. */
export function decapConfig(
  settings: EditorSettings,
  contentFiles: Record<string, z.ZodType> = CONTENT_FILES,
  contentFolders: Record<string, z.ZodType> = CONTENT_FOLDERS,
): DecapConfig {
  return {
    ...settings,
    collections: settings.collections.map((collection) => {
      if (collection.folder !== undefined) {
        const schema = contentFolders[collection.folder];
        if (!schema) throw new Error(`office/editor/config.yml names the folder ${collection.folder}, which holds no entries: write one of ${Object.keys(contentFolders).join(", ")}.`);
        return folderForm(collection, collection.folder, schema);
      }
      return {
        ...collection,
        files: (collection.files ?? []).map((name) => {
          const schema = contentFiles[name];
          if (!schema) throw new Error(`office/editor/config.yml names ${name}, which is not a content file: write one of ${Object.keys(contentFiles).join(", ")}.`);
          return { name: name.replace(/\.yaml$/, ""), label: wordsOf(schema).label, file: `content/${name}`, fields: formFields(schema) };
        }),
      };
    }),
  };
}
