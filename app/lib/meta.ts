import { school } from "~/content/school";

/** The title and description every screen sets for itself. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${school.name}` },
    { name: "description", content: description },
  ];
}
