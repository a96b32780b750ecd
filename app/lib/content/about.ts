import data from "~/generated/content/about.json";
import type { About } from "~/lib/content-schema";

/** The about page's text (content/about.yaml). */
export const about = data as About;
