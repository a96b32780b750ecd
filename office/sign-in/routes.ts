// Signing in and out: the session read from its cookie, the sign-in page (a password, or a passkey), the
// one-time set-up links, and "sign out" here or everywhere. Every failed attempt costs the same time and says
// the same thing, whether the account exists or not; attempts are slowed per name and per address, or per
// device where the account signed in before (throttle.ts, devices.ts).
import { type NextFunction, type Request, type Response, Router } from "express";
import { contentDir as schoolContentDir } from "../../lib/folders";
import { countAudit, SOMEONE } from "../audit";
import { inTransaction } from "../database";
import { answeredInJson, formPageOf, home, languageOf, locals, type OfficeContext, returnAddress, seeOther, signInAddress } from "../routing";
import { localPath, type Message, sameSitePath, setupPage, signInPage } from "../screens";
import { type Language, WORDS } from "../words";
import { type Account, clearSignInMethods, findAccountById, findAccountByName, nameKey, passwordHashOf, setPasswordHash } from "./accounts";
import { formFields, jsonAnswer } from "./bodies";
import { deviceCookie, knownDeviceKey, trustDevice, trustedDeviceKey } from "./devices";
import { keepPasskey, registrationOptions, relyingParty, signInOptions, TooManyCeremonies, verifyRegistration, verifySignIn } from "./passkeys";
import { decoyHash, hashPassword, verifyPassword } from "./password-hash";
import { passwordContext } from "./password-context";
import { normalisePassword, passwordProblem } from "./password-policy";
import { cookieValue, endAllSessions, endSession, sessionAccount, sessionCookie, startSession } from "./sessions";
import { accountOfSetupLink, useSetupLink } from "./setup-links";
import { attemptKeys, beginAttempt, endFailuresInARow, FAILURES_IN_A_ROW_LIMIT, networkKey, networkOf } from "./throttle";

/**
 * The office's sign-in, for its origin: the session middleware, the routes before the gate and after it.
 * `contentDir`: where the school's details are, whose words a new password must not lean on.
 */
