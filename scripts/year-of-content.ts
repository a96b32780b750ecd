// A school's content after a year of use, for `npm run bench:office`: the sample content's pages with, instead
// of its notices and albums, about 200 notices over the last twelve months in English and Hindi (some with an
// event on the calendar) and an album a month of 25 photos each, 12-megapixel JPEGs as a phone takes them. Made
// once into .cache/bench-year/, beside the published copies of its photos and what is known of its files
// (kept after the first publish of it), so that only the first run ever encodes the year's photos.
import { existsSync } from "node:fs";
import { copyFile, cp, link, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument, stringify } from "yaml";
import { phonePhotos } from "../tests/support/phone-photo";
import { root } from "../tests/support/app";
import { sampleContentDir } from "../tests/support/content-copy";
import { type SchoolSource, SCHOOL_CACHE } from "../tests/support/school";

const YEAR_DIR = path.join(root, ".cache/bench-year");
const NOTICES = 200;
const PHOTOS_PER_ALBUM = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

type Month = { en: string; hi: string };
type Event = Record<string, string>;

/** The kinds of notice a school puts out through the year, each in both languages; `event` puts it on the calendar. */
const KINDS: { slug: string; category: string; title: (m: Month) => [string, string]; text: (m: Month) => [string, string]; event?: (after: (days: number) => string) => Event }[] = [
  {
    slug: "class-tests",
    category: "exam",
    title: (m) => [`Class tests in ${m.en}`, `${m.hi} में कक्षा परीक्षाएँ`],
    text: (m) => [`The ${m.en} class tests are held in the first period. The syllabus is with the class teacher.`, `${m.hi} की कक्षा परीक्षाएँ पहले पीरियड में होंगी। पाठ्यक्रम कक्षा अध्यापक के पास है।`],
    event: (after) => ({ day: after(7), last_day: after(9) }),
  },
  {
    slug: "parent-teacher-meeting",
    category: "meeting",
    title: (m) => [`Parent-teacher meeting for ${m.en}`, `${m.hi} की अभिभावक-शिक्षक बैठक`],
    text: (m) => [`Please meet your child's class teacher to talk about the ${m.en} tests. Bring the report card.`, `${m.hi} की परीक्षाओं पर बात करने के लिए कृपया कक्षा अध्यापक से मिलें। रिपोर्ट कार्ड साथ लाएँ।`],
    event: (after) => ({ day: after(7), starts: "10:00", ends: "1:00 pm" }),
  },
  {
    slug: "fee-reminder",
    category: "general",
    title: (m) => [`Fees for ${m.en}`, `${m.hi} की फ़ीस`],
    text: (m) => [`The fees for ${m.en} are taken at the school office until the 10th, 9 am to 1 pm.`, `${m.hi} की फ़ीस 10 तारीख़ तक सुबह 9 बजे से दोपहर 1 बजे तक स्कूल कार्यालय में जमा होगी।`],
  },
  {
    slug: "local-holiday",
    category: "holiday",
    title: () => ["Holiday for the village fair", "गाँव के मेले का अवकाश"],
    text: () => ["The school is closed for the village fair. Classes start again the next day.", "गाँव के मेले के लिए स्कूल बंद रहेगा। कक्षाएँ अगले दिन से फिर शुरू होंगी।"],
    event: (after) => ({ day: after(7) }),
  },
  {
    slug: "test-results",
    category: "result",
    title: (m) => [`Results of the ${m.en} tests`, `${m.hi} की परीक्षाओं के परिणाम`],
    text: (m) => [`The marks of the ${m.en} tests are in the children's diaries. Please sign them.`, `${m.hi} की परीक्षाओं के अंक बच्चों की डायरी में हैं। कृपया उन पर हस्ताक्षर करें।`],
  },
  {
    slug: "quiz",
    category: "event",
    title: (m) => [`Inter-house quiz in ${m.en}`, `${m.hi} में अंतर-सदन प्रश्नोत्तरी`],
    text: () => ["Four students from each house take part. Parents are welcome in the hall.", "हर सदन से चार विद्यार्थी भाग लेंगे। अभिभावकों का सभागार में स्वागत है।"],
    event: (after) => ({ day: after(7), starts: "11:00", ends: "12:30", place: "School hall", place_hi: "विद्यालय का सभागार" }),
  },
  {
    slug: "library-books",
    category: "general",
    title: () => ["Library books to be returned", "पुस्तकालय की किताबें लौटाएँ"],
    text: (m) => [`Please return the library books taken in ${m.en} by the end of the month.`, `${m.hi} में ली गई पुस्तकालय की किताबें महीने के अंत तक लौटा दें।`],
  },
  {
    slug: "health-camp",
    category: "event",
    title: () => ["Free health check-up camp", "मुफ़्त स्वास्थ्य जाँच शिविर"],
    text: () => ["Doctors of the district hospital check every child's eyes, teeth and weight.", "ज़िला अस्पताल के डॉक्टर हर बच्चे की आँखों, दाँतों और वज़न की जाँच करेंगे।"],
    event: (after) => ({ day: after(7), starts: "09:30", ends: "1:00 pm", place: "School ground", place_hi: "स्कूल का मैदान" }),
  },
  {
    slug: "admission-enquiries",
    category: "admission",
    title: () => ["Admission enquiries", "प्रवेश संबंधी पूछताछ"],
    text: () => ["The school office answers questions about admissions on working days, 9 am to 1 pm.", "स्कूल कार्यालय काम के दिनों में सुबह 9 बजे से दोपहर 1 बजे तक प्रवेश के सवालों के जवाब देता है।"],
  },
  {
    slug: "school-timings",
    category: "general",
    title: (m) => [`School timings from ${m.en}`, `${m.hi} से विद्यालय का समय`],
    text: () => ["School starts at 8 am and ends at 1:30 pm. The buses leave ten minutes later.", "स्कूल सुबह 8 बजे शुरू होकर दोपहर 1:30 बजे बंद होगा। बसें दस मिनट बाद चलेंगी।"],
  },
  {
    slug: "drawing-competition",
    category: "event",
    title: () => ["Drawing competition", "चित्रकला प्रतियोगिता"],
    text: () => ["Children bring their own colours. The school gives the paper.", "बच्चे अपने रंग लाएँ। काग़ज़ स्कूल देगा।"],
    event: (after) => ({ day: after(7), starts: "10:00" }),
  },
  {
    slug: "uniform-check",
    category: "general",
    title: () => ["Uniform and shoes check", "वर्दी और जूतों की जाँच"],
    text: () => ["Class teachers check uniforms on Monday. Please mend or replace what is torn.", "कक्षा अध्यापक सोमवार को वर्दी देखेंगे। जो फटा हो उसे सिलवा दें या बदल दें।"],
  },
];

