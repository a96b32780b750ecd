import data from "~/generated/content/admissions.json";
import type { Admissions } from "~/lib/content-schema";

/** The admissions page (content/admissions.yaml). */
export const admissions = data as Admissions;
