// `npm run office:backup [-- --to <folder>]` and `npm run office:restore -- [--replace] <archive>` (or `-`: the
// archive on standard input, the way into a container): office/backup.ts.
// The settings first (the environment, then .env): lib/settings.ts.
import { settingsOrRefuse } from "../lib/settings";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { makeBackup, RestoreRefused, restoreBackup, restoredLines } from "../office/backup";
import { loadOfficeConfig } from "../office/config";

const say = (line: string) => console.log(line);
const config = settingsOrRefuse(loadOfficeConfig);
const places = { root: config.repository, dataDir: config.dataDir };
const [command, ...args] = process.argv.slice(2);

/** The archive named, or standard input kept in a temporary file (a restore reads it twice: checked, then extracted). */
async function archiveFrom(name: string): Promise<{ archive: string; done: () => Promise<void> }> {
  if (name !== "-") return { archive: path.resolve(name), done: async () => undefined };
  const dir = await mkdtemp(path.join(tmpdir(), "restore-"));
  const archive = path.join(dir, "backup.tar.gz");
  await pipeline(process.stdin, createWriteStream(archive, { mode: 0o600 }));
  return { archive, done: () => rm(dir, { recursive: true, force: true }) };
}

try {
  if (command === "backup") {
    const { values } = parseArgs({ args, options: { to: { type: "string" } } });
    await makeBackup(places, { to: path.resolve(values.to ?? process.env.BACKUP_DIR ?? path.join(places.root, "backups")), say });
  } else {
    const { values, positionals } = parseArgs({ args, options: { replace: { type: "boolean", default: false } }, allowPositionals: true });
    if (positionals.length !== 1) {
      say("Usage: npm run office:restore -- [--replace] <the backup's .tar.gz file, or - to read it from standard input>");
      process.exit(2);
    }
    const { archive, done } = await archiveFrom(positionals[0]!);
    try {
      restoredLines(archive, places, await restoreBackup(archive, places, { replace: values.replace, say })).forEach(say);
    } finally {
      await done();
    }
  }
} catch (error) {
  if (error instanceof RestoreRefused) say(error.message);
  else say(`The ${command} did NOT happen: ${(error as Error).message}.`);
  process.exitCode = 1;
}
