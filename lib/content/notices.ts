// The notices: one file per notice in content/notices/, read and checked, and made into what the pages show
// in each language. A notice's address comes from its file's name, so it stays the same when its title is
// corrected, and the office pastes it on WhatsApp the day it is published.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Sanscript from "@indic-transliteration/sanscript";
import { type Notice, noticeFile, type OneLanguage } from "./schema";
import type { Language } from "../site/language";
import { noticePdfUrl, noticePhotoSrc } from "../site/public-paths";
import { inLanguage } from "./languages";
import type { FileFacts } from "./file-facts";
import { naturalOrder } from "./album-order";
import { checkFile, NO_HINDI_YET, PHOTO_EXTENSIONS, type PhotoJob, type PublishedFile } from "./load";
import { placeOf, type Problem, problemAt, type ReadResult, readYamlFile } from "./read-yaml";
import { type Said, said } from "./said";

export const NOTICES_FOLDER = "notices";
/** The notice the office copies to write a new one (README, "A new notice"): checked like the others, never shown. */
export const EXAMPLE_NOTICE = "example.yaml";
/** The banner's picture for a shared link, for the notices without a photo of their own. */
export const BANNER_CARD = "/images/banner/card";

type NoticeValue = ReturnType<typeof noticeFile.parse>;
export type NoticeFile = { file: string; slug: string; read: ReadResult<NoticeValue> };

/**
 * A word of Devanagari in Latin letters, as a Hindi reader spells it in an address: ITRANS (बैठक → baiThaka) in
 * small letters, with three habits of Hindi that Sanscript leaves out (it spells Sanskrit): the last vowel-less
 * "a" dropped (baithak, shikshak; a cluster keeps it: mitra), the nasal dot "m" before p, b and m and "n"
 * elsewhere (disambar, band, hAN → han), and the dot under ज़ left out (jaruri).
 */
const romanised = (devanagari: string) => {
  const word = devanagari.replace(/\u093C/g, "");
  const latin = Sanscript.t(word, "devanagari", "itrans")
    .replace(/M(?=[pbm])/g, "m")
    .replace(/M|\.N/g, "n")
    .toLowerCase();
  const endsInBareConsonant = /[^\u094D\s][\u0915-\u0939\u0958-\u095F]$/u.test(word);
  return endsInBareConsonant && latin.endsWith("a") ? latin.slice(0, -1) : latin;
};

/**
 * "2026-12-20 Winter Break.yaml" → "2026-12-20-winter-break": the notice's address, /notices/2026-12-20-winter-break.
 * A name in Hindi is spelled in Latin letters (2026-12-12 अभिभावक बैठक → 2026-12-12-abhibhavak-baithak), not a
 * date and a number: the address is pasted on WhatsApp, where a parent sees what it is about before opening it,
 * and the clerk finds the file in content/notices/ by its name. Devanagari itself would reach a phone as
 * %E0%A4%AC… in many apps.
 */
export const noticeSlug = (fileName: string) =>
  fileName
    .replace(/\.ya?ml$/i, "")
    .normalize("NFC")
    .replace(/[\u0900-\u097F]+/gu, (word) => ` ${romanised(word)} `)
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Every notice file, read and checked on its own; the example is checked too, but not returned. */
export function readNoticeFiles(contentDir: string, problems: Problem[]): NoticeFile[] {
  const dir = path.join(contentDir, NOTICES_FOLDER);
  if (!existsSync(dir)) return [];
  const notices: NoticeFile[] = [];
  const addresses = new Map<string, string>();
  for (const name of readdirSync(dir).sort(naturalOrder)) {
    const file = `content/${NOTICES_FOLDER}/${name}`;
    if (!statSync(path.join(dir, name)).isFile()) continue;
    // Notepad saves "winter-break.yaml" as "winter-break.yaml.txt" unless told otherwise.
    if (/\.ya?ml\.txt$/i.test(name)) {
      problems.push(problemAt(
          { file },
          said(
            'this notice was saved as a text file (its name ends in ".txt"), so the site does not read it. Rename it so that its name ends in ".yaml".',
            'यह सूचना टेक्स्ट फ़ाइल के रूप में सहेजी गई है (इसका नाम ".txt" पर ख़त्म होता है), इसलिए वेबसाइट इसे नहीं पढ़ती। इसका नाम बदलें ताकि वह ".yaml" पर ख़त्म हो।',
          ),
        ));
      continue;
    }
    if (!/\.ya?ml$/i.test(name)) continue;
    // Windows names a copy "example - Copy.yaml", a Mac "example copy.yaml".
    if (name !== EXAMPLE_NOTICE && /^example\b/i.test(name)) {
      problems.push(problemAt(
          { file },
          said(
            "this is a copy of the example notice that still has the example's name. Rename it after the notice's date and subject, like 2026-12-20-winter-break.yaml: the name becomes the notice's address.",
            "यह उदाहरण सूचना की प्रति है जिसका नाम अभी भी उदाहरण वाला है। इसका नाम सूचना की तारीख़ और विषय पर रखें, जैसे 2026-12-20-winter-break.yaml: यही नाम सूचना का पता बनता है।",
          ),
        ));
      continue;
    }
    const slug = noticeSlug(name);
    if (!slug) {
      problems.push(problemAt(
          { file },
          said(
            "the file's name becomes the notice's address, so it needs English letters or digits. Rename it, like 2026-12-20-winter-break.yaml.",
            "फ़ाइल का नाम सूचना का पता बनता है, इसलिए उसमें अंग्रेज़ी अक्षर या अंक चाहिए। उसका नाम बदलें, जैसे 2026-12-20-winter-break.yaml।",
          ),
        ));
      continue;
    }
    const other = addresses.get(slug);
    if (other) {
      problems.push(problemAt({ file }, said(`this file and ${other} give the same address, /notices/${slug}. Rename one of them.`, `यह फ़ाइल और ${other} एक ही पता देती हैं, /notices/${slug}। दोनों में से एक का नाम बदलें।`)));
      continue;
    }
    addresses.set(slug, file);
    const read = readYamlFile(readFileSync(path.join(dir, name)), file, noticeFile);
    problems.push(...read.problems);
    if (name !== EXAMPLE_NOTICE) notices.push({ file, slug, read });
  }
  return notices;
}

