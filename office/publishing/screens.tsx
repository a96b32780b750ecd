// The office's publishing pages: publish (with who else is publishing), a run as it goes and how it ended (the
// new page's address and a WhatsApp link), and the history of what parents saw, with a way back to each publish.
import type { HistoryEntry } from "../../lib/publish/live-history";
import type { LockHolder } from "../../lib/publish/lock";
import { problemIn } from "../../lib/content/read-yaml";
import { accountOfLock, type Run, type RunProgress } from "./publisher";
import { html, localPath, NextLinks, Page } from "../screens";
import { type Language, type Words, WORDS } from "../words";

const when = (language: Language, time: number | string) =>
  new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", year: "numeric", hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).format(new Date(time));
const clock = (language: Language, time: number | string) =>
  new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { timeZone: "Asia/Kolkata", hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(new Date(time));

function ago(language: Language, since: number, now: number) {
  const minutes = Math.floor(Math.max(0, now - since) / 60_000);
  const seconds = Math.round(Math.max(0, now - since) / 1000);
  if (language === "hi") return minutes > 0 ? `${minutes} मिनट पहले` : `${seconds} सेकंड पहले`;
  return minutes > 0 ? `${minutes} min ago` : `${seconds} s ago`;
}

const byWhom = (w: Words, entry: HistoryEntry) => (entry.by.kind === "office" ? entry.by.account : w.atTheServer);

/** Who holds the publishing lock, in words: "Sunita Verma is publishing, since 10:42:05 (20 s ago)…". */
export function busyText(language: Language, holder: LockHolder, now: number) {
  const w = WORDS[language];
  const who = accountOfLock(holder) ?? `${w.atTheServer} (${holder.command})`;
  return w.busyPublishing(who, clock(language, holder.startedAt), ago(language, Date.parse(holder.startedAt), now));
}

export function publishPage(language: Language, { live, busy, ownRun }: { live?: HistoryEntry; busy?: string; ownRun?: boolean }) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.publishTitle} path="/publish">
      {live && <p>{w.liveNow(live.live, when(language, live.madeAt ?? live.at), byWhom(w, live))}</p>}
      {busy ? (
        <>
          <p id="message" className="message info" role="status">
            {busy}
          </p>
          {ownRun && (
            <p>
              <a href={localPath(language, "/publish/run")}>{w.seeProgress}</a>
            </p>
          )}
        </>
      ) : (
        <form method="post" action={localPath(language, "/publish")}>
          <p className="help" id="publish-help">
            {w.publishIntro}
          </p>
          <button type="submit" aria-describedby="publish-help">
            {w.publishButton}
          </button>
        </form>
      )}
      <NextLinks language={language} next={{ path: "/history", label: "historyLink" }} />
    </Page>,
  );
}

/**
 * The address parents open for what a publish added: the notice saved with "Save and publish", else the new
 * notice the publish added (by the history), else the home page.
 */
export function newPageOf(entry: HistoryEntry | undefined, siteUrl: string, language: Language, saved?: string) {
  const notice = saved ?? entry?.changes?.added.map((file) => /^notices\/([^/]+)\.yaml$/.exec(file)?.[1]).find((slug) => slug !== undefined && slug !== "example");
  return `${siteUrl}${language === "hi" ? "/hi" : ""}${notice ? `/notices/${notice}` : language === "hi" ? "" : "/"}`;
}

