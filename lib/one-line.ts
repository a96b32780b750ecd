// A name, a file's name or a typed text in a plain-text output (the audit, the account command's list, the
// publishes' history): written on one line, so that a line break in it can never start a line of its own that
// reads as another entry, nor a control character rewrite what a terminal shows (issue 35, point 10).

/** Control characters, line and paragraph separators, and the marks that turn text around (a line read backwards). */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** Whether the text holds a line break or another character that must not reach a line as it is. */
export const hasUnprintable = (text: string) => UNPRINTABLE.test(text);

const SHORT: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

/** The text on one line: each such character written as JSON would ("\n", "\u0007"), each backslash doubled, so nothing is lost and nothing forged. */
export const oneLine = (text: string) =>
  text.replace(new RegExp(`\\\\|${UNPRINTABLE.source}`, "gu"), (character) => SHORT[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