export function signInParts({ db, clock, audit, sendError }: OfficeContext, origin: string, contentDir = schoolContentDir) {
  const rp = relyingParty(origin);
  // Made now, so that the first unknown name costs no more than the next.
  void decoyHash();
  const cookie = sessionCookie(origin);
  const device = deviceCookie(origin);
  const forgetCookie = (res: Response) => res.clearCookie(cookie.name, { ...cookie.options, maxAge: undefined });
  const deviceToken = (req: Request) => cookieValue(req.headers.cookie, device.name);

  /** The session, if the cookie names a live one; a cookie of an ended one is forgotten. */
  function readSession(req: Request, res: Response, next: NextFunction) {
    const id = cookieValue(req.headers.cookie, cookie.name);
    if (!id) return next();
    const accountId = sessionAccount(db, clock, id);
    const account = accountId === undefined ? undefined : findAccountById(db, accountId);
    if (account) Object.assign(locals(res), { account, sessionId: id });
    else {
      locals(res).sessionEnded = true;
      forgetCookie(res);
    }
    next();
  }

  /**
   * Everything after it needs a session: without one, not a byte of it is sent. A page asked for goes to the
   * sign-in and back to it; a form sent (its session ended, or its cookie gone with it) goes to the sign-in, which
   * says why, and back to the form's page, marked `ended` so that the page says why what was typed is back (the
   * office's script kept it, browser/drafts.ts). The editor's and the passkey buttons' requests are a script's: JSON.
   */
  function requireSession(req: Request, res: Response, next: NextFunction) {
    if (locals(res).account) return next();
    const language = languageOf(req);
    if (req.method === "GET" || req.method === "HEAD") {
      return seeOther(res, signInAddress(language, { ended: locals(res).sessionEnded === true, back: sameSitePath(req.originalUrl) }));
    }
    if (answeredInJson(req) || req.path.startsWith("/edit/")) return res.status(401).json({ error: WORDS[language].sessionEnded });
    const page = localPath(language, formPageOf(req.path));
    seeOther(res, signInAddress(language, { ended: true, back: page === home(language) ? page : `${page}?ended` }));
  }

  /**
   * Signs the account in with a new session id (an old one this browser had ends), trusts this device for the
   * account from now on, ends the name's wrong passwords in a row, and records how.
   */
  function signIn(req: Request, res: Response, account: Account, how: string) {
    const old = locals(res).sessionId;
    if (old) endSession(db, old);
    res.cookie(cookie.name, startSession(db, clock, account.id), cookie.options);
    res.cookie(device.name, trustDevice(db, clock, deviceToken(req), account.id), device.options);
    endFailuresInARow(db, nameKey(account.name));
    audit(req, account.name, "signed in", how);
  }

  /** Passkey options for the script, or 429 to a holder that asked too often (passkeys.ts). */
  async function sendOptions(req: Request, res: Response, options: () => Promise<unknown>) {
    try {
      res.json(await options());
    } catch (error) {
      if (!(error instanceof TooManyCeremonies)) throw error;
      res.set("Retry-After", String(Math.ceil(error.waitMs / 1000)));
      sendError(req, res, 429, WORDS[languageOf(req)].tooManyPasskeyRequests(error.waitMs));
    }
  }

  const beforeGate = Router();

  beforeGate.get("/sign-in", (req, res) => {
    if (locals(res).account) return seeOther(res, returnAddress(req) ?? home(req));
    const w = WORDS[languageOf(req)];
    const query = req.query;
    const message: Message | undefined =
      "ended" in query ? { kind: "info", text: w.sessionEnded }
      : "signed-out" in query ? { kind: "info", text: w.signedOut }
      : "everywhere" in query ? { kind: "info", text: w.signedOutEverywhere }
      : undefined;
    res.type("html").send(signInPage(languageOf(req), { message, back: returnAddress(req) }));
  });

  beforeGate.post("/sign-in", async (req, res) => {
    const language = languageOf(req);
    const w = WORDS[language];
    const fields = formFields(req, ["name", "password"]);
    const name = fields.name.slice(0, 200);
    const password = normalisePassword(fields.password);
    const refuse = (status: number, text: string) => res.status(status).type("html").send(signInPage(language, { name, message: { kind: "error", text }, back: returnAddress(req) }));
    const key = nameKey(name);
    const account = findAccountByName(db, name);
    const trusted = account && trustedDeviceKey(db, clock, deviceToken(req), account.id);
    const attempt = beginAttempt(db, clock, key, attemptKeys(key, req.ip ?? "", trusted));
    if (!attempt.allowed) {
      if ("switchedOff" in attempt) return refuse(403, w.passwordSwitchedOff);
      res.set("Retry-After", String(Math.ceil(attempt.waitMs / 1000)));
      return refuse(429, trusted ? w.deviceSlowedDown(attempt.waitMs) : w.slowedDown(attempt.waitMs));
    }
    const stored = account ? passwordHashOf(db, account.id) : null;
    // An unknown name, or an account without a password, costs the same hash as a wrong password.
    const matches = await verifyPassword(password, stored ?? (await decoyHash()));
    if (!account || !stored || !matches) {
      audit(req, account?.name ?? SOMEONE, "sign-in refused", `wrong password for the name "${name}"`);
      if (attempt.failuresInARow < FAILURES_IN_A_ROW_LIMIT) return refuse(401, w.wrongPassword);
      audit(req, account?.name ?? SOMEONE, "password switched off", `${FAILURES_IN_A_ROW_LIMIT} wrong passwords in a row for the name "${name}"`);
      return refuse(403, w.passwordSwitchedOff);
    }
    attempt.forgive();
    signIn(req, res, account, trusted ? "password, on a device it signed in on before" : "password");
    seeOther(res, returnAddress(req) ?? home(req));
  });

  beforeGate.post("/passkey/options", (req, res) =>
    // Held by the device, when an account signed in on it before; else by its network.
    sendOptions(req, res, () => signInOptions(db, clock, rp, knownDeviceKey(db, clock, deviceToken(req)) ?? networkKey(req.ip ?? ""))),
  );

  beforeGate.post("/passkey/sign-in", async (req, res) => {
    const accountId = await verifySignIn(db, clock, rp, jsonAnswer(req));
    const account = accountId === undefined ? undefined : findAccountById(db, accountId);
    if (!account) {
      // Anyone may send these in a loop: counted per network and hour rather than each recorded.
      countAudit(db, clock, { actor: SOMEONE, action: "sign-in refused", detail: "passkey not accepted", address: networkOf(req.ip ?? "") });
      return res.status(400).json({ error: WORDS[languageOf(req)].passkeyRefused });
    }
    signIn(req, res, account, "passkey");
    res.json({ redirect: returnAddress(req) ?? home(req) });
  });

  /** The account a set-up link still sets up; otherwise answers 410 and returns undefined. */
  function setupAccount(req: Request, res: Response): Account | undefined {
    const accountId = accountOfSetupLink(db, clock, String(req.params.token));
    const account = accountId === undefined ? undefined : findAccountById(db, accountId);
    if (!account) sendError(req, res, 410, WORDS[languageOf(req)].linkUnusable, 'npm run office:account -- link "…"');
    return account;
  }

  /** Uses the link and replaces the account's sign-in methods with `keep`, all or nothing; false if the link was used meanwhile. */
  const completeSetup = (token: string, account: Account, keep: () => void) =>
    inTransaction(db, () => {
      if (!useSetupLink(db, clock, token)) return false;
      clearSignInMethods(db, account.id);
      keep();
      endAllSessions(db, account.id);
      return true;
    });

  const setupPageOf = (language: Language, token: string, account: Account, message?: Message) =>
    setupPage(language, { token, name: account.name, replaces: account.hasPassword || account.passkeys > 0, message });

  beforeGate.get("/setup/:token", (req, res) => {
    const account = setupAccount(req, res);
    if (account) res.type("html").send(setupPageOf(languageOf(req), String(req.params.token), account));
  });

  beforeGate.post("/setup/:token/password", async (req, res) => {
    const account = setupAccount(req, res);
    if (!account) return;
    const language = languageOf(req);
    const token = String(req.params.token);
    const { password, repeated } = formFields(req, ["password", "repeated"]);
    const problem = await passwordProblem(password, repeated, await passwordContext(contentDir, account.name));
    if (problem) return res.status(400).type("html").send(setupPageOf(language, token, account, { kind: "error", text: WORDS[language].passwordProblem(problem) }));
    const hash = await hashPassword(normalisePassword(password));
    if (!completeSetup(token, account, () => setPasswordHash(db, account.id, hash))) return sendError(req, res, 410, WORDS[language].linkUnusable);
    audit(req, account.name, "set up sign-in", "password");
    signIn(req, res, account, "password, just set up");
    seeOther(res, home(req));
  });

  beforeGate.post("/setup/:token/passkey/options", async (req, res) => {
    const account = setupAccount(req, res);
    if (account) await sendOptions(req, res, () => registrationOptions(db, clock, rp, account));
  });

  beforeGate.post("/setup/:token/passkey", async (req, res) => {
    const account = setupAccount(req, res);
    if (!account) return;
    const passkey = await verifyRegistration(db, clock, rp, account.id, jsonAnswer(req));
    if (!passkey) return res.status(400).json({ error: WORDS[languageOf(req)].passkeyRefused });
    if (!completeSetup(String(req.params.token), account, () => keepPasskey(db, clock, account.id, passkey))) {
      return sendError(req, res, 410, WORDS[languageOf(req)].linkUnusable);
    }
    audit(req, account.name, "set up sign-in", "passkey");
    signIn(req, res, account, "passkey, just set up");
    res.json({ redirect: home(req) });
  });

  const afterGate = Router();

  afterGate.post("/sign-out", (req, res) => {
    endSession(db, locals(res).sessionId!);
    forgetCookie(res);
    audit(req, locals(res).account!.name, "signed out");
    seeOther(res, localPath(languageOf(req), "/sign-in?signed-out"));
  });

  afterGate.post("/sign-out-everywhere", (req, res) => {
    const ended = endAllSessions(db, locals(res).account!.id);
    forgetCookie(res);
    audit(req, locals(res).account!.name, "signed out everywhere", `${ended} session(s) ended`);
    seeOther(res, localPath(languageOf(req), "/sign-in?everywhere"));
  });

  return { readSession, requireSession, beforeGate, afterGate };
}
