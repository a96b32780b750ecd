// The form editor's settings (Decap CMS): office/editor/config.yml says how the editor runs and how the files are
// grouped on its left; each file's form is made here from the content's schema (lib/content/schema.ts),
// which labels every field and says how to fill it in. So the form has exactly the fields the build checks,
// each text with its Hindi field below it, in the same words the build's messages use.
import type { z } from "zod";
import { CONTENT_FILES, CONTENT_FOLDERS, HINDI_SUFFIX } from "../../lib/content/schema";
import { choicesOf, englishOf, entryOf, fieldsOf, type FieldWords, mayBeLeftOut, wordsOf } from "../../lib/content/fields";
import type { Language } from "../../lib/site/language";

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

/** A text's Hindi field, under its English one: its label's ending, and its help. */
const HINDI_FIELD: Record<Language, { label: string; hint: string }> = {
  en: { label: " — in Hindi (हिन्दी में)", hint: "The same in Hindi, for the Hindi pages. Left empty, they show the English." },
  hi: { label: " हिन्दी में", hint: "वही हिन्दी में, हिन्दी पेजों के लिए। ख़ाली छोड़ने पर वहाँ अंग्रेज़ी दिखती है।" },
};
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A field's label and what one entry of its list is called (its help too, in formField), in the office's language (the schema's, lib/content/schema.ts: the messages name fields by them too). */
const labelOf = (words: FieldWords, language: Language) => (language === "hi" ? (words.labelHi ?? words.label) : words.label);
const itemOf = (words: FieldWords, language: Language) => (language === "hi" ? (words.itemHi ?? words.item) : words.item);

/** How the form asks for a value: the fields of a group, the entries of a list, a choice, a file or a text. */
function widgetOf(schema: z.ZodType, language: Language): Omit<FormField, "name"> {
  const words = wordsOf(schema);
  if (fieldsOf(schema)) return { widget: "object", fields: formFields(schema, language) };
  const entry = entryOf(schema);
  if (entry) {
    const item = itemOf(words, language) ?? "entry";
    const entries = fieldsOf(entry) ? { fields: formFields(entry, language) } : { field: { name: item, label: capitalised(item), ...widgetOf(entry, language) } };
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

function formField(name: string, schema: z.ZodType, language: Language): FormField {
  const words = wordsOf(schema);
  const help = language === "hi" ? (words.helpHi ?? words.help) : words.help;
  const field: FormField = { name, label: labelOf(words, language), ...(help ? { hint: help } : {}), ...(mayBeLeftOut(schema) ? { required: false as const } : {}), ...widgetOf(schema, language) };
  // A group that may be left out (a notice's event) may be left empty in the form too: Decap would otherwise
  // demand its inner fields. One filled in part is checked by the build's rules when it is saved.
  return field.required === false && field.fields ? { ...field, fields: field.fields.map(leftEmptyAllowed) } : field;
}

const leftEmptyAllowed = (field: FormField): FormField => ({ ...field, required: false, ...(field.fields ? { fields: field.fields.map(leftEmptyAllowed) } : {}) });

/** The fields of a group in the schema's order, each followed by its Hindi field where it has one. */
function formFields(group: z.ZodType, language: Language): FormField[] {
  const fields = fieldsOf(group) ?? {};
  return Object.entries(fields).flatMap(([name, schema]) => {
    if (englishOf(name, fields) !== undefined) return [];
    const english = formField(name, schema, language);
    const hindi = fields[`${name}${HINDI_SUFFIX}`];
    if (!hindi) return [english];
    const hindiField = HINDI_FIELD[language];
    return [english, { ...formField(`${name}${HINDI_SUFFIX}`, hindi, language), label: `${english.label ?? name}${hindiField.label}`, hint: hindiField.hint, required: false as const }];
  });
}

/**
 * A folder of entries: each a YAML file named after its date and title (2026-12-20-winter-break.yaml, the
 * entry's address on the site); a file it names (an attachment) goes in the folder its field says.
 */
function folderForm(collection: EditorSettings["collections"][number], folder: string, schema: z.ZodType, language: Language): FolderForm {
  return {
    ...collection,
    label_singular: labelOf(wordsOf(schema), language),
    folder: `content/${folder}`,
    create: true,
    extension: "yaml",
    format: "yaml",
    slug: "{{fields.published}}-{{slug}}",
    identifier_field: "title",
    // Its title in the office's language; a notice written in the other one only says so (Decap cannot fall back to another field).
    summary: language === "hi" ? "{{published | date('DD/MM/YYYY')}} · {{title_hi | default('(केवल अंग्रेज़ी में)')}}" : "{{published | date('DD/MM/YYYY')}} · {{title | default('(in Hindi only)')}}",
    sortable_fields: ["published", "title"],
    fields: formFields(schema, language),
  };
}

/**
 * The editor's whole configuration: `settings` (office/editor/config.yml) with a form for each content file it
 * groups, and each folder of entries, its labels in `language`.
 */
export function decapConfig(
  settings: EditorSettings,
  language: Language = "en",
  contentFiles: Record<string, z.ZodType> = CONTENT_FILES,
  contentFolders: Record<string, z.ZodType> = CONTENT_FOLDERS,
): DecapConfig {
  return {
    ...settings,
    collections: settings.collections.map((collection) => {
      if (collection.folder !== undefined) {
        const schema = contentFolders[collection.folder];
        if (!schema) throw new Error(`office/editor/config.yml names the folder ${collection.folder}, which holds no entries: write one of ${Object.keys(contentFolders).join(", ")}.`);
        return folderForm(collection, collection.folder, schema, language);
      }
      return {
        ...collection,
        files: (collection.files ?? []).map((name) => {
          const schema = contentFiles[name];
          if (!schema) throw new Error(`office/editor/config.yml names ${name}, which is not a content file: write one of ${Object.keys(contentFiles).join(", ")}.`);
          return { name: name.replace(/\.yaml$/, ""), label: labelOf(wordsOf(schema), language), file: `content/${name}`, fields: formFields(schema, language) };
        }),
      };
    }),
  };
}
