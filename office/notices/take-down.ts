// The notices the office lists (on the website now, or waiting for their day) and taking one down: its last
// day becomes yesterday (India's), written into its file with its notes kept, so the next publish hides it.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse, parseDocument } from "yaml";
import { indiaDate } from "../../lib/site/dates";
import { problemsAfter } from "../editor/check";
import { writeSaved } from "../editor/save";
import type { NoticeLine } from "./screens";

const EXAMPLE = "example";
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The day before `day` (2026-11-27 → 2026-11-26). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A day as its file may write it (2026-11-27 or 27/11/2026), as 2026-11-27; anything else as it is. */
const isoDay = (written: unknown) => {
  const text = String(written ?? "").trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, "0")}-${dayFirst[1]!.padStart(2, "0")}` : text;
};

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
    if (lastDay && lastDay < today) continue;
    lines.push({ name: file.slice(0, -".yaml".length), title: String(notice.title ?? file), published: isoDay(notice.published), ...(lastDay ? { lastDay } : {}) });
  }
  return lines.sort((a, b) => b.published.localeCompare(a.published));
}

/** Takes the notice `name` down (its title), or says why not (the build's own words); null when there is no such notice. */
export async function takeDown(contentDir: string, name: string, now: number): Promise<{ title: string } | { problems: string[] } | null> {
  if (!NAME.test(name) || name === EXAMPLE) return null;
  const file = path.join(contentDir, "notices", `${name}.yaml`);
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return null;
  const doc = parseDocument(text);
  const yesterday = dayBefore(indiaDate(new Date(now)));
  doc.set("last_day", yesterday);
  // A notice whose day is today or later would then end before it starts: its day moves back too.
  if (isoDay(doc.get("published")) > yesterday) doc.set("published", yesterday);
  const written = doc.toString({ lineWidth: 0 });
  const problems = await problemsAfter(contentDir, new Map([[`notices/${name}.yaml`, written]]));
  if (problems.length > 0) return { problems };
  await writeSaved(file, written);
  return { title: String(doc.get("title") ?? name) };
}
