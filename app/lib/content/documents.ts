import data from "~/generated/content/documents.json";
import type { SchoolDocument } from "~/lib/content-schema";

/** Every published PDF (content/documents.yaml). */
export const documents = data as SchoolDocument[];
