// The one loader of the school's content: reads content/*.yaml and the media beside them, checks all of it,
// and returns what the site is built from, or every problem at once in words the office can act on.
import { existsSync, readFileSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { z } from "zod";
import {
  type About,
  type Admissions,
  type Career,
  type Faculty,
  type OnlineEducation,
  type Transport,
  CONTENT_FILES,
  noticeFile,
  type DisclosureSection,
  type ContentFiles,
  type FooterLink,
  type Gallery,
  type Home,
  type LetterPart,
  type OneLanguage,
  type School,
  type SchoolDocument,
  type SiteContent,
} from "./schema";
import { dictionaries } from "../site/i18n/dictionaries";
import { formatDate } from "../site/dates";
import { joinTexts, type Language, LANGUAGES, plain } from "../site/language";
import { documentUrl, photoKey, photoUrl, slideUrl, VIDEO_POSTER, VIDEO_URL } from "../site/public-paths";
import { PAGES, type SitePage } from "../site/pages";
import { albumFiles, numberPhotos, readAlbumOrder } from "./album-order";
import { disclosureSections, SCHOOL_CALENDAR } from "./disclosure";
import { type FileFacts, processFacts } from "./file-facts";
import { HEIC_EXTENSIONS, readPhoto } from "./heic";
import { busRoutes, schoolHours } from "./hours";
import { inLanguage, outdatedHindi } from "./languages";
import { noticesIn, readNoticeFiles } from "./notices";
import { type CleanedKind, cleanCopy, REFUSALS } from "./published-files";
import { type Place, type Problem, placeOf, problemAt, problemIn, type ReadResult, readYamlFile } from "./read-yaml";
import { type Said, said } from "./said";


/** Where a photo is shown decides the widths worth making of it (lib/publish/media.ts). */
export type PhotoUse = "crest" | "portrait" | "wide" | "card";
/** A photo for the pipeline: its key in the manifests, the file it comes from, and where it is shown. */
export type PhotoJob = { src: string; file: string; use: PhotoUse; gallery: boolean };
/** A file published as its clean copy (lib/content/published-files.ts), at a stable address whatever the office named it (documents, the video). */
export type PublishedFile = { url: string; file: string; kind: CleanedKind };

export type LoadedContent = {
  /** What each language's pages show. */
  site: Record<Language, SiteContent>;
  photos: PhotoJob[];
  files: PublishedFile[];
  /** The texts that have no Hindi version yet, each with its file, line and field: a warning, not a problem. */
  untranslated: Problem[];
  /** The texts whose English changed since the last publish but whose Hindi did not: a warning too. */
  outdated: Problem[];
  /** Albums whose photos were renumbered since their last publish (a photo removed), in the clerk's words. */
  renumbered: string[];
};

/** What the check says of a text without its Hindi version: a reminder, not a problem. */
export const NO_HINDI_YET = said("no Hindi version yet.", "अभी हिन्दी में नहीं लिखा गया।");

export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ...HEIC_EXTENSIONS];


type Files = { [F in keyof ContentFiles]: ReadResult<ContentFiles[F]> };
type FilesInOneLanguage = { [F in keyof ContentFiles]: ReadResult<OneLanguage<ContentFiles[F]>> };

/** Reads every content file; a file that cannot be read or checked has its problems listed and no value. */
export function readContentFiles(contentDir: string, problems: Problem[]): Files {
  const results = {} as Record<string, ReadResult<unknown>>;
  for (const [name, schema] of Object.entries(CONTENT_FILES)) {
    const file = `content/${name}`;
    const onDisk = path.join(contentDir, name);
    if (!existsSync(onDisk)) {
      problems.push(problemAt({ file }, said("this file is missing. Put it back from the last good copy (see the README, “Undo a change”).", "यह फ़ाइल नहीं है। इसे आख़िरी सही प्रति से वापस रखें (README में “Undo a change” देखें)।")));
      results[name] = { problems: [] };
      continue;
    }
    const result = readYamlFile(readFileSync(onDisk), file, schema as z.ZodType);
    problems.push(...result.problems);
    results[name] = result;
  }
  return results as Files;
}

