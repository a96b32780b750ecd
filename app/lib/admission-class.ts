import type { Admissions } from "../../lib/content/schema";

export type AdmissionClass = Admissions["classes"][number]["value"];

/** The address's parameter naming the class a parent chose, /admissions?class=ukg: a link to share, a page to reload. */
export const CLASS_PARAM = "class";

/** The class the address names, if it names one of the school's classes once; otherwise none (the whole list). */
export function chosenClass(params: URLSearchParams, classes: Admissions["classes"]): AdmissionClass | undefined {
  const named = params.getAll(CLASS_PARAM);
  return named.length === 1 ? classes.find((c) => c.value === named[0])?.value : undefined;
}

export const classHref = (value: AdmissionClass) => `?${new URLSearchParams({ [CLASS_PARAM]: value })}`;
