// The office's own state (accounts, passkeys, sessions, sign-in attempts, the record of who did what) in SQLite,
// through Node's own binding (node:sqlite): it ships with Node, so nothing is compiled when installing, and no
// native module of another project's can break on the Node the office runs on (better-sqlite3 12 aborted the
// office on Node 24 as statements were collected; tests/office/database-binding.test.ts).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { MIGRATIONS } from "./migrations";

export type OfficeDatabase = DatabaseSync;

export const DATABASE_FILE = "office.sqlite";

/** Opens (creating it if need be) the office's database in `dataDir`, in WAL mode, and brings its schema up to date. */
export function openDatabase(dataDir: string): OfficeDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The command line and the office may write at the same moment: wait for the other rather than fail.
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), { timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

/** A pragma's one value ("user_version", "journal_mode", "integrity_check"). */
export function pragma(db: OfficeDatabase, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get();
  return row ? Object.values(row)[0] : undefined;
}

let savepoints = 0;

/**
 * Runs `work` in one transaction: all of it or none (an exception rolls it back and is thrown again). Inside
 * another, a savepoint of its own.
 */
export function inTransaction<T>(db: OfficeDatabase, work: () => T): T {
  const nested = db.isTransaction;
  const savepoint = `inner_${++savepoints}`;
  db.exec(nested ? `SAVEPOINT ${savepoint}` : "BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec(nested ? `RELEASE ${savepoint}` : "COMMIT");
    return result;
  } catch (error) {
    if (nested) db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
    else if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** Applies the migrations not yet applied, each in a transaction of its own with its version number. */
export function migrate(db: OfficeDatabase) {
  const applied = Number(pragma(db, "user_version"));
  if (applied > MIGRATIONS.length) {
    throw new Error(`The office's database is at version ${applied}, newer than this office's ${MIGRATIONS.length}: update the office.`);
  }
  MIGRATIONS.slice(applied).forEach((sql, index) => {
    inTransaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${applied + index + 1}`);
    });
  });
}
