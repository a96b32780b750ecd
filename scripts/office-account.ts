// `npm run office:account -- add "Sunita Verma"` (and list, remove, sign-out, link): office/account-command.ts.
import { runAccountCommand } from "../office/account-command";
import { systemClock } from "../office/clock";
import { loadOfficeConfig } from "../office/config";
import { openDatabase } from "../office/database";

const config = loadOfficeConfig();
const db = openDatabase(config.dataDir);
process.exitCode = runAccountCommand(process.argv.slice(2), { db, clock: systemClock, origin: config.origin, print: (line) => console.log(line) });
db.close();
