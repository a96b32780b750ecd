import type { CookieOptions } from "express";
import { type Clock, DAY_MS, HOUR_MS } from "../clock";
import type { OfficeDatabase } from "../database";
import { hashToken, newToken } from "./tokens";

/** A session ends after an hour without a request, and a day after signing in, whichever comes first. */
export const SESSION_IDLE_MS = HOUR_MS;
export const SESSION_LONGEST_MS = DAY_MS;

/**
 * The cookie. Over https it is `__Host-office`: Secure, Path=/ and no Domain, so no other host (the public
 * site included) can set or read it. Browsers refuse a `__Host-` cookie without Secure, and a Secure cookie
 * from a plain-http page, so over http (development on this computer) it is a plain `office` with the same
 * other flags. SameSite=Lax, not Strict, so that a link to the office in a WhatsApp message opens it signed
 * in: no GET changes anything, and every other request must come from the office's own pages (request-origin.ts).
 */
export function sessionCookie(origin: string): { name: string; options: CookieOptions } {
  const secure = origin.startsWith("https:");
  return {
    name: secure ? "__Host-office" : "office",
    options: { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge: SESSION_LONGEST_MS },
  };
}

/** The value of the cookie `name` in a request's Cookie header, if it has one. */
export function cookieValue(header: string | undefined, name: string) {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Starts a session for the account and returns the cookie's value: a new random id, kept only as a hash. */
export function startSession(db: OfficeDatabase, clock: Clock, accountId: number): string {
  const id = newToken();
  const now = clock();
  db.prepare("INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(hashToken(id), accountId, now, now);
  return id;
}

/** The account of a live session, which this request keeps alive; an ended session is deleted. */
export function sessionAccount(db: OfficeDatabase, clock: Clock, id: string): number | undefined {
  return liveSessionAccount(db, clock, hashToken(id));
}

/**
 * The same, from what the database keeps of the id (the preview holds no more than that); `keepAlive: false`
 * asks without counting as use (a page's background poll must not keep an idle session going).
 */
export function liveSessionAccount(db: OfficeDatabase, clock: Clock, idHash: string, { keepAlive = true } = {}): number | undefined {
  const row = db.prepare("SELECT account_id, created_at, last_seen_at FROM sessions WHERE id_hash = ?").get(idHash) as
    | { account_id: number; created_at: number; last_seen_at: number }
    | undefined;
  if (!row) return undefined;
  const now = clock();
  if (now - row.last_seen_at >= SESSION_IDLE_MS || now - row.created_at >= SESSION_LONGEST_MS || now < row.created_at) {
    endSessionByHash(db, idHash);
    return undefined;
  }
  if (keepAlive) db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?").run(now, idHash);
  return row.account_id;
}

export function endSession(db: OfficeDatabase, id: string) {
  endSessionByHash(db, hashToken(id));
}

function endSessionByHash(db: OfficeDatabase, idHash: string) {
  db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(idHash);
}

/** Ends every session of the account, on every phone and computer; returns how many there were. */
export function endAllSessions(db: OfficeDatabase, accountId: number): number {
  return db.prepare("DELETE FROM sessions WHERE account_id = ?").run(accountId).changes as number;
}
