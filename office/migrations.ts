/**
 * The database's schema, one numbered step each, applied in order at start (database.ts). A step once
 * released is never edited: a change is a new step at the end. PRAGMA user_version holds the last applied.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: accounts, their passkeys and password, set-up links, sessions, sign-in failures and the record.
  `
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,          -- the name as compared: NFKC, spaces collapsed, lower case
    webauthn_user_id BLOB NOT NULL,         -- random, the same for each of the account's passkeys
    password_hash TEXT,                     -- scrypt with its parameters written out (sign-in/password-hash.ts)
    created_at INTEGER NOT NULL
  );
  CREATE TABLE passkeys (
    id TEXT PRIMARY KEY,                    -- the credential id, base64url
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,               -- JSON list
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE TABLE setup_links (
    token_hash TEXT PRIMARY KEY,            -- SHA-256 of the link's token; the token itself is never kept
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,               -- SHA-256 of the cookie's value
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  );
  CREATE TABLE passkey_challenges (
    challenge TEXT PRIMARY KEY,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
    account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE sign_in_failures (
    key TEXT PRIMARY KEY,                   -- 'name:<name key>' or 'address:<address or IPv6 /64>'
    score REAL NOT NULL,
    updated_at INTEGER NOT NULL,
    blocked_until INTEGER NOT NULL
  );
  CREATE TABLE audit (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,                    -- the account's name then, or 'server command', or 'someone'
    action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX sessions_by_account ON sessions(account_id);
  CREATE INDEX passkeys_by_account ON passkeys(account_id);
  `,
  // 2: a sign-in no one can switch off for the school (issue 35): who holds each open passkey challenge, the
  // phones and computers that signed in before, wrong passwords in a row per name, and refusals counted.
  `
  ALTER TABLE passkey_challenges ADD COLUMN holder TEXT NOT NULL DEFAULT '';   -- 'device:…', 'address:…' or 'account:<id>' (sign-in/passkeys.ts)
  ALTER TABLE passkey_challenges ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX passkey_challenges_by_holder ON passkey_challenges(purpose, holder, created_at);
  CREATE TABLE trusted_devices (
    token_hash TEXT NOT NULL,               -- SHA-256 of the device cookie's value; the value itself is never kept
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    signed_in_at INTEGER NOT NULL,          -- the account's last sign-in on that phone or computer
    PRIMARY KEY (token_hash, account_id)
  );
  CREATE INDEX trusted_devices_by_account ON trusted_devices(account_id);
  CREATE TABLE failures_in_a_row (
    name_key TEXT PRIMARY KEY,              -- a name as compared, an account's or not
    failures INTEGER NOT NULL               -- wrong passwords since the last sign-in; at the limit the password is off
  );
  ALTER TABLE audit ADD COLUMN times INTEGER NOT NULL DEFAULT 1;                -- a counted entry: how many, from at to last_at
  ALTER TABLE audit ADD COLUMN last_at INTEGER;                                 -- set on counted entries only
  CREATE INDEX audit_counted ON audit(address, action, at) WHERE last_at IS NOT NULL;
  `,
  // 3: the publishes and undos started in the office, and how each ended (issue 34): one the office was stopped
  // during is told as abandoned after the restart, not as running for ever.
  `
  CREATE TABLE publish_runs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('publish', 'undo')),
    account TEXT NOT NULL,                  -- the account's name then
    started_at INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('running', 'live', 'in-place', 'not-published', 'abandoned')),
    target INTEGER,                         -- an undo's publish to go back to
    notice TEXT                             -- the notice saved with "Save and publish" (its file's name)
  );
  `,
];
