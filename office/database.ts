import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS } from "./migrations";

export type OfficeDatabase = Database.Database;

export const DATABASE_FILE = "office.sqlite";

/** Opens (creating it if need be) the office's database in `dataDir`, in WAL mode, and brings its schema up to date. */
export function openDatabase(dataDir: string): OfficeDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // The command line and the office may write at the same moment: wait for the other rather than fail.
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/** Applies the migrations not yet applied, each in a transaction of its own with its version number. */
export function migrate(db: OfficeDatabase) {
  const applied = db.pragma("user_version", { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new Error(`The office's database is at version ${applied}, newer than this office's ${MIGRATIONS.length}: update the office.`);
  }
  MIGRATIONS.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    })();
  });
}
