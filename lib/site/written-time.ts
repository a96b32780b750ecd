// How a time of day written by the office is read: by the build (the content's schema), by the form editor's
// time field (office/editor/date-field.ts) and by the phone's notice form, so all accept and refuse the same
// times, and none takes a half-typed one ("08:00 --") for nothing.

import { type Said, said } from "../content/said";

export const TIME_FORMS = said("on the 24-hour clock, like 06:55 or 14:25, or with am or pm, like 2:25 pm", "24 घंटे की घड़ी में, जैसे 06:55 या 14:25, या am या pm के साथ, जैसे 2:25 pm,");

/** A time as written (06:55, 14:25, 6.55, 2:25 pm): the time on the 24-hour clock, 14:25, or what is wrong with it. */
export function readWrittenTime(value: string): { time: string } | { problem: Said } {
  const written = value.trim();
  const found = /^(\d{1,2})[:.](\d{2})\s*(?:([ap])\.?\s*m\.?)?$/i.exec(written);
  let hours = Number(found?.[1]);
  const minutes = Number(found?.[2]);
  const half = found?.[3]?.toLowerCase();
  if (half && hours >= 1 && hours <= 12) hours = (hours % 12) + (half === "p" ? 12 : 0);
  else if (half) hours = Number.NaN;
  if (!found || !(hours >= 0 && hours <= 23) || !(minutes >= 0 && minutes <= 59)) {
    return { problem: said(`"${written}" is not a time the site can read: write it ${TIME_FORMS.en}.`, `"${written}" ऐसा समय नहीं है जिसे वेबसाइट पढ़ सके: इसे ${TIME_FORMS.hi} लिखें।`) };
  }
  return { time: `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}` };
}
