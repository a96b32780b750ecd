// The school's content as the pages show it, for tests: English by its areas' names, and each language whole.
import { CONTENT } from "~/lib/content.server";

export const { school, home, gallery, admissions, documents, disclosure, footerLinks, about, faculty, transport, onlineEducation, career, notices } = CONTENT.en;
export { CONTENT };
/** The interface's words in each language. */
export { en as words } from "../../lib/site/i18n/en";
export { hi as hindiWords } from "../../lib/site/i18n/hi";
