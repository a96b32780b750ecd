// The school's hours and the buses' times, written once as data (about.yaml, transport.yaml: months, and times
// like 07:30) and put into each language's words here. The checks catch what a clerk cannot see in one file:
// seasons that leave a month out, and a bus that would drop children before school ends.
import type { Dictionary } from "../site/i18n/en";
import { fill } from "../site/i18n/fill";
import { type BusTimes, type ContentInOneLanguage, type SchoolHours, type Season, type SeasonId, SEASONS, type Transport } from "./schema";
import { type ClockTime, formatTime, monthName, timeOnPage } from "../site/dates";
import type { Language } from "../site/language";
import { coversMonth } from "../site/seasons";
import { type Place, type Problem, problemAt } from "./read-yaml";

type Words = Dictionary["hours"];
/** Where a value of the file is written, by its path in the file. */
type PlaceOf = (path: PropertyKey[]) => Place;

const range = (words: Words, from: ClockTime, to: ClockTime, language: Language) => fill(words.range, { from: timeOnPage(from, language), to: timeOnPage(to, language) });

/** The school's hours from about.yaml, in `language`; a season or the office closing before it opens is a problem. */
export function schoolHours(about: ContentInOneLanguage["about.yaml"], language: Language, words: Words, placeOf: PlaceOf, problems: Problem[]): SchoolHours {
  const opensBeforeCloses = (opens: ClockTime, closes: ClockTime, path: PropertyKey[], what: string) => {
    if (opens >= closes) problems.push(problemAt(placeOf(path), `${what} at ${formatTime(closes, "en")}, before ${formatTime(opens, "en")} when it begins. Check the two times.`));
  };
  const seasons: Season[] = SEASONS.map((id) => {
    const { from, to, starts, ends } = about[id];
    opensBeforeCloses(starts, ends, [id, "ends"], `school ends in ${id}`);
    return { id, from, to, months: fill(words.months, { from: monthName(from, language), to: monthName(to, language) }), hours: range(words, starts, ends, language) };
  });
  for (let month = 1; month <= 12; month++) {
    const covering = seasons.filter((season) => coversMonth(season, month));
    if (covering.length === 1) continue;
    const which = covering.length === 0 ? "in no season" : "in both seasons";
    problems.push(problemAt(placeOf(["winter", "from"]), `${monthName(month, "en")} is ${which}: each month belongs to summer or to winter. Make winter start the month after summer ends, and end the month before it starts.`));
    break;
  }
  opensBeforeCloses(about.office_opens, about.office_closes, ["office_closes"], "the office closes");
  return { days: about.school_days, seasons, office: { days: about.office_days, hours: range(words, about.office_opens, about.office_closes, language) } };
}

/**
 * The Transport page's routes from transport.yaml, each stop's times in words for each season; a bus that
 * picks children up after school starts, or drops them before it ends, is a problem.
 */
export function busRoutes(
  transport: ContentInOneLanguage["transport.yaml"],
  about: ContentInOneLanguage["about.yaml"],
  language: Language,
  placeOf: PlaceOf,
  problems: Problem[],
): Transport["routes"] {
  return transport.routes.map((route, r) => ({
    name: route.name,
    stops: route.stops.map((stop, s) => {
      const times = {} as Record<SeasonId, BusTimes>;
      for (const id of SEASONS) {
        const { morning, afternoon } = stop[id];
        const { starts, ends } = about[id];
        const at = (field: string) => placeOf(["routes", r, "stops", s, id, field]);
        if (morning >= starts) problems.push(problemAt(at("morning"), `the bus would reach this stop at ${formatTime(morning, "en")}, when school has started (${formatTime(starts, "en")} in ${id}, content/about.yaml). Check the time.`));
        if (afternoon <= ends) problems.push(problemAt(at("afternoon"), `the bus would drop the children here at ${formatTime(afternoon, "en")}, before school ends (${formatTime(ends, "en")} in ${id}, content/about.yaml). Check the time.`));
        times[id] = { morning: { text: timeOnPage(morning, language), datetime: morning }, afternoon: { text: timeOnPage(afternoon, language), datetime: afternoon } };
      }
      return { place: stop.place, times };
    }),
  }));
}