/** The albums of the year, one a month. */
const ALBUMS: [string, string, string][] = [
  ["republicDay", "Republic Day", "गणतंत्र दिवस"],
  ["sciencefair", "Science fair", "विज्ञान मेला"],
  ["holi", "Holi celebration", "होली उत्सव"],
  ["newSession", "The new session", "नया सत्र"],
  ["summerCamp", "Summer camp", "ग्रीष्म शिविर"],
  ["yogaDay", "Yoga day", "योग दिवस"],
  ["treePlanting", "Tree planting", "वृक्षारोपण"],
  ["independenceDay", "Independence Day", "स्वतंत्रता दिवस"],
  ["teachersDay", "Teachers' Day", "शिक्षक दिवस"],
  ["gandhiJayanti", "Gandhi Jayanti", "गांधी जयंती"],
  ["diwaliMela", "Diwali mela", "दीपावली मेला"],
  ["sportsWeek", "Sports week", "खेल सप्ताह"],
];

const daysAfter = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const monthOf = (day: string): Month => ({ en: MONTHS[Number(day.slice(5, 7)) - 1]!, hi: MONTHS_HI[Number(day.slice(5, 7)) - 1]! });

/** The year's notices, as files: one every day or two from a year before `today` to the day before it. */
function notices(today: string) {
  return Array.from({ length: NOTICES }, (_, i) => {
    const published = daysAfter(today, Math.floor((i * 365) / NOTICES) - 365);
    const kind = KINDS[i % KINDS.length]!;
    const [title, title_hi] = kind.title(monthOf(published));
    const [text, text_hi] = kind.text(monthOf(published));
    const notice = {
      title,
      title_hi,
      published,
      category: kind.category,
      classes: "All classes",
      classes_hi: "सभी कक्षाएँ",
      text: [text, `Notice ${i + 1} of the year.`],
      text_hi: [text_hi, `साल की सूचना ${i + 1}।`],
      ...(kind.event && { event: kind.event((days) => daysAfter(published, days)) }),
    };
    return { file: `${published}-${kind.slug}.yaml`, yaml: stringify(notice) };
  });
}

