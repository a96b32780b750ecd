// The school's seasons (summer and winter hours, and the buses' times in each): which one is in force.
import type { Season } from "../content/schema";
import type { IsoDate } from "./dates";

/** Whether `month` (1 to 12) is in the season, which may run over the new year (October to March). */
export const coversMonth = (season: Pick<Season, "from" | "to">, month: number) =>
  season.from <= season.to ? month >= season.from && month <= season.to : month >= season.from || month <= season.to;

/** The seasons with the one in force on `today` first, the others in the year's order after it. */
export function inForceFirst<S extends Pick<Season, "from" | "to">>(seasons: readonly S[], today: IsoDate): S[] {
  const month = Number(today.slice(5, 7));
  return [...seasons].sort((a, b) => Number(coversMonth(b, month)) - Number(coversMonth(a, month)));
}
