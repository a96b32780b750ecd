// The shape of the school's content files (content/*.yaml) and of what the site makes of them. Only types
// leave this file for the browser bundle; zod itself runs at build time (scripts/content/) and in tests.
//
// The YAML is read with the "failsafe" schema, so every value arrives as text: a number written "24" or 24 is
// the same, a PIN code keeps its zeros and "1:1" stays "1:1". The checks below turn text into numbers where a
// number is meant, and every message is written for the school office (scripts/content/messages.ts).
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";

/** Every message here is written for the school office; scripts/content/messages.ts puts the file, line and field in front. */
const plain = (message: string) => ({ error: message });

export const text = z.string(plain("write some text here.")).trim().min(1, plain("this is empty: write it in."));
const optionalText = z.string(plain("write some text here.")).trim().optional();
const paragraphs = z.array(text, plain("write one or more paragraphs, each on its own line starting with a dash (-).")).min(1, plain("write at least one paragraph."));

/** A whole number, written in digits; "12,140" or "12 140" is read as 12140. */
export const count = (max = 1_000_000) =>
  z
    .string(plain("write a number in digits, like 24."))
    .trim()
    .refine((value) => /^\d{1,3}(?:[, ]?\d{2,3})*$/.test(value), plain("write it as a number in digits, like 24."))
    .transform((value) => Number(value.replace(/[, ]/g, "")))
    .refine((value) => value <= max, plain(`this number is too large: at most ${max}.`));

/** A file inside the content folder, written as its path there ("photos/logo.png"). Whether it exists is checked later. */
const file = z
  .string(plain("write the file's name, with its folder, like photos/logo.png."))
  .trim()
  .min(1, plain("this is empty: write the file's name, with its folder, like photos/logo.png."))
  .refine((p) => !p.startsWith("/") && !p.split(/[\\/]/).includes(".."), plain("write the file's place inside the content folder, like photos/logo.png."));

/** A phone number as the office writes it; the site shows it as written and dials the international form. */
const phoneNumber = (kind: "phone" | "WhatsApp") =>
  z
    .string(plain("write the number with the country code, like +91 98765 43210."))
    .trim()
    .transform((value, context) => {
      const digits = value.replace(/[^\d+]/g, "");
      if (!digits.startsWith("+")) {
        context.addIssue({ code: "custom", message: "write it with the country code, like +91 98765 43210." });
        return z.NEVER;
      }
      const parsed = parsePhoneNumberFromString(value);
      if (!parsed || !parsed.isValid()) {
        context.addIssue({ code: "custom", message: "this is not a real phone number: check the digits, and write it like +91 98765 43210." });
        return z.NEVER;
      }
      if (kind === "WhatsApp" && parsed.getType() === "FIXED_LINE") {
        context.addIssue({ code: "custom", message: "this is a landline number, which WhatsApp cannot reach: write a mobile number." });
        return z.NEVER;
      }
      return { display: parsed.formatInternational(), international: parsed.number as string };
    });

const email = z
  .string(plain("write an email address, like office@school.in."))
  .trim()
  .pipe(z.email(plain("this is not an email address: write it like office@school.in.")));

const webAddress = z
  .string(plain("write a web address, starting with https://"))
  .trim()
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "write the whole web address, starting with https://" }));

const yesNo = z
  .string(plain("write yes or no."))
  .trim()
  .toLowerCase()
  .refine((v) => ["yes", "no"].includes(v), plain("write yes or no."))
  .transform((v) => v === "yes");

const DATE_FORMS = "as year-month-day, like 2027-03-31, or as day/month/year, like 31/03/2027";

/** A day, written 2027-03-31 or 31/03/2027 (31-03-2027, 31.03.2027), read as 2027-03-31. */
export const date = z.string(plain(`write a date ${DATE_FORMS}.`)).transform((value, context) => {
  const written = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(written);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(written);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) {
    context.addIssue({ code: "custom", message: `"${written}" is not a date the site can read: write it ${DATE_FORMS}.` });
    return z.NEVER;
  }
  const result = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  // new Date() would quietly turn 31 February into 3 March: the day must come back as written.
  if (Number.isNaN(Date.parse(`${result}T12:00:00Z`)) || new Date(`${result}T12:00:00Z`).toISOString().slice(0, 10) !== result) {
    context.addIssue({ code: "custom", message: `there is no such day as "${written}": check the day and the month (write it ${DATE_FORMS}).` });
    return z.NEVER;
  }
  return result;
});

const TIME_FORMS = "on the 24-hour clock, like 06:55 or 14:25, or with am or pm, like 2:25 pm";