/** Checks that a file named by the content is there and is what it should be. */
export async function checkFile(contentDir: string, relative: string, kind: MediaKind, place: Place, facts: FileFacts): Promise<Problem | undefined> {
  const onDisk = path.join(contentDir, relative);
  const where = `content/${relative}`;
  if (!existsSync(onDisk) || !statSync(onDisk).isFile()) {
    return problemAt(
      place,
      said(
        `the file ${where} is not there. Check the spelling of its name (capital letters count), or put the file in that folder.`,
        `फ़ाइल ${where} वहाँ नहीं है। उसके नाम की वर्तनी जाँचें (छोटे-बड़े अक्षर भी), या फ़ाइल उस फ़ोल्डर में रखें।`,
      ),
    );
  }
  return checkFileContents(onDisk, said(where, where), kind, place, facts);
}

/** How a message starts that is about the file it names. */
export const THIS_FILE = said("this file", "यह फ़ाइल");

/** `subject` names the file in the message: its path, or THIS_FILE when the message starts with it. */
async function checkFileContents(onDisk: string, subject: Said, kind: MediaKind, place: Place, facts: FileFacts): Promise<Problem | undefined> {
  const problem = await mediaProblem(onDisk, subject, kind, facts);
  return problem && problemAt(place, problem);
}

export type MediaKind = "photo" | "pdf" | "video";

/** A file's first 12 bytes: enough to tell a PDF or an MP4 by. */
async function fileHead(onDisk: string) {
  const head = Buffer.alloc(12);
  const handle = await open(onDisk, "r");
  try {
    await handle.read(head, 0, 12, 0);
  } finally {
    await handle.close();
  }
  return head;
}

const isPdf = (head: Buffer) => head.subarray(0, 5).toString("latin1") === "%PDF-";

/** The largest photo the site takes: above a 108-megapixel phone's, far below what would fill a small server's memory. */
export const MAX_PHOTO_PIXELS = 120_000_000;

