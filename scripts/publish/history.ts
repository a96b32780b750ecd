// `npm run go-live:history` in the clerk's words: each publish kept, newest first, with its number, its date and
// time in India, what changed in content/ since the publish before it, and which one is live.
import type { Changes, PublishRecord } from "./builds";
import { dateAndTime, megabytes } from "./words";

/** "Publish 2 of Wed 25 Nov 2026, 10:30" */
export const publishName = (record: PublishRecord) => `Publish ${record.number} of ${dateAndTime(new Date(record.at))}`;

// A long list (a whole album copied in) is cut short: the history is for finding a publish, not auditing one.
const SHOWN = 5;

function changeLines(changes: Changes) {
  const lines: string[] = [];
  for (const [kind, files] of [["changed", changes.changed], ["added", changes.added], ["removed", changes.removed]] as const) {
    if (files.length === 0) continue;
    const named = files.slice(0, SHOWN).map((file) => `content/${file}`);
    lines.push(`${kind}: ${named.join(", ")}${files.length > SHOWN ? ` and ${files.length - SHOWN} more` : ""}`);
  }
  return lines.length > 0 ? lines : ["no content file changed (the site's own code did)"];
}

function aboutLines(record: PublishRecord) {
  if (record.by === "before") return ["the site as it was before publishes were kept (its content was not kept)"];
  const made = record.by === "build" ? ["built by npm start or npm run build, not published with go-live"] : [];
  return [...made, ...(record.changes ? changeLines(record.changes) : ["the first publish kept"])];
}

export function historyLines(records: PublishRecord[], live: number | null, bytes: number, keep: number): string[] {
  if (records.length === 0) return ["No publish is kept yet: the first npm run go-live makes one."];
  const width = String(records[0]!.number).length;
  const lines = [`The publishes kept (the last ${keep}, newest first; ${megabytes(bytes)} on disk), in India's time:`, ""];
  for (const record of records) {
    lines.push(`  ${String(record.number).padStart(width)}  ${dateAndTime(new Date(record.at))}${record.number === live ? "   <- the live site" : ""}`);
    for (const line of aboutLines(record)) lines.push(`  ${" ".repeat(width)}    ${line}`);
  }
  const example = records.find((record) => record.number !== live) ?? records[0]!;
  lines.push("", `To go back to one of them (its site and its content): npm run go-live:undo -- <its number>, for example npm run go-live:undo -- ${example.number}`);
  return lines;
}
