import data from "~/generated/content/footerLinks.json";
import type { FooterLink } from "~/lib/content-schema";

/** The footer's "Important links" (content/links.yaml). */
export const footerLinks = data as FooterLink[];
