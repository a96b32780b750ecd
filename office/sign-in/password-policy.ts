import type { DictionaryMatch, ZxcvbnFactory } from "@zxcvbn-ts/core";

/** NIST SP 800-63B-4 and ASVS 5: at least 15 characters, any characters, not guessable; no rule about kinds of characters. */
export const PASSWORD_MIN = 15;
export const PASSWORD_MAX = 256;

/**
 * The fewest guesses a new password may take, as zxcvbn-ts estimates them for an attacker who tries common
 * passwords, words, names, years, keyboard rows, repeats and the context's words first (its score 4, "strong
 * protection from offline slow-hash scenario"). Online, a robot gets at most 100 tries (throttle.ts); the
 * threshold is for a hash that leaves the server in a backup copied elsewhere: at 10^10 guesses, scrypt at the
 * office's parameters (password-hash.ts) costs months of a GPU's time. Three or four ordinary words with spaces
 * (`mango river lamp quietly`: about 10^18) clear it easily; `Password@123456` (10^7.5) does not.
 */
export const LEAST_GUESSES = 1e10;

/** The words of the context a password must not lean on (ASVS 5 6.2.11), each kind with its own reason. */
export type ContextKind = "personName" | "schoolName" | "schoolPlace" | "officeWord";
export type ContextWords = Partial<Record<ContextKind, string[]>>;

/** Why a password is guessable, in the order a reason is chosen: the context's words, then what zxcvbn-ts warns of. */
export type GuessableReason = ContextKind | "repeat" | "sequence" | "keyboard" | "date" | "common" | "words" | "pattern";

/** What the office compares and hashes: Unicode NFKC, so the same letters typed on another keyboard match. */
export const normalisePassword = (password: string) => password.normalize("NFKC");

export type PasswordProblem = { kind: "short"; length: number } | { kind: "long" } | { kind: "guessable"; reason: GuessableReason } | { kind: "different" };

let estimator: Promise<ZxcvbnFactory> | undefined;
/**
 * Made at the first new password (about 0.8 s and 50 MB for the English and common dictionaries), and only then
 * loaded: the publish's job and the office's commands use this module's words, not its dictionaries. Only the
 * first 100 characters are estimated, and l33t variants of at most 10 characters tried: a password of 256
 * digits otherwise takes seconds; a longer one is at least as strong as its beginning.
 */
async function estimate(password: string, context: string[]) {
  estimator ??= (async () => {
    const [core, common, english] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]);
    // CommonJS packages: their exports are the module's default, whether Node loads them or the code build's chunk.
    return new core.default.ZxcvbnFactory({
      dictionary: { ...common.default.dictionary, ...english.default.dictionary },
      graphs: common.default.adjacencyGraphs,
      maxLength: 100,
      l33tMaxSubstitutions: 10,
    });
  })();
  return (await estimator).check(password, context);
}

/** A phrase of the context as zxcvbn-ts looks for it: whole, without its spaces, and each word of three letters or more. */
const formsOf = (phrase: string) => {
  const lower = phrase.normalize("NFKC").toLowerCase().trim();
  const words = lower.split(/[\s\-_.,'’]+/u).filter((word) => [...word].length >= 3);
  return [lower, lower.replace(/\s+/gu, ""), ...words].filter((form) => form !== "");
};

/** zxcvbn-ts's warning (its translation keys) as the office's reason. */
const WARNINGS: Record<string, GuessableReason> = {
  straightRow: "keyboard",
  keyPattern: "keyboard",
  simpleRepeat: "repeat",
  extendedRepeat: "repeat",
  sequences: "sequence",
  recentYears: "date",
  dates: "date",
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  wordByItself: "words",
  namesByThemselves: "words",
  commonNames: "words",
};

/** What separates words: spaces, punctuation and symbols. */
const SEPARATORS = /[\s\p{P}\p{S}]+/gu;

/**
 * Why the password is guessable, or undefined when it takes at least `LEAST_GUESSES`. zxcvbn-ts counts what
 * separates words as random characters and charges each further part of a password as more work, where an
 * attacker with word lists joins them with any separator. So the password is estimated as typed and with its
 * spaces and punctuation left out, and the weaker estimate counts: `sunshine rainbow flower` is three of the
 * commonest passwords, `Sunita@GreenValley1` the person's name and the school's.
 */
async function guessable(password: string, context: ContextWords): Promise<GuessableReason | undefined> {
  const kindOf = new Map<string, ContextKind>();
  for (const [kind, phrases] of Object.entries(context) as [ContextKind, string[]][]) {
    for (const form of phrases.flatMap(formsOf)) if (!kindOf.has(form)) kindOf.set(form, kind);
  }
  const estimates = await Promise.all([password, password.replace(SEPARATORS, "")].filter((form) => form !== "").map((form) => estimate(form, [...kindOf.keys()])));
  const weakest = estimates.reduce((weaker, each) => (each.guesses < weaker.guesses ? each : weaker));
  if (weakest.guesses >= LEAST_GUESSES) return undefined;
  const contextMatch = estimates
    .flatMap((each) => each.sequence)
    .find((match): match is DictionaryMatch => match.pattern === "dictionary" && match.dictionaryName === "userInputs");
  if (contextMatch) return kindOf.get(contextMatch.matchedWord) ?? "pattern";
  const warned = WARNINGS[weakest.feedback.warning ?? ""];
  if (warned) return warned;
  return weakest.sequence.every((match) => match.pattern === "dictionary") ? "words" : "pattern";
}

/** Why a new password is refused, or undefined when it will do; `context`: the words it must not lean on. */
export async function passwordProblem(password: string, repeated: string, context: ContextWords = {}): Promise<PasswordProblem | undefined> {
  const normal = normalisePassword(password);
  const length = [...normal].length;
  if (length < PASSWORD_MIN) return { kind: "short", length };
  if (length > PASSWORD_MAX) return { kind: "long" };
  const reason = await guessable(normal, context);
  if (reason) return { kind: "guessable", reason };
  if (normalisePassword(repeated) !== normal) return { kind: "different" };
  return undefined;
}
