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
];
