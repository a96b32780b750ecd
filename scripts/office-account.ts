// `npm run office:account -- add "Sunita Verma"` (and list, remove, sign-out, link): office/account-command.ts.
// The settings first (the environment, then .env): lib/settings.ts.
import { refuse, settingsOrRefuse } from "../lib/settings";
import { existsSync } from "node:fs";
import path from "node:path";
import { noDatabase, runAccountCommand } from "../office/account-command";
import { systemClock } from "../office/clock";
import { loadOfficeConfig } from "../office/config";
import { DATABASE_FILE, openDatabase } from "../office/database";

const config = settingsOrRefuse(loadOfficeConfig);
// Only the office makes its database (at its start): never a second one here.
if (!existsSync(path.join(config.dataDir, DATABASE_FILE))) refuse(noDatabase(config.dataDir));
const db = openDatabase(config.dataDir);
process.exitCode = runAccountCommand(process.argv.slice(2), { db, clock: systemClock, origin: config.origin, print: (line) => console.log(line) });
db.close();