/** A time of day, written 06:55, 14:25 or 2:25 pm, read as 14:25. */
export const time = z.string(plain(`write a time ${TIME_FORMS}.`)).transform((value, context) => {
  const written = value.trim();
  const found = /^(\d{1,2})[:.](\d{2})\s*(?:([ap])\.?\s*m\.?)?$/i.exec(written);
  let hours = Number(found?.[1]);
  const minutes = Number(found?.[2]);
  const half = found?.[3]?.toLowerCase();
  if (half && hours >= 1 && hours <= 12) hours = (hours % 12) + (half === "p" ? 12 : 0);
  else if (half) hours = Number.NaN;
  if (!found || !(hours >= 0 && hours <= 23) || !(minutes >= 0 && minutes <= 59)) {
    context.addIssue({ code: "custom", message: `"${written}" is not a time the site can read: write it ${TIME_FORMS}.` });
    return z.NEVER;
  }
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
});

const colour = z.string().trim().regex(/^#[0-9a-f]{6}$/i, plain("write a colour code: # and six letters or digits, like #1d5c3a."));

export const HINDI_SUFFIX = "_hi";

/**
 * Fields the office may also write in Hindi: each gets a `<name>_hi` beside it, optional (a Hindi page shows
 * the English text where it is missing, and the build lists it). scripts/content/languages.ts reads them.
 */
export function withHindi<S extends Record<string, z.ZodType>>(shape: S) {
  // Left empty (the form editor writes "" for a field emptied again) is the same as not written.
  const blankToMissing = (value: unknown) => ((typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0) ? undefined : value);
  const hindi = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`${name}${HINDI_SUFFIX}`, z.preprocess(blankToMissing, schema.optional())]));
  return { ...shape, ...hindi } as S & { [K in keyof S & string as `${K}_hi`]: z.ZodPipe<z.ZodTransform, z.ZodOptional<S[K]>> };
}

const photoWithText = z.strictObject({ photo: file, ...withHindi({ description: text }) });

// ---- content/school.yaml ----------------------------------------------------------------------------
export const schoolFile = z.strictObject({
  ...withHindi({ name: text }),
  short_name: text.max(12, plain("this is too long for a phone's home screen: at most 12 letters.")),
  ...withHindi({ description: text }),
  affiliation_number: text,
  school_code: text,
  ...withHindi({ board: text, classes: text, medium: text }),
  address: z.strictObject({
    ...withHindi({ street: text, village: text, district: text, state: text }),
    pin_code: text,
    ...withHindi({ country: text }),
  }),
  map_link: webAddress,
  principal: z.strictObject(withHindi({ name: text, qualifications: text })),
  email,
  phone: phoneNumber("phone"),
  whatsapp: phoneNumber("WhatsApp"),
  logo: file,
  banner: photoWithText,
  theme_colour: colour,
});

// ---- content/home.yaml ------------------------------------------------------------------------------
const leaderFields = { photo: file, ...withHindi({ message: paragraphs }) };
export const homeFile = z.strictObject({
  video: z.strictObject({ file, poster: file, ...withHindi({ description: text }) }),
  director: z.strictObject({ ...withHindi({ name: text, qualifications: text }), ...leaderFields }),
  principal: z.strictObject(leaderFields),
});

// ---- content/gallery.yaml ---------------------------------------------------------------------------
export const galleryFile = z.strictObject({
  slideshow: z.array(z.strictObject({ photo: file, ...withHindi({ title: text, description: text }) }), plain("list the slideshow's photos, each starting with a dash (-).")).min(1, plain("list at least one photo.")),
  albums: z
    .array(
      z.strictObject({
        ...withHindi({ title: text, description: text }),
        folder: z
          .string(plain("write the album's folder name (inside content/albums)."))
          .trim()
          .regex(/^[A-Za-z][A-Za-z0-9]*$/, plain("use only letters and digits, starting with a letter, like schoolSportImages.")),
        cover: file.optional(),
      }),
      plain("list the albums, each starting with a dash (-)."),
    )
    .min(1, plain("list at least one album.")),
});

// ---- content/admissions.yaml ------------------------------------------------------------------------
export const admissionsFile = z.strictObject({
  photo: photoWithText,
  letter: z.strictObject(withHindi({ greeting: text, paragraphs, signature: text })),
  ...withHindi({ class_label: text, cut_off_date: text }),
  classes: z
    .array(
      z.strictObject({
        value: z.enum(["nursery", "lkg", "ukg", "first"], plain("must be one of nursery, lkg, ukg or first.")),
        ...withHindi({
          age: text,
          documents: z.array(text, plain("list the documents, one per line starting with a dash (-).")).min(1, plain("list at least one document.")),
          fees: text,
          dates: text,
        }),
      }),
    )
    .min(1, plain("list at least one class.")),
});

