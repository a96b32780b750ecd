// The form editor's forms are made from the content's schema: each file's form has exactly the fields the
// build checks, every field labelled, each text's Hindi field below it. The schema's own JSON Schema (zod's,
// not our walk over it) is the measure.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { CONTENT_FILES, HINDI_SUFFIX, noticeFile } from "../../lib/content/schema";
import { decapConfig, type EditorSettings, type FileForm, type FolderForm, type FormField } from "../../office/editor/forms";

type JsonSchema = { type?: string; label?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

/** Every field a JSON Schema names, as "group.field" paths (lists' entries without numbers), with its schema. */
function jsonFields(schema: JsonSchema, prefix = ""): [string, JsonSchema][] {
  const group = schema.type === "array" ? schema.items : schema;
  return Object.entries(group?.properties ?? {}).flatMap(([name, inner]) => [[`${prefix}${name}`, inner] as [string, JsonSchema], ...jsonFields(inner, `${prefix}${name}.`)]);
}

const everyField = (fields: FormField[], prefix = ""): [string, FormField][] =>
  fields.flatMap((f) => [[`${prefix}${f.name}`, f] as [string, FormField], ...everyField(f.fields ?? [], `${prefix}${f.name}.`)]);

const settings = parse(readFileSync(path.join(import.meta.dirname, "../../office/editor/config.yml"), "utf8")) as EditorSettings;
const config = decapConfig(settings);
const forms = config.collections.flatMap((c) => (Array.isArray(c.files) ? (c.files as FileForm[]) : []));
const notices = config.collections.find((c) => c.folder !== undefined) as FolderForm;

describe("the form editor", () => {
  it("has one form for each content file", () => {
    expect(forms.map((form) => form.file).sort()).toEqual(Object.keys(CONTENT_FILES).map((name) => `content/${name}`).sort());
    for (const form of forms) expect(form.label, form.file).toBeTruthy();
  });

  it.each([...Object.keys(CONTENT_FILES), "notices/"])("has exactly the fields of %s, every one labelled, each text with its Hindi field below it", (file) => {
    const schema = file === "notices/" ? noticeFile : CONTENT_FILES[file as keyof typeof CONTENT_FILES];
    const json = jsonFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
    const fields = file === "notices/" ? notices.fields : forms.find((f) => f.file === `content/${file}`)!.fields;
    const form = everyField(fields);
    expect(form.map(([name]) => name).sort()).toEqual(json.map(([name]) => name).sort());
    for (const [name, field] of json) expect(field.label, `${file}: ${name} has no label in the schema`).toBeTruthy();
    for (const [name, field] of form) {
      expect(field.label, `${file}: ${name}`).toBeTruthy();
      if (field.widget === "list") expect(field.label_singular, `${file}: ${name} does not say what an entry is called`).toBeTruthy();
    }
    const groups = [fields, ...form.map(([, f]) => f.fields ?? [])];
    for (const fields of groups) {
      fields.forEach((field, i) => {
        if (!field.name.endsWith(HINDI_SUFFIX)) return;
        const english = fields[i - 1]!;
        expect(field.name).toBe(`${english.name}${HINDI_SUFFIX}`);
        expect(field.label).toBe(`${english.label} — in Hindi (हिन्दी में)`);
        expect(field.required).toBe(false);
      });
    }
  });

  it("asks for a file where the content names one, a choice where it must be one of a few words, and lets go what may be left out", () => {
    const school = everyField(forms.find((f) => f.file === "content/school.yaml")!.fields);
    const field = (form: [string, FormField][], name: string) => form.find(([n]) => n === name)?.[1];
    expect(field(school, "logo")).toMatchObject({ widget: "image", label: "Logo" });
    expect(field(school, "whatsapp")).toMatchObject({ widget: "string", label: "WhatsApp number", hint: expect.stringContaining("+91") });
    const gallery = everyField(forms.find((f) => f.file === "content/gallery.yaml")!.fields);
    expect(field(gallery, "slideshow")).toMatchObject({ widget: "list", label_singular: "slide" });
    expect(field(gallery, "slideshow.photo")).toMatchObject({ widget: "image", media_folder: "/content/slideshow", public_folder: "slideshow" });
    expect(field(gallery, "albums.cover")).toMatchObject({ required: false });
    const disclosure = everyField(forms.find((f) => f.file === "content/disclosure.yaml")!.fields);
    expect(field(disclosure, "infrastructure.internet")).toMatchObject({ widget: "select", options: ["yes", "no"] });
    const documents = everyField(forms.find((f) => f.file === "content/documents.yaml")!.fields);
    expect(field(documents, "documents.file")).toMatchObject({ widget: "file", label: "PDF", media_folder: "/content/documents" });
    const career = everyField(forms.find((f) => f.file === "content/career.yaml")!.fields);
    expect(field(career, "vacancies")).toMatchObject({ required: false });
    expect(field(career, "how_to_apply")).toMatchObject({ widget: "list", field: { name: "paragraph", label: "Paragraph", widget: "text" } });
  });

  it("has New notice: a file in content/notices named after its day and title, with day/month/year dates and the category as a choice", () => {
    expect(notices).toMatchObject({ folder: "content/notices", create: true, extension: "yaml", format: "yaml", slug: "{{fields.published}}-{{slug}}", label_singular: "Notice" });
    const field = (name: string) => everyField(notices.fields).find(([n]) => n === name)?.[1];
    const datePicker = { widget: "school-date" };
    expect(field("published")).toMatchObject(datePicker);
    expect(field("published")!.required).toBeUndefined();
    expect(field("last_day")).toMatchObject({ ...datePicker, required: false });
    // The event may be left out, so the form does not demand its day: one filled in part is checked when saved.
    expect(field("event")).toMatchObject({ widget: "object", required: false });
    expect(field("event.day")).toMatchObject({ ...datePicker, required: false });
    // A time typed and kept as typed, never the browser's picker, which drops a half-typed "08:00 --" without a word.
    expect(field("event.starts")).toMatchObject({ widget: "school-time", required: false });
    expect(field("event.place")).toMatchObject({ widget: "string", required: false });
    expect(field("event.place_hi")).toMatchObject({ widget: "string", required: false });
    // Either language's title and text may be left empty (one of them is checked when saved).
    expect([field("title")!.required, field("title_hi")!.required, field("text")!.required, field("text_hi")!.required]).toEqual([false, false, false, false]);
    expect(JSON.stringify(notices)).not.toContain("picker_utc");
    expect(field("category")).toMatchObject({ widget: "select", options: ["holiday", "exam", "meeting", "result", "admission", "event", "general"] });
    expect(field("pinned")).toMatchObject({ widget: "select", options: ["yes", "no"], required: false });
    // An attachment is kept beside the notice.
    expect(field("attachment")).toMatchObject({ widget: "file", required: false, media_folder: "/content/notices", public_folder: "notices" });
    // Dates elsewhere get the same picker.
    const admissions = everyField(forms.find((f) => f.file === "content/admissions.yaml")!.fields);
    expect(admissions.find(([n]) => n === "cut_off_date")?.[1]).toMatchObject(datePicker);
  });

  it("keeps the editor's own settings, and says which name in office/editor/config.yml is not a content file", () => {
    expect(config).toMatchObject({ backend: settings.backend, media_folder: "content/photos" });
    expect(() => decapConfig({ ...settings, collections: [{ name: "notices", files: ["notice.yaml"] }] })).toThrow(/names notice\.yaml, which is not a content file/);
  });
});
