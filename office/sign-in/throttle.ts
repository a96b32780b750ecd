import { isIPv6 } from "node:net";
import { type Clock, DAY_MS, MINUTE_MS } from "../clock";
import { inTransaction, type OfficeDatabase } from "../database";

/**
 * Failed password attempts slow the next ones. Each failure adds 1 to the score of each key the attempt is
 * counted against, which halves every day without failures; past the key's free failures each one makes the
 * next attempt wait, twice as long each time, at most 15 minutes. A right password clears its name's (or its
 * device's) score. Attempts refused for waiting are not counted and check nothing.
 *
 * Whom an attempt is counted against (OWASP's "device cookies"): from a phone or computer where the account
 * signed in before (devices.ts), that device alone, so that a robot guessing the name elsewhere never slows
 * the clerk there; from anywhere else, the name tried (whether or not it is an account's) and the address.
 */
export const THROTTLE = {
  freeFailuresPerName: 5,
  freeFailuresPerAddress: 20,
  freeFailuresPerDevice: 5,
  firstWaitMs: 1_000,
  longestWaitMs: 15 * MINUTE_MS,
  halfLifeMs: DAY_MS,
} as const;

/**
 * NIST SP 800-63B-4 (3.2.2): at most 100 failed attempts in a row on an account. After as many wrong passwords
 * on a name with no sign-in between, the password no longer opens it, from anywhere: only a passkey does, or a
 * new set-up link (which sets up a new password). Counted per name, an account's or not, so that an unknown
 * name answers the same. With the waits above, a robot needs about a day of guessing to get there.
 */
export const FAILURES_IN_A_ROW_LIMIT = 100;

/** The network of an address: the address, or an IPv6 address's /64 (which one home or phone gets whole). */
export function networkOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.)/, "");
  return isIPv6(plain) ? expandIPv6(plain).slice(0, 4).join(":") + "::/64" : plain;
}

export const networkKey = (address: string) => `address:${networkOf(address)}`;

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const zeros = Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase());
}

/** What an attempt on `nameKey` is counted against: the device it comes from when trusted for that name's account, else the name and the network. */
export const attemptKeys = (nameKey: string, address: string, trustedDevice?: string) =>
  trustedDevice ? [trustedDevice] : [`name:${nameKey}`, networkKey(address)];

type Row = { score: number; updated_at: number; blocked_until: number };

const freeFailures = (key: string) =>
  key.startsWith("address:") ? THROTTLE.freeFailuresPerAddress : key.startsWith("device:") ? THROTTLE.freeFailuresPerDevice : THROTTLE.freeFailuresPerName;

/** How long after a failure that brings the score to `score` the next attempt must wait. */
export function waitAfter(score: number, free: number) {
  // Rounded: a score decayed by a few minutes still counts as the same number of failures.
  const failures = Math.round(score);
  if (failures <= free) return 0;
  return Math.min(THROTTLE.longestWaitMs, THROTTLE.firstWaitMs * 2 ** Math.min(30, failures - free - 1));
}

/** Wrong passwords on the name since its last sign-in (or set-up). */
export const failuresInARow = (db: OfficeDatabase, nameKey: string) =>
  (db.prepare("SELECT failures FROM failures_in_a_row WHERE name_key = ?").get(nameKey) as { failures: number } | undefined)?.failures ?? 0;

/** A passkey sign-in ends the name's row of failures, unless it reached the limit: then only a set-up link does (`clearFailuresInARow`). */
export function endFailuresInARow(db: OfficeDatabase, nameKey: string) {
  db.prepare("DELETE FROM failures_in_a_row WHERE name_key = ? AND failures < ?").run(nameKey, FAILURES_IN_A_ROW_LIMIT);
}

export function clearFailuresInARow(db: OfficeDatabase, nameKey: string) {
  db.prepare("DELETE FROM failures_in_a_row WHERE name_key = ?").run(nameKey);
}

export type Attempt =
  | { allowed: true; failuresInARow: number; forgive: () => void }
  | { allowed: false; waitMs: number }
  | { allowed: false; switchedOff: true };

/**
 * Asks to check a password for `nameKey`, counted against `keys` (`attemptKeys`). When allowed, the attempt is
 * counted as a failure at once (so that many requests at the same moment cannot all pass), and `forgive()`
 * undoes that when the password was right. Refused without a wait when the name's password is switched off.
 */
export function beginAttempt(db: OfficeDatabase, clock: Clock, nameKey: string, keys: string[]): Attempt {
  const now = clock();
  const inARow = failuresInARow(db, nameKey);
  if (inARow >= FAILURES_IN_A_ROW_LIMIT) return { allowed: false, switchedOff: true };
  const select = db.prepare("SELECT score, updated_at, blocked_until FROM sign_in_failures WHERE key = ?");
  const rows = keys.map((key) => ({ key, row: select.get(key) as Row | undefined }));
  const waitMs = Math.max(0, ...rows.map(({ row }) => (row ? row.blocked_until - now : 0)));
  if (waitMs > 0) return { allowed: false, waitMs };
  const upsert = db.prepare(
    "INSERT INTO sign_in_failures (key, score, updated_at, blocked_until) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET score = excluded.score, updated_at = excluded.updated_at, blocked_until = excluded.blocked_until",
  );
  inTransaction(db, () => {
    for (const { key, row } of rows) {
      const decayed = row ? row.score * 0.5 ** ((now - row.updated_at) / THROTTLE.halfLifeMs) : 0;
      const score = decayed + 1;
      upsert.run(key, score, now, now + waitAfter(score, freeFailures(key)));
    }
    db.prepare("INSERT INTO failures_in_a_row (name_key, failures) VALUES (?, 1) ON CONFLICT (name_key) DO UPDATE SET failures = failures + 1").run(nameKey);
  });
  // The name's (or the device's) count is cleared; the address's goes back to what it was, so that a robot
  // trying many names from the school's own network is not let off by the clerk's right password.
  const forgive = () => {
    inTransaction(db, () => {
      for (const { key, row } of rows) {
        if (key.startsWith("address:") && row) upsert.run(key, row.score, row.updated_at, row.blocked_until);
        else db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(key);
      }
      // It was below the limit when this attempt began: the right password ends the row, even as its last.
      clearFailuresInARow(db, nameKey);
    });
  };
  return { allowed: true, failuresInARow: inARow + 1, forgive };
}
