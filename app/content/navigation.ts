import type { FooterLink } from "~/lib/content-schema";

/** The top navigation, in the order of the specification. Pages the site does not have yet lead to the not-found page. */
export const navigation = [
  { label: "Home", to: "/" },
  { label: "Gallery", to: "/gallery" },
  { label: "Admissions", to: "/admissions" },
  { label: "Transport", to: "/transport" },
  { label: "Faculty", to: "/faculty" },
  { label: "Online Education", to: "/onlineEducation" },
  { label: "Career", to: "/career" },
  { label: "About", to: "/about" },
] as const;

/** "Important links" in the footer. A link with no target is shown as plain text until the school gives it one. */
export const footerLinks: FooterLink[] = [
  { label: "Mandatory Public Disclosure", to: "/mpd" },
  { label: "Fee Structure", document: "fee-structure" },
  { label: "Transport" },
  { label: "Complaint Box" },
  { label: "Faculty Info", to: "/mpd#staff" },
];
