// The interface's dictionaries (lib/site/i18n) are checked when the site is built: each language has every key of
// English's, no other, no empty text, and the same {placeholders} in each text. (Their types say the same to
// the type checker; this makes a build fail too, since it does not run it.)
import { dictionaries } from "../site/i18n/dictionaries";
import { placeholdersOf } from "../site/i18n/fill";
import { LANGUAGES } from "../site/language";

type Tree = { [key: string]: string | Tree };

export function dictionaryProblems(all: Record<string, unknown> = dictionaries): string[] {
  const problems: string[] = [];
  const english = all.en as Tree;
  const compare = (language: string, reference: Tree | string, other: unknown, path: string[]) => {
    const where = `lib/site/i18n/${language}.ts, ${path.join(".")}`;
    if (typeof reference === "string") {
      if (typeof other !== "string") return problems.push(`${where}: missing (English: "${reference}").`);
      if (other.trim() === "") return problems.push(`${where}: empty.`);
      const expected = placeholdersOf(reference).join(", ");
      if (placeholdersOf(other).join(", ") !== expected) problems.push(`${where}: must contain exactly the placeholders of the English text (${expected || "none"}).`);
      return;
    }
    if (other === null || typeof other !== "object") return problems.push(`${where}: missing.`);
    for (const key of Object.keys(reference)) compare(language, reference[key]!, (other as Tree)[key], [...path, key]);
    for (const key of Object.keys(other)) if (!(key in reference)) problems.push(`lib/site/i18n/${language}.ts, ${[...path, key].join(".")}: not in English (en.ts).`);
  };
  for (const language of LANGUAGES) if (language !== "en") compare(language, english, all[language], []);
  return problems;
}
