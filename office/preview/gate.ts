// The preview's door, at PREVIEW_URL (README, "The preview"): a signed-in person comes in through
// /__preview/enter with the pass the office's /preview gave them, and gets the preview's own cookie; every other
// request is let through to the preview's site only with that cookie, while the office session behind it lives.
// Anyone else gets a short page that sends them to the office, and not a byte of the site. The site itself
// (office/preview/site.ts) is started when someone is let in, and stopped once nobody has come for a while.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { type Clock, MINUTE_MS } from "../clock";
import { PREVIEW_HEADERS, type PreviewSite, VERSION } from "./site";
import { ENTER_PATH, type PreviewPasses } from "./passes";
import { languageOfPath, previewRefusedPage, sameSitePath, withoutLanguage } from "../screens";
import { cookieValue } from "../sign-in/sessions";

/** The preview's site stops after this long without a person's request, to spare a small server's memory. */
export const PREVIEW_IDLE_MS = 15 * MINUTE_MS;

/** The refusal page's stylesheet: the office's own. */
const STYLES_PATH = "/__preview/office.css";

export type PreviewGateOptions = {
  passes: PreviewPasses;
  /** The preview's own public origin (PREVIEW_URL), and the office's, for the refusal's link. */
  previewOrigin: string;
  officeOrigin: string;
  clock: Clock;
  /** The office's stylesheet, for the refusal page. */
  styles: string;
  startSite: () => PreviewSite;
  /** The site stops after this long without a request of a person (a page's own poll does not count). */
  idleMs: number;
  /** How often to look whether it has been idle that long. */
  checkEveryMs: number;
};

/** The cookie's name: `__Host-` over https (Secure, Path=/, no Domain: this host alone); a plain name over http, where browsers refuse `__Host-`. */
const cookieName = (origin: string) => (origin.startsWith("https:") ? "__Host-preview" : "preview");

/** A path of the site to go to after entering: only a local one ("/hi/notices?x"), never another site ("//evil.example"). */
export const pageToOpen = (asked: string | null): string => (asked ? sameSitePath(asked) : "/");

/** The preview's requests, for a server of its own listening at PREVIEW_URL; `stop` stops its site. */
export function createPreviewGate({ passes, previewOrigin, officeOrigin, clock, styles, startSite, idleMs, checkEveryMs }: PreviewGateOptions): { handle: RequestListener; stop: () => void } {
  const cookie = cookieName(previewOrigin);
  const secure = previewOrigin.startsWith("https:") ? "; Secure" : "";
  let site: PreviewSite | undefined;
  let lastUsed = 0;
  const siteNow = () => (site ??= startSite());

  const idleCheck = setInterval(() => {
    if (site && clock() - lastUsed >= idleMs) {
      site.stop();
      site = undefined;
    }
  }, checkEveryMs).unref();

  const refuse = (req: IncomingMessage, res: ServerResponse, path: string) => {
    res.writeHead(403, {
      ...PREVIEW_HEADERS,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
    res.end(req.method === "HEAD" ? undefined : previewRefusedPage(languageOfPath(path), { office: officeOrigin, path: withoutLanguage(path), stylesheet: STYLES_PATH }));
  };

  const handle: RequestListener = (req, res) => {
    // An address that is no address at all (a request's absolute form, "http://["): refused like any other stranger.
    const url = URL.canParse(req.url ?? "/", previewOrigin) ? new URL(req.url ?? "/", previewOrigin) : undefined;
    if (!url) return refuse(req, res, "/");
    if (url.pathname === STYLES_PATH) {
      res.writeHead(200, { ...PREVIEW_HEADERS, "content-type": "text/css; charset=utf-8" });
      return res.end(styles);
    }
    if (url.pathname === ENTER_PATH) {
      const page = pageToOpen(url.searchParams.get("page"));
      const entered = passes.enter(url.searchParams.get("pass") ?? "");
      if (!entered) return refuse(req, res, page);
      res.writeHead(303, { ...PREVIEW_HEADERS, location: page, "set-cookie": `${cookie}=${entered}; Path=/; HttpOnly; SameSite=Lax${secure}` });
      lastUsed = clock();
      siteNow();
      return res.end();
    }
    const held = cookieValue(req.headers.cookie, cookie);
    const poll = url.pathname === VERSION;
    if (!held || !passes.admits(held, { keepAlive: !poll })) return refuse(req, res, url.pathname);
    if (!poll) lastUsed = clock();
    // A page left open asks on, but does not wake a site stopped for want of use (an answer it ignores).
    else if (!site) return res.writeHead(204, PREVIEW_HEADERS).end();
    siteNow().handle(req, res);
  };

  return {
    handle,
    stop() {
      clearInterval(idleCheck);
      site?.stop();
      site = undefined;
    },
  };
}
