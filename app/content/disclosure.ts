// The Mandatory Public Disclosure, section by section, in the order the board prescribes.
import type { DisclosureSection } from "~/lib/content-schema";
import { postalAddress, school } from "./school";

const doc = (id: string) => ({ kind: "document" as const, id });
const unavailable = { kind: "unavailable" as const };

export const disclosure: DisclosureSection[] = [
  {
    id: "general-information",
    letter: "A",
    title: "General information",
    columns: ["S. No.", "Information", "Details"],
    rows: [
      [1, "Name of the school", school.name],
      [2, "Affiliation number", school.affiliationNumber],
      [3, "School code", school.schoolCode],
      [4, "Complete address with pin code", postalAddress],
      [5, "Principal name", school.principal.name],
      [6, "Principal qualification", school.principal.qualifications],
      [7, "School email ID", school.email],
      [8, "Contact details (landline / mobile)", school.phone],
    ],
  },
  {
    id: "documents",
    letter: "B",
    title: "Documents and information",
    columns: ["S. No.", "Documents / information", "Document"],
    rows: [
      [1, "Copies of affiliation / upgradation letter and recent extension of affiliation", doc("affiliation")],
      [2, "Copies of societies / trust / company registration / renewal certificate", doc("trust-deed")],
      [3, "Copy of no objection certificate (NOC) issued by the State Government / UT", unavailable],
      [4, "Copies of recognition certificate under RTE Act, 2009, and its renewal", doc("recognition")],
      [5, "Copy of valid building safety certificate as per the National Building Code", doc("building-safety")],
      [6, "Copy of valid fire safety certificate issued by the competent authority", doc("fire-safety")],
      [7, "Copy of the DEO certificate submitted by the school for affiliation / upgradation", doc("deo-certificate")],
      [8, "Copies of valid water, health and sanitation certificates", doc("water-sanitation")],
    ],
  },
  {
    id: "results-and-academics",
    letter: "C",
    title: "Results and academics",
    columns: ["S. No.", "Documents / information", "Document"],
    rows: [
      [1, "Fee structure of the school", doc("fee-structure")],
      [2, "Annual academic calendar", unavailable],
      [3, "List of School Management Committee (SMC)", doc("smc-list")],
      [4, "List of Parents Teachers Association (PTA) members", doc("pta-list")],
      [5, "Last three years' result of the board examination", doc("board-results")],
    ],
  },
  {
    id: "staff",
    letter: "D",
    title: "Staff (teaching)",
    columns: ["S. No.", "Information", "Details"],
    rows: [
      [1, "Principal", school.principal.name],
      [2, "Total number of teachers", 24],
      [3, "PGT", 0],
      [4, "TGT", 12],
      [5, "PRT", 12],
      [6, "Teachers section ratio", "1:1"],
      [7, "Details of special educator", "Ms. Meena Das (sample)"],
      [8, "Details of counsellor and wellness teacher", "Mr. Arjun Nair (sample)"],
    ],
  },
  {
    id: "class-x-result",
    letter: "E",
    title: "Result of Class X",
    columns: ["S. No.", "Year", "Number of registered students", "Number of students passed", "Pass percentage", "Remarks"],
    rows: [[1, 2021, 22, 22, "100%", "—"]],
  },
  {
    id: "infrastructure",
    letter: "F",
    title: "School infrastructure",
    columns: ["S. No.", "Information", "Details"],
    rows: [
      [1, "Total campus area of the school (in square metres)", 12140],
      [2, "Number and size of the classrooms (in square metres)", "15 classrooms of 46 square metres"],
      [3, "Number and size of laboratories, including computer labs (in square metres)", "6 laboratories of 56 square metres"],
      [4, "Internet facility", "Yes"],
      [5, "Number of girls' toilets", 6],
      [6, "Number of boys' toilets", 6],
      [
        7,
        "Link to a video of the inspection of the school covering the infrastructure",
        { kind: "external", href: "https://video.example/green-valley-inspection", label: "Inspection video (opens in a new tab)" },
      ],
    ],
  },
];
