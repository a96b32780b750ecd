// The office's language from the first tap (issue 36, point 5). A page asked for without /hi opens in the
// language chosen with the switch, kept in a cookie, else in the phone's (Accept-Language): a Hindi phone opens
// the set-up link and the sign-in in Hindi. Only a browser opening a page is sent on: never a form's POST, a
// script's request (the passkeys'), nor the editor, which is in English at one address.
import type { CookieOptions, Request, RequestHandler } from "express";
import { DAY_MS } from "./clock";
import { seeOther } from "./routing";
import { LANGUAGE_CHOICE, languageOfPath, localPath, sameSitePath, withoutLanguage } from "./screens";
import { cookieValue } from "./sign-in/sessions";
import type { Language } from "./words";

/**
 * `__Host-office-language` over https (Secure, Path=/, no Domain), `office-language` over plain http, as the
 * session's cookie (sign-in/sessions.ts). SameSite=Lax: a link to the office in a message opens in her language.
 */
export function languageCookie(origin: string): { name: string; options: CookieOptions } {
  const secure = origin.startsWith("https:");
  return { name: secure ? "__Host-office-language" : "office-language", options: { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge: 365 * DAY_MS } };
}

const isLanguage = (value: unknown): value is Language => value === "en" || value === "hi";

/** A browser opening a page (a link, an address typed), not a script's request nor an image's. */
function opensPage(req: Request) {
  const mode = req.get("sec-fetch-mode");
  return mode ? mode === "navigate" : (req.get("accept") ?? "").includes("text/html");
}

const EDITOR = /^\/edit(?:\/|$)/;

/**
 * Keeps the language the switch chose (`?language=hi`, then the same page without it) and sends a page asked for
 * without /hi to its Hindi address when that is her choice, or her phone's when she made none.
 */
export function languageChoice(origin: string): RequestHandler {
  const cookie = languageCookie(origin);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Whatever the address held, only ever a page of the office's own.
    const asked = new URL(sameSitePath(req.originalUrl), "http://office.invalid");
    const chosen = asked.searchParams.get(LANGUAGE_CHOICE);
    if (isLanguage(chosen)) {
      res.cookie(cookie.name, chosen, cookie.options);
      asked.searchParams.delete(LANGUAGE_CHOICE);
      return seeOther(res, localPath(chosen, `${withoutLanguage(asked.pathname)}${asked.search}`));
    }
    if (languageOfPath(req.path) === "hi" || EDITOR.test(req.path) || !opensPage(req)) return next();
    const kept = cookieValue(req.headers.cookie, cookie.name);
    // English when the phone prefers neither (or says nothing): the office's own first language.
    if ((isLanguage(kept) ? kept : req.acceptsLanguages("en", "hi")) !== "hi") return next();
    seeOther(res, localPath("hi", `${asked.pathname}${asked.search}`));
  };
}
