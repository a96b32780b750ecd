import data from "~/generated/content/faculty.json";
import type { Faculty } from "~/lib/content-schema";

/** The faculty page's text (content/faculty.yaml). */
export const faculty = data as Faculty;
