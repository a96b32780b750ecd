import data from "~/generated/content/onlineEducation.json";
import type { OnlineEducation } from "~/lib/content-schema";

/** The online-education page's text (content/online-education.yaml). */
export const onlineEducation = data as OnlineEducation;
