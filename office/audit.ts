import { oneLine } from "../lib/one-line";
import { type Clock, HOUR_MS } from "./clock";
import type { OfficeDatabase } from "./database";

/** Who did what: sign-ins, failures, account changes (the next steps add saves and publishes). */
export type AuditEntry = { actor: string; action: string; detail?: string; address?: string };

export const SERVER_COMMAND = "server command";
export const SOMEONE = "someone";

/** Records an entry, each of its fields on one line (a typed name's line break written "\n"): no entry can forge another. */
export function recordAudit(db: OfficeDatabase, clock: Clock, entry: AuditEntry) {
  db.prepare("INSERT INTO audit (at, actor, action, detail, address) VALUES (?, ?, ?, ?, ?)").run(
    clock(),
    ...[entry.actor, entry.action, entry.detail ?? "", entry.address ?? ""].map(oneLine),
  );
}

/**
 * Records a refusal that anyone can cause as often as they like (a made-up passkey, sent in a loop) as one entry
 * per address, kind and hour of the clock, counted: `times` of them, from `at` to `last_at`. A robot then adds
 * one row an hour, not hundreds a second, and whoever reads the record still sees how many and from where.
 */
export function countAudit(db: OfficeDatabase, clock: Clock, entry: AuditEntry & { address: string }) {
  const now = clock();
  const hourStart = now - (now % HOUR_MS);
  const { changes } = db
    .prepare("UPDATE audit SET times = times + 1, last_at = ? WHERE last_at IS NOT NULL AND address = ? AND action = ? AND at >= ? AND actor = ? AND detail = ?")
    .run(now, entry.address, entry.action, hourStart, entry.actor, entry.detail ?? "");
  if (changes === 0) {
    db.prepare("INSERT INTO audit (at, actor, action, detail, address, last_at) VALUES (?, ?, ?, ?, ?, ?)").run(now, entry.actor, entry.action, entry.detail ?? "", entry.address, now);
  }
}

export type RecordedEntry = Required<AuditEntry> & { at: number; times: number; lastAt: number | null };

export function auditEntries(db: OfficeDatabase) {
  return db.prepare("SELECT at, actor, action, detail, address, times, last_at AS lastAt FROM audit ORDER BY id").all() as RecordedEntry[];
}
