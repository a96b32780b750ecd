// What every part of the office's routes shares: the signed-in account on the response, the page's language
// (from /hi), the answers (a page, a redirect, a plain refusal) and the record of who did what.
import type { Request, Response } from "express";
import multer from "multer";
import type { Account } from "./sign-in/accounts";
import { recordAudit } from "./audit";
import type { Clock } from "./clock";
import type { OfficeDatabase } from "./database";
import { errorPage, languageOfPath, localPath, sameSitePath, withoutLanguage } from "./screens";
import { type Language, WORDS } from "./words";

/** The largest photo or PDF a form takes (a phone's photo is 2 to 8 MB). */
export const UPLOAD_LIMIT = 20 * 1024 * 1024;

/** How a form's file names are read: in UTF-8, as browsers send them (multer reads them as Latin-1 unless told: "à¤ªà¥" for "पेड़"). */
export const FILE_NAMES_CHARSET = "utf8";

/** An upload the form's reader refused: too large (413), or not readable (400), in the person's words. */
export function uploadRefusal(error: unknown, language: Language) {
  const tooLarge = error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE";
  return { status: tooLarge ? 413 : 400, text: tooLarge ? WORDS[language].tooLarge : WORDS[language].unreadable };
}

type Locals = { account?: Account; sessionId?: string; sessionEnded?: boolean };
export const locals = (res: Response) => res.locals as Locals;
/** The signed-in account, on a route behind the session gate (app.ts). */
export const accountOf = (res: Response) => locals(res).account!;

export const languageOf = (req: Request): Language => languageOfPath(req.originalUrl);
export const seeOther = (res: Response, location: string) => res.status(303).location(location).end();
export const home = (from: Request | Language) => localPath(typeof from === "string" ? from : languageOf(from), "/");
const wantsJson = (req: Request) => req.is("application/json") === "application/json";
/** A request of the office's scripts (the passkey buttons), answered in JSON rather than with a page. */
export const answeredInJson = (req: Request) => wantsJson(req) || req.path.includes("/passkey");

/**
 * The office's pages that hold a form. A form sent once the session ended comes back, after the sign-in, to the
 * page it was on: its own address when that is a page (/notice/new), else the nearest page above it
 * (/albums/x/photos → /albums, /notices/x/take-down → /notices, /history/undo → /history, /sign-out → /).
 */
const FORM_PAGES = new Set(["/", "/notice/new", "/notices", "/albums", "/publish", "/history"]);

export function formPageOf(path: string): string {
  let page = withoutLanguage(path).replace(/\/+$/, "") || "/";
  while (!FORM_PAGES.has(page)) page = page.replace(/\/[^/]*$/, "") || "/";
  return page;
}

/** The sign-in page, saying why when the session `ended`, and the page to come `back` to after it (never the home page, where a sign-in goes anyway). */
export function signInAddress(language: Language, { ended, back }: { ended: boolean; back?: string }) {
  const query = new URLSearchParams();
  if (ended) query.set("ended", "");
  if (back && withoutLanguage(back) !== "/") query.set("return", back);
  return `${localPath(language, "/sign-in")}${query.size > 0 ? `?${query.toString().replace(/=(?=&|$)/g, "")}` : ""}`;
}

/** The page a sign-in was asked to come back to (`return`): only ever a path of the office's own site. */
export const returnAddress = (req: Request) => (typeof req.query.return === "string" && req.query.return ? sameSitePath(req.query.return) : undefined);

/** The draft a form was sent with (the script numbers each), which the page after a save tells the script to forget. */
export const sentDraft = (body: Record<string, unknown> | undefined) => (typeof body?.draft === "string" && /^[0-9a-f]{32}$/.test(body.draft) ? body.draft : undefined);

export type OfficeContext = {
  db: OfficeDatabase;
  clock: Clock;
  /** Records what `actor` did, from the request's address. */
  audit: (req: Request, actor: string, action: string, detail?: string) => void;
  /** A refusal: the office's error page in the request's language (JSON to its scripts), with a way back. */
  sendError: (req: Request, res: Response, status: number, text: string, command?: string) => void;
};

export function officeContext(db: OfficeDatabase, clock: Clock): OfficeContext {
  return {
    db,
    clock,
    audit: (req, actor, action, detail = "") => recordAudit(db, clock, { actor, action, detail, address: req.ip ?? "" }),
    sendError: (req, res, status, text, command) => {
      if (answeredInJson(req)) res.status(status).json({ error: text });
      // The language switch's address: the path without its /hi (an error outside the router still has it).
      else res.status(status).type("html").send(errorPage(languageOf(req), { text, path: withoutLanguage(req.path), command }));
    },
  };
}