/** A photo's size from its header alone, however large; null when it cannot be opened as a photo. */
async function photoSize(onDisk: string): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(await readPhoto(onDisk), { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a photo, a PDF or a video the site would publish, in words that start with `subject`.
 * What the file's bytes say (a photo's size, a clean copy) is remembered in `facts` by the file's identity: a
 * year of photos is not read again on every check.
 */
export async function mediaProblem(onDisk: string, subject: Said, kind: MediaKind, facts: FileFacts = processFacts): Promise<Said | undefined> {
  const { en: where, hi: whereHi } = subject;
  // A document where a photo goes, whatever its name (WhatsApp saves one as .jpg): told as what it is, not as a
  // damaged photo or a name to change.
  if (kind === "photo" && statSync(onDisk).size > 0 && isPdf(await fileHead(onDisk))) {
    return said(`${where} is a PDF, not a photo: add it as a document, not among the photos.`, `${whereHi} एक PDF है, फ़ोटो नहीं: इसे फ़ोटो में नहीं, दस्तावेज़ के रूप में जोड़ें।`);
  }
  const extension = path.extname(onDisk).toLowerCase();
  if (kind === "photo" && !PHOTO_EXTENSIONS.includes(extension)) {
    return said(
      `${where} is not a photo the site can show. Use a JPEG, PNG, WebP or iPhone (HEIC) photo (a name ending in .jpg, .jpeg, .png, .webp or .heic).`,
      `${whereHi} ऐसी फ़ोटो नहीं है जिसे वेबसाइट दिखा सके। JPEG, PNG, WebP या iPhone (HEIC) फ़ोटो लें (जिसका नाम .jpg, .jpeg, .png, .webp या .heic पर ख़त्म हो)।`,
    );
  }
  // What a copy that failed leaves behind.
  if (statSync(onDisk).size === 0) {
    return kind === "pdf"
      ? said(`${where} is empty: copy it again, or save the document as PDF again.`, `${whereHi} ख़ाली है: इसे फिर से कॉपी करें, या दस्तावेज़ को फिर से PDF के रूप में सहेजें।`)
      : said(`${where} is empty: copy it again from the phone or camera.`, `${whereHi} ख़ाली है: इसे फ़ोन या कैमरे से फिर से कॉपी करें।`);
  }
  const head = await fileHead(onDisk);
  if (kind === "photo") {
    // A photo too large to open is told as such, not as damaged.
    const size = await facts.of(onDisk, "photo size", () => photoSize(onDisk));
    if (!size) {
      return said(
        `${where} could not be opened as a photo: it may be damaged or only half copied. Open it on the computer, save it again as JPEG, and put it back.`,
        `${whereHi} फ़ोटो के रूप में खुल नहीं सकी: हो सकता है वह ख़राब हो या आधी ही कॉपी हुई हो। उसे कंप्यूटर पर खोलें, फिर से JPEG के रूप में सहेजें, और वापस रखें।`,
      );
    }
    if (size.width * size.height > MAX_PHOTO_PIXELS) {
      const [pixels, most] = [`${size.width} × ${size.height}`, MAX_PHOTO_PIXELS / 1_000_000];
      return said(
        `${where} is ${pixels} pixels, more than the site takes (${most} megapixels; a phone's photo is 12 to 50). Choose another photo, or make this one smaller.`,
        `${whereHi} ${pixels} पिक्सेल की है, वेबसाइट की सीमा (${most} मेगापिक्सेल; फ़ोन की फ़ोटो 12 से 50 की होती है) से ज़्यादा। कोई दूसरी फ़ोटो चुनें, या इसे छोटा करें।`,
      );
    }
    return undefined;
  }
  if (kind === "pdf" && !isPdf(head)) {
    return said(
      `${where} is not a PDF. Save the document as PDF (in Word: File > Save As > PDF) and put the PDF in its place.`,
      `${whereHi} PDF नहीं है। दस्तावेज़ को PDF के रूप में सहेजें (Word में: File > Save As > PDF) और उसकी जगह PDF रखें।`,
    );
  }
  if (kind === "video" && head.subarray(4, 8).toString("latin1") !== "ftyp") {
    return said(
      `${where} is not an MP4 video. Save or convert the video as MP4 (H.264) and put it in its place.`,
      `${whereHi} MP4 वीडियो नहीं है। वीडियो को MP4 (H.264) के रूप में सहेजें या बदलें और उसकी जगह रखें।`,
    );
  }
  // Cleaned now, so a file that cannot be is refused before a publish starts, and the publish finds its copy made.
  const cleaned = await cleanCopy(onDisk, kind, facts);
  return "refused" in cleaned ? REFUSALS[cleaned.refused](subject) : undefined;
}

/**
 * The photos of an album folder, photo 1 first: in the order last published (its order.yaml), then the new
 * ones in natural order; a problem for each file that is not a photo.
 */
async function albumPhotos(contentDir: string, album: { folder: string; title: string }, place: Place, problems: Problem[], renumbered: string[], facts: FileFacts): Promise<string[]> {
  const { folder } = album;
  const relativeDir = `albums/${folder}`;
  const dir = path.join(contentDir, relativeDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.push(
      problemAt(
        place,
        said(
          `there is no folder content/${relativeDir}. Create it and put the album's photos in it, or correct the folder's name; or, to remove the album from the site, remove its entry (from its "- title:" line to the next album's) from content/gallery.yaml.`,
          `content/${relativeDir} नाम का कोई फ़ोल्डर नहीं है। उसे बनाएँ और उसमें एल्बम की फ़ोटो रखें, या फ़ोल्डर का नाम ठीक करें; या, एल्बम को वेबसाइट से हटाने के लिए, content/gallery.yaml से उसकी प्रविष्टि (उसकी "- title:" पंक्ति से अगले एल्बम तक) हटाएँ।`,
        ),
      ),
    );
    return [];
  }
  const names = albumFiles(dir);
  const photos: string[] = [];
  for (const name of names) {
    const problem = await checkFileContents(path.join(dir, name), THIS_FILE, "photo", { file: `content/${relativeDir}/${name}` }, facts);
    if (problem) problems.push(problem);
    else photos.push(name);
  }
  if (names.length === 0) problems.push(problemAt(place, said(`the folder content/${relativeDir} has no photos. Put the album's photos in it.`, `फ़ोल्डर content/${relativeDir} में कोई फ़ोटो नहीं है। उसमें एल्बम की फ़ोटो रखें।`)));
  const numbered = numberPhotos(plain(album.title), readAlbumOrder(contentDir, relativeDir, problems), photos);
  if (numbered.renumbered) renumbered.push(numbered.renumbered);
  return numbered.photos.map((name) => `${relativeDir}/${name}`);
}

const PLACEHOLDERS = ["school", "phone", "whatsapp", "email", "principal"] as const;

/** "Call {phone}" → ["Call ", { link: "phone" }]: the page makes the number a link. */
function letterParts(text: string, words: Record<(typeof PLACEHOLDERS)[number], string>, place: Place, problems: Problem[], links: boolean): LetterPart[] {
  const parts: LetterPart[] = [];
  for (const piece of text.split(/(\{[^}]*\})/)) {
    const name = /^\{(.*)\}$/.exec(piece)?.[1]?.trim().toLowerCase();
    if (name === undefined) {
      if (piece) parts.push(piece);
    } else if (!(PLACEHOLDERS as readonly string[]).includes(name)) {
      const known = PLACEHOLDERS.map((p) => `{${p}}`).join(", ");
      problems.push(
        problemAt(place, said(`there is no {${name}} to fill in. Write one of ${known}, or remove the curly brackets.`, `भरने के लिए {${name}} जैसा कुछ नहीं है। इनमें से एक लिखें: ${known}, या घुमावदार कोष्ठक हटाएँ।`)),
      );
    } else if (links && (name === "phone" || name === "whatsapp" || name === "email")) {
      parts.push({ link: name });
    } else {
      parts.push(words[name as keyof typeof words]);
    }
  }
  return parts;
}

