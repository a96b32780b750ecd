// `npm run office:backup [-- --to <folder>]` and `npm run office:restore -- [--replace] <archive>` (or `-`: the
// archive on standard input, the way into a container): office/backup.ts.
// The settings first (the environment, then .env): lib/settings.ts.
import { settingsOrRefuse } from "../lib/settings";
import path from "node:path";
import { parseArgs } from "node:util";
import { makeBackup, RestoreRefused, restoreBackup, restoredLines, STANDARD_INPUT } from "../office/backup";
import { loadOfficeConfig } from "../office/config";

const say = (line: string) => console.log(line);
const config = settingsOrRefuse(loadOfficeConfig);
const places = { root: config.repository, dataDir: config.dataDir };
const [command, ...args] = process.argv.slice(2);

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
    // Standard input is read once, as it comes: the restore checks each entry as it reads it.
    const archive = positionals[0] === "-" ? { name: STANDARD_INPUT, stream: process.stdin } : path.resolve(positionals[0]!);
    restoredLines(places, await restoreBackup(archive, places, { replace: values.replace, say })).forEach(say);
  }
} catch (error) {
  if (error instanceof RestoreRefused) say(error.message);
  else say(`The ${command} did NOT happen: ${(error as Error).message}.`);
  process.exitCode = 1;
}