// ---- content/documents.yaml -------------------------------------------------------------------------
export const documentsFile = z.strictObject({
  documents: z
    .array(
      z.strictObject({
        id: z
          .string(plain("write a short name in small letters, like fee-structure."))
          .trim()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, plain("use small letters, digits and dashes only, like fee-structure.")),
        ...withHindi({ title: text }),
        file,
      }),
    )
    .min(1, plain("list at least one document.")),
});

// ---- content/disclosure.yaml ------------------------------------------------------------------------
const documentRow = z.strictObject({ ...withHindi({ item: text }), document: text });
export const disclosureFile = z.strictObject({
  documents: z.array(documentRow).min(1, plain("list at least one row.")),
  results_and_academics: z.array(documentRow).min(1, plain("list at least one row.")),
  staff: z.strictObject({
    teachers_section_ratio: text,
    ...withHindi({ special_educator: text, counsellor: text }),
  }),
  class_x_results: z
    .array(z.strictObject({ year: count(3000), registered: count(), passed: count(), ...withHindi({ remarks: optionalText }) }))
    .min(1, plain("list at least one year.")),
  infrastructure: z.strictObject({
    campus_area_square_metres: count(),
    classrooms: count(),
    classroom_size_square_metres: count(),
    laboratories: count(),
    laboratory_size_square_metres: count(),
    internet: yesNo,
    girls_toilets: count(),
    boys_toilets: count(),
    inspection_video: webAddress,
  }),
});

