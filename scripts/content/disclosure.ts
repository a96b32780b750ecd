// The Mandatory Public Disclosure as the board prescribes it: six tables in a fixed order, with the board's
// own wording for each row. The school's figures come from content/disclosure.yaml, its general
// information from content/school.yaml (one place for each fact).
import type { ContentFiles, DisclosureCell, DisclosureSection, School } from "../../app/lib/content-schema";

type Disclosure = ContentFiles["disclosure.yaml"];

const SHORT = ["S. No.", "Information", "Details"];
const DOCUMENTS = ["S. No.", "Documents / information", "Document"];

const numbered = (rows: [string, DisclosureCell][]): DisclosureCell[][] => rows.map(([label, value], i) => [String(i + 1), label, value]);

const documentCell = (id: string): DisclosureCell => (id === "not available" ? { kind: "unavailable" } : { kind: "document", id });

/** Section D's counts come from the list of teachers on the Faculty page (content/faculty.yaml). */
export function disclosureSections(d: Disclosure, school: School, teachers: ContentFiles["faculty.yaml"]["teachers"]): DisclosureSection[] {
  const { staff, infrastructure: infra } = d;
  const posts = (post: string) => String(teachers.filter((t) => t.post === post).length);
  return [
    {
      id: "general-information",
      letter: "A",
      title: "General information",
      columns: SHORT,
      rows: numbered([
        ["Name of the school", school.name],
        ["Affiliation number", school.affiliationNumber],
        ["School code", school.schoolCode],
        ["Complete address with pin code", school.postalAddress],
        ["Principal name", school.principal.name],
        ["Principal qualification", school.principal.qualifications],
        ["School email ID", school.email],
        ["Contact details (landline / mobile)", school.phone.display],
      ]),
    },
    {
      id: "documents",
      letter: "B",
      title: "Documents and information",
      columns: DOCUMENTS,
      rows: numbered(d.documents.map((row) => [row.item, documentCell(row.document)])),
    },
    {
      id: "results-and-academics",
      letter: "C",
      title: "Results and academics",
      columns: DOCUMENTS,
      rows: numbered(d.results_and_academics.map((row) => [row.item, documentCell(row.document)])),
    },
    {
      id: "staff",
      letter: "D",
      title: "Staff (teaching)",
      columns: SHORT,
      rows: numbered([
        ["Principal", school.principal.name],
        ["Total number of teachers", String(teachers.length)],
        ["PGT", posts("PGT")],
        ["TGT", posts("TGT")],
        ["PRT", posts("PRT")],
        ["Teachers section ratio", staff.teachers_section_ratio],
        ["Details of special educator", staff.special_educator],
        ["Details of counsellor and wellness teacher", staff.counsellor],
      ]),
    },
    {
      id: "class-x-result",
      letter: "E",
      title: "Result of Class X",
      columns: ["S. No.", "Year", "Number of registered students", "Number of students passed", "Pass percentage", "Remarks"],
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
      title: "School infrastructure",
      columns: SHORT,
      rows: numbered([
        ["Total campus area of the school (in square metres)", String(infra.campus_area_square_metres)],
        ["Number and size of the classrooms (in square metres)", `${infra.classrooms} classrooms of ${infra.classroom_size_square_metres} square metres`],
        ["Number and size of laboratories, including computer labs (in square metres)", `${infra.laboratories} laboratories of ${infra.laboratory_size_square_metres} square metres`],
        ["Internet facility", infra.internet ? "Yes" : "No"],
        ["Number of girls' toilets", String(infra.girls_toilets)],
        ["Number of boys' toilets", String(infra.boys_toilets)],
        [
          "Link to a video of the inspection of the school covering the infrastructure",
          { kind: "external", href: infra.inspection_video, label: "Inspection video (opens in a new tab)" },
        ],
      ]),
    },
  ];
}
