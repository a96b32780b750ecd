import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { TrustProxy } from "../server/config";
import { type Account, clearSignInMethods, findAccountById, findAccountByName, nameKey, passwordHashOf, setPasswordHash } from "./accounts";
import { recordAudit, SOMEONE } from "./audit";
import { OfficeBusy } from "./busy";
import type { Clock } from "./clock";
import type { OfficeDatabase } from "./database";
import { decoyHash, hashPassword, verifyPassword } from "./password-hash";
import { normalisePassword, passwordProblem } from "./password-policy";
import { keepPasskey, registrationOptions, relyingParty, signInOptions, verifyRegistration, verifySignIn } from "./passkeys";
import { ENTER_PATH, type PreviewPasses } from "./preview-passes";
import { refuseForeignRequests } from "./request-origin";
import { errorPage, homePage, languageOfPath, localPath, type Message, setupPage, signInPage, withoutLanguage } from "./screens";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import multer from "multer";
import { holdAttachment, NOTICE_FIELDS, type NoticeValues, saveNotice } from "./notice-form";
import { noticeFormPage, noticesPage, albumsPage } from "./notice-screens";
import { addPhotos, albumsOf } from "./album-photos";
import { currentNotices, takeDown } from "./notices";
import { busyText, historyPage, newPageOf, publishPage, runPage } from "./publish-screens";
import type { Publisher, Removals } from "./publishing";
import { editorHeaders, officeHeaders } from "./security-headers";
import { cookieValue, endAllSessions, endSession, sessionAccount, sessionCookie, startSession } from "./sessions";
import { accountOfSetupLink, useSetupLink } from "./setup-links";
import { beginAttempt, throttleKeys } from "./throttle";
import { type Language, WORDS } from "./words";
import { indiaDate } from "../app/lib/dates";

export type OfficeOptions = {
  db: OfficeDatabase;
  /** The office's public origin (OFFICE_URL). */
  origin: string;
  trustProxy: TrustProxy;
  clock: Clock;
  /** The bundled browser script and the stylesheet (browser-bundle.ts). */
  script: string;
  styles: string;
  /** The content editor (office/editor/app.ts), for a signed-in person at /edit/; the parts of the office without it leave it out. */
  editor?: Router;
  /** Publishing, its history and undo (publishing.ts), with the public site's address for the new page's link. */
  publishing?: { publisher: Publisher; siteUrl: string };
  /** The content folder, for the quick notice form and taking a notice down. */
  contentDir?: string;
  /** The preview (PREVIEW_URL's origin) and the passes into it, or none (PREVIEW_PORT=0). */
  preview?: { origin: string; passes: PreviewPasses };
};

/** The largest photo or PDF the notice form takes (a phone's photo is 2 to 8 MB). */
const ATTACHMENT_LIMIT = 20 * 1024 * 1024;

type Locals = { account?: Account; sessionId?: string; sessionEnded?: boolean };

const languageOf = (req: Request): Language => languageOfPath(req.originalUrl);
const wantsJson = (req: Request) => req.is("application/json") === "application/json";

