import type { Clock } from "../clock";
import { DAY_MS } from "../clock";
import { inTransaction, type OfficeDatabase } from "../database";
import { hashToken, newToken } from "./tokens";

/** A set-up link works for this long, once. */
export const SETUP_LINK_LIFETIME_MS = DAY_MS;

/**
 * A new one-time link's token for the account; any earlier link of the account stops working. Only the
 * token's hash is kept: the link is printed once and cannot be printed again.
 */
export function createSetupLink(db: OfficeDatabase, clock: Clock, accountId: number): string {
  const token = newToken();
  const now = clock();
  inTransaction(db, () => {
    db.prepare("DELETE FROM setup_links WHERE account_id = ?").run(accountId);
    db.prepare("INSERT INTO setup_links (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
      hashToken(token),
      accountId,
      now,
      now + SETUP_LINK_LIFETIME_MS,
    );
  });
  return token;
}

export const setupPath = (token: string) => `/setup/${token}`;

/** The account a link still sets up (not used, not past its day), or undefined. */
export function accountOfSetupLink(db: OfficeDatabase, clock: Clock, token: string): number | undefined {
  const row = db
    .prepare("SELECT account_id FROM setup_links WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
    .get(hashToken(token), clock()) as { account_id: number } | undefined;
  return row?.account_id;
}

/**
 * Marks the link used, if it still could be: true for exactly one caller, however many use it at once.
 * Run inside the transaction that keeps the new passkey or password.
 */
export function useSetupLink(db: OfficeDatabase, clock: Clock, token: string): boolean {
  const now = clock();
  const { changes } = db
    .prepare("UPDATE setup_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
    .run(now, hashToken(token), now);
  return changes === 1;
}
