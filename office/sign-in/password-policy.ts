import { dictionary } from "@zxcvbn-ts/language-common";

/** NIST SP 800-63B-4 and ASVS 5: at least 15 characters, any characters, not a known common one; no other rule. */
export const PASSWORD_MIN = 15;
export const PASSWORD_MAX = 256;

/** zxcvbn-ts's list of the most common passwords (about 49,000, from leaked password sets), compared in lower case. */
const common = new Set((dictionary["passwords-common"] as string[]).map((password) => password.toLowerCase()));

/** What the office compares and hashes: Unicode NFKC, so the same letters typed on another keyboard match. */
export const normalisePassword = (password: string) => password.normalize("NFKC");

export type PasswordProblem =
  | { kind: "short"; length: number }
  | { kind: "long" }
  | { kind: "common" }
  | { kind: "different" };

/** Why a new password is refused, or undefined when it will do. */
export function passwordProblem(password: string, repeated: string): PasswordProblem | undefined {
  const normal = normalisePassword(password);
  const length = [...normal].length;
  if (length < PASSWORD_MIN) return { kind: "short", length };
  if (length > PASSWORD_MAX) return { kind: "long" };
  if (common.has(normal.toLowerCase()) || common.has(normal.toLowerCase().replace(/\s+/g, ""))) return { kind: "common" };
  if (normalisePassword(repeated) !== normal) return { kind: "different" };
  return undefined;
}
