import { oneLine } from "../lib/one-line";
import type { Clock } from "./clock";
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

export function auditEntries(db: OfficeDatabase) {
  return db.prepare("SELECT at, actor, action, detail, address FROM audit ORDER BY id").all() as (Required<AuditEntry> & { at: number })[];
}
