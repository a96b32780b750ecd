import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { type Account, webauthnUserIdOf } from "./accounts";
import { OfficeBusy } from "../busy";
import { type Clock, MINUTE_MS } from "../clock";
import type { OfficeDatabase } from "../database";

/** The name a phone shows beside the passkey. */
const RP_NAME = "School office";
/** How long the browser may take, and the challenge stays good. */
const CEREMONY_MS = 5 * MINUTE_MS;

/** WebAuthn's relying party: the office's host name and origin (OFFICE_URL). */
export type RelyingParty = { id: string; origin: string };
export const relyingParty = (origin: string): RelyingParty => ({ id: new URL(origin).hostname, origin });

/** At most this many ceremonies under way at once: a robot asking for options in a loop cannot fill the disk. */
export const MAX_OPEN_CHALLENGES = 1000;

function keepChallenge(db: OfficeDatabase, clock: Clock, challenge: string, purpose: "register" | "sign-in", accountId: number | null) {
  const now = clock();
  db.prepare("DELETE FROM passkey_challenges WHERE expires_at <= ?").run(now);
  const { open } = db.prepare("SELECT count(*) AS open FROM passkey_challenges").get() as { open: number };
  if (open >= MAX_OPEN_CHALLENGES) throw new OfficeBusy();
  db.prepare("INSERT INTO passkey_challenges (challenge, purpose, account_id, expires_at) VALUES (?, ?, ?, ?)").run(challenge, purpose, accountId, now + CEREMONY_MS);
}

/** True once for a challenge the office gave for this purpose (and account) and that has not expired: each is used once. */
const takeChallenge = (db: OfficeDatabase, clock: Clock, purpose: "register" | "sign-in", accountId: number | null) => (challenge: string) =>
  db
    .prepare("DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? AND account_id IS ? AND expires_at > ?")
    .run(challenge, purpose, accountId, clock()).changes === 1;

/**
 * Options for creating a passkey: a discoverable one (so signing in asks for no name) that the phone unlocks
 * with the fingerprint, face or screen lock (user verification required).
 */
export async function registrationOptions(db: OfficeDatabase, clock: Clock, rp: RelyingParty, account: Account) {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: account.name,
    userDisplayName: account.name,
    userID: webauthnUserIdOf(db, account.id),
    timeout: CEREMONY_MS,
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  keepChallenge(db, clock, options.challenge, "register", account.id);
  return options;
}

export type NewPasskey = { id: string; publicKey: Uint8Array; counter: number; transports: string[] };

/** The passkey the browser created, once checked, or undefined. */
export async function verifyRegistration(db: OfficeDatabase, clock: Clock, rp: RelyingParty, accountId: number, response: unknown): Promise<NewPasskey | undefined> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: takeChallenge(db, clock, "register", accountId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return undefined;
    const { id, publicKey, counter, transports = [] } = registrationInfo.credential;
    return { id, publicKey, counter, transports };
  } catch {
    // A malformed or forged answer is the same refusal as a wrong one.
    return undefined;
  }
}

export function keepPasskey(db: OfficeDatabase, clock: Clock, accountId: number, passkey: NewPasskey) {
  db.prepare("INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    passkey.id,
    accountId,
    Buffer.from(passkey.publicKey),
    passkey.counter,
    JSON.stringify(passkey.transports),
    clock(),
  );
}

/** Options for signing in with any of the office's passkeys: the phone offers the ones it holds. */
export async function signInOptions(db: OfficeDatabase, clock: Clock, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: CEREMONY_MS, userVerification: "required" });
  keepChallenge(db, clock, options.challenge, "sign-in", null);
  return options;
}

/** The account whose passkey signed the challenge, or undefined. */
export async function verifySignIn(db: OfficeDatabase, clock: Clock, rp: RelyingParty, response: unknown): Promise<number | undefined> {
  const answer = response as AuthenticationResponseJSON;
  const row = db.prepare("SELECT id, account_id, public_key, counter, transports FROM passkeys WHERE id = ?").get(String(answer?.id)) as
    | { id: string; account_id: number; public_key: Buffer; counter: number; transports: string }
    | undefined;
  if (!row) return undefined;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: takeChallenge(db, clock, "sign-in", null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: row.id, publicKey: new Uint8Array(row.public_key), counter: row.counter, transports: JSON.parse(row.transports) },
      requireUserVerification: true,
    });
    if (!verified) return undefined;
    db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(authenticationInfo.newCounter, clock(), row.id);
    return row.account_id;
  } catch {
    return undefined;
  }
}
