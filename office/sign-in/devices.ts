// The phones and computers an account signed in on: OWASP's "device cookies" (Slow Down Online Guessing Attacks
// with Device Cookies). Each successful sign-in leaves a cookie with a random token; the database keeps only the
// token's hash and the accounts that signed in with it. A password tried there for one of those accounts is
// slowed only by that device's own failures, never by a robot guessing the name elsewhere (throttle.ts); and
// the device holds passkey challenges of its own rather than its network's (passkeys.ts). A random token kept
// as a hash, rather than a signed value: nothing to sign with, and a set-up link can take it back.
import type { CookieOptions } from "express";
import { type Clock, DAY_MS } from "../clock";
import type { OfficeDatabase } from "../database";
import { hashToken, newToken } from "./tokens";

/** A device stays trusted this long after the account's last sign-in on it: the longest school holidays, twice. */
export const DEVICE_TRUSTED_MS = 180 * DAY_MS;

/**
 * `__Host-office-device` over https (Secure, Path=/, no Domain: no other host can set or read it), `office-device`
 * over plain http. SameSite=Strict: only the office's own sign-in form ever needs it.
 */
export function deviceCookie(origin: string): { name: string; options: CookieOptions } {
  const secure = origin.startsWith("https:");
  return { name: secure ? "__Host-office-device" : "office-device", options: { httpOnly: true, secure, sameSite: "strict", path: "/", maxAge: DEVICE_TRUSTED_MS } };
}

const trustedSince = (clock: Clock) => clock() - DEVICE_TRUSTED_MS;

/** The throttle key of the device `token` names, if `accountId` signed in on it lately; else undefined. */
export function trustedDeviceKey(db: OfficeDatabase, clock: Clock, token: string | undefined, accountId: number): string | undefined {
  if (!token) return undefined;
  const hash = hashToken(token);
  const row = db.prepare("SELECT 1 FROM trusted_devices WHERE token_hash = ? AND account_id = ? AND signed_in_at > ?").get(hash, accountId, trustedSince(clock));
  return row ? `device:${accountId}:${hash}` : undefined;
}

/** The key the device `token` names holds passkey challenges under, if any account signed in on it lately. */
export function knownDeviceKey(db: OfficeDatabase, clock: Clock, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const hash = hashToken(token);
  return db.prepare("SELECT 1 FROM trusted_devices WHERE token_hash = ? AND signed_in_at > ?").get(hash, trustedSince(clock)) ? `device:${hash}` : undefined;
}

/** After the account signed in: the device's token (the one it has, if the office knows it, else a new one), remembered for the account. */
export function trustDevice(db: OfficeDatabase, clock: Clock, token: string | undefined, accountId: number): string {
  const now = clock();
  db.prepare("DELETE FROM trusted_devices WHERE signed_in_at <= ?").run(trustedSince(clock));
  const known = token !== undefined && db.prepare("SELECT 1 FROM trusted_devices WHERE token_hash = ?").get(hashToken(token)) !== undefined;
  const kept = known ? token : newToken();
  db.prepare(
    "INSERT INTO trusted_devices (token_hash, account_id, signed_in_at) VALUES (?, ?, ?) ON CONFLICT (token_hash, account_id) DO UPDATE SET signed_in_at = excluded.signed_in_at",
  ).run(hashToken(kept), accountId, now);
  return kept;
}
