// The office at work, as a process of its own for tests/office/backup.test.ts: until it is stopped, it saves
// content files through the editor's own save (each version of a file whole, a quarter of a megabyte, naming
// its file and version on its first line) and adds accounts, each with its record, through the office's code.
// Prints "saving" once it has begun. Usage: busy-office.ts <folder of content/> <the office's data folder>
import path from "node:path";
import { writeSaved } from "../../office/editor/save";
import { createAccount } from "../../office/sign-in/accounts";
import { recordAudit, SERVER_COMMAND } from "../../office/audit";
import { inTransaction, openDatabase } from "../../office/database";

export const CONTENT_FILES = 24;
const SIZE = 256 * 1024;

/** Version `version` of content file number `file`: its name and version, then filling that says them again. */
export function fileVersion(file: number, version: number) {
  const head = `# file ${file} version ${version}\n`;
  return Buffer.from(head + `file ${file} v${version} `.repeat(SIZE / 10).slice(0, SIZE - head.length));
}

export const contentName = (file: number) => `notices/busy-${String(file).padStart(2, "0")}.yaml`;

if (import.meta.filename === process.argv[1]) {
  const [root, dataDir] = process.argv.slice(2) as [string, string];
  const db = openDatabase(dataDir);
  const clock = () => Date.now();
  let version = 1;
  let accounts = 0;
  let stopping = false;
  process.once("SIGTERM", () => (stopping = true));
  console.log("saving");
  while (!stopping) {
    version++;
    // An account after each file, so the database changes as often as the content while a backup runs.
    for (let file = 0; file < CONTENT_FILES; file++) {
      await writeSaved(path.join(root, "content", contentName(file)), fileVersion(file, version));
      inTransaction(db, () => {
        const account = createAccount(db, clock, `Volunteer ${++accounts}`);
        recordAudit(db, clock, { actor: SERVER_COMMAND, action: "account added", detail: account.name });
      });
    }
  }
  db.close();
}
