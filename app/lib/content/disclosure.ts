import data from "~/generated/content/disclosure.json";
import type { DisclosureSection } from "~/lib/content-schema";

/** The six tables of the Mandatory Public Disclosure (content/disclosure.yaml and school.yaml). */
export const disclosure = data as DisclosureSection[];
