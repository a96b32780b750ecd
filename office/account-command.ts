import { type Account, countAccounts, createAccount, findAccountByName, listAccounts, nameProblem, removeAccount } from "./sign-in/accounts";
import { hasUnprintable, oneLine } from "../lib/one-line";
import { recordAudit, SERVER_COMMAND } from "./audit";
import type { Clock } from "./clock";
import type { OfficeDatabase } from "./database";
import { endAllSessions } from "./sign-in/sessions";
import { createSetupLink, SETUP_LINK_LIFETIME_MS, setupPath } from "./sign-in/setup-links";
import { FAILURES_IN_A_ROW_LIMIT } from "./sign-in/throttle";

export const ACCOUNT_USAGE = `Usage: npm run office:account -- <command>
  add "<name>"        make an account and print its one-time set-up link
  list                list the accounts
  remove "<name>"     remove an account, with its passkeys, password and sessions
  sign-out "<name>"   sign the account out on every phone and computer
  link "<name>"       a new set-up link (for a lost phone or a forgotten password); also signs the account out everywhere`;

type Context = { db: OfficeDatabase; clock: Clock; origin: string; print: (line: string) => void };

/**
 * The one line the command says instead of making a database of its own where the office keeps none (OFFICE_DATA_DIR
 * not the office's, or the office never started there): an account made there would sign in nowhere.
 */
export const noDatabase = (dataDir: string) =>
  `There is no office database in ${dataDir} (OFFICE_DATA_DIR): nothing was done. Run this command with the office's own settings (those in .env, in the folder the office starts in), or start the office once first: it makes its database.`;

const when = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 16) + " UTC";

function linkLines({ clock, origin }: Context, token: string, account: Account) {
  return [
    `Send ${account.name} this link to set up their sign-in (a passkey or a password). It works once, until ${when(clock() + SETUP_LINK_LIFETIME_MS)}:`,
    "",
    `  ${origin}${setupPath(token)}`,
    "",
    "Send it privately (in person, or in a message to them alone): whoever opens it first signs in as them.",
  ];
}

function describe(account: Account) {
  const password = account.passwordSwitchedOff
    ? `a password, switched off after ${FAILURES_IN_A_ROW_LIMIT} wrong ones in a row (only a passkey, or a new link's new password, opens the account)`
    : "a password";
  const ways = [account.passkeys > 0 && `${account.passkeys} passkey${account.passkeys === 1 ? "" : "s"}`, account.hasPassword && password].filter(Boolean);
  return ways.length > 0 ? ways.join(" and ") : "not set up yet";
}

/** `npm run office:account -- …` (scripts/office-account.ts): prints what it did, returns the exit code. */
export function runAccountCommand(args: string[], context: Context): number {
  const { db, clock, print } = context;
  const [command, ...rest] = args;
  const name = rest.join(" ");
  const audit = (action: string, detail: string) => recordAudit(db, clock, { actor: SERVER_COMMAND, action, detail });
  const existing = () => {
    const account = findAccountByName(db, name);
    if (!account) print(`There is no account named "${oneLine(name)}". The accounts are: ${listAccounts(db).map((a) => `"${oneLine(a.name)}"`).join(", ") || "none yet"}.`);
    return account;
  };
  if (command !== "list" && (!command || !name)) {
    print(ACCOUNT_USAGE);
    return 2;
  }
  switch (command) {
    case "add": {
      // A name is shown on one line everywhere (the list, the history, a publish's lines): no line break or control character in it.
      const problem = hasUnprintable(name) ? "the name has a line break or a control character: write it on one line" : nameProblem(name);
      if (problem) return (print(`Not added: ${problem}.`), 1);
      if (findAccountByName(db, name)) return (print(`Not added: there is already an account named "${findAccountByName(db, name)!.name}".`), 1);
      const account = createAccount(db, clock, name);
      audit("account added", account.name);
      print(`Account "${account.name}" made.`);
      linkLines(context, createSetupLink(db, clock, account.id), account).forEach((line) => print(line));
      return 0;
    }
    case "list": {
      if (countAccounts(db) === 0) return (print('No account yet. Make one with: npm run office:account -- add "Your Name"'), 0);
      for (const account of listAccounts(db)) print(`${oneLine(account.name)}: ${describe(account)}; made ${when(account.createdAt)}`);
      return 0;
    }
    case "remove": {
      const account = existing();
      if (!account) return 1;
      removeAccount(db, account.id);
      audit("account removed", account.name);
      print(`Account "${account.name}" removed, with its passkeys, password, set-up link and sessions.`);
      return 0;
    }
    case "sign-out": {
      const account = existing();
      if (!account) return 1;
      const ended = endAllSessions(db, account.id);
      audit("signed out everywhere", `${account.name}: ${ended} session(s) ended`);
      print(`${account.name} is signed out on every phone and computer (${ended} session${ended === 1 ? "" : "s"} ended).`);
      return 0;
    }
    case "link": {
      const account = existing();
      if (!account) return 1;
      const ended = endAllSessions(db, account.id);
      const token = createSetupLink(db, clock, account.id);
      audit("new set-up link", `${account.name}: ${ended} session(s) ended`);
      print(`${account.name} is signed out on every phone and computer (${ended} session${ended === 1 ? "" : "s"} ended). Any earlier set-up link of theirs no longer works.`);
      print(
        `Their passkeys and password (${describe(account)}) still work until this link is used: setting up with it removes them all and keeps only the new one. A lost phone's passkey stops working only then, so send the link now.`,
      );
      linkLines(context, token, account).forEach((line) => print(line));
      return 0;
    }
    default:
      print(ACCOUNT_USAGE);
      return 2;
  }
}
