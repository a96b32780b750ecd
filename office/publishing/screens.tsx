// The office's publishing pages: publish (with who else is publishing), a run as it goes and how it ended (the
// new page's address and a WhatsApp link), and the history of what parents saw, with a way back to each publish.
import type { Actor, HistoryEntry } from "../../lib/publish/live-history";
import type { LockHolder } from "../../lib/publish/lock";
import type { ChangedThing, ChangeKind, DescribedChanges } from "./changes";
import { problemIn } from "../../lib/content/read-yaml";
import { accountOfLock, type Run, type RunProgress } from "./publisher";
import { ConfirmForm, dayAndTime as when, html, InLanguage, localPath, NextLinks, Page } from "../screens";
import { type Language, type Words, WORDS } from "../words";
const clock = (language: Language, time: number | string) =>
  new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { timeZone: "Asia/Kolkata", hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(new Date(time));

function ago(language: Language, since: number, now: number) {
  const minutes = Math.floor(Math.max(0, now - since) / 60_000);
  const seconds = Math.round(Math.max(0, now - since) / 1000);
  if (language === "hi") return minutes > 0 ? `${minutes} मिनट पहले` : `${seconds} सेकंड पहले`;
  return minutes > 0 ? `${minutes} min ago` : `${seconds} s ago`;
}

/** The account that did it, or null for someone at the server's keyboard. */
const accountOf = (actor: Actor | null) => (actor?.kind === "office" ? actor.account : null);

/** "made 2 December 2026, 6:05 am by Sunita Verma": who made the publish an entry left live, and when. */
const madeWords = (language: Language, entry: HistoryEntry) => WORDS[language].madeBy(when(language, entry.madeAt ?? entry.at), accountOf(entry.madeBy ?? entry.by));

/** Who holds the publishing lock, in words: "Sunita Verma is publishing, since 10:42:05 (20 s ago)…". */
export function busyText(language: Language, holder: LockHolder, now: number) {
  const w = WORDS[language];
  const who = accountOfLock(holder) ?? `${w.atTheServer} (${holder.command})`;
  return w.busyPublishing(who, clock(language, holder.startedAt), ago(language, Date.parse(holder.startedAt), now));
}

/** How often a page that follows a publish looks again. */
const FOLLOW_SECONDS = 2;

/**
 * Publish, or who else is publishing. While someone is, the page follows it to its end: this office's run on
 * its own page (how it ended: live, in place, not published), else this page until the button is back.
 */
export function publishPage(language: Language, { live, busy, ownRun, savedDraft }: { live?: HistoryEntry; busy?: string; ownRun?: boolean; savedDraft?: string }) {
  const w = WORDS[language];
  const follow = busy ? { refreshSeconds: FOLLOW_SECONDS, refreshTo: localPath(language, ownRun ? "/publish/run" : "/publish") } : {};
  return html(
    <Page language={language} title={w.publishTitle} path="/publish" savedDraft={savedDraft} {...follow}>
      {live && <p>{w.liveNow(live.live, madeWords(language, live), live.kind === "undo" ? w.wentBackBy(when(language, live.at), accountOf(live.by)) : undefined)}</p>}
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

export function runPage(language: Language, { run, newPage, savedDraft }: { run: Run; newPage: string; savedDraft?: string }) {
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
        : run.state === "abandoned"
          ? w.abandonedKind(run.kind)
          : w.notPublishedTitle;
  return html(
    <Page language={language} title={title} path="/publish/run" savedDraft={savedDraft} refreshSeconds={running && !run.asks ? FOLLOW_SECONDS : undefined}>
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
      {run.state === "abandoned" && (
        <p id="message" className="message info" role="status">
          {w.abandonedText}
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
      {run.kind === "publish" && (run.state === "running" || run.state === "live" || run.state === "in-place") && <PublishSteps w={w} progress={run.state === "live" ? "done" : run.progress} />}
      {/* The publish's own lines, in English: folded away unless they name what to correct and the office could not
          say it in its words. None for a run the office was restarted after: its lines were its job's, not kept. */}
      {run.lines.length > 0 && (
        <details open={run.state === "not-published" && !run.problems && !run.asks}>
          <summary>{w.whatItSaid}</summary>
          <pre>{run.lines.join("\n")}</pre>
        </details>
      )}
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

/** What changed, by kind, each thing named as parents see it; the files' names folded away beneath. */
function ChangeList({ w, described, labels }: { w: Words; described: DescribedChanges; labels: Record<ChangeKind, string> }) {
  const kinds = (["added", "changed", "removed"] as const).filter((kind) => described[kind].length > 0);
  return (
    <>
      {kinds.length > 0 && (
        <ul className="changes">
          {kinds.map((kind) => (
            <li key={kind}>
              {labels[kind]}{" "}
              {described[kind].map((thing, i) => (
                <span key={i}>
                  {i > 0 && ", "}
                  <Thing w={w} thing={thing} />
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {described.files.length > 0 && (
        <details className="files">
          <summary>{w.itsFiles(described.files.length)}</summary>
          <ul>
            {described.files.map((file) => (
              <li key={file} lang="en" translate="no">
                {file}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function Thing({ w, thing }: { w: Words; thing: ChangedThing }) {
  if (thing.kind === "notice")
    return (
      <>
        {w.noticeNamed} “<InLanguage named={thing.title} />”
      </>
    );
  if (thing.kind === "photos") {
    const { before, after } = w.photosIn(thing.count);
    return (
      <>
        {before}“<InLanguage named={thing.album} />”{after}
      </>
    );
  }
  return (
    <span className="file" lang="en" translate="no">
      {thing.file}
    </span>
  );
}

/** A history entry and what it changed (described, when its changes are known). */
export type HistoryLine = { entry: HistoryEntry; changes?: DescribedChanges };

/** The history's items newest first: the website's changes, and between them the runs abandoned when the office stopped. */
function newestFirst(lines: HistoryLine[], abandoned: Run[]) {
  const items = [...lines.map((line) => ({ at: Date.parse(line.entry.at), line })), ...abandoned.map((run) => ({ at: run.startedAt, run }))];
  return items.sort((a, b) => b.at - a.at);
}

export function historyPage(language: Language, { lines, abandoned, busy }: { lines: HistoryLine[]; abandoned: Run[]; busy?: string }) {
  const w = WORDS[language];
  // One way back to each publish, on its newest line.
  const offered = new Set<number>();
  const offer = (entry: HistoryEntry) => entry.kept && !entry.liveNow && !busy && !offered.has(entry.live) && offered.add(entry.live) !== undefined;
  return html(
    // While someone publishes, it looks again until its ways back are offered once more.
    <Page language={language} title={w.historyTitle} path="/history" refreshSeconds={busy ? FOLLOW_SECONDS : undefined}>
      <p>{w.historyIntro}</p>
      {busy && (
        <p id="message" className="message info" role="status">
          {busy}
        </p>
      )}
      {lines.length === 0 && <p>{w.noHistory}</p>}
      <ol className="history">
        {newestFirst(lines, abandoned).map((item) => {
          if ("run" in item) {
            return (
              <li key={`run-${item.run.id}`}>
                <h2>{w.abandonedKind(item.run.kind)}</h2>
                <p>
                  <time dateTime={new Date(item.at).toISOString()}>{when(language, item.at)}</time>, {w.byWhom(item.run.account)}
                </p>
                <p className="help">{w.abandonedText}</p>
              </li>
            );
          }
          const { entry, changes } = item.line;
          return (
            <li key={`${entry.at}-${entry.live}`} className={entry.liveNow ? "live" : undefined}>
              <h2>
                {kindOf(w, entry)}
                {!entry.kept && ` (${w.noLongerKept})`}
                {entry.liveNow && <strong className="badge">{w.onTheSiteNow}</strong>}
              </h2>
              <p>
                <time dateTime={new Date(entry.at).toISOString()}>{when(language, entry.at)}</time>, {w.byWhom(accountOf(entry.by))}
              </p>
              {entry.kind === "undo" && entry.madeAt && <p>{w.publishMade(entry.live, when(language, entry.madeAt), accountOf(entry.madeBy))}</p>}
              {changes && <ChangeList w={w} described={changes} labels={w.changeKinds} />}
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

/**
 * The question before going back: which publish the website goes back to (made when, by whom), and what leaves
 * the website with it, comes back or goes back to how it was; "Yes" goes back, the other way leaves it all as it is.
 */
export function goBackPage(language: Language, { target, changes }: { target: HistoryEntry; changes?: DescribedChanges }) {
  const w = WORDS[language];
  const same = changes && changes.files.length === 0;
  return html(
    <Page language={language} title={w.goBackQuestion(target.live)} path={`/history/undo?publish=${target.live}`}>
      <p>{w.goBackWhat(target.live, madeWords(language, target))}</p>
      {changes && <ChangeList w={w} described={changes} labels={w.goBackChanges} />}
      {same && <p>{w.goBackSame}</p>}
      <p className="help">{w.goBackHelp}</p>
      <ConfirmForm action={localPath(language, "/history/undo")} fields={{ publish: String(target.live) }} confirm={w.goBackConfirm(target.live)} cancel={{ href: localPath(language, "/history"), label: w.goBackCancel }} />
    </Page>,
  );
}
