import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { type Account, webauthnUserIdOf } from "./accounts";
import { type Clock, MINUTE_MS } from "../clock";
import { inTransaction, type OfficeDatabase } from "../database";

/** The name a phone shows beside the passkey. */
const RP_NAME = "School office";
/** How long the browser may take, and the challenge stays good. */
const CEREMONY_MS = 5 * MINUTE_MS;

/** WebAuthn's relying party: the office's host name and origin (OFFICE_URL). */
export type RelyingParty = { id: string; origin: string };
export const relyingParty = (origin: string): RelyingParty => ({ id: new URL(origin).hostname, origin });

/**
 * Who may hold how many open challenges. A robot asking for options in a loop must neither fill the disk nor
 * take the challenges of others: each holder (a device where an account signed in before, else a network, an
 * address or an IPv6 /64; for a set-up, the account) has at most `CHALLENGES_PER_HOLDER` open and gets at most as many new
 * ones a minute, a new one replacing its oldest; more is refused to that holder alone (`TooManyCeremonies`).
 * A person needs one at a time, and a few more when they cancel and try again. Sign-in challenges, anyone's,
 * are at most `MAX_OPEN_SIGN_IN_CHALLENGES` (about 1.5 MB); when that many are open, the holder with the most
 * gives up its oldest, so a newcomer is never turned away, and one ceremony under way is lost only when ten
 * thousand networks each hold one. Counted from the challenges themselves, by the office's clock: no second
 * store to keep in step (a rate limiter's own memory), and a test can move the time.
 */
export const CHALLENGES_PER_HOLDER = 5;
export const MAX_OPEN_SIGN_IN_CHALLENGES = 10_000;

/** A holder asked for more challenges than `CHALLENGES_PER_HOLDER` in a minute: it may ask again after `waitMs`. */
export class TooManyCeremonies extends Error {
  constructor(readonly waitMs: number) {
    super("too many passkey ceremonies");
  }
}

type Purpose = "register" | "sign-in";

function keepChallenge(db: OfficeDatabase, clock: Clock, challenge: string, purpose: Purpose, holder: string, accountId: number | null) {
  const now = clock();
  inTransaction(db, () => {
    db.prepare("DELETE FROM passkey_challenges WHERE expires_at <= ?").run(now);
    const held = db.prepare("SELECT challenge, created_at FROM passkey_challenges WHERE purpose = ? AND holder = ? ORDER BY created_at").all(purpose, holder) as {
      challenge: string;
      created_at: number;
    }[];
    // The oldest ones, to make room for the new one; refused if even the newest of them is less than a minute old.
    const giveUp = held.slice(0, Math.max(0, held.length - CHALLENGES_PER_HOLDER + 1));
    const newestGivenUp = giveUp.at(-1);
    if (newestGivenUp && now - newestGivenUp.created_at < MINUTE_MS) throw new TooManyCeremonies(newestGivenUp.created_at + MINUTE_MS - now);
    const forget = db.prepare("DELETE FROM passkey_challenges WHERE challenge = ?");
    for (const { challenge: old } of giveUp) forget.run(old);
    if (purpose === "sign-in") {
      const { open } = db.prepare("SELECT count(*) AS open FROM passkey_challenges WHERE purpose = 'sign-in'").get() as { open: number };
      if (open >= MAX_OPEN_SIGN_IN_CHALLENGES) {
        db.prepare(
          `DELETE FROM passkey_challenges WHERE challenge = (SELECT challenge FROM passkey_challenges WHERE purpose = 'sign-in' AND holder =
             (SELECT holder FROM passkey_challenges WHERE purpose = 'sign-in' GROUP BY holder ORDER BY count(*) DESC, min(created_at) LIMIT 1)
           ORDER BY created_at LIMIT 1)`,
        ).run();
      }
    }
    db.prepare("INSERT INTO passkey_challenges (challenge, purpose, account_id, holder, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      challenge,
      purpose,
      accountId,
      holder,
      now,
      now + CEREMONY_MS,
    );
  });
}

/** True once for a challenge the office gave for this purpose (and account) and that has not expired: each is used once. */
const takeChallenge = (db: OfficeDatabase, clock: Clock, purpose: Purpose, accountId: number | null) => (challenge: string) =>
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
  keepChallenge(db, clock, options.challenge, "register", `account:${account.id}`, account.id);
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

/** Options for signing in with any of the office's passkeys, held by `holder`: the phone offers the ones it holds. */
export async function signInOptions(db: OfficeDatabase, clock: Clock, rp: RelyingParty, holder: string) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: CEREMONY_MS, userVerification: "required" });
  keepChallenge(db, clock, options.challenge, "sign-in", holder, null);
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