const plainText = (parts: LetterPart[]) => parts.map((p) => (typeof p === "string" ? p : "")).join("");

/** What {school}, {phone}… stand for in the office's paragraphs; inside a sentence, a name is not marked as English. */
const letterWords = (school: School) => ({
  school: plain(school.name),
  phone: school.phone.display,
  whatsapp: school.whatsapp.display,
  email: school.email,
  principal: plain(school.principal.name),
});

/**
 * Reads and checks the whole content folder. With `checkMedia: false` the files named by the content are not
 * looked at (the sample-media generator, which makes them, uses this). `publishedDir` is the content the live
 * site was made from, to tell which Hindi texts may be out of date. `facts`: what is known of the school's
 * files already (lib/content/file-facts.ts), by default what this process learnt.
 */
export async function loadContent(
  contentDir: string,
  { checkMedia = true, publishedDir, facts = processFacts }: { checkMedia?: boolean; publishedDir?: string; facts?: FileFacts } = {},
): Promise<{ content?: LoadedContent; problems: Problem[] }> {
  const problems: Problem[] = [];
  const files = readContentFiles(contentDir, problems);
  const noticeFiles = readNoticeFiles(contentDir, problems);
  const untranslated: Problem[] = [];
  const outdated = publishedDir && existsSync(publishedDir) ? outdatedTexts(files, noticeFiles, publishedDir) : [];
  const banner = files["school.yaml"].value && path.join(contentDir, files["school.yaml"].value.banner.photo);
  const photos: PhotoJob[] = [];
  const published: PublishedFile[] = [];
  const site: Partial<Record<Language, SiteContent>> = {};
  const albums = new Map<string, string[]>();
  const renumbered: string[] = [];
  for (const language of LANGUAGES) {
    // The media are the same in both languages: found and checked once, the albums' photos listed once.
    const media = language === "en" ? { photos, published, checkMedia, facts, albums, renumbered } : { photos: [], published: [], checkMedia: false, facts, albums, renumbered };
    const found: Problem[] = [];
    const built = await buildSite(contentDir, filesIn(files, language, untranslated), language, media, found);
    const notices = await noticesIn(contentDir, noticeFiles, language, language === "en" ? { photos, published, checkMedia, facts, banner } : undefined, untranslated, found);
    // A mistake outside the Hindi texts is found in both languages: it is told once.
    for (const problem of found) if (!problems.some((told) => problemIn(told, "en") === problemIn(problem, "en"))) problems.push(problem);
    if (built) site[language] = { ...built, notices };
  }
  if (problems.length > 0 || !site.en || !site.hi) return { problems };
  return { content: { site: { en: site.en, hi: site.hi }, photos, files: published, untranslated, outdated, renumbered }, problems };
}