/** The office as an Express app: sign-in, set-up links, the home page. Nothing listens here (server.ts does). */
export function createOfficeApp({ db, origin, trustProxy, clock, script, styles, editor, publishing, contentDir, preview }: OfficeOptions) {
  const rp = relyingParty(origin);
  // Made now, so that the first unknown name costs no more than the next.
  void decoyHash();
  const cookie = sessionCookie(origin);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(officeHeaders(origin.startsWith("https:")));

  const locals = (res: Response) => res.locals as Locals;
  const forgetCookie = (res: Response) => res.clearCookie(cookie.name, { ...cookie.options, maxAge: undefined });
  const audit = (req: Request, actor: string, action: string, detail = "") => recordAudit(db, clock, { actor, action, detail, address: req.ip ?? "" });
  const sendError = (req: Request, res: Response, status: number, text: string, command?: string) => {
    if (wantsJson(req) || req.path.includes("/passkey")) res.status(status).json({ error: text });
    // The language switch's address: the path without its /hi (an error outside the router still has it).
    else res.status(status).type("html").send(errorPage(languageOf(req), { text, path: withoutLanguage(req.path), command }));
  };

  app.get("/office.js", (_req, res) => res.type("text/javascript").send(script));
  app.get("/office.css", (_req, res) => res.type("text/css").send(styles));
  // Browsers ask for it by themselves; the office has none.
  app.get("/favicon.ico", (_req, res) => res.status(204).end());

  app.use(refuseForeignRequests(origin, (req, res) => sendError(req, res, 403, WORDS[languageOf(req)].foreignRequest)));
  // The office's own forms are small; the editor reads its larger bodies (a notice, a photo) itself.
  const smallBodies = Router().use(express.urlencoded({ extended: false, limit: "10kb" }), express.json({ limit: "20kb" }));
  app.use((req, res, next) => (/^(?:\/hi)?\/edit\//.test(req.path) ? next() : smallBodies(req, res, next)));

  // The session, if the cookie names a live one.
  app.use((req, res, next) => {
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
  });

  /** Signs the account in with a new session id (an old one this browser had ends), and records how. */
  function signIn(req: Request, res: Response, account: Account, how: string) {
    const old = locals(res).sessionId;
    if (old) endSession(db, old);
    res.cookie(cookie.name, startSession(db, clock, account.id), cookie.options);
    audit(req, account.name, "signed in", how);
  }

  const router = Router();
  const home = (req: Request) => localPath(languageOf(req), "/");
  const seeOther = (res: Response, location: string) => res.status(303).location(location).end();

  router.get("/sign-in", (req, res) => {
    if (locals(res).account) return seeOther(res, home(req));
    const w = WORDS[languageOf(req)];
    const query = req.query;
    const message: Message | undefined =
      "ended" in query ? { kind: "info", text: w.sessionEnded }
      : "signed-out" in query ? { kind: "info", text: w.signedOut }
      : "everywhere" in query ? { kind: "info", text: w.signedOutEverywhere }
      : undefined;
    res.type("html").send(signInPage(languageOf(req), { message }));
  });

  router.post("/sign-in", async (req, res) => {
    const language = languageOf(req);
    const w = WORDS[language];
    const name = String(req.body?.name ?? "").slice(0, 200);
    const password = normalisePassword(String(req.body?.password ?? ""));
    const attempt = beginAttempt(db, clock, throttleKeys(nameKey(name), req.ip ?? ""));
    if (!attempt.allowed) {
      return res.status(429).set("Retry-After", String(Math.ceil(attempt.waitMs / 1000))).type("html").send(signInPage(language, { name, message: { kind: "error", text: w.slowedDown(attempt.waitMs) } }));
    }
    const account = findAccountByName(db, name);
    const stored = account ? passwordHashOf(db, account.id) : null;
    // An unknown name, or an account without a password, costs the same hash as a wrong password.
    const matches = await verifyPassword(password, stored ?? (await decoyHash()));
    if (!account || !stored || !matches) {
      audit(req, account?.name ?? SOMEONE, "sign-in refused", `wrong password for the name "${name}"`);
      return res.status(401).type("html").send(signInPage(language, { name, message: { kind: "error", text: w.wrongPassword } }));
    }
    attempt.forgive();
    signIn(req, res, account, "password");
    seeOther(res, home(req));
  });

  router.post("/passkey/options", async (_req, res) => {
    res.json(await signInOptions(db, clock, rp));
  });

  router.post("/passkey/sign-in", async (req, res) => {
    const accountId = await verifySignIn(db, clock, rp, req.body);
    const account = accountId === undefined ? undefined : findAccountById(db, accountId);
    if (!account) {
      audit(req, SOMEONE, "sign-in refused", "passkey not accepted");
      return res.status(400).json({ error: WORDS[languageOf(req)].passkeyRefused });
    }
    signIn(req, res, account, "passkey");
    res.json({ redirect: home(req) });
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
    db.transaction(() => {
      if (!useSetupLink(db, clock, token)) return false;
      clearSignInMethods(db, account.id);
      keep();
      endAllSessions(db, account.id);
      return true;
    })();

  router.get("/setup/:token", (req, res) => {
    const account = setupAccount(req, res);
    if (!account) return;
    const replaces = account.hasPassword || account.passkeys > 0;
    res.type("html").send(setupPage(languageOf(req), { token: String(req.params.token), name: account.name, replaces }));
  });

  router.post("/setup/:token/password", async (req, res) => {
    const account = setupAccount(req, res);
    if (!account) return;
    const language = languageOf(req);
    const token = String(req.params.token);
    const password = String(req.body?.password ?? "");
    const problem = passwordProblem(password, String(req.body?.repeated ?? ""));
    if (problem) {
      const replaces = account.hasPassword || account.passkeys > 0;
      const message: Message = { kind: "error", text: WORDS[language].passwordProblem(problem) };
      return res.status(400).type("html").send(setupPage(language, { token, name: account.name, replaces, message }));
    }
    const hash = await hashPassword(normalisePassword(password));
    if (!completeSetup(token, account, () => setPasswordHash(db, account.id, hash))) return sendError(req, res, 410, WORDS[language].linkUnusable);
    audit(req, account.name, "set up sign-in", "password");
    signIn(req, res, account, "password, just set up");
    seeOther(res, home(req));
  });

  router.post("/setup/:token/passkey/options", async (req, res) => {
    const account = setupAccount(req, res);
    if (account) res.json(await registrationOptions(db, clock, rp, account));
  });

  router.post("/setup/:token/passkey", async (req, res) => {
    const account = setupAccount(req, res);
    if (!account) return;
    const passkey = await verifyRegistration(db, clock, rp, account.id, req.body);
    if (!passkey) return res.status(400).json({ error: WORDS[languageOf(req)].passkeyRefused });
    if (!completeSetup(String(req.params.token), account, () => keepPasskey(db, clock, account.id, passkey))) {
      return sendError(req, res, 410, WORDS[languageOf(req)].linkUnusable);
    }
    audit(req, account.name, "set up sign-in", "passkey");
    signIn(req, res, account, "passkey, just set up");
    res.json({ redirect: home(req) });
  });

  // Everything below needs a session: without one, not a byte of it is sent.
  router.use((req, res, next) => {
    if (locals(res).account) return next();
    if (req.method === "GET" || req.method === "HEAD") {
      return seeOther(res, localPath(languageOf(req), locals(res).sessionEnded ? "/sign-in?ended" : "/sign-in"));
    }
    res.status(401).end();
  });

  router.get("/", (req, res) => {
    res.type("html").send(homePage(languageOf(req), { name: locals(res).account!.name, preview: preview !== undefined }));
  });

  if (preview) {
    // Into the preview, let in with a one-time pass (preview-passes.ts): /preview?page=/hi/notices, or
    // /preview/notices/… (the editor's "view" links), else the home page in the office's language.
    router.get(["/preview", "/preview/*page"], (req, res) => {
      const rest = req.params.page as string[] | undefined;
      const page = typeof req.query.page === "string" ? req.query.page : rest ? `/${rest.join("/")}` : languageOf(req) === "hi" ? "/hi/" : "/";
      const entry = new URL(ENTER_PATH, preview.origin);
      entry.search = new URLSearchParams({ pass: preview.passes.issue(locals(res).sessionId!), page }).toString();
      seeOther(res, entry.href);
    });
  }

  if (editor) {
    // Decap's page names its files relative to its own address, which must end in "/".
    router.get("/edit", (req, res, next) => (req.originalUrl.split("?")[0]!.endsWith("/") ? next() : seeOther(res, `${req.baseUrl}/edit/`)));
    router.use("/edit", editorHeaders(origin.startsWith("https:")), editor);
  }

  if (publishing) {
    const { publisher, siteUrl } = publishing;
    /** Who is publishing, in words, or undefined when nobody is. */
    const busy = async (req: Request) => {
      const holder = await publisher.busy();
      return holder ? busyText(languageOf(req), holder, clock()) : undefined;
    };
    const started = (req: Request, res: Response, run: Awaited<ReturnType<Publisher["publish"]>>, action: string) => {
      if ("busy" in run) {
        const language = languageOf(req);
        return res.status(409).type("html").send(publishPage(language, { busy: busyText(language, run.busy, clock()), ownRun: publisher.last()?.state === "running" }));
      }
      audit(req, locals(res).account!.name, action, run.kind === "undo" ? `back to publish ${run.target}` : "");
      seeOther(res, localPath(languageOf(req), "/publish/run"));
    };

    router.get("/publish", async (req, res) => {
      const [live] = await publisher.history();
      const holder = await busy(req);
      res.type("html").send(publishPage(languageOf(req), { live, busy: holder, ownRun: publisher.last()?.state === "running" }));
    });

    router.post("/publish", async (req, res) => {
      const list = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String).filter((album) => /^[A-Za-z0-9_-]+$/.test(album));
      const removals: Removals = { albums: list(req.body?.["remove-album"]), photos: list(req.body?.["remove-photos"]) };
      started(req, res, await publisher.publish(locals(res).account!.name, removals), "published");
    });

    router.get("/publish/run", async (req, res) => {
      const run = publisher.last();
      if (!run) return seeOther(res, localPath(languageOf(req), "/publish"));
      const [latest] = run.state === "live" ? await publisher.history() : [];
      res.type("html").send(runPage(languageOf(req), { run, newPage: newPageOf(latest, siteUrl, languageOf(req)) }));
    });

    router.get("/history", async (req, res) => {
      res.type("html").send(historyPage(languageOf(req), { entries: await publisher.history(), busy: await busy(req) }));
    });

    router.post("/history/undo", async (req, res) => {
      const number = Number(req.body?.publish);
      if (!Number.isInteger(number) || number < 1) return sendError(req, res, 400, WORDS[languageOf(req)].unreadable);
      started(req, res, await publisher.undo(locals(res).account!.name, number), "went back");
    });

    if (contentDir) {
      const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: ATTACHMENT_LIMIT, files: 1, fields: 20, fieldSize: 20_000 } }).single("attachment");
      const valuesOf = (body: Record<string, unknown> | undefined): NoticeValues =>
        Object.fromEntries(NOTICE_FIELDS.filter((field) => typeof body?.[field] === "string").map((field) => [field, String(body![field])]));

      router.get("/notice/new", (req, res) => {
        res.type("html").send(noticeFormPage(languageOf(req), { values: { published: indiaDate(new Date(clock())) } }));
      });

      router.post("/notice/new", (req, res, next) => {
        const language = languageOf(req);
        upload(req, res, async (error: unknown) => {
          try {
            const values = valuesOf(req.body);
            const kept = typeof req.body?.held === "string" && req.body.held ? { held: String(req.body.held), name: String(req.body["held-name"] ?? "") } : undefined;
            if (error) {
              const tooLarge = error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE";
              return res.status(tooLarge ? 413 : 400).type("html").send(noticeFormPage(language, { values, attachment: kept, problems: { attachment: [tooLarge ? WORDS[language].tooLarge : WORDS[language].unreadable] } }));
            }
            let attachment = kept;
            if (req.file && req.file.size > 0) {
              const held = await holdAttachment(contentDir, req.file.originalname, req.file.buffer);
              if ("problem" in held) return res.status(422).type("html").send(noticeFormPage(language, { values, attachment: kept, problems: { attachment: [held.problem] } }));
              attachment = held;
            }
            const outcome = await saveNotice(contentDir, values, attachment, WORDS[language].fillIn);
            if ("problems" in outcome) return res.status(422).type("html").send(noticeFormPage(language, { values, attachment, problems: outcome.problems }));
            audit(req, locals(res).account!.name, "saved", `content/notices/${outcome.saved}.yaml`);
            if (req.body?.then === "publish") return started(req, res, await publisher.publish(locals(res).account!.name), "published");
            res.type("html").send(noticesPage(language, { notices: await currentNotices(contentDir, clock()), message: { kind: "info", text: WORDS[language].noticeSaved(values.title ?? "") } }));
          } catch (failure) {
            next(failure);
          }
        });
      });

      // Photos from a phone: several at once, each up to the same limit, held on disk (not in memory) until checked.
      const photos = multer({ dest: tmpdir(), limits: { fileSize: ATTACHMENT_LIMIT, files: 30, fields: 5 } }).array("photos");
      router.get("/albums", async (req, res) => {
        res.type("html").send(albumsPage(languageOf(req), { albums: await albumsOf(contentDir) }));
      });

      router.post("/albums/:folder/photos", (req, res, next) => {
        const language = languageOf(req);
        photos(req, res, async (error: unknown) => {
          const files = (req.files ?? []) as Express.Multer.File[];
          try {
            const albums = await albumsOf(contentDir);
            const album = albums.find((candidate) => candidate.folder === req.params.folder);
            if (!album) return sendError(req, res, 404, WORDS[language].notFound);
            if (error) {
              const tooLarge = error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE";
              return res.status(tooLarge ? 413 : 400).type("html").send(albumsPage(language, { albums, result: { album: album.title, added: [], refused: [tooLarge ? WORDS[language].tooLarge : WORDS[language].unreadable] } }));
            }
            const chosen = await Promise.all(files.filter((file) => file.size > 0 || file.originalname).map(async (file) => ({ name: file.originalname, bytes: await readFile(file.path) })));
            const result = await addPhotos(contentDir, album.folder, chosen);
            if (result.added.length > 0) audit(req, locals(res).account!.name, "saved", result.added.map((name) => `content/albums/${album.folder}/${name}`).join(", "));
            res.status(result.added.length > 0 || chosen.length === 0 ? 200 : 422).type("html").send(albumsPage(language, { albums: await albumsOf(contentDir), result: { album: album.title, ...result } }));
          } catch (failure) {
            next(failure);
          } finally {
            await Promise.all(files.map((file) => rm(file.path, { force: true })));
          }
        });
      });

      router.get("/notices", async (req, res) => {
        res.type("html").send(noticesPage(languageOf(req), { notices: await currentNotices(contentDir, clock()) }));
      });

      router.post("/notices/:name/take-down", async (req, res) => {
        const language = languageOf(req);
        const taken = await takeDown(contentDir, String(req.params.name), clock());
        if (!taken) return sendError(req, res, 404, WORDS[language].notFound);
        const notices = await currentNotices(contentDir, clock());
        if ("problems" in taken) return res.status(422).type("html").send(noticesPage(language, { notices, message: { kind: "error", text: taken.problems.join(" ") } }));
        audit(req, locals(res).account!.name, "took down", `content/notices/${req.params.name}.yaml`);
        res.type("html").send(noticesPage(language, { notices, message: { kind: "info", text: WORDS[language].takenDown(taken.title) } }));
      });
    }
  }

  router.post("/sign-out", (req, res) => {
    endSession(db, locals(res).sessionId!);
    forgetCookie(res);
    audit(req, locals(res).account!.name, "signed out");
    seeOther(res, localPath(languageOf(req), "/sign-in?signed-out"));
  });

  router.post("/sign-out-everywhere", (req, res) => {
    const ended = endAllSessions(db, locals(res).account!.id);
    forgetCookie(res);
    audit(req, locals(res).account!.name, "signed out everywhere", `${ended} session(s) ended`);
    seeOther(res, localPath(languageOf(req), "/sign-in?everywhere"));
  });

  router.use((req, res) => sendError(req, res, 404, WORDS[languageOf(req)].notFound));

  app.use("/hi", router);
  app.use("/", router);

  // A body too large or not readable is the sender's mistake; anything else is logged, and told plainly.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    const language = languageOf(req);
    if (error instanceof OfficeBusy) return sendError(req, res, 429, WORDS[language].busy);
    if (error.status && error.status >= 400 && error.status < 500) return sendError(req, res, 400, WORDS[language].unreadable);
    console.error(error);
    sendError(req, res, 500, WORDS[language].failed);
  });
  return app;
}
