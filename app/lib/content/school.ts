// The school's details from content/school.yaml, as the build checked them (scripts/build-content.ts).
import data from "~/generated/content/school.json";
import type { School } from "~/lib/content-schema";

export const school = data as School;