/** Each Hindi text whose English changed since `publishedDir` was published, and it did not. */
function outdatedTexts(files: Files, noticeFiles: ReturnType<typeof readNoticeFiles>, publishedDir: string): Problem[] {
  const outdated: Problem[] = [];
  const before = readContentFiles(publishedDir, []);
  const beforeNotices = new Map(readNoticeFiles(publishedDir, []).map((notice) => [notice.file, notice.read.value]));
  const compared: [string, ReadResult<unknown>, unknown, z.ZodType][] = [
    ...(Object.keys(files) as (keyof Files)[]).map((name): [string, ReadResult<unknown>, unknown, z.ZodType] => [`content/${name}`, files[name], before[name].value, CONTENT_FILES[name]]),
    ...noticeFiles.map((notice): [string, ReadResult<unknown>, unknown, z.ZodType] => [notice.file, notice.read, beforeNotices.get(notice.file), noticeFile]),
  ];
  for (const [file, read, published, schema] of compared) {
    outdatedHindi(schema, read.value, published, (fieldPath) =>
      outdated.push(problemAt(
          placeOf(read, file, fieldPath),
          said(
            "its English text changed since the last publish, but this Hindi text did not: the Hindi may be out of date.",
            "पिछले प्रकाशन के बाद इसका अंग्रेज़ी पाठ बदला, पर यह हिन्दी पाठ नहीं: हो सकता है हिन्दी पुरानी हो।",
          ),
        )),
    );
  }
  return outdated;
}

/**
 * What the build tells the server's keyboard when the content has problems: how many, each one, and what to do.
 * In English, the volunteer's language there (and the README's); the office shows the same problems in its own.
 */
export function problemsReport(problems: readonly Problem[]): string {
  const one = problems.length === 1;
  return [
    `\nThe site was NOT changed: the content has ${one ? "1 problem" : `${problems.length} problems`} to correct first.\n`,
    ...problems.map((problem) => `  • ${problemIn(problem, "en")}`),
    `\nCorrect ${one ? "it" : "them"}, save, and try again. The site on the internet stays as it was.\n`,
  ].join("\n");
}

/**
 * What the content's check tells besides its problems, as lines: which texts have no Hindi version yet (the
 * Hindi pages show the English there), which Hindi may be out of date, which albums' photos were renumbered.
 * Reminders, not errors: nothing stops.
 */
export function contentWarnings(content: LoadedContent): string[] {
  const lines: string[] = ["Content: every file is correct."];
  const { untranslated, outdated, renumbered } = content;
  if (untranslated.length > 0) {
    lines.push(`Hindi: ${untranslated.length === 1 ? "1 text has" : `${untranslated.length} texts have`} no Hindi version yet (the Hindi pages show the English text there):`);
    lines.push(...untranslated.map((place) => `  • ${problemIn(place, "en")}`));
  } else lines.push("Hindi: every text has its Hindi version.");
  if (outdated.length > 0) {
    lines.push(`Hindi: ${outdated.length === 1 ? "1 text" : `${outdated.length} texts`} may be out of date (the English changed since the last publish, the Hindi did not):`);
    lines.push(...outdated.map((place) => `  • ${problemIn(place, "en")}`));
  }
  lines.push(...renumbered.map((change) => `Photo numbers: ${change}`));
  return lines;
}

/** Every file as `language` reads it; in Hindi, each text without its Hindi version is added to `untranslated`. */
function filesIn(files: Files, language: Language, untranslated: Problem[]): FilesInOneLanguage {
  const result = {} as Record<string, ReadResult<unknown>>;
  for (const [name, read] of Object.entries(files) as [keyof Files, ReadResult<unknown>][]) {
    const file = `content/${name}`;
    const value = read.value && inLanguage(CONTENT_FILES[name], read.value, language, (fieldPath) => untranslated.push(problemAt(placeOf(read, file, fieldPath), NO_HINDI_YET)));
    result[name] = { ...read, value, hindi: language === "hi" };
  }
  return result as FilesInOneLanguage;
}

