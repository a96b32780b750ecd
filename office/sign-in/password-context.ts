// The words a new password must not lean on (ASVS 5 6.2.11): the person's own name, the school's name and
// place from its content, and the office's own name, in both languages.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { readYamlFile } from "../../lib/content/read-yaml";
import { WORDS } from "../words";
import type { ContextWords } from "./password-policy";

const SCHOOL_FILE = "school.yaml";

/** Only the fields read here: the rest of the file may be wrong, or half-edited, and these still count. */
const schoolWords = z.object({
  name: z.string().optional(),
  name_hi: z.string().optional(),
  short_name: z.string().optional(),
  address: z.object({ village: z.string(), village_hi: z.string(), district: z.string(), district_hi: z.string() }).partial().optional(),
});

/**
 * The context of a new password for `personName`, with the school's details from `contentDir`/school.yaml read
 * by the content's own reader. Failing soft: without a readable file, the school's words are left out, and the
 * password is still estimated (the person is never stopped because the content has a mistake).
 */
export async function passwordContext(contentDir: string, personName: string): Promise<ContextWords> {
  const text = await readFile(path.join(contentDir, SCHOOL_FILE)).catch(() => undefined);
  const school = text === undefined ? undefined : readYamlFile(text, `content/${SCHOOL_FILE}`, schoolWords).value;
  const present = (...texts: (string | undefined)[]) => texts.filter((text): text is string => Boolean(text));
  return {
    // In this order a word found in two is told as the first's: "school" as the office's, not the school's name.
    personName: [personName],
    officeWord: [WORDS.en.office, WORDS.hi.office],
    schoolName: present(school?.name, school?.name_hi, school?.short_name),
    schoolPlace: present(school?.address?.village, school?.address?.village_hi, school?.address?.district, school?.address?.district_hi),
  };
}
