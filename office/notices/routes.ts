// The quick notice form (with a photo or a PDF, then saved, or saved and published at once), the list of
// current notices, and taking one down early. Every mistake comes back on the form, with what was typed.
import { rm } from "node:fs/promises";
import { type Request, type Response, Router } from "express";
import multer from "multer";
import { formatDate, indiaDate } from "../../lib/site/dates";
import { problemIn } from "../../lib/content/read-yaml";
import type { StartedAnswer } from "../publishing/routes";
import type { Publisher } from "../publishing/publisher";
import { accountOf, languageOf, FILE_NAMES_CHARSET, type OfficeContext, sentDraft, UPLOAD_LIMIT, uploadRefusal } from "../routing";
import { draftKey, isConfirmed } from "../screens";
import { holdingStorage } from "../editor/uploads";
import { WORDS } from "../words";
import { holdAttachment, lastDayShown, titleIn, NOTICE_FIELDS, type NoticeValues, saveNotice } from "./form";
import { noticeFormPage, noticesPage, takeDownPage } from "./screens";
import { currentNotices, noticeToTakeDown, takeDown } from "./take-down";

export function noticeRoutes({ clock, audit, sendError }: OfficeContext, contentDir: string, publishing: { publisher: Publisher; started: StartedAnswer }) {
  const upload = multer({ storage: holdingStorage(), limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 30, fieldSize: 20_000 }, defParamCharset: FILE_NAMES_CHARSET }).single("attachment");
  const valuesOf = (body: Record<string, unknown> | undefined): NoticeValues =>
    Object.fromEntries(NOTICE_FIELDS.filter((field) => typeof body?.[field] === "string").map((field) => [field, String(body![field])]));

  /** The form's draft (browser/drafts.ts): put back only on the empty form, never over what the office sent back. */
  const draftOf = (req: Request, res: Response, restore: boolean) => ({ key: draftKey(accountOf(res), "/notice/new"), restore, ended: restore && "ended" in req.query });

  const router = Router();

  router.get("/notice/new", (req, res) => {
    res.type("html").send(noticeFormPage(languageOf(req), { values: { published: indiaDate(new Date(clock())) }, draft: draftOf(req, res, true) }));
  });

  router.post("/notice/new", (req, res, next) => {
    const language = languageOf(req);
    upload(req, res, async (error: unknown) => {
      const received = req.file?.path;
      try {
        const values = valuesOf(req.body);
        const draft = draftOf(req, res, false);
        const kept = typeof req.body?.held === "string" && req.body.held ? { held: String(req.body.held), name: String(req.body["held-name"] ?? "") } : undefined;
        if (error) {
          const refused = uploadRefusal(error, language);
          return res.status(refused.status).type("html").send(noticeFormPage(language, { values, draft, attachment: kept, problems: { attachment: [refused.text] } }));
        }
        let attachment = kept;
        if (req.file && req.file.size > 0) {
          const held = await holdAttachment(contentDir, req.file.originalname, req.file.path);
          if ("problem" in held) return res.status(422).type("html").send(noticeFormPage(language, { values, draft, attachment: kept, problems: { attachment: [held.problem[language]] } }));
          attachment = held;
        }
        const outcome = await saveNotice(contentDir, values, attachment, language);
        if ("problems" in outcome) return res.status(422).type("html").send(noticeFormPage(language, { values, draft, attachment, problems: outcome.problems }));
        audit(req, accountOf(res).name, "saved", `content/notices/${outcome.saved}.yaml`);
        const savedDraft = sentDraft(req.body);
        if (req.body?.then === "publish") return await publishing.started(req, res, await publishing.publisher.publish(accountOf(res).name, undefined, outcome.saved), "published", savedDraft);
        // Both its days past: it goes to the archive, never among the current notices; said so, not "it shows".
        const lastDay = lastDayShown(values);
        const title = titleIn(language, values);
        const text = lastDay && lastDay < indiaDate(new Date(clock())) ? WORDS[language].noticeSavedPast(title, formatDate(lastDay, language)) : WORDS[language].noticeSaved(title);
        res.type("html").send(noticesPage(language, { notices: await currentNotices(contentDir, clock()), message: { kind: "info", text }, savedDraft }));
      } catch (failure) {
        next(failure);
      } finally {
        // An empty file input's file, or one the checks did not take (one held was moved away from here).
        if (received) await rm(received, { force: true });
      }
    });
  });

  router.get("/notices", async (req, res) => {
    res.type("html").send(noticesPage(languageOf(req), { notices: await currentNotices(contentDir, clock()) }));
  });

  // Taking down asks first: the list's button (or the address alone) shows the question; only its "Yes" acts.
  const askToTakeDown = async (req: Request, res: Response) => {
    const notice = await noticeToTakeDown(contentDir, String(req.params.name));
    if (!notice) return sendError(req, res, 404, WORDS[languageOf(req)].notFound);
    res.type("html").send(takeDownPage(languageOf(req), { name: String(req.params.name), notice }));
  };
  router.get("/notices/:name/take-down", askToTakeDown);
  router.post("/notices/:name/take-down", async (req, res) => {
    if (!isConfirmed(req.body)) return askToTakeDown(req, res);
    const language = languageOf(req);
    const taken = await takeDown(contentDir, String(req.params.name), clock());
    if (!taken) return sendError(req, res, 404, WORDS[language].notFound);
    const notices = await currentNotices(contentDir, clock());
    if ("problems" in taken) return res.status(422).type("html").send(noticesPage(language, { notices, message: { kind: "error", text: taken.problems.map((problem) => problemIn(problem, language)).join(" ") } }));
    audit(req, accountOf(res).name, "took down", `content/notices/${req.params.name}.yaml`);
    res.type("html").send(noticesPage(language, { notices, message: { kind: "info", text: WORDS[language].takenDown(titleIn(language, taken) || String(req.params.name)) } }));
  });

  return router;
}