export function runPage(language: Language, { run, newPage }: { run: Run; newPage: string }) {
  const w = WORDS[language];
  const running = run.state === "running";
  // A page that asks a question waits for the answer: it never reloads under the person reading it.
  const title = running
    ? run.kind === "undo"
      ? w.undoingTitle
      : w.runningTitle
    : run.state === "live"
      ? run.kind === "undo"
        ? w.undoneTitle
        : w.liveTitle
      : run.state === "in-place"
        ? w.inPlaceTitle
        : w.notPublishedTitle;
  return html(
    <Page language={language} title={title} path="/publish/run" refreshSeconds={running && !run.asks ? 2 : undefined}>
      {running && <p>{w.runningIntro(run.account, clock(language, run.startedAt))}</p>}
      {run.state === "live" && (
        <div id="message" className="message info" role="status">
          <p>{w.liveText}</p>
          <p>
            <a href={newPage}>{newPage}</a>
          </p>
          <p>
            <a href={`https://wa.me/?text=${encodeURIComponent(newPage)}`}>{w.shareOnWhatsApp}</a>
          </p>
        </div>
      )}
      {run.state === "in-place" && (
        <p id="message" className="message info" role="status">
          {w.inPlaceText}
        </p>
      )}
      {run.state === "not-published" && !run.problems && (
        <p id="message" className="message error" role="alert">
          {w.notPublishedText}
        </p>
      )}
      {run.problems && (
        <div id="message" className="message error" role="alert">
          <p>{w.contentRefused(run.problems.length)}</p>
          <ul className="problems">
            {run.problems.map((problem) => (
              <li key={problemIn(problem, "en")}>{problemIn(problem, language)}</li>
            ))}
          </ul>
        </div>
      )}
      {run.asks && (
        <form method="post" action={localPath(language, "/publish")}>
          <p>{w.removalsAsked}</p>
          <ul>
            {run.asks.albums.map((album) => (
              <li key={`a-${album}`}>{w.removedAlbum(album)}</li>
            ))}
            {run.asks.photos.map((album) => (
              <li key={`p-${album}`}>{w.removedPhotos(album)}</li>
            ))}
          </ul>
          {run.asks.albums.map((album) => (
            <input key={`a-${album}`} type="hidden" name="remove-album" value={album} />
          ))}
          {run.asks.photos.map((album) => (
            <input key={`p-${album}`} type="hidden" name="remove-photos" value={album} />
          ))}
          <button type="submit">{w.publishAnywayButton}</button>
          <p>{w.keepPhotos(w.editLink)}</p>
        </form>
      )}
      {run.kind === "publish" && run.state !== "not-published" && <PublishSteps w={w} progress={run.state === "live" ? "done" : run.progress} />}
      {/* The publish's own lines, in English: folded away unless they name what to correct and the office could not say it in its words. */}
      <details open={run.state === "not-published" && !run.problems && !run.asks}>
        <summary>{w.whatItSaid}</summary>
        <pre>{run.lines.join("\n")}</pre>
      </details>
      <NextLinks language={language} next={{ path: "/history", label: "historyLink" }} />
    </Page>,
  );
}

const STEPS = ["content", "photos", "check", "live"] as const;

/** The publish's steps in the office's words, the one it is at marked, and a bar that moves as it goes (photos one by one). */
function PublishSteps({ w, progress }: { w: Words; progress: RunProgress | "done" | undefined }) {
  const at = progress === "done" ? STEPS.length : progress ? STEPS.indexOf(progress.step) : 0;
  const photos = progress !== "done" && progress?.step === "photos" ? progress : undefined;
  const value = at + (photos && photos.total > 0 ? photos.done / photos.total : 0);
  return (
    <section aria-label={w.stepsLabel}>
      <progress max={STEPS.length} value={value} aria-label={w.stepsLabel} />
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === at ? "step" : undefined} className={index < at ? "done" : undefined}>
            {w.publishSteps[step]}
            {index === at && photos && ` (${w.photosDone(photos.done, photos.total)})`}
            {index < at && <span className="visually-hidden">: {w.stepDone}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function kindOf(w: Words, entry: HistoryEntry) {
  if (entry.kind === "undo") return w.undoKind(entry.live);
  if (entry.kind === "before") return w.beforeKind(entry.live);
  return w.publishKind(entry.live);
}

export function historyPage(language: Language, { entries, busy }: { entries: HistoryEntry[]; busy?: string }) {
  const w = WORDS[language];
  // One way back to each publish, on its newest line.
  const offered = new Set<number>();
  const offer = (entry: HistoryEntry) => entry.kept && !entry.liveNow && !busy && !offered.has(entry.live) && offered.add(entry.live) !== undefined;
  return html(
    <Page language={language} title={w.historyTitle} path="/history">
      <p>{w.historyIntro}</p>
      {busy && (
        <p id="message" className="message info" role="status">
          {busy}
        </p>
      )}
      {entries.length === 0 && <p>{w.noHistory}</p>}
      <ol className="history">
        {entries.map((entry) => {
          const files = entry.changes ? [...entry.changes.changed, ...entry.changes.added, ...entry.changes.removed] : [];
          return (
            <li key={`${entry.at}-${entry.live}`} className={entry.liveNow ? "live" : undefined}>
              <h2>
                {kindOf(w, entry)}
                {!entry.kept && ` (${w.noLongerKept})`}
                {entry.liveNow && <strong className="badge">{w.onTheSiteNow}</strong>}
              </h2>
              <p>
                <time dateTime={new Date(entry.at).toISOString()}>{when(language, entry.at)}</time>, {w.byWhom(byWhom(w, entry))}
              </p>
              {files.length > 0 && <p className="help">{w.changedFiles(files.slice(0, 5).join(", ") + (files.length > 5 ? " …" : ""))}</p>}
              {offer(entry) && (
                <form method="post" action={localPath(language, "/history/undo")}>
                  <input type="hidden" name="publish" value={entry.live} />
                  <button type="submit" aria-describedby="go-back-help">
                    {w.goBackButton(entry.live)}
                  </button>
                </form>
              )}
            </li>
          );
        })}
      </ol>
      <p className="help" id="go-back-help">
        {w.goBackHelp}
      </p>
      <NextLinks language={language} next={{ path: "/publish", label: "publishLink" }} />
    </Page>,
  );
}