// ---- content/links.yaml -----------------------------------------------------------------------------
export const linksFile = z.strictObject({
  important_links: z.array(
    z.strictObject({
      // A link to a page of the site takes the page's name (the dictionaries' `pages`): no label needed.
      ...withHindi({ label: text.optional() }),
      page: z.string().trim().regex(/^\/[A-Za-z#-]*$/, plain("write an address of this site, starting with /, like /mpd.")).optional(),
      document: text.optional(),
      ...withHindi({ whatsapp_message: text.optional(), email_subject: text.optional() }),
    }),
  ),
});

// ---- The pages of the navigation: about.yaml, faculty.yaml, transport.yaml, online-education.yaml, career.yaml

const section = z.strictObject(withHindi({ heading: text, paragraphs }));

export const aboutFile = z.strictObject({
  ...withHindi({ introduction: text, history: paragraphs, vision: paragraphs }),
  school_hours: z.array(z.strictObject(withHindi({ days: text, hours: text }))).min(1, plain("list at least one line of hours.")),
  ...withHindi({ how_to_reach: paragraphs }),
});

export const facultyFile = z.strictObject({
  ...withHindi({ introduction: text }),
  teachers: z
    .array(
      z.strictObject({
        ...withHindi({ name: text }),
        post: z.enum(["PGT", "TGT", "PRT"], plain("write PGT, TGT or PRT.")),
        ...withHindi({ subject: text, classes: text, qualification: text }),
      }),
    )
    .min(1, plain("list at least one teacher.")),
});

export const transportFile = z.strictObject({
  ...withHindi({ introduction: text }),
  coordinator: z.strictObject({ ...withHindi({ name: text }), phone: phoneNumber("phone") }),
  fees: z.array(z.strictObject(withHindi({ distance: text, fee: text }))).min(1, plain("list at least one fee.")),
  routes: z
    .array(
      z.strictObject({
        ...withHindi({ name: text }),
        stops: z.array(z.strictObject(withHindi({ place: text, morning: text, afternoon: text }))).min(1, plain("list at least one stop.")),
      }),
    )
    .min(1, plain("list at least one route.")),
  ...withHindi({ safety_rules: paragraphs }),
});

export const onlineEducationFile = z.strictObject({
  ...withHindi({ introduction: text }),
  sections: z.array(section).min(1, plain("write at least one section.")),
  resources: z.array(z.strictObject({ ...withHindi({ name: text, description: text }), link: webAddress.optional() })),
});

export const careerFile = z.strictObject({
  ...withHindi({ introduction: text }),
  vacancies: z.array(z.strictObject(withHindi({ post: text, subject: text, qualification: text, last_date: text }))),
  ...withHindi({ no_vacancies: text, how_to_apply: paragraphs }),
});

/** Each content file, by its name in content/, with what it must hold. */
export const CONTENT_FILES = {
  "school.yaml": schoolFile,
  "home.yaml": homeFile,
  "gallery.yaml": galleryFile,
  "admissions.yaml": admissionsFile,
  "documents.yaml": documentsFile,
  "disclosure.yaml": disclosureFile,
  "links.yaml": linksFile,
  "about.yaml": aboutFile,
  "faculty.yaml": facultyFile,
  "transport.yaml": transportFile,
  "online-education.yaml": onlineEducationFile,
  "career.yaml": careerFile,
} as const;

export type ContentFiles = { [F in keyof typeof CONTENT_FILES]: z.output<(typeof CONTENT_FILES)[F]> };

/** A value of a content file as one language reads it: its `_hi` fields folded in (scripts/content/languages.ts). */
export type OneLanguage<T> = T extends readonly (infer U)[]
  ? OneLanguage<U>[]
  : T extends object
    ? { [K in keyof T as K extends `${string}_hi` ? never : K]: OneLanguage<T[K]> }
    : T;
export type ContentInOneLanguage = { [F in keyof ContentFiles]: OneLanguage<ContentFiles[F]> };

// ---- What the site is given (app/generated/content/*.json, made by scripts/build-content.ts) ---------

/** A phone number as shown, and in the international form that tel: and wa.me links dial. */
export type PhoneNumber = { display: string; international: string };
/** A photo as the pages name it: its key in the media manifest ("/images/banner"), and words for who cannot see it. */
export type ContentPhoto = { src: string; alt: string };

export type School = {
  name: string;
  shortName: string;
  description: string;
  affiliationNumber: string;
  schoolCode: string;
  board: string;
  classes: string;
  medium: string;
  address: { street: string; village: string; district: string; state: string; pinCode: string; country: string };
  /** One line, as an envelope would show it. */
  postalAddress: string;
  mapUrl: string;
  principal: { name: string; qualifications: string };
  email: string;
  phone: PhoneNumber;
  whatsapp: PhoneNumber;
  logo: string;
  banner: ContentPhoto;
  themeColor: string;
};

export type Leader = { role: "director" | "principal"; name: string; qualifications: string; photo: string; message: string[] };
export type Home = { video: { src: string; poster: string; label: string }; leaders: Leader[] };

export type GalleryCard = { title: string; description: string; cover: string; key: string; count: number };
/** A slide as the specification names it: img_url is its number, from 1. */
export type Slide = { img_url: number; img_title: string; img_desc: string };
export type Gallery = { cards: GalleryCard[]; slides: Slide[] };

/** A paragraph of the admissions letter: text, with the school's phone, WhatsApp and email as links where named. */
export type LetterPart = string | { link: "phone" | "whatsapp" | "email" };
export type Admissions = {
  image: ContentPhoto;
  letter: { greeting: string; paragraphs: LetterPart[][]; signature: string };
  classLabel: string;
  cutOffDate: string;
  /** Each class's name comes from the interface's dictionary (app/i18n), by its value. */
  classes: { value: "nursery" | "lkg" | "ukg" | "first"; age: string; documents: string[]; fees: string; dates: string }[];
};

export type SchoolDocument = { id: string; title: string; /** Its public address, /docs/<id>.pdf, whatever the uploaded file is called. */ file: string };

export type DisclosureCell =
  | string
  | { kind: "document"; title: string; /** Its public address, /docs/<id>.pdf. */ file: string }
  | { kind: "external"; href: string; label: string }
  | { kind: "unavailable" };
export type DisclosureSection = { id: string; letter: string; title: string; columns: string[]; rows: DisclosureCell[][] };

/** A footer link: a page of the site, a published document, a prefilled message, or plain text when it has no target. */
export type FooterLink = { label: string; /** A page, by its English address. */ to?: string; /** A published PDF's address. */ file?: string; href?: string };

/** The pages of the navigation, as their files give them (the office's words, already checked). */
export type About = OneLanguage<z.output<typeof aboutFile>>;
export type Faculty = OneLanguage<z.output<typeof facultyFile>>;
export type Transport = OneLanguage<z.output<typeof transportFile>>;
export type OnlineEducation = OneLanguage<z.output<typeof onlineEducationFile>>;
export type Career = { introduction: string; vacancies: OneLanguage<z.output<typeof careerFile>["vacancies"]>; noVacancies: string; howToApply: LetterPart[][] };

/** What the site shows in one language, area by area (app/generated/content/<lang>.json, read by the loaders). */
export type SiteContent = {
  school: School;
  home: Home;
  gallery: Gallery;
  admissions: Admissions;
  documents: SchoolDocument[];
  disclosure: DisclosureSection[];
  footerLinks: FooterLink[];
  about: About;
  faculty: Faculty;
  transport: Transport;
  onlineEducation: OnlineEducation;
  career: Career;
};
