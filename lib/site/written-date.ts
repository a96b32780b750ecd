// How a day written by the office is read: by the build (the content's schema) and, beside the field, by the
// form editor's date field (office/editor/date-field.ts), so both accept and refuse the same days in the same words.

import { type Said, said } from "../content/said";

export const DATE_FORMS = said("as day/month/year, like 31/03/2027, or as year-month-day, like 2027-03-31", "दिन/महीना/साल में, जैसे 31/03/2027, या साल-महीना-दिन में, जैसे 2027-03-31,");

/** A day as written (31/03/2027, 31-03-2027, 31.03.2027, 31032027 or 2027-03-31): the day, 2027-03-31, or what is wrong with it. */
export function readWrittenDate(value: string): { date: string } | { problem: Said } {
  const written = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(written);
  // Day first, the Indian way; eight digits typed without separators too (a phone's number pad).
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(written) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(written);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return { problem: said(`"${written}" is not a date the site can read: write it ${DATE_FORMS.en}.`, `"${written}" ऐसी तारीख़ नहीं है जिसे वेबसाइट पढ़ सके: इसे ${DATE_FORMS.hi} लिखें।`) };
  const date = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  // new Date() would quietly turn 31 February into 3 March: the day must come back as written.
  if (Number.isNaN(Date.parse(`${date}T12:00:00Z`)) || new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) !== date) {
    return {
      problem: said(
        `there is no such day as "${written}": check the day and the month (write it ${DATE_FORMS.en}).`,
        `"${written}" जैसा कोई दिन नहीं होता: दिन और महीना जाँचें (इसे ${DATE_FORMS.hi} लिखें)।`,
      ),
    };
  }
  return { date };
}
