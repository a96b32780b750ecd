// `npm run go-live:history` in the clerk's words: every switch of the live site (lib/publish/live-history.ts),
// newest first, with its date and time in India, what changed in content/, which publish was live after it,
// and which one is live now; then how to go back.
import { oneLine } from "../one-line";
import type { Changes, PublishRecord } from "./builds";
import { AT_THE_KEYBOARD, type Directions } from "./directions";
import type { HistoryEntry } from "./live-history";
import { dateAndTime, megabytes } from "./words";

/** "Publish 2 of Wed 25 Nov 2026, 10:30" */
export const publishName = (record: PublishRecord) => `Publish ${record.number} of ${dateAndTime(new Date(record.at))}`;

// A long list (a whole album copied in) is cut short: the history is for finding a publish, not auditing one.
const SHOWN = 5;

/** "changed: content/school.yaml" (`mark` ":"), or "changed content/school.yaml" (`mark` "") in a sentence. */
function changeLines(changes: Changes, mark: ":" | "", shown = SHOWN) {
  const lines: string[] = [];
  for (const [kind, files] of [["changed", changes.changed], ["added", changes.added], ["removed", changes.removed]] as const) {
    if (files.length === 0) continue;
    const named = files.slice(0, shown).map((file) => `content/${oneLine(file)}`);
    lines.push(`${kind}${mark} ${named.join(", ")}${files.length > shown ? ` and ${files.length - shown} more` : ""}`);
  }
  return lines.length > 0 ? lines : ["no content file changed (the site's own code did)"];
}

const BEFORE_KEPT = "the site as it was before publishes were kept";

/**
 * A publish in a sentence, for the messages that offer to go back to it: "publish 7 of Fri 27 Nov 2026, 10:30:
 * changed content/school.yaml".
 */
export function publishSummary(record: PublishRecord) {
  const what = record.by === "before" ? [BEFORE_KEPT] : record.changes ? changeLines(record.changes, "", 2) : ["the first publish kept"];
  return `publish ${record.number} of ${dateAndTime(new Date(record.at))}: ${what.join("; ")}`;
}

/** "To go back to the site as it was before (publish 7 of …: changed content/school.yaml), run npm run go-live:undo." */
export const undoAdvice = (before: PublishRecord, directions: Directions, what = "the site as it was before") => `To go back to ${what} (${publishSummary(before)}), ${directions.undo(before.number)}.`;

function headline(entry: HistoryEntry) {
  const notes = [entry.from !== null && `replacing publish ${entry.from}`, !entry.kept && `publish ${entry.live} is no longer kept`, entry.by.kind === "office" && `by ${oneLine(entry.by.account)}`].filter(Boolean);
  const said = {
    publish: `publish ${entry.live}`,
    build: `publish ${entry.live}, made at the server for a new version of the site's code`,
    before: `publish ${entry.live}: ${BEFORE_KEPT}`,
    undo: `undo: back to publish ${entry.live}${entry.madeAt ? ` of ${dateAndTime(new Date(entry.madeAt))}` : ""}`,
  }[entry.kind];
  return `${dateAndTime(new Date(entry.at))}  ${said}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}${entry.liveNow ? "   <- the live site" : ""}`;
}

function detailLines(entry: HistoryEntry) {
  if (entry.kind === "before") return ["its content was not kept"];
  if (entry.changes) return changeLines(entry.changes, ":");
  return entry.kind === "undo" ? [] : ["the first publish kept"];
}

/**
 * The history's lines: `entries` newest first; `before`, the publish a plain undo goes back to; `kept`, the
 * publishes an undo can go back to.
 */
export function historyLines(entries: HistoryEntry[], before: PublishRecord | undefined, kept: number[], bytes: number, keep: number): string[] {
  if (entries.length === 0) return ["No publish is kept yet: the first npm run go-live makes one."];
  const lines = [`What the site showed, newest first, in India's time (the last ${keep} publishes are kept, ${megabytes(bytes)} on disk):`, ""];
  for (const entry of entries) {
    lines.push(`  ${headline(entry)}`);
    for (const line of detailLines(entry)) lines.push(`      ${line}`);
  }
  lines.push("");
  if (before) lines.push(undoAdvice(before, AT_THE_KEYBOARD));
  lines.push(`To go back to another publish kept (its site and its content): npm run go-live:undo -- <its number>. Kept: ${kept.join(", ")}.`);
  return lines;
}
