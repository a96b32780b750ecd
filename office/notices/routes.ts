// The quick notice form (with a photo or a PDF, then saved, or saved and published at once), the list of
// current notices, and taking one down early. Every mistake comes back on the form, with what was typed.
import { Router } from "express";
import multer from "multer";
import { indiaDate } from "../../lib/site/dates";
import { problemIn } from "../../lib/content/read-yaml";
import type { StartedAnswer } from "../publishing/routes";
import type { Publisher } from "../publishing/publisher";
import { accountOf, languageOf, FILE_NAMES_CHARSET, type OfficeContext, UPLOAD_LIMIT, uploadRefusal } from "../routing";
import { WORDS } from "../words";
import { holdAttachment, titleIn, NOTICE_FIELDS, type NoticeValues, saveNotice } from "./form";
import { noticeFormPage, noticesPage } from "./screens";
import { currentNotices, takeDown } from "./take-down";

export function noticeRoutes({ clock, audit, sendError }: OfficeContext, contentDir: string, publishing: { publisher: Publisher; started: StartedAnswer }) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 30, fieldSize: 20_000 }, defParamCharset: FILE_NAMES_CHARSET }).single("attachment");
  const valuesOf = (body: Record<string, unknown> | undefined): NoticeValues =>
    Object.fromEntries(NOTICE_FIELDS.filter((field) => typeof body?.[field] === "string").map((field) => [field, String(body![field])]));

  const router = Router();

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
          const refused = uploadRefusal(error, language);
          return res.status(refused.status).type("html").send(noticeFormPage(language, { values, attachment: kept, problems: { attachment: [refused.text] } }));
        }
        let attachment = kept;
        if (req.file && req.file.size > 0) {
          const held = await holdAttachment(contentDir, req.file.originalname, req.file.buffer);
          if ("problem" in held) return res.status(422).type("html").send(noticeFormPage(language, { values, attachment: kept, problems: { attachment: [held.problem[language]] } }));
          attachment = held;
        }
        const outcome = await saveNotice(contentDir, values, attachment, language);
        if ("problems" in outcome) return res.status(422).type("html").send(noticeFormPage(language, { values, attachment, problems: outcome.problems }));
        audit(req, accountOf(res).name, "saved", `content/notices/${outcome.saved}.yaml`);
        if (req.body?.then === "publish") return publishing.started(req, res, await publishing.publisher.publish(accountOf(res).name, undefined, outcome.saved), "published");
        res.type("html").send(noticesPage(language, { notices: await currentNotices(contentDir, clock()), message: { kind: "info", text: WORDS[language].noticeSaved(titleIn(language, values)) } }));
      } catch (failure) {
        next(failure);
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
    if ("problems" in taken) return res.status(422).type("html").send(noticesPage(language, { notices, message: { kind: "error", text: taken.problems.map((problem) => problemIn(problem, language)).join(" ") } }));
    audit(req, accountOf(res).name, "took down", `content/notices/${req.params.name}.yaml`);
    res.type("html").send(noticesPage(language, { notices, message: { kind: "info", text: WORDS[language].takenDown(titleIn(language, taken) || String(req.params.name)) } }));
  });

  return router;
}
