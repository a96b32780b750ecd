// The site's two languages. English lives at the specification's addresses; Hindi at the same addresses
// under /hi (/hi, /hi/gallery, /hi/images?key=…). The language of a page is read from its address only.

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

const HINDI_PREFIX = "/hi";

/** "/hi/gallery" → "hi"; "/gallery", "/history" → "en". */
export const languageOf = (pathname: string): Language =>
  pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";

/** The English address of a page: "/hi/gallery" → "/gallery", "/hi" → "/"; "/hi//evil.example" → "/evil.example". */
export function englishPath(pathname: string) {
  const english = languageOf(pathname) === "en" ? pathname : pathname.slice(HINDI_PREFIX.length) || "/";
  // A browser reads "//evil.example" (or "/\evil.example") as another site's address: a page's has one slash.
  return english.replace(/^[/\\]+/, "/");
}

/** A page's address in `language`, from its English address (or its address in either language). */
export function pathIn(language: Language, pathname: string) {
  const english = englishPath(pathname);
  if (language === "en") return english;
  return english === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${english}`;
}

export const otherLanguage = (language: Language): Language => (language === "en" ? "hi" : "en");

/**
 * In the Hindi content, a text the office has not translated yet is the English text with this mark in
 * front (lib/content/languages.ts). The pages show it without the mark, as English (`lang="en"`).
 * U+2060 WORD JOINER: invisible, should one ever slip through.
 */
export const UNTRANSLATED = "\u2060";
/**
 * In the English content, a text the office wrote in Hindi only (a notice, decision 35) has this mark in
 * front: the pages show it as Hindi (`lang="hi"`). U+2063 INVISIBLE SEPARATOR, invisible too.
 */
export const IN_HINDI = "\u2063";
/** The mark a text of `language` carries on the other language's pages. */
export const MARKS: Record<Language, string> = { en: UNTRANSLATED, hi: IN_HINDI };

const markedLanguage = (text: string) => LANGUAGES.find((language) => text.startsWith(MARKS[language]));

/** The text without its mark, for an attribute, a title or a link. */
export const plain = (text: string) => {
  const lang = markedLanguage(text);
  return lang ? text.slice(MARKS[lang].length) : text;
};

/** `lang="en"` for an untranslated text on a Hindi page, `lang="hi"` for a Hindi-only text on an English one; nothing otherwise. */
export const langOf = (text: string): { lang?: Language } => {
  const lang = markedLanguage(text);
  return lang ? { lang } : {};
};

/** Texts put together into one (an address): marked untranslated when every part with words in it is. */
export function joinTexts(parts: string[], separator: string) {
  const joined = parts.map(plain).join(separator);
  const worded = parts.filter((part) => /\p{L}/u.test(part));
  return worded.length > 0 && worded.every((part) => part.startsWith(UNTRANSLATED)) ? `${UNTRANSLATED}${joined}` : joined;
}
