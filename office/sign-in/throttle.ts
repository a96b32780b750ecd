import { isIPv6 } from "node:net";
import { type Clock, DAY_MS, MINUTE_MS } from "../clock";
import { inTransaction, type OfficeDatabase } from "../database";

/**
 * Failed password attempts slow the next ones, per name tried (whether or not it is an account's) and per
 * address. Each failure adds 1 to the key's score, which halves every day without failures; past the free
 * failures each one makes the next attempt wait, twice as long each time, at most 15 minutes: a robot gets
 * about 4 tries an hour on a name, and the real clerk waits at most 15 minutes, never locked out for good.
 * A right password clears its name's score. Attempts refused for waiting are not counted and check nothing.
 */
export const THROTTLE = {
  freeFailuresPerName: 5,
  freeFailuresPerAddress: 20,
  firstWaitMs: 1_000,
  longestWaitMs: 15 * MINUTE_MS,
  halfLifeMs: DAY_MS,
} as const;

export type ThrottleKeys = { name: string; address: string };

/** The keys of an attempt: the name as compared, and the address (an IPv6 address by its /64, which one home gets whole). */
export function throttleKeys(nameKey: string, address: string): ThrottleKeys {
  const plain = address.replace(/^::ffff:(?=\d+\.)/, "");
  const network = isIPv6(plain) ? expandIPv6(plain).slice(0, 4).join(":") + "::/64" : plain;
  return { name: `name:${nameKey}`, address: `address:${network}` };
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const zeros = Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase());
}

type Row = { score: number; updated_at: number; blocked_until: number };

const freeFailures = (key: string) => (key.startsWith("name:") ? THROTTLE.freeFailuresPerName : THROTTLE.freeFailuresPerAddress);

/** How long after a failure that brings the score to `score` the next attempt must wait. */
export function waitAfter(score: number, free: number) {
  // Rounded: a score decayed by a few minutes still counts as the same number of failures.
  const failures = Math.round(score);
  if (failures <= free) return 0;
  return Math.min(THROTTLE.longestWaitMs, THROTTLE.firstWaitMs * 2 ** Math.min(30, failures - free - 1));
}

export type Attempt = { allowed: true; forgive: () => void } | { allowed: false; waitMs: number };

/**
 * Asks to check a password. When allowed, the attempt is counted as a failure at once (so that many requests at
 * the same moment cannot all pass), and `forgive()` undoes that when the password was right.
 */
export function beginAttempt(db: OfficeDatabase, clock: Clock, keys: ThrottleKeys): Attempt {
  const now = clock();
  const select = db.prepare("SELECT score, updated_at, blocked_until FROM sign_in_failures WHERE key = ?");
  const rows = [keys.name, keys.address].map((key) => ({ key, row: select.get(key) as Row | undefined }));
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
  });
  const forgive = () => {
    inTransaction(db, () => {
      db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(keys.name);
      const before = rows.find(({ key }) => key === keys.address)!.row;
      if (before) upsert.run(keys.address, before.score, before.updated_at, before.blocked_until);
      else db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(keys.address);
    });
  };
  return { allowed: true, forgive };
}
