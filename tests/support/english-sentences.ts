// English left on a page meant to be in Hindi: any run of three or more words in Latin letters, once the names
// a Hindi page rightly writes in Latin letters are set aside (people's and the school's names, files and
// addresses, the names of apps and file kinds). One or two Latin words (a name, "PDF", "CBSE") are not a sentence.
import type { Page } from "playwright-core";

/** Words a Hindi sentence writes in Latin letters: apps, file kinds, keys and menus of other programs. */
const NAMES = new Set(["WhatsApp", "PDF", "JPEG", "PNG", "WebP", "HEIC", "iPhone", "MP4", "H.264", "MB", "JavaScript", "Tab", "Notepad", "Word", "File", "Save", "As", "Encoding", "UTF-8", "am", "pm"]);

/** Set aside before counting: addresses, e-mail addresses and paths (a slash or a dot inside), the allowed names. */
const NOT_WORDS = /\b(?:https?:\/\/\S+|\S+@\S+|\S*[\w-]\/[\w./-]*|\S+\.(?:yaml|jpg|jpeg|png|pdf|heic|mp4)\b)/gi;

/** The runs of 3+ Latin words in `text` not made of `names` (whole phrases: "Sunita Verma", "Green Valley Public School"). */
export function englishSentences(text: string, names: readonly string[] = []): string[] {
  let rest = text.replace(NOT_WORDS, " | ");
  // Longest first, so that a name inside another is not cut out of it.
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(" | ");
  const found: string[] = [];
  for (const line of rest.split("\n")) {
    let run: string[] = [];
    const end = () => {
      if (run.length >= 3) found.push(run.join(" "));
      run = [];
    };
    for (const token of line.split(/\s+/)) {
      const word = token.replace(/^[("“'‘[]+|[)"”'’\].,:;!?।…]+$/g, "");
      if (/^[A-Za-z][A-Za-z'’-]*$/.test(word) && !NAMES.has(word)) run.push(word);
      else end();
    }
    end();
  }
  return found;
}

/** What a person sees on `page` (its body's rendered text) that is English, beyond `names`. */
export const englishOnPage = async (page: Page, names: readonly string[] = []) => englishSentences(await page.evaluate(() => document.body.innerText), names);
