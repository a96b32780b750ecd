import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { z } from "zod";
import { CONTENT_FILES, HINDI_SUFFIX } from "~/lib/content-schema";
import { addHindiFields } from "../../scripts/editor-config";

type Field = { name: string; label?: string; required?: boolean; fields?: Field[] };
type Def = { type?: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType>; in?: z.ZodType };

/** Every field the schema of a content file names, as "group.field" paths (lists' entries without numbers). */
function schemaFields(schema: z.ZodType, prefix = ""): string[] {
  let def = (schema as unknown as { def: Def }).def;
  while (def.type === "optional" || def.type === "pipe" || def.type === "array") {
    def = ((def.type === "optional" ? def.innerType : def.type === "pipe" ? def.in : def.element) as unknown as { def: Def }).def;
  }
  if (def.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([name, inner]) => [`${prefix}${name}`, ...schemaFields(inner, `${prefix}${name}.`)]);
}

const formFields = (fields: Field[], prefix = ""): string[] => fields.flatMap((f) => [`${prefix}${f.name}`, ...formFields(f.fields ?? [], `${prefix}${f.name}.`)]);

describe("the form editor", () => {
  const config = addHindiFields(parse(readFileSync(path.join(import.meta.dirname, "../../editor/config.yml"), "utf8")));
  const forms = new Map(config.collections!.flatMap((c) => c.files ?? []).map((f) => [f.file!.replace(/^content\//, ""), f.fields as Field[]]));

  it.each(Object.keys(CONTENT_FILES))("has a field for every field of %s, each text with its Hindi twin beside it", (file) => {
    const fields = forms.get(file);
    expect(fields, `no form for content/${file}`).toBeDefined();
    const expected = schemaFields(CONTENT_FILES[file as keyof typeof CONTENT_FILES]);
    expect(formFields(fields!).sort()).toEqual(expected.sort());
    for (const name of expected.filter((f) => f.endsWith(HINDI_SUFFIX))) expect(name).toMatch(/_hi$/);
  });

  it("asks for Hindi without requiring it", () => {
    const hindi = [...forms.values()].flatMap((fields) => fields).filter((f) => f.name.endsWith(HINDI_SUFFIX));
    expect(hindi.length).toBeGreaterThan(0);
    for (const field of hindi) {
      expect(field.required).toBe(false);
      expect(field.label).toMatch(/in Hindi \(हिन्दी में\)$/);
    }
  });
});
