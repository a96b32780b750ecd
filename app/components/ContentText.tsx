import { langOf, plain } from "../../lib/site/language";

/**
 * A text of the office's content as an element's children: `<p {...textOf(about.introduction)} />`. On a
 * Hindi page a text not translated yet is English, and says so (`lang="en"`), so it is read out as English; on
 * an English page a notice written in Hindi only is Hindi (`lang="hi"`).
 */
export const textOf = (text: string) => ({ children: plain(text), ...langOf(text) });

/** The same inside a sentence or beside other words. */
export function ContentText({ text }: { text: string }) {
  const lang = langOf(text).lang;
  return lang ? <span lang={lang}>{plain(text)}</span> : <>{text}</>;
}