/** Writes the year's content into `dir`. */
async function makeContent(dir: string, today: string, say: (line: string) => void) {
  await cp(sampleContentDir, dir, { recursive: true });
  for (const old of ["albums", "covers"]) await rm(path.join(dir, old), { recursive: true, force: true });
  for (const file of await readdir(path.join(dir, "notices"))) if (file !== "example.yaml") await rm(path.join(dir, "notices", file));
  for (const { file, yaml } of notices(today)) await writeFile(path.join(dir, "notices", file), yaml);

  const gallery = parseDocument(await readFile(path.join(dir, "gallery.yaml"), "utf8"));
  const albums = ALBUMS.map(([name, title, title_hi], month) => ({ folder: `${name}${daysAfter(today, month * 30 - 365).slice(0, 4)}`, title, title_hi }));
  gallery.set("albums", albums.map(({ folder, title, title_hi }) => ({ title, title_hi, description: `${title}: photos by the teachers.`, description_hi: `${title_hi}: शिक्षकों की खींची तस्वीरें।`, folder })));
  await writeFile(path.join(dir, "gallery.yaml"), gallery.toString());

  const photos = albums.flatMap(({ folder }) => Array.from({ length: PHOTOS_PER_ALBUM }, (_, i) => path.join(dir, "albums", folder, `IMG_${String(i + 1).padStart(4, "0")}.jpg`)));
  let made = 0;
  for await (const photo of phonePhotos(photos.length)) {
    const file = photos[made++]!;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, photo);
    if (made % 50 === 0) say(`  ${made} of ${photos.length} photos made`);
  }
}

/**
 * The year's content and the school's cache published with it, made the first time (the photos take some
 * minutes; their copies are made by the first publish, see `keepPublishedCopies`).
 */
export async function yearOfContent(today: string, say: (line: string) => void): Promise<SchoolSource> {
  const source = { content: path.join(YEAR_DIR, "content"), cache: path.join(YEAR_DIR, SCHOOL_CACHE) };
  if (existsSync(source.content)) return source;
  const making = `${source.content}.partial`;
  await rm(making, { recursive: true, force: true });
  say(`Making a year of content in ${YEAR_DIR} (once: ${NOTICES} notices, ${ALBUMS.length} albums of ${PHOTOS_PER_ALBUM} phone photos)…`);
  await makeContent(making, today, say);
  await rename(making, source.content);
  return source;
}

/**
 * After the first publish of a school made from `source`: the photos' published copies and what is known of
 * its files, kept in `source` (hard links: the copies are never written in place), for the next run.
 */
export async function keepPublishedCopies(schoolDir: string, source: SchoolSource) {
  const made = path.join(schoolDir, SCHOOL_CACHE, "media");
  const kept = path.join(source.cache, "media");
  await mkdir(kept, { recursive: true });
  for (const file of await readdir(made)) if (!file.endsWith(".partial") && !existsSync(path.join(kept, file))) await link(path.join(made, file), path.join(kept, file));
  const facts = path.join(source.cache, "file-facts.json");
  await copyFile(path.join(schoolDir, SCHOOL_CACHE, "file-facts.json"), `${facts}.new`);
  await rename(`${facts}.new`, facts);
}
