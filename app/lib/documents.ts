import { documents } from "~/lib/content/documents";
import type { SchoolDocument } from "~/lib/content-schema";

/** The published document with this id; content validation guarantees every referenced id exists. */
export function documentById(id: string): SchoolDocument {
  const found = documents.find((d) => d.id === id);
  if (!found) throw new Error(`No document with id "${id}" in content/documents.yaml`);
  return found;
}