/** A notice's dates and times as its file or the office's form gives them (days 2026-12-02, times 14:25). */
type NoticeDates = { published: string; last_day?: string; event?: { day: string; last_day?: string; starts?: string; ends?: string } };

/** What can be wrong with a notice's dates and times that each date alone does not show. */
export type NoticeDateProblem =
  | { kind: "lastDayBeforePublished"; lastDay: string; published: string }
  | { kind: "eventLastDayBeforeDay"; lastDay: string; day: string }
  | { kind: "timesOnSeveralDays" }
  | { kind: "endWithoutStart" }
  | { kind: "endsBeforeStart"; starts: string; ends: string };

/**
 * The rules between a notice's dates, each with the field it is told beside: one place for them, put into
 * words by the build (below, in English, the content's language) and by the office's phone form (in its
 * person's language, office/words.ts).
 */
export function noticeDateProblems(notice: NoticeDates): { field: string[]; problem: NoticeDateProblem }[] {
  const found: { field: string[]; problem: NoticeDateProblem }[] = [];
  const { event } = notice;
  if (notice.last_day && notice.last_day < notice.published) found.push({ field: ["last_day"], problem: { kind: "lastDayBeforePublished", lastDay: notice.last_day, published: notice.published } });
  if (event?.last_day && event.last_day < event.day) found.push({ field: ["event", "last_day"], problem: { kind: "eventLastDayBeforeDay", lastDay: event.last_day, day: event.day } });
  if (event?.last_day && (event.starts || event.ends)) found.push({ field: ["event", "starts"], problem: { kind: "timesOnSeveralDays" } });
  if (event?.ends && !event.starts) found.push({ field: ["event", "ends"], problem: { kind: "endWithoutStart" } });
  if (event?.ends && event.starts && event.ends <= event.starts) found.push({ field: ["event", "ends"], problem: { kind: "endsBeforeStart", starts: event.starts, ends: event.ends } });
  return found;
}

type InWords = { [K in NoticeDateProblem["kind"]]: (problem: Extract<NoticeDateProblem, { kind: K }>) => Said };

/** The build's words for them, after the file, the line and the field. */
const IN_WORDS: InWords = {
  lastDayBeforePublished: ({ lastDay, published }) =>
    said(
      `the last day it is shown (${lastDay}) is before the day it is published (${published}). Correct one of the two.`,
      `आख़िरी दिन (${lastDay}) पहले दिन (${published}) से पहले है। दोनों में से एक ठीक करें।`,
    ),
  eventLastDayBeforeDay: ({ lastDay, day }) =>
    said(`the event's last day (${lastDay}) is before its first day (${day}). Correct one of the two.`, `कार्यक्रम का आख़िरी दिन (${lastDay}) उसके पहले दिन (${day}) से पहले है। दोनों में से एक ठीक करें।`),
  timesOnSeveralDays: () =>
    said(
      "an event with times is on one day: remove the times, or the event's last day (write a notice for each day instead).",
      "समय वाला कार्यक्रम एक ही दिन का होता है: समय हटाएँ, या कार्यक्रम का आख़िरी दिन (इसकी जगह हर दिन के लिए अलग सूचना लिखें)।",
    ),
  endWithoutStart: () => said('an end time needs a start time: add a line "starts:" above it.', 'ख़त्म होने के समय के साथ शुरू होने का समय भी चाहिए: उसके ऊपर "starts:" की पंक्ति जोड़ें।'),
  endsBeforeStart: ({ starts, ends }) =>
    said(`the event ends (${ends}) before it starts (${starts}). Correct one of the two, on the 24-hour clock.`, `कार्यक्रम शुरू होने (${starts}) से पहले ख़त्म (${ends}) हो रहा है। 24 घंटे की घड़ी में, दोनों में से एक ठीक करें।`),
};

