import type { SchoolDocument } from "~/lib/content-schema";

/** Every PDF the school publishes. Put the file in public/docs/ and list it here. */
export const documents: SchoolDocument[] = [
  { id: "affiliation", label: "Affiliation letter", file: "/docs/affiliation-letter.pdf" },
  { id: "trust-deed", label: "Trust / Society registration deed", file: "/docs/trust-deed.pdf" },
  { id: "recognition", label: "Recognition certificate", file: "/docs/recognition-certificate.pdf" },
  { id: "building-safety", label: "Building safety certificate", file: "/docs/building-safety-certificate.pdf" },
  { id: "fire-safety", label: "Fire safety certificate", file: "/docs/fire-safety-certificate.pdf" },
  { id: "deo-certificate", label: "District Education Officer certificate", file: "/docs/deo-certificate.pdf" },
  { id: "water-sanitation", label: "Water, health and sanitation certificate", file: "/docs/water-sanitation-certificate.pdf" },
  { id: "fee-structure", label: "Fee structure", file: "/docs/fee-structure.pdf" },
  { id: "smc-list", label: "School Management Committee list", file: "/docs/smc-list.pdf" },
  { id: "pta-list", label: "Parent Teacher Association list", file: "/docs/pta-list.pdf" },
  { id: "board-results", label: "Board results of the last three years", file: "/docs/board-results.pdf" },
];
