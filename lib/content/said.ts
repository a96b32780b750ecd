// A message of the content's check in both of the office's languages, made once, where the check is: the
// command line prints its English, the office shows it in the office's language (office/words.ts decides none
// of it). Each message's English and Hindi are written side by side, from the same values.
import type { Language } from "../site/language";

export type Said = Record<Language, string>;

export const said = (en: string, hi: string): Said => ({ en, hi });

/** Two messages as one: "first second", in each language. */
export const joined = (first: Said, second: Said): Said => ({ en: `${first.en} ${second.en}`, hi: `${first.hi} ${second.hi}` });

// zod carries an issue's message as one text: a Said travels inside it as JSON, read back by read-yaml.ts.
export const zodMessage = (message: Said) => JSON.stringify(message);

/** What a zod issue said: the Said in it, or zod's own words for a check that has none of ours (never meant to be reached). */
export function fromZod(message: string): Said {
  try {
    const read = JSON.parse(message) as Partial<Said>;
    if (typeof read.en === "string" && typeof read.hi === "string") return { en: read.en, hi: read.hi };
  } catch {
    // zod's own message, below.
  }
  return { en: message, hi: "यह मान पढ़ा नहीं जा सका: इसे आस-पास की पंक्तियों से मिलाकर ठीक करें।" };
}
