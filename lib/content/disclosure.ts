// The Mandatory Public Disclosure as the board prescribes it: six tables in a fixed order, with the board's
// own wording for each row, in the page's language (lib/site/i18n). The school's figures come from
// content/disclosure.yaml, its general information from content/school.yaml (one place for each fact).
import type { Dictionary } from "../site/i18n/en";
import { fill } from "../site/i18n/fill";
import type { ContentInOneLanguage, DisclosureCell, DisclosureSection, School, SchoolDocument } from "./schema";

type Disclosure = ContentInOneLanguage["disclosure.yaml"];

/** What a row writes instead of a document to link to the school calendar page (the academic calendar). */
export const SCHOOL_CALENDAR = "school calendar";
type Words = Dictionary["disclosure"];

const numbered = (rows: [string, DisclosureCell][]): DisclosureCell[][] => rows.map(([label, value], i) => [String(i + 1), label, value]);

/** Section D's counts come from the list of teachers on the Faculty page (content/faculty.yaml). */
export function disclosureSections(
  d: Disclosure,
  school: School,
  teachers: ContentInOneLanguage["faculty.yaml"]["teachers"],
  documents: SchoolDocument[],
  words: Words,
): DisclosureSection[] {
  const { staff, infrastructure: infra } = d;
  const { columns, rows, sections } = words;
  const short = [columns.number, columns.information, columns.details];
  const documentColumns = [columns.number, columns.documents, columns.document];
  const posts = (post: string) => String(teachers.filter((t) => t.post === post).length);
  const documentCell = (id: string): DisclosureCell => {
    if (id === SCHOOL_CALENDAR) return { kind: "page", page: "calendar" };
    const doc = documents.find((candidate) => candidate.id === id);
    return doc ? { kind: "document", title: doc.title, file: doc.file } : { kind: "unavailable" };
  };
  return [
    {
      id: "general-information",
      letter: "A",
      title: sections.general,
      columns: short,
      rows: numbered([
        [rows.schoolName, school.name],
        [rows.affiliationNumber, school.affiliationNumber],
        [rows.schoolCode, school.schoolCode],
        [rows.address, school.postalAddress],
        [rows.principalName, school.principal.name],
        [rows.principalQualification, school.principal.qualifications],
        [rows.email, school.email],
        [rows.contact, school.phone.display],
      ]),
    },
    {
      id: "documents",
      letter: "B",
      title: sections.documents,
      columns: documentColumns,
      rows: numbered(d.documents.map((row) => [row.item, documentCell(row.document)])),
    },
    {
      id: "results-and-academics",
      letter: "C",
      title: sections.results,
      columns: documentColumns,
      rows: numbered(d.results_and_academics.map((row) => [row.item, documentCell(row.document)])),
    },
    {
      id: "staff",
      letter: "D",
      title: sections.staff,
      columns: short,
      rows: numbered([
        [rows.principal, school.principal.name],
        [rows.teachers, String(teachers.length)],
        [rows.pgt, posts("PGT")],
        [rows.tgt, posts("TGT")],
        [rows.prt, posts("PRT")],
        [rows.ratio, staff.teachers_section_ratio],
        [rows.specialEducator, staff.special_educator],
        [rows.counsellor, staff.counsellor],
      ]),
    },
    {
      id: "class-x-result",
      letter: "E",
      title: sections.classX,
      columns: [columns.number, columns.year, columns.registered, columns.passed, columns.passPercentage, columns.remarks],
      rows: d.class_x_results.map((year, i) => [
        String(i + 1),
        String(year.year),
        String(year.registered),
        String(year.passed),
        year.registered > 0 ? `${Math.round((year.passed / year.registered) * 1000) / 10}%` : "—",
        year.remarks || "—",
      ]),
    },
    {
      id: "infrastructure",
      letter: "F",
      title: sections.infrastructure,
      columns: short,
      rows: numbered([
        [rows.campusArea, String(infra.campus_area_square_metres)],
        [rows.classrooms, fill(words.classroomsValue, { count: infra.classrooms, size: infra.classroom_size_square_metres })],
        [rows.laboratories, fill(words.laboratoriesValue, { count: infra.laboratories, size: infra.laboratory_size_square_metres })],
        [rows.internet, infra.internet ? words.yes : words.no],
        [rows.girlsToilets, String(infra.girls_toilets)],
        [rows.boysToilets, String(infra.boys_toilets)],
        [rows.inspectionVideo, { kind: "external", href: infra.inspection_video, label: words.inspectionVideo }],
      ]),
    },
  ];
}