/** Where the files a notice names are collected: in English only, since they are the same in both languages. */
export type NoticeMedia = { photos: PhotoJob[]; published: PublishedFile[]; checkMedia: boolean; facts: FileFacts; banner?: string };

/** Each notice as `language` reads it, checked; its texts without a Hindi version are added to `untranslated`. */
export async function noticesIn(
  contentDir: string,
  files: NoticeFile[],
  language: Language,
  media: NoticeMedia | undefined,
  untranslated: Problem[],
  problems: Problem[],
): Promise<Notice[]> {
  const notices: Notice[] = [];
  let bannerCard = false;
  for (const { file, slug, read } of files) {
    if (!read.value) continue;
    const n: OneLanguage<NoticeValue> = inLanguage(noticeFile, read.value, language, (fieldPath) =>
      untranslated.push(problemAt(placeOf(read, file, fieldPath), NO_HINDI_YET)),
    );
    const at = (...fieldPath: PropertyKey[]) => placeOf(read, file, fieldPath);
    const found = (fieldPath: PropertyKey[], what: Said) => problems.push(problemAt(at(...fieldPath), what));
    for (const { field, problem } of noticeDateProblems(n)) found(field, IN_WORDS[problem.kind](problem as never));
    const event = n.event;

    let attachment: Notice["attachment"];
    let card = BANNER_CARD;
    if (n.attachment) {
      // By its name alone, beside the notice, or with its folder as the other content files name theirs (and the form editor writes it).
      const relative = n.attachment.startsWith(`${NOTICES_FOLDER}/`) ? n.attachment : `${NOTICES_FOLDER}/${n.attachment}`;
      const extension = path.extname(n.attachment).toLowerCase();
      const onDisk = path.join(contentDir, relative);
      const kind = extension === ".pdf" ? "pdf" : PHOTO_EXTENSIONS.includes(extension) ? "photo" : undefined;
      if (!kind) {
        found(
          ["attachment"],
          said(
            `content/${relative} is not a PDF or a photo. Save a document as PDF (in Word: File > Save As > PDF), or a picture as JPEG, put it beside the notice and write its name here.`,
            `content/${relative} न PDF है न फ़ोटो। दस्तावेज़ को PDF के रूप में सहेजें (Word में: File > Save As > PDF), या चित्र को JPEG के रूप में, उसे सूचना के पास रखें और उसका नाम यहाँ लिखें।`,
          ),
        );
      } else {
        const problem = media?.checkMedia ? await checkFile(contentDir, relative, kind, at("attachment"), media.facts) : undefined;
        if (problem) problems.push(problem);
        else if (kind === "pdf") {
          // Its size is that of its clean copy, known once it is published (lib/publish/site-data.ts).
          attachment = { kind, src: noticePdfUrl(slug), bytes: 0 };
          media?.published.push({ url: noticePdfUrl(slug), file: onDisk, kind });
        } else {
          // Its size is that of the copy a reader opens, known once the photos are made (lib/publish/site-data.ts).
          attachment = { kind, src: noticePhotoSrc(slug), bytes: 0 };
          card = `${noticePhotoSrc(slug)}/card`;
          media?.photos.push({ src: attachment.src, file: onDisk, use: "wide", gallery: true }, { src: card, file: onDisk, use: "card", gallery: true });
        }
      }
    }
    if (card === BANNER_CARD) bannerCard = true;
    notices.push({
      slug,
      // The schema holds a title and a text in one language at least; inLanguage gives the other's pages that one.
      title: n.title!,
      published: n.published,
      lastDay: n.last_day ?? event?.last_day ?? event?.day,
      category: n.category,
      ...(n.classes ? { classes: n.classes } : {}),
      text: n.text!,
      pinned: n.pinned ?? false,
      ...(attachment ? { attachment } : {}),
      ...(event ? { event: { day: event.day, lastDay: event.last_day, starts: event.starts, ends: event.ends, ...(event.place ? { place: event.place } : {}) } } : {}),
      ...(n.taken_down ? { takenDown: n.taken_down } : {}),
      card,
    });
  }
  // The photos' copies reach a page with its loader's data (app/lib/content.server.ts), like the gallery's.
  if (bannerCard && media?.banner) media.photos.push({ src: BANNER_CARD, file: media.banner, use: "card", gallery: true });
  return notices;
}
