const PLACEHOLDER = /\{(\w+)\}/g;

/** "Call {phone}" with { phone: "+91 …" } → "Call +91 …". The dictionaries' texts keep their own word order. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The names a text expects to be filled in: "Call {phone}" → ["phone"]. */
export const placeholdersOf = (template: string) => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
