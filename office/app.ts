// The office as an Express app, its parts in the order a request meets them: the headers, the office's own
// script and styles, the refusal of requests from other sites, the page's language, the session, the sign-in
// (before the gate), the gate, then each part for a signed-in person. Nothing listens here (server.ts does).
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { TrustProxy } from "../lib/settings";
import { albumRoutes } from "./albums/routes";
import { OfficeBusy } from "./busy";
import type { Clock } from "./clock";
import type { OfficeDatabase } from "./database";
import { noticeRoutes } from "./notices/routes";
import { ENTER_PATH, type PreviewPasses } from "./preview/passes";
import type { Publisher } from "./publishing/publisher";
import { publishingRoutes } from "./publishing/routes";
import { languageChoice } from "./language-choice";
import { refuseForeignRequests } from "./request-origin";
import { accountOf, languageOf, locals, officeContext, seeOther } from "./routing";
import { homePage } from "./screens";
import { editorHeaders, officeHeaders } from "./security-headers";
import { signInParts } from "./sign-in/routes";
import { WORDS } from "./words";

export type OfficeOptions = {
  db: OfficeDatabase;
  /** The office's public origin (OFFICE_URL). */
  origin: string;
  trustProxy: TrustProxy;
  clock: Clock;
  /** The bundled browser script and the stylesheet (browser-bundle.ts). */
  script: string;
  styles: string;
  /** The content editor (editor/app.ts), for a signed-in person at /edit/; the parts of the office without it leave it out. */
  editor?: Router;
  /** Publishing, its history and undo (publishing/publisher.ts), with the public site's address for the new page's link. */
  publishing?: { publisher: Publisher; siteUrl: string };
  /** The content folder, for the quick notice form, taking a notice down and the albums' photos. */
  contentDir?: string;
  /** The preview (PREVIEW_URL's origin) and the passes into it, or none (PREVIEW_PORT=0). */
  preview?: { origin: string; passes: PreviewPasses };
};

export function createOfficeApp({ db, origin, trustProxy, clock, script, styles, editor, publishing, contentDir, preview }: OfficeOptions) {
  const context = officeContext(db, clock);
  const { sendError } = context;
  const signIn = signInParts(context, origin, contentDir);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(officeHeaders(origin.startsWith("https:")));

  app.get("/office.js", (_req, res) => res.type("text/javascript").send(script));
  app.get("/office.css", (_req, res) => res.type("text/css").send(styles));
  // Browsers ask for it by themselves; the office has none.
  app.get("/favicon.ico", (_req, res) => res.status(204).end());

  app.use(refuseForeignRequests(origin, (req, res) => sendError(req, res, 403, WORDS[languageOf(req)].foreignRequest)));
  app.use(languageChoice(origin));
  // The office's own forms are small; the editor reads its larger bodies (a notice, a photo) itself.
  const smallBodies = Router().use(express.urlencoded({ extended: false, limit: "10kb" }), express.json({ limit: "20kb" }));
  app.use((req, res, next) => (/^(?:\/hi)?\/edit\//.test(req.path) ? next() : smallBodies(req, res, next)));
  app.use(signIn.readSession);

  const router = Router();
  router.use(signIn.beforeGate);
  router.use(signIn.requireSession);

  router.get("/", (req, res) => {
    res.type("html").send(homePage(languageOf(req), { name: accountOf(res).name, preview: preview !== undefined }));
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
    const { router: publishingRouter, started } = publishingRoutes(context, publishing.publisher, publishing.siteUrl);
    router.use(publishingRouter);
    if (contentDir) router.use(noticeRoutes(context, contentDir, { publisher: publishing.publisher, started }), albumRoutes(context, contentDir));
  }

  router.use(signIn.afterGate);
  router.use((req, res) => sendError(req, res, 404, WORDS[languageOf(req)].notFound));

  app.use("/hi", router);
  app.use("/", router);

  // A body too large or not readable is the sender's mistake: one line in the log, saying what was wrong (never
  // the body, nor a set-up link's token), and a plain message. Anything else is logged whole, and told plainly.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    const language = languageOf(req);
    if (error instanceof OfficeBusy) return sendError(req, res, 429, WORDS[language].busy);
    if (error.status && error.status >= 400 && error.status < 500) {
      const where = JSON.stringify(`${req.method} ${req.path.replace(/\/setup\/[^/]+/, "/setup/…")}`);
      console.warn(`The office could not read a request's body (${error.type ?? error.status}): ${where}`);
      return sendError(req, res, 400, WORDS[language].unreadable);
    }
    console.error(error);
    sendError(req, res, 500, WORDS[language].failed);
  });
  return app;
}
