// The notices the office lists (on the website now, or waiting for their day) and taking one down: the day it
// was taken down (India's) is written into its file as taken_down, its notes kept, so the next publish takes
// it off the current notices and its coming event off the calendars. Its own dates stay as written: the
// archive shows the day it was issued, and deleting the line puts it back as it was.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse, parseDocument } from "yaml";
import { indiaDate } from "../../lib/site/dates";
import type { Problem } from "../../lib/content/read-yaml";
import { problemsAfter } from "../editor/check";
import { writeSaved } from "../editor/save";
import type { NoticeLine } from "./screens";

const EXAMPLE = "example";
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** A day as its file may write it (2026-11-27 or 27/11/2026), as 2026-11-27; anything else as it is. */
const isoDay = (written: unknown) => {
  const text = String(written ?? "").trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, "0")}-${dayFirst[1]!.padStart(2, "0")}` : text;
};

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);
/** A notice's text is a list of paragraphs (or one, as a file may write it): its first. */
const firstParagraph = (text: unknown) => optionalText(Array.isArray(text) ? text[0] : text);

/** Notices not yet past their last day, newest first. */
export async function currentNotices(contentDir: string, now: number): Promise<NoticeLine[]> {
  const today = indiaDate(new Date(now));
  const folder = path.join(contentDir, "notices");
  const lines: NoticeLine[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".yaml") && name !== `${EXAMPLE}.yaml`)) {
    const notice = await readFile(path.join(folder, file), "utf8").then(
      (text) => parse(text, { schema: "failsafe" }) as Record<string, unknown> | null,
      () => null,
    );
    if (!notice || typeof notice !== "object") continue;
    const event = (notice.event ?? {}) as Record<string, unknown>;
    const lastDay = isoDay(notice.last_day ?? event.last_day ?? event.day) || undefined;
    const takenDown = isoDay(notice.taken_down) || undefined;
    if ((lastDay && lastDay < today) || (takenDown && takenDown <= today)) continue;
    const titles = { title: optionalText(notice.title), title_hi: optionalText(notice.title_hi) };
    const openings = { text: firstParagraph(notice.text), text_hi: firstParagraph(notice.text_hi) };
    lines.push({ name: file.slice(0, -".yaml".length), ...titles, ...openings, published: isoDay(notice.published), ...(lastDay ? { lastDay } : {}) });
  }
  return lines.sort((a, b) => b.published.localeCompare(a.published));
}

/** The notice `name`'s file and its text, or null when there is no such notice (or it may not be taken down). */
async function noticeFileOf(contentDir: string, name: string) {
  if (!NAME.test(name) || name === EXAMPLE) return null;
  const file = path.join(contentDir, "notices", `${name}.yaml`);
  const text = await readFile(file, "utf8").catch(() => null);
  return text === null ? null : { file, doc: parseDocument(text) };
}

const titlesOf = (doc: ReturnType<typeof parseDocument>) => ({ title: optionalText(doc.get("title")), title_hi: optionalText(doc.get("title_hi")) });

/** What the question before taking `name` down names: its titles, and whether it has an event; null when there is no such notice. */
export async function noticeToTakeDown(contentDir: string, name: string): Promise<{ title?: string; title_hi?: string; event: boolean } | null> {
  const notice = await noticeFileOf(contentDir, name);
  return notice && { ...titlesOf(notice.doc), event: notice.doc.has("event") };
}

/** Takes the notice `name` down (its titles), or says why not (the build's own words); null when there is no such notice. */
export async function takeDown(contentDir: string, name: string, now: number): Promise<{ title?: string; title_hi?: string } | { problems: Problem[] } | null> {
  const notice = await noticeFileOf(contentDir, name);
  if (!notice) return null;
  const { file, doc } = notice;
  // Taken down once already: that day stands (its event left the calendars then).
  if (!doc.has("taken_down")) doc.set("taken_down", indiaDate(new Date(now)));
  const written = doc.toString({ lineWidth: 0 });
  const problems = await problemsAfter(contentDir, new Map([[`notices/${name}.yaml`, written]]));
  if (problems.length > 0) return { problems };
  await writeSaved(file, written);
  return titlesOf(doc);
}
