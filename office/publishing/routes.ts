// Publish, its progress, the history and undo, for a signed-in person: one button, a page that follows the run,
// and a way back to any publish kept. Each run is recorded with who asked.
import { type Request, type Response, Router } from "express";
import { changesBetween, readPublishes } from "../../lib/publish/builds";
import type { Removals } from "../../lib/publish/what-parents-see";
import { isConfirmed, localPath } from "../screens";
import { accountOf, languageOf, type OfficeContext, seeOther, sentDraft } from "../routing";
import { WORDS } from "../words";
import { changeDescriber } from "./changes";
import type { Publisher } from "./publisher";
import { busyText, goBackPage, historyPage, newPageOf, publishPage, runPage } from "./screens";

/**
 * What a page answers once a publish or an undo was asked for: its progress, or who else is publishing;
 * `savedDraft`: the draft of the notice saved just before, which the page tells the office's script to forget.
 */
export type StartedAnswer = (req: Request, res: Response, run: Awaited<ReturnType<Publisher["publish"]>>, action: string, savedDraft?: string) => Promise<void>;

export function publishingRoutes({ clock, audit, sendError }: OfficeContext, publisher: Publisher, siteUrl: string) {
  /** Who is publishing, in words, or undefined when nobody is. */
  const busy = async (req: Request) => {
    const holder = await publisher.busy();
    return holder ? busyText(languageOf(req), holder, clock()) : undefined;
  };
  /** Whether the run started last is going on, for a link to its page. */
  const ownRun = async () => (await publisher.last())?.state === "running";
  const started: StartedAnswer = async (req, res, run, action, savedDraft) => {
    if ("busy" in run) {
      const language = languageOf(req);
      return void res.status(409).type("html").send(publishPage(language, { busy: busyText(language, run.busy, clock()), ownRun: await ownRun(), savedDraft }));
    }
    audit(req, accountOf(res).name, action, run.kind === "undo" ? `back to publish ${run.target}` : "");
    seeOther(res, localPath(languageOf(req), savedDraft ? `/publish/run?${new URLSearchParams({ draft: savedDraft })}` : "/publish/run"));
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
    // Its address names the draft of the notice saved for it (the page reloads itself as the run goes: forgetting it again is nothing).
    res.type("html").send(runPage(languageOf(req), { run, newPage: newPageOf(latest, siteUrl, languageOf(req), run.notice), savedDraft: sentDraft(req.query) }));
  });

  router.get("/history", async (req, res) => {
    const describe = changeDescriber(publisher.layout, languageOf(req));
    const lines = await Promise.all((await publisher.history()).map(async (entry) => ({ entry, changes: entry.changes ? await describe(entry.changes, entry.live, entry.from) : undefined })));
    res.type("html").send(historyPage(languageOf(req), { lines, abandoned: await publisher.abandoned(), busy: await busy(req) }));
  });

  // Going back asks first: the button on the history (or the address alone) shows what would happen; only the
  // question's own "Yes" goes back.
  const goBack = async (req: Request, res: Response, asked: unknown, confirmed: boolean) => {
    const language = languageOf(req);
    const number = Number(asked);
    if (!Number.isInteger(number) || number < 1) return sendError(req, res, 400, WORDS[language].unreadable);
    if (confirmed) return await started(req, res, await publisher.undo(accountOf(res).name, number), "went back");
    const history = await publisher.history();
    const target = history.find((entry) => entry.live === number && entry.kept);
    if (!target) return sendError(req, res, 404, WORDS[language].notFound);
    // What going back changes: from the live publish's content to the target's.
    const records = await readPublishes(publisher.layout);
    const live = history.find((entry) => entry.liveNow)?.live;
    const [from, to] = [records.find((record) => record.number === live), records.find((record) => record.number === number)];
    const changes = from?.files && to?.files ? await changeDescriber(publisher.layout, language)(changesBetween(to.files, from.files), from.number, to.number) : undefined;
    res.type("html").send(goBackPage(language, { target, changes }));
  };
  router.get("/history/undo", (req, res) => goBack(req, res, req.query.publish, false));
  router.post("/history/undo", (req, res) => goBack(req, res, req.body?.publish, isConfirmed(req.body)));

  return { router, started };
}
