import { randomBytes } from "node:crypto";
import type { Clock } from "../clock";
import type { OfficeDatabase } from "../database";
import { clearFailuresInARow, FAILURES_IN_A_ROW_LIMIT } from "./throttle";

/** `passwordSwitchedOff`: the password no longer opens the account, after too many wrong ones in a row (throttle.ts). */
export type Account = { id: number; name: string; hasPassword: boolean; passwordSwitchedOff: boolean; passkeys: number; createdAt: number };

type AccountRow = { id: number; name: string; password_hash: string | null; passkeys: number; failures_in_a_row: number; created_at: number };

/** A name as compared: "  sunita  VERMA " is "Sunita Verma". */
export const nameKey = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

const NAME_MAX = 100;

/** Why a name cannot be an account's, or undefined. */
export function nameProblem(name: string): string | undefined {
  const key = nameKey(name);
  if (key === "") return "the name is empty";
  if ([...key].length > NAME_MAX) return `the name is longer than ${NAME_MAX} characters`;
  if (/\p{Cc}/u.test(key)) return "the name has a control character";
  return undefined;
}

const SELECT = `SELECT a.id, a.name, a.password_hash, a.created_at, (SELECT count(*) FROM passkeys p WHERE p.account_id = a.id) AS passkeys,
  coalesce((SELECT f.failures FROM failures_in_a_row f WHERE f.name_key = a.name_key), 0) AS failures_in_a_row FROM accounts a`;

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  name: row.name,
  hasPassword: row.password_hash !== null,
  passwordSwitchedOff: row.password_hash !== null && row.failures_in_a_row >= FAILURES_IN_A_ROW_LIMIT,
  passkeys: row.passkeys,
  createdAt: row.created_at,
});

export function createAccount(db: OfficeDatabase, clock: Clock, name: string): Account {
  const tidy = name.normalize("NFKC").trim().replace(/\s+/g, " ");
  const { lastInsertRowid } = db
    .prepare("INSERT INTO accounts (name, name_key, webauthn_user_id, created_at) VALUES (?, ?, ?, ?)")
    .run(tidy, nameKey(tidy), randomBytes(16), clock());
  return findAccountById(db, Number(lastInsertRowid))!;
}

export function findAccountByName(db: OfficeDatabase, name: string): Account | undefined {
  const row = db.prepare(`${SELECT} WHERE a.name_key = ?`).get(nameKey(name)) as AccountRow | undefined;
  return row && toAccount(row);
}

export function findAccountById(db: OfficeDatabase, id: number): Account | undefined {
  const row = db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as AccountRow | undefined;
  return row && toAccount(row);
}

export function listAccounts(db: OfficeDatabase): Account[] {
  return (db.prepare(`${SELECT} ORDER BY a.name_key`).all() as AccountRow[]).map(toAccount);
}

export const countAccounts = (db: OfficeDatabase) => (db.prepare("SELECT count(*) AS n FROM accounts").get() as { n: number }).n;

/** Removes the account with its passkeys, password, links and sessions. */
export function removeAccount(db: OfficeDatabase, id: number) {
  db.prepare("DELETE FROM accounts WHERE id = ?").run(id);
}

export function passwordHashOf(db: OfficeDatabase, id: number): string | null {
  return (db.prepare("SELECT password_hash FROM accounts WHERE id = ?").get(id) as { password_hash: string | null } | undefined)?.password_hash ?? null;
}

export function webauthnUserIdOf(db: OfficeDatabase, id: number): Uint8Array<ArrayBuffer> {
  const { webauthn_user_id } = db.prepare("SELECT webauthn_user_id FROM accounts WHERE id = ?").get(id) as { webauthn_user_id: Buffer };
  return new Uint8Array(webauthn_user_id);
}

/**
 * Forgets the account's passkeys and password, the phones and computers it signed in on (a lost one among
 * them) and its wrong passwords in a row: called when a set-up link is used, just before the new one is kept.
 */
export function clearSignInMethods(db: OfficeDatabase, id: number) {
  db.prepare("DELETE FROM passkeys WHERE account_id = ?").run(id);
  db.prepare("DELETE FROM trusted_devices WHERE account_id = ?").run(id);
  db.prepare("UPDATE accounts SET password_hash = NULL WHERE id = ?").run(id);
  const { name_key } = db.prepare("SELECT name_key FROM accounts WHERE id = ?").get(id) as { name_key: string };
  clearFailuresInARow(db, name_key);
}

export function setPasswordHash(db: OfficeDatabase, id: number, hash: string) {
  db.prepare("UPDATE accounts SET password_hash = ? WHERE id = ?").run(hash, id);
}
