// The interface's words of a page's language. The server knows both dictionaries (dictionaries.server.ts);
// a browser fetches the one of its page's language once, as a file of its own that every page shares and the
// browser keeps (app/generated/words-<lang>.json, written by the build from en.ts and hi.ts), rather than in
// every page's data: 2.4 kB of an English page's 12 kB, 3.1 kB of a Hindi one's, which then fits in the
// first round trip of a weak connection.
import type { Language } from "../../lib/site/language";
import englishUrl from "~/generated/words-en.json?url&no-inline";
import hindiUrl from "~/generated/words-hi.json?url&no-inline";
import type { Dictionary } from "../../lib/site/i18n/en";

const FILES: Record<Language, string> = { en: englishUrl, hi: hindiUrl };
const known: Partial<Record<Language, Dictionary>> = {};
const fetching: Partial<Record<Language, Promise<void>>> = {};

/** The server's both dictionaries, known from the start. */
export const provideWords = (dictionaries: Record<Language, Dictionary>) => void Object.assign(known, dictionaries);

/** Fetches a language's words, once, before a page in it is shown. */
export function loadWords(language: Language): Promise<void> {
  if (known[language]) return Promise.resolve();
  fetching[language] ??= fetch(FILES[language])
    .then((response) => {
      if (!response.ok) throw new Error(`${FILES[language]}: ${response.status}`);
      return response.json() as Promise<Dictionary>;
    })
    .then((words) => void (known[language] = words))
    .finally(() => delete fetching[language]);
  return fetching[language];
}

/** The root loader's data with its language's words, as the pages and their meta functions read it. */
export const withWords = <Site extends { language: Language }>(site: Site) => ({ ...site, words: wordsIn(site.language) });

/** The words of a language already known (on the server, both; in the browser, those fetched). */
export function wordsIn(language: Language): Dictionary {
  const words = known[language];
  if (!words) throw new Error(`The ${language} words were not fetched before the page was shown`);
  return words;
}
