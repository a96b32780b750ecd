// Publish, its progress, the history and undo, for a signed-in person: one button, a page that follows the run,
// and a way back to any publish kept. Each run is recorded with who asked.
import { type Request, type Response, Router } from "express";
import type { Removals } from "../../lib/publish/what-parents-see";
import { localPath } from "../screens";
import { accountOf, languageOf, type OfficeContext, seeOther } from "../routing";
import { WORDS } from "../words";
import type { Publisher } from "./publisher";
import { busyText, historyPage, newPageOf, publishPage, runPage } from "./screens";

/** What a page answers once a publish or an undo was asked for: its progress, or who else is publishing. */
export type StartedAnswer = (req: Request, res: Response, run: Awaited<ReturnType<Publisher["publish"]>>, action: string) => Promise<void>;

export function publishingRoutes({ clock, audit, sendError }: OfficeContext, publisher: Publisher, siteUrl: string) {
  /** Who is publishing, in words, or undefined when nobody is. */
  const busy = async (req: Request) => {
    const holder = await publisher.busy();
    return holder ? busyText(languageOf(req), holder, clock()) : undefined;
  };
  /** Whether the run started last is going on, for a link to its page. */
  const ownRun = async () => (await publisher.last())?.state === "running";
  const started: StartedAnswer = async (req, res, run, action) => {
    if ("busy" in run) {
      const language = languageOf(req);
      return void res.status(409).type("html").send(publishPage(language, { busy: busyText(language, run.busy, clock()), ownRun: await ownRun() }));
    }
    audit(req, accountOf(res).name, action, run.kind === "undo" ? `back to publish ${run.target}` : "");
    seeOther(res, localPath(languageOf(req), "/publish/run"));
  };

  const router = Router();

  router.get("/publish", async (req, res) => {
    const [live] = await publisher.history();
    const holder = await busy(req);
    res.type("html").send(publishPage(languageOf(req), { live, busy: holder, ownRun: await ownRun() }));
  });

  router.post("/publish", async (req, res) => {
    const list = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String).filter((album) => /^[A-Za-z0-9_-]+$/.test(album));
    const removals: Removals = { albums: list(req.body?.["remove-album"]), photos: list(req.body?.["remove-photos"]) };
    await started(req, res, await publisher.publish(accountOf(res).name, removals), "published");
  });

  router.get("/publish/run", async (req, res) => {
    const run = await publisher.last();
    if (!run) return seeOther(res, localPath(languageOf(req), "/publish"));
    const [latest] = run.state === "live" ? await publisher.history() : [];
    res.type("html").send(runPage(languageOf(req), { run, newPage: newPageOf(latest, siteUrl, languageOf(req), run.notice) }));
  });

  router.get("/history", async (req, res) => {
    res.type("html").send(historyPage(languageOf(req), { entries: await publisher.history(), abandoned: await publisher.abandoned(), busy: await busy(req) }));
  });

  router.post("/history/undo", async (req, res) => {
    const number = Number(req.body?.publish);
    if (!Number.isInteger(number) || number < 1) return sendError(req, res, 400, WORDS[languageOf(req)].unreadable);
    await started(req, res, await publisher.undo(accountOf(res).name, number), "went back");
  });

  return { router, started };
}
