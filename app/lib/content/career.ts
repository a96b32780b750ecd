import data from "~/generated/content/career.json";
import type { Career } from "~/lib/content-schema";

/** The career page's text (content/career.yaml). */
export const career = data as Career;