/** What the pages of one language show, made from the files as that language reads them. */
async function buildSite(
  contentDir: string,
  files: FilesInOneLanguage,
  language: Language,
  media: { photos: PhotoJob[]; published: PublishedFile[]; checkMedia: boolean; facts: FileFacts; albums: Map<string, string[]>; renumbered: string[] },
  problems: Problem[],
): Promise<Omit<SiteContent, "notices"> | undefined> {
  const { checkMedia, facts } = media;
  const words = dictionaries[language];
  const { "school.yaml": schoolR, "home.yaml": homeR, "gallery.yaml": galleryR, "admissions.yaml": admissionsR } = files;
  const { "documents.yaml": documentsR, "disclosure.yaml": disclosureR, "links.yaml": linksR } = files;
  const { "about.yaml": aboutR, "faculty.yaml": facultyR, "transport.yaml": transportR, "online-education.yaml": onlineR, "career.yaml": careerR } = files;
  const { photos, published } = media;
  const mediaChecks: Promise<Problem | undefined>[] = [];
  const needs = (result: ReadResult<unknown>, file: string, fieldPath: PropertyKey[], relative: string, kind: MediaKind) => {
    if (checkMedia) mediaChecks.push(checkFile(contentDir, relative, kind, placeOf(result, file, fieldPath), facts));
  };
  const photo = (result: ReadResult<unknown>, file: string, fieldPath: PropertyKey[], relative: string, src: string, use: PhotoUse, gallery = false) => {
    needs(result, file, fieldPath, relative, "photo");
    photos.push({ src, file: path.join(contentDir, relative), use, gallery });
    return src;
  };

  // Documents first: the disclosure and the footer name them.
  const documentIds = new Set<string>();
  const documents: SchoolDocument[] = [];
  documentsR.value?.documents.forEach((doc, i) => {
    const place = placeOf(documentsR, "content/documents.yaml", ["documents", i, "id"]);
    if (documentIds.has(doc.id)) problems.push(problemAt(place, said(`another document already has the short name "${doc.id}". Give each document its own.`, `किसी दूसरे दस्तावेज़ का छोटा नाम पहले से "${doc.id}" है। हर दस्तावेज़ को अपना नाम दें।`)));
    documentIds.add(doc.id);
    needs(documentsR, "content/documents.yaml", ["documents", i, "file"], doc.file, "pdf");
    published.push({ url: documentUrl(doc.id), file: path.join(contentDir, doc.file), kind: "pdf" });
    documents.push({ id: doc.id, title: doc.title, file: documentUrl(doc.id) });
  });
  const documentKnown = (result: ReadResult<unknown>, file: string, fieldPath: PropertyKey[], id: string) => {
    if (id === "not available" || !documentsR.value || documentIds.has(id)) return;
    problems.push(
      problemAt(
        placeOf(result, file, fieldPath),
        said(
          `there is no document with the short name "${id}" in content/documents.yaml. Write one of ${[...documentIds].map((d) => `"${d}"`).join(", ")}, or "not available".`,
          `content/documents.yaml में "${id}" छोटे नाम का कोई दस्तावेज़ नहीं है। इनमें से एक लिखें: ${[...documentIds].map((d) => `"${d}"`).join(", ")}, या "not available"।`,
        ),
      ),
    );
  };

  let school: School | undefined;
  if (schoolR.value) {
    const s = schoolR.value;
    const f = "content/school.yaml";
    school = {
      name: s.name,
      shortName: s.short_name,
      description: s.description,
      affiliationNumber: s.affiliation_number,
      schoolCode: s.school_code,
      board: s.board,
      classes: s.classes,
      medium: s.medium,
      address: { street: s.address.street, village: s.address.village, district: s.address.district, state: s.address.state, pinCode: s.address.pin_code, country: s.address.country },
      postalAddress: joinTexts([s.address.street, s.address.village, s.address.district, joinTexts([s.address.state, s.address.pin_code], " ")], ", "),
      mapUrl: s.map_link,
      principal: s.principal,
      email: s.email,
      phone: s.phone,
      whatsapp: s.whatsapp,
      logo: photo(schoolR, f, ["logo"], s.logo, photoKey("logo"), "crest"),
      banner: { src: photo(schoolR, f, ["banner", "photo"], s.banner.photo, photoKey("banner"), "wide"), alt: s.banner.description },
      themeColor: s.theme_colour,
    };
  }

  let home: Home | undefined;
  if (homeR.value && school) {
    const h = homeR.value;
    const f = "content/home.yaml";
    needs(homeR, f, ["video", "file"], h.video.file, "video");
    published.push({ url: VIDEO_URL, file: path.join(contentDir, h.video.file), kind: "video" });
    home = {
      video: { src: VIDEO_URL, poster: photo(homeR, f, ["video", "poster"], h.video.poster, VIDEO_POSTER, "wide"), label: h.video.description },
      leaders: [
        { role: "director", name: h.director.name, qualifications: h.director.qualifications, photo: photo(homeR, f, ["director", "photo"], h.director.photo, photoKey("leaders/director"), "portrait"), message: h.director.message },
        { role: "principal", ...school.principal, photo: photo(homeR, f, ["principal", "photo"], h.principal.photo, photoKey("leaders/principal"), "portrait"), message: h.principal.message },
      ],
    };
  }

  let gallery: Gallery | undefined;
  if (galleryR.value) {
    const g = galleryR.value;
    const f = "content/gallery.yaml";
    const slides = g.slideshow.map((slide, i) => {
      photo(galleryR, f, ["slideshow", i, "photo"], slide.photo, slideUrl(i + 1), "wide", true);
      return { img_url: i + 1, img_title: slide.title, img_desc: slide.description };
    });
    const folders = new Set<string>();
    const cards = [];
    for (const [i, album] of g.albums.entries()) {
      const place = placeOf(galleryR, f, ["albums", i, "folder"]);
      if (folders.has(album.folder)) problems.push(problemAt(place, said(`another album already uses the folder "${album.folder}". Give each album its own folder.`, `कोई दूसरा एल्बम पहले से "${album.folder}" फ़ोल्डर लेता है। हर एल्बम को अपना फ़ोल्डर दें।`)));
      folders.add(album.folder);
      const inFolder = checkMedia ? await albumPhotos(contentDir, album, place, problems, media.renumbered, facts) : (media.albums.get(album.folder) ?? []);
      media.albums.set(album.folder, inFolder);
      inFolder.forEach((relative, n) => photos.push({ src: photoUrl(album.folder, n + 1), file: path.join(contentDir, relative), use: "wide", gallery: true }));
      const cover = album.cover
        ? photo(galleryR, f, ["albums", i, "cover"], album.cover, photoKey(`covers/${album.folder}`), "wide", true)
        : photoUrl(album.folder, 1);
      cards.push({ title: album.title, description: album.description, cover, key: album.folder, count: inFolder.length });
    }
    gallery = { cards, slides };
  }

  let admissions: Admissions | undefined;
  if (admissionsR.value && school) {
    const a = admissionsR.value;
    const f = "content/admissions.yaml";
    const fill = (text: string, fieldPath: PropertyKey[], links: boolean) => letterParts(text, letterWords(school), placeOf(admissionsR, f, fieldPath), problems, links);
    admissions = {
      image: { src: photo(admissionsR, f, ["photo", "photo"], a.photo.photo, photoKey("admissions"), "wide"), alt: a.photo.description },
      letter: {
        greeting: plainText(fill(a.letter.greeting, ["letter", "greeting"], false)),
        paragraphs: a.letter.paragraphs.map((p, i) => fill(p, ["letter", "paragraphs", i], true)),
        signature: plainText(fill(a.letter.signature, ["letter", "signature"], false)),
      },
      classLabel: a.class_label,
      cutOffDate: formatDate(a.cut_off_date, language),
      classes: a.classes,
    };
  }

  let disclosure: DisclosureSection[] | undefined;
  if (disclosureR.value && school && facultyR.value) {
    const d = disclosureR.value;
    const f = "content/disclosure.yaml";
    for (const list of ["documents", "results_and_academics"] as const) {
      d[list].forEach((row, i) => row.document === SCHOOL_CALENDAR || documentKnown(disclosureR, f, [list, i, "document"], row.document));
    }
    d.class_x_results.forEach((year, i) => {
      if (year.passed > year.registered) {
        problems.push(problemAt(placeOf(disclosureR, f, ["class_x_results", i, "passed"]), said(
              `more students passed (${year.passed}) than were registered (${year.registered}). Correct one of the two.`,
              `उत्तीर्ण छात्र (${year.passed}) पंजीकृत छात्रों (${year.registered}) से ज़्यादा हैं। दोनों में से एक ठीक करें।`,
            )));
      }
    });
    disclosure = disclosureSections(d, school, facultyR.value.teachers, documents, words.disclosure);
  }

  const footerLinks: FooterLink[] = [];
  linksR.value?.important_links.forEach((link, i) => {
    const targets = [link.page, link.document, link.whatsapp_message, link.email_subject].filter(Boolean);
    if (targets.length > 1) {
      problems.push(
        problemAt(
          placeOf(linksR, "content/links.yaml", ["important_links", i]),
          said(
            "a link leads to one place only: a page, a document, a WhatsApp message or an email. Keep one of those lines.",
            "एक लिंक केवल एक जगह ले जाता है: कोई पेज, दस्तावेज़, WhatsApp संदेश या ईमेल। इनमें से एक पंक्ति रखें।",
          ),
        ),
      );
    }
    if (link.document) documentKnown(linksR, "content/links.yaml", ["important_links", i, "document"], link.document);
    // A page of the site is called by its one name, the navigation's and its heading's, or the specification's
    // words for its link where it gives them ("Faculty Info").
    const page = PAGES.find((p) => p.path === link.page?.split("#")[0]);
    const pageLinks: Partial<Record<SitePage["id"], string>> = words.footer.pageLinks;
    const label = page ? (pageLinks[page.id] ?? words.pages[page.id]) : link.label;
    if (!label) {
      problems.push(problemAt(placeOf(linksR, "content/links.yaml", ["important_links", i]), said("this link has no words to show. Add a line label: with them, like label: Complaint Box.", "इस लिंक पर दिखाने के लिए कोई शब्द नहीं हैं। उनके साथ label: की पंक्ति जोड़ें, जैसे label: शिकायत पेटी।")));
      return;
    }
    const entry: FooterLink = { label };
    if (link.page) entry.to = link.page;
    if (link.document && link.document !== "not available") entry.file = documentUrl(link.document);
    if (school && link.whatsapp_message) entry.href = `https://wa.me/${school.whatsapp.international.slice(1)}?text=${encodeURIComponent(plain(link.whatsapp_message))}`;
    if (school && link.email_subject) entry.href = `mailto:${school.email}?subject=${encodeURIComponent(plain(link.email_subject))}`;
    footerLinks.push(entry);
  });

  let career: Career | undefined;
  if (careerR.value && school) {
    const c = careerR.value;
    career = {
      introduction: c.introduction,
      vacancies: c.vacancies.map((vacancy) => ({ ...vacancy, last_date: formatDate(vacancy.last_date, language) })),
      noVacancies: c.no_vacancies,
      howToApply: c.how_to_apply.map((p, i) => letterParts(p, letterWords(school), placeOf(careerR, "content/career.yaml", ["how_to_apply", i]), problems, true)),
    };
  }

  for (const problem of await Promise.all(mediaChecks)) if (problem) problems.push(problem);
  let about: About | undefined;
  let transport: Transport | undefined;
  if (aboutR.value) {
    const { school_days, summer, winter, office_days, office_opens, office_closes, ...pageText } = aboutR.value;
    const hours = schoolHours(aboutR.value, language, words.hours, (fieldPath) => placeOf(aboutR, "content/about.yaml", fieldPath), problems);
    about = { ...pageText, hours };
    if (transportR.value) {
      const routes = busRoutes(transportR.value, aboutR.value, language, (fieldPath) => placeOf(transportR, "content/transport.yaml", fieldPath), problems);
      transport = { ...transportR.value, routes, seasons: hours.seasons };
    }
  }
  const faculty = facultyR.value;
  const onlineEducation = onlineR.value;
  if (problems.length > 0 || !school || !home || !gallery || !admissions || !disclosure || !linksR.value || !documentsR.value) return undefined;
  if (!about || !faculty || !transport || !onlineEducation || !career) return undefined;
  return { school, home, gallery, admissions, documents, disclosure, footerLinks, about, faculty, transport, onlineEducation, career };
}
