// The school's content as the pages show it, for tests: English by its areas' names, and each language whole,
// read from the sample content's data (tests/support/site-data.ts made it before any test file ran).
import { codeIdOf } from "../../lib/code-version";
import { readSiteData } from "../../lib/content/site-data";
import { entryIn, type Photo } from "../../lib/site/media-variants";
import { codeDir } from "../../lib/folders";
import { TEST_DATA_DIR } from "./site-data";

export const SITE_DATA = readSiteData(TEST_DATA_DIR, codeIdOf(codeDir) ?? "");
export const CONTENT = SITE_DATA.content;
export const { school, home, gallery, admissions, documents, disclosure, footerLinks, about, faculty, transport, onlineEducation, career, notices } = CONTENT.en;
/** The interface's words in each language. */
export { en as words } from "../../lib/site/i18n/en";
export { hi as hindiWords } from "../../lib/site/i18n/hi";

/** A photo the content names, with its copies, as the pages' loaders give it. */
export const photoOf = (src: string): Photo => ({ src, entry: entryIn(SITE_DATA.media, src) });
