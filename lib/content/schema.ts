// The shape of the school's content files (content/*.yaml) and of what the site makes of them. Only types
// leave this file for the browser bundle; zod itself runs at build time (lib/content/) and in tests.
//
// The YAML is read with the "failsafe" schema, so every value arrives as text: a number written "24" or 24 is
// the same, a PIN code keeps its zeros and "1:1" stays "1:1". The checks below turn text into numbers where a
// number is meant, and every message is written for the school office (lib/content/read-yaml.ts).
//
// This is also the one description of every field: `.meta({ label, help })` says what the office calls it and
// how to fill it in. The form editor's fields (office/editor/forms.ts) and the field named in each message to
// the office (read-yaml.ts) are made from it, so a field added here is in the form and in the messages at once.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import type { Moment } from "../site/dates";
import { DATE_FORMS, readWrittenDate } from "../site/written-date";
import { said, zodMessage } from "./said";
import { readWrittenTime, TIME_FORMS } from "../site/written-time";

declare module "zod/v4/core" {
  interface GlobalMeta {
    /** What the office calls the field, in the form editor and in the messages: "WhatsApp number". */
    label?: string;
    /** The same in Hindi, for the messages to an office working in Hindi: "WhatsApp नंबर". */
    labelHi?: string;
    /** How to fill it in, shown under the field in the form editor. */
    help?: string;
    /** The same in Hindi, for the form editor in Hindi. */
    helpHi?: string;
    /** For a list: what one entry is called, in small letters ("album": "Album 5, title"). */
    item?: string;
    /** The same in Hindi ("एल्बम": "एल्बम 5, शीर्षक"). */
    itemHi?: string;
    /** How the form editor asks for it, where a one-line box is not right: a box for several sentences, a photo or another file. */
    widget?: "text" | "image" | "file" | "date" | "time";
    /** For a photo or a file: the folder inside content/ where the form editor puts a file chosen for it. */
    folder?: string;
    /** For a text that must be one of a few words (and is not a z.enum): those words, for the form's choice. */
    options?: readonly string[];
  }
}

/**
 * Every message here is written for the school office, in English and in Hindi (lib/content/said.ts);
 * lib/content/read-yaml.ts puts the file, line and field in front.
 */
const plain = (en: string, hi: string) => ({ error: zodMessage(said(en, hi)) });
/** A message of a check that runs as it reads (a transform, a refine), in both languages. */
const issue = (en: string, hi: string) => ({ code: "custom" as const, message: zodMessage(said(en, hi)) });

export const text = z.string(plain("write some text here.", "यहाँ कुछ पाठ लिखें।")).trim().min(1, plain("this is empty: write it in.", "यह ख़ाली है: इसे भरें।"));
/** A text of a few sentences: the form gives it a box with room for them. */
const longText = text.meta({ widget: "text" });
const optionalText = z.string(plain("write some text here.", "यहाँ कुछ पाठ लिखें।")).trim().optional();
const paragraphs = z
  .array(longText, plain("write one or more paragraphs, each on its own line starting with a dash (-).", "एक या अधिक अनुच्छेद लिखें, हर एक अपनी पंक्ति में, डैश (-) से शुरू।"))
  .min(1, plain("write at least one paragraph.", "कम से कम एक अनुच्छेद लिखें।"))
  .meta({ item: "paragraph", itemHi: "अनुच्छेद" });

/** A whole number, written in digits; "12,140" or "12 140" is read as 12140. */
export const count = (max = 1_000_000) =>
  z
    .string(plain("write a number in digits, like 24.", "अंकों में संख्या लिखें, जैसे 24।"))
    .trim()
    .refine((value) => /^\d{1,3}(?:[, ]?\d{2,3})*$/.test(value), plain("write it as a number in digits, like 24.", "इसे अंकों में संख्या के रूप में लिखें, जैसे 24।"))
    .transform((value) => Number(value.replace(/[, ]/g, "")))
    .refine((value) => value <= max, plain(`this number is too large: at most ${max}.`, `यह संख्या बहुत बड़ी है: अधिकतम ${max}।`));

/** A file inside the content folder, written as its path there ("photos/logo.png"). Whether it exists is checked later. */
const file = z
  .string(plain("write the file's name, with its folder, like photos/logo.png.", "फ़ाइल का नाम उसके फ़ोल्डर के साथ लिखें, जैसे photos/logo.png।"))
  .trim()
  .min(1, plain("this is empty: write the file's name, with its folder, like photos/logo.png.", "यह ख़ाली है: फ़ाइल का नाम उसके फ़ोल्डर के साथ लिखें, जैसे photos/logo.png।"))
  .refine((p) => !p.startsWith("/") && !p.split(/[\\/]/).includes(".."), plain("write the file's place inside the content folder, like photos/logo.png.", "content फ़ोल्डर के भीतर फ़ाइल की जगह लिखें, जैसे photos/logo.png।"));
const photo = file.meta({ widget: "image" });

/** A phone number as the office writes it; the site shows it as written and dials the international form. */
const phoneNumber = (kind: "phone" | "WhatsApp") =>
  z
    .string(plain("write the number with the country code, like +91 98765 43210.", "नंबर देश के कोड के साथ लिखें, जैसे +91 98765 43210।"))
    .trim()
    .transform((value, context) => {
      const digits = value.replace(/[^\d+]/g, "");
      if (!digits.startsWith("+")) {
        context.addIssue(issue("write it with the country code, like +91 98765 43210.", "इसे देश के कोड के साथ लिखें, जैसे +91 98765 43210।"));
        return z.NEVER;
      }
      const parsed = parsePhoneNumberFromString(value);
      if (!parsed || !parsed.isValid()) {
        context.addIssue(issue("this is not a real phone number: check the digits, and write it like +91 98765 43210.", "यह कोई असली फ़ोन नंबर नहीं है: अंक जाँचें, और इसे ऐसे लिखें: +91 98765 43210।"));
        return z.NEVER;
      }
      if (kind === "WhatsApp" && parsed.getType() === "FIXED_LINE") {
        context.addIssue(issue("this is a landline number, which WhatsApp cannot reach: write a mobile number.", "यह लैंडलाइन नंबर है, जिस पर WhatsApp नहीं पहुँचता: मोबाइल नंबर लिखें।"));
        return z.NEVER;
      }
      return { display: parsed.formatInternational(), international: parsed.number as string };
    });

const email = z
  .string(plain("write an email address, like office@school.in.", "ईमेल पता लिखें, जैसे office@school.in।"))
  .trim()
  .pipe(z.email(plain("this is not an email address: write it like office@school.in.", "यह ईमेल पता नहीं है: इसे ऐसे लिखें: office@school.in।")));

const webAddress = z
  .string(plain("write a web address, starting with https://", "वेब पता लिखें, https:// से शुरू।"))
  .trim()
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, ...plain("write the whole web address, starting with https://", "पूरा वेब पता लिखें, https:// से शुरू।") }));

const YES_OR_NO = ["yes", "no"] as const;
const yesNo = z
  .string(plain("write yes or no.", "हाँ के लिए yes, नहीं के लिए no लिखें।"))
  .trim()
  .toLowerCase()
  .refine((v) => (YES_OR_NO as readonly string[]).includes(v), plain("write yes or no.", "हाँ के लिए yes, नहीं के लिए no लिखें।"))
  .transform((v) => v === "yes")
  .meta({ options: YES_OR_NO });

/** A day, written 31/03/2027 (31-03-2027, 31.03.2027, 31032027) or 2027-03-31, read as 2027-03-31. */
export const date = z
  .string(plain(`write a date ${DATE_FORMS.en}.`, `तारीख़ ${DATE_FORMS.hi} लिखें।`))
  .transform((value, context) => {
    const read = readWrittenDate(value);
    if ("date" in read) return read.date;
    context.addIssue({ code: "custom", message: zodMessage(read.problem) });
    return z.NEVER;
  })
  .meta({ widget: "date" });

/** A time of day, written 06:55, 14:25 or 2:25 pm, read as 14:25. */
export const time = z
  .string(plain(`write a time ${TIME_FORMS.en}.`, `समय ${TIME_FORMS.hi} लिखें।`))
  .transform((value, context) => {
    const read = readWrittenTime(value);
    if ("time" in read) return read.time;
    context.addIssue({ code: "custom", message: zodMessage(read.problem) });
    return z.NEVER;
  })
  .meta({ widget: "time" });

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** A month, written April, Apr or 4; read as its number, 1 to 12. */
export const month = z.string(plain("write a month, like April.", "महीना लिखें, जैसे April।")).transform((value, context) => {
  const written = value.trim().toLowerCase();
  const byName = MONTH_NAMES.findIndex((name) => written.length >= 3 && name.startsWith(written));
  const found = /^\d{1,2}$/.test(written) ? Number(written) : byName + 1;
  if (!(found >= 1 && found <= 12)) {
    context.addIssue(issue(`"${value.trim()}" is not a month: write its English name, like April, or its number, like 4.`, `"${value.trim()}" कोई महीना नहीं है: उसका अंग्रेज़ी नाम लिखें, जैसे April, या उसकी संख्या, जैसे 4।`));
    return z.NEVER;
  }
  return found;
});

const colour = z.string().trim().regex(/^#[0-9a-f]{6}$/i, plain("write a colour code: # and six letters or digits, like #1d5c3a.", "रंग का कोड लिखें: # और छह अक्षर या अंक, जैसे #1d5c3a।"));

export const HINDI_SUFFIX = "_hi";

/**
 * Fields the office may also write in Hindi: each gets a `<name>_hi` beside it, optional (a Hindi page shows
 * the English text where it is missing, and the build lists it), called as its English field is.
 * lib/content/languages.ts reads them.
 */
// Left empty (the form editor writes "" for a field emptied again) is the same as not written.
const blankToMissing = (value: unknown) => ((typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0) ? undefined : value);

export function withHindi<S extends Record<string, z.ZodType>>(shape: S) {
  const hindi = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`${name}${HINDI_SUFFIX}`, z.preprocess(blankToMissing, schema.optional())]));
  return { ...shape, ...hindi } as S & { [K in keyof S & string as `${K}_hi`]: z.ZodPipe<z.ZodTransform, z.ZodOptional<S[K]>> };
}

const name = text.meta({ label: "Name", labelHi: "नाम" });
const title = text.meta({ label: "Title", labelHi: "शीर्षक" });
const description = text.meta({ label: "Description", labelHi: "विवरण" });
const introduction = longText.meta({ label: "Introduction", labelHi: "परिचय" });
const qualifications = text.meta({ label: "Qualifications", labelHi: "योग्यताएँ" });
const photoWithText = z.strictObject({
  photo: photo.meta({ label: "Photo", labelHi: "फ़ोटो" }),
  ...withHindi({ description: text.meta({ label: "What the photo shows", labelHi: "फ़ोटो में क्या है", help: "A few words for parents who cannot see it.", helpHi: "उन अभिभावकों के लिए कुछ शब्द जो इसे देख नहीं सकते।" }) }),
});
/** The short name of a document of content/documents.yaml, or "not available". */
const documentName = text.meta({ label: "Document", labelHi: "दस्तावेज़", help: 'The short name of a document of "Documents (PDF)", or "not available".', helpHi: "\"दस्तावेज़ (PDF)\" के किसी दस्तावेज़ का छोटा नाम, या \"not available\"।" });

// ---- content/school.yaml ----------------------------------------------------------------------------
export const schoolFile = z
  .strictObject({
    ...withHindi({ name: text.meta({ label: "School name", labelHi: "विद्यालय का नाम", help: "The full name, as on the board's certificate.", helpHi: "पूरा नाम, जैसा बोर्ड के प्रमाणपत्र पर है।" }) }),
    short_name: text
      .max(12, plain("this is too long for a phone's home screen: at most 12 letters.", "यह फ़ोन की होम स्क्रीन के लिए बहुत लंबा है: अधिकतम 12 अक्षर।"))
      .meta({ label: "Short name", labelHi: "छोटा नाम", help: "At most 12 letters, shown under the icon on a phone's home screen.", helpHi: "अधिकतम 12 अक्षर, फ़ोन की होम स्क्रीन पर आइकन के नीचे दिखते हैं।" }),
    ...withHindi({ description: longText.meta({ label: "Description", labelHi: "विवरण", help: "One or two sentences, shown by search engines.", helpHi: "एक-दो वाक्य, जिन्हें सर्च इंजन दिखाते हैं।" }) }),
    affiliation_number: text.meta({ label: "Affiliation number", labelHi: "संबद्धता संख्या" }),
    school_code: text.meta({ label: "School code", labelHi: "विद्यालय कोड" }),
    ...withHindi({
      board: text.meta({ label: "Board", labelHi: "बोर्ड", help: "For example CBSE.", helpHi: "जैसे CBSE।" }),
      classes: text.meta({ label: "Classes", labelHi: "कक्षाएँ", help: "For example Nursery to Class X.", helpHi: "जैसे नर्सरी से कक्षा 10 तक।" }),
      medium: text.meta({ label: "Medium", labelHi: "माध्यम", help: "For example English medium.", helpHi: "जैसे अंग्रेज़ी माध्यम।" }),
    }),
    address: z
      .strictObject({
        ...withHindi({
          street: text.meta({ label: "Street", labelHi: "गली" }),
          village: text.meta({ label: "Village or town", labelHi: "गाँव या शहर" }),
          district: text.meta({ label: "District", labelHi: "ज़िला" }),
          state: text.meta({ label: "State", labelHi: "राज्य" }),
        }),
        pin_code: text.meta({ label: "PIN code", labelHi: "पिन कोड" }),
        ...withHindi({ country: text.meta({ label: "Country", labelHi: "देश" }) }),
      })
      .meta({ label: "Address", labelHi: "पता" }),
    map_link: webAddress.meta({ label: "Map link", labelHi: "नक्शे का लिंक", help: "Open the map site, find the school, choose Share and paste the link here (starting with https://).", helpHi: "नक्शे की वेबसाइट खोलें, विद्यालय ढूँढें, \"शेयर\" चुनें और लिंक यहाँ चिपकाएँ (https:// से शुरू)।" }),
    principal: z.strictObject(withHindi({ name, qualifications })).meta({ label: "Principal", labelHi: "प्रधानाचार्य" }),
    email: email.meta({ label: "Email address", labelHi: "ईमेल पता" }),
    phone: phoneNumber("phone").meta({ label: "Phone number", labelHi: "फ़ोन नंबर", help: "With the country code, like +91 98765 43210.", helpHi: "देश के कोड के साथ, जैसे +91 98765 43210।" }),
    whatsapp: phoneNumber("WhatsApp").meta({ label: "WhatsApp number", labelHi: "WhatsApp नंबर", help: "A mobile number with WhatsApp, with the country code, like +91 98765 43210.", helpHi: "WhatsApp वाला मोबाइल नंबर, देश के कोड के साथ, जैसे +91 98765 43210।" }),
    logo: photo.meta({ label: "Logo", labelHi: "लोगो", help: "A square picture, best a PNG with a clear background.", helpHi: "चौकोर चित्र, सबसे अच्छा पारदर्शी पृष्ठभूमि वाला PNG।" }),
    banner: photoWithText.meta({ label: "Banner", labelHi: "बैनर", help: "The wide picture at the top of the home page.", helpHi: "मुख्य पेज के ऊपर का चौड़ा चित्र।" }),
    theme_colour: colour.meta({ label: "Theme colour", labelHi: "मुख्य रंग", help: "# and six letters or digits, like #1d5c3a.", helpHi: "# और छह अक्षर या अंक, जैसे #1d5c3a।" }),
  })
  .meta({ label: "The school's details", labelHi: "विद्यालय का विवरण" });

// ---- content/home.yaml ------------------------------------------------------------------------------
const leaderFields = { photo: photo.meta({ label: "Photo", labelHi: "फ़ोटो" }), ...withHindi({ message: paragraphs.meta({ label: "Message", labelHi: "संदेश" }) }) };
export const homeFile = z
  .strictObject({
    video: z
      .strictObject({
        file: file.meta({ label: "File", labelHi: "फ़ाइल", widget: "file", folder: "video", help: "A short MP4 film with no sound, under 5 MB.", helpHi: "बिना आवाज़ की छोटी MP4 फ़िल्म, 5 MB से कम।" }),
        poster: photo.meta({ label: "Poster picture", labelHi: "पोस्टर चित्र", folder: "video", help: "The first frame of the video, as a JPEG.", helpHi: "वीडियो का पहला दृश्य, JPEG के रूप में।" }),
        ...withHindi({ description: text.meta({ label: "What the video shows", labelHi: "वीडियो में क्या है" }) }),
      })
      .meta({ label: "Video", labelHi: "वीडियो" }),
    director: z.strictObject({ ...withHindi({ name, qualifications }), ...leaderFields }).meta({ label: "Director", labelHi: "निदेशक" }),
    principal: z.strictObject(leaderFields).meta({ label: "Principal", labelHi: "प्रधानाचार्य", help: "The principal's name and qualifications are in the school's details.", helpHi: "प्रधानाचार्य का नाम और योग्यताएँ विद्यालय के विवरण में हैं।" }),
  })
  .meta({ label: "Home page (video and leaders)", labelHi: "मुख्य पेज (वीडियो और प्रमुख)" });

// ---- content/gallery.yaml ---------------------------------------------------------------------------
export const galleryFile = z
  .strictObject({
    slideshow: z
      .array(
        z.strictObject({ photo: photo.meta({ label: "Photo", labelHi: "फ़ोटो", folder: "slideshow" }), ...withHindi({ title, description }) }),
        plain("list the slideshow's photos, each starting with a dash (-).", "स्लाइड शो की फ़ोटो लिखें, हर एक डैश (-) से शुरू।"),
      )
      .min(1, plain("list at least one photo.", "कम से कम एक फ़ोटो लिखें।"))
      .meta({ label: "Slideshow", labelHi: "स्लाइड शो", item: "slide", itemHi: "स्लाइड" }),
    albums: z
      .array(
        z.strictObject({
          ...withHindi({ title, description }),
          folder: z
            .string(plain("write the album's folder name (inside content/albums).", "एल्बम के फ़ोल्डर का नाम लिखें (content/albums के भीतर)।"))
            .trim()
            .regex(/^[A-Za-z][A-Za-z0-9]*$/, plain("use only letters and digits, starting with a letter, like schoolSportImages.", "केवल अंग्रेज़ी अक्षर और अंक, पहले अक्षर, जैसे schoolSportImages।"))
            .meta({ label: "Folder", labelHi: "फ़ोल्डर", help: "The album's folder in content/albums; also its address, so keep it once parents have the link.", helpHi: "content/albums में एल्बम का फ़ोल्डर; यही उसका पता भी है, इसलिए अभिभावकों के पास लिंक पहुँचने के बाद इसे न बदलें।" }),
          cover: photo.meta({ label: "Cover photo", labelHi: "मुखपृष्ठ फ़ोटो", folder: "covers" }).optional(),
        }),
        plain("list the albums, each starting with a dash (-).", "एल्बम लिखें, हर एक डैश (-) से शुरू।"),
      )
      .min(1, plain("list at least one album.", "कम से कम एक एल्बम लिखें।"))
      .meta({ label: "Albums", labelHi: "एल्बम", item: "album", itemHi: "एल्बम", help: "Every photo in an album's folder is shown: copy new photos into content/albums/<folder>.", helpHi: "एल्बम के फ़ोल्डर की हर फ़ोटो दिखती है: नई फ़ोटो content/albums/<folder> में कॉपी करें।" }),
  })
  .meta({ label: "Slideshow and albums", labelHi: "स्लाइड शो और एल्बम" });

// ---- content/admissions.yaml ------------------------------------------------------------------------
export const admissionsFile = z
  .strictObject({
    photo: photoWithText.meta({ label: "Photo", labelHi: "फ़ोटो" }),
    letter: z
      .strictObject(
        withHindi({
          greeting: text.meta({ label: "Greeting", labelHi: "संबोधन" }),
          paragraphs: paragraphs.meta({ label: "Paragraphs", labelHi: "अनुच्छेद" }),
          signature: text.meta({ label: "Signature", labelHi: "हस्ताक्षर" }),
        }),
      )
      .meta({ label: "Letter to parents", labelHi: "अभिभावकों के नाम पत्र", help: "{school}, {phone}, {whatsapp}, {email} and {principal} are filled in; the phone, WhatsApp and email become links.", helpHi: "{school}, {phone}, {whatsapp}, {email} और {principal} अपने आप भरे जाते हैं; फ़ोन, WhatsApp और ईमेल लिंक बन जाते हैं।" }),
    ...withHindi({ class_label: text.meta({ label: "Label of the class list", labelHi: "कक्षा सूची का नाम" }) }),
    cut_off_date: date.meta({ label: "Cut-off date for the age", labelHi: "आयु की निर्धारित तारीख़", help: "A date like 2027-03-31: the pages write it out in each language.", helpHi: "तारीख़, जैसे 2027-03-31: पेज इसे हर भाषा में लिखकर दिखाते हैं।" }),
    classes: z
      .array(
        z.strictObject({
          value: z
            .enum(["nursery", "lkg", "ukg", "first"], plain("must be one of nursery, lkg, ukg or first.", "nursery, lkg, ukg या first में से एक होना चाहिए।"))
            .meta({ label: "Class", labelHi: "कक्षा", help: "Keep it as it is: the page names the class in each language.", helpHi: "इसे जैसा है वैसा रहने दें: पेज हर भाषा में कक्षा का नाम लिखता है।" }),
          ...withHindi({
            age: text.meta({ label: "Age on the cut-off date", labelHi: "निर्धारित तारीख़ पर आयु" }),
            documents: z
              .array(text, plain("list the documents, one per line starting with a dash (-).", "दस्तावेज़ लिखें, हर पंक्ति में एक, डैश (-) से शुरू।"))
              .min(1, plain("list at least one document.", "कम से कम एक दस्तावेज़ लिखें।"))
              .meta({ label: "Documents to bring", labelHi: "लाने वाले दस्तावेज़", item: "document", itemHi: "दस्तावेज़" }),
            fees: text.meta({ label: "Fees", labelHi: "शुल्क" }),
            dates: text.meta({ label: "Dates", labelHi: "तारीख़ें" }),
          }),
        }),
      )
      .min(1, plain("list at least one class.", "कम से कम एक कक्षा लिखें।"))
      .meta({ label: "Classes", labelHi: "कक्षाएँ", item: "class", itemHi: "कक्षा" }),
  })
  .meta({ label: "Admissions page", labelHi: "प्रवेश पेज" });

// ---- content/documents.yaml -------------------------------------------------------------------------
export const documentsFile = z
  .strictObject({
    documents: z
      .array(
        z.strictObject({
          id: z
            .string(plain("write a short name in small letters, like fee-structure.", "छोटे अंग्रेज़ी अक्षरों में छोटा नाम लिखें, जैसे fee-structure।"))
            .trim()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, plain("use small letters, digits and dashes only, like fee-structure.", "केवल छोटे अंग्रेज़ी अक्षर, अंक और डैश, जैसे fee-structure।"))
            .meta({ label: "Short name", labelHi: "छोटा नाम", help: "Small letters and dashes; the document's address is /docs/<short name>.pdf.", helpHi: "छोटे अंग्रेज़ी अक्षर और डैश; दस्तावेज़ का पता /docs/<छोटा नाम>.pdf होता है।" }),
          ...withHindi({ title }),
          file: file.meta({ label: "PDF", labelHi: "PDF", widget: "file", folder: "documents" }),
        }),
      )
      .min(1, plain("list at least one document.", "कम से कम एक दस्तावेज़ लिखें।"))
      .meta({ label: "Documents", labelHi: "दस्तावेज़", item: "document", itemHi: "दस्तावेज़" }),
  })
  .meta({ label: "Documents (PDF)", labelHi: "दस्तावेज़ (PDF)" });

// ---- content/disclosure.yaml ------------------------------------------------------------------------
const documentRows = z
  .array(z.strictObject({ ...withHindi({ item: text.meta({ label: "Item", labelHi: "विषय" }) }), document: documentName }))
  .min(1, plain("list at least one row.", "कम से कम एक पंक्ति लिखें।"))
  .meta({ item: "row", itemHi: "पंक्ति" });
export const disclosureFile = z
  .strictObject({
    documents: documentRows.meta({ label: "B. Documents and information", labelHi: "B. दस्तावेज़ और जानकारी" }),
    results_and_academics: documentRows.meta({ label: "C. Results and academics", labelHi: "C. परिणाम और शिक्षा" }),
    staff: z
      .strictObject({
        teachers_section_ratio: text.meta({ label: "Teachers section ratio", labelHi: "शिक्षक-अनुभाग अनुपात" }),
        ...withHindi({ special_educator: text.meta({ label: "Special educator", labelHi: "विशेष शिक्षक" }), counsellor: text.meta({ label: "Counsellor and wellness teacher", labelHi: "परामर्शदाता और कल्याण शिक्षक" }) }),
      })
      .meta({ label: "D. Staff", labelHi: "D. कर्मचारी", help: "The teachers are counted from the Faculty page.", helpHi: "शिक्षकों की गिनती शिक्षकों वाले पेज से होती है।" }),
    class_x_results: z
      .array(
        z.strictObject({
          year: count(3000).meta({ label: "Year", labelHi: "वर्ष" }),
          registered: count().meta({ label: "Students registered", labelHi: "पंजीकृत छात्र" }),
          passed: count().meta({ label: "Students passed", labelHi: "उत्तीर्ण छात्र" }),
          ...withHindi({ remarks: optionalText.meta({ label: "Remarks", labelHi: "टिप्पणी" }) }),
        }),
      )
      .min(1, plain("list at least one year.", "कम से कम एक वर्ष लिखें।"))
      .meta({ label: "E. Class X results", labelHi: "E. कक्षा X के परिणाम", item: "year", itemHi: "वर्ष" }),
    infrastructure: z
      .strictObject({
        campus_area_square_metres: count().meta({ label: "Campus area (square metres)", labelHi: "परिसर का क्षेत्रफल (वर्ग मीटर)" }),
        classrooms: count().meta({ label: "Number of classrooms", labelHi: "कक्षा-कक्षों की संख्या" }),
        classroom_size_square_metres: count().meta({ label: "Size of a classroom (square metres)", labelHi: "एक कक्षा-कक्ष का आकार (वर्ग मीटर)" }),
        laboratories: count().meta({ label: "Number of laboratories", labelHi: "प्रयोगशालाओं की संख्या" }),
        laboratory_size_square_metres: count().meta({ label: "Size of a laboratory (square metres)", labelHi: "एक प्रयोगशाला का आकार (वर्ग मीटर)" }),
        internet: yesNo.meta({ label: "Internet facility", labelHi: "इंटरनेट सुविधा" }),
        girls_toilets: count().meta({ label: "Girls' toilets", labelHi: "लड़कियों के शौचालय" }),
        boys_toilets: count().meta({ label: "Boys' toilets", labelHi: "लड़कों के शौचालय" }),
        inspection_video: webAddress.meta({ label: "Inspection video link", labelHi: "निरीक्षण वीडियो का लिंक" }),
      })
      .meta({ label: "F. Infrastructure", labelHi: "F. बुनियादी ढाँचा" }),
  })
  .meta({ label: "Mandatory Public Disclosure", labelHi: "अनिवार्य सार्वजनिक प्रकटीकरण" });

// ---- content/links.yaml -----------------------------------------------------------------------------
export const linksFile = z
  .strictObject({
    important_links: z
      .array(
        z.strictObject({
          // A link to a page of the site takes the page's name (the dictionaries' `pages`): no label needed.
          ...withHindi({ label: text.meta({ label: "Label", labelHi: "नाम", help: "Not needed for a page of the site: it takes the page's name.", helpHi: "वेबसाइट के पेज के लिए ज़रूरी नहीं: वह पेज का नाम ले लेता है।" }).optional() }),
          page: z
            .string()
            .trim()
            .regex(/^\/[A-Za-z#-]*$/, plain("write an address of this site, starting with /, like /mpd.", "इस वेबसाइट का कोई पता लिखें, / से शुरू, जैसे /mpd।"))
            .meta({ label: "Page of the site", labelHi: "वेबसाइट का पेज" })
            .optional(),
          document: documentName.optional(),
          ...withHindi({ whatsapp_message: text.meta({ label: "WhatsApp message", labelHi: "WhatsApp संदेश" }).optional(), email_subject: text.meta({ label: "Email subject", labelHi: "ईमेल का विषय" }).optional() }),
        }),
      )
      .meta({
        label: "Important links", labelHi: "महत्वपूर्ण लिंक",
        item: "link", itemHi: "लिंक",
        help: "Each link leads to one of: a page (/mpd), a document (its short name), a WhatsApp message or an email subject.", helpHi: "हर लिंक इनमें से एक पर ले जाता है: कोई पेज (/mpd), कोई दस्तावेज़ (उसका छोटा नाम), WhatsApp संदेश या ईमेल का विषय।",
      }),
  })
  .meta({ label: "Footer links", labelHi: "पेज के नीचे के लिंक" });

// ---- The pages of the navigation: about.yaml, faculty.yaml, transport.yaml, online-education.yaml, career.yaml

/** A season of the school year: its first and last month, and when school starts and ends. */
const season = z.strictObject({
  from: month.meta({ label: "First month", labelHi: "पहला महीना", help: "Its English name, like April.", helpHi: "उसका अंग्रेज़ी नाम, जैसे April।" }),
  to: month.meta({ label: "Last month", labelHi: "आख़िरी महीना", help: "Its English name, like September.", helpHi: "उसका अंग्रेज़ी नाम, जैसे September।" }),
  starts: time.meta({ label: "School starts", labelHi: "विद्यालय शुरू होने का समय", help: "A time like 07:30 or 7:30 am.", helpHi: "समय, जैसे 07:30 या 7:30 am।" }),
  ends: time.meta({ label: "School ends", labelHi: "छुट्टी का समय", help: "A time like 13:30 or 1:30 pm.", helpHi: "समय, जैसे 13:30 या 1:30 pm।" }),
});

export const aboutFile = z
  .strictObject({
    ...withHindi({ introduction, history: paragraphs.meta({ label: "History", labelHi: "इतिहास" }), vision: paragraphs.meta({ label: "Vision", labelHi: "दृष्टि" }) }),
    // The school's hours in its two seasons; the buses' times (transport.yaml) follow the same seasons.
    ...withHindi({ school_days: text.meta({ label: "School days", labelHi: "विद्यालय के दिन", help: "For example Monday to Saturday.", helpHi: "जैसे सोमवार से शनिवार।" }) }),
    summer: season.meta({ label: "Summer", labelHi: "गर्मी" }),
    winter: season.meta({ label: "Winter", labelHi: "सर्दी" }),
    ...withHindi({ office_days: text.meta({ label: "Office days", labelHi: "कार्यालय के दिन", help: "For example Working days.", helpHi: "जैसे कार्य दिवस।" }) }),
    office_opens: time.meta({ label: "Office opens", labelHi: "कार्यालय खुलता है", help: "A time like 09:00 or 9:00 am.", helpHi: "समय, जैसे 09:00 या 9:00 am।" }),
    office_closes: time.meta({ label: "Office closes", labelHi: "कार्यालय बंद होता है", help: "A time like 13:00 or 1:00 pm.", helpHi: "समय, जैसे 13:00 या 1:00 pm।" }),
    ...withHindi({ how_to_reach: paragraphs.meta({ label: "How to reach the school", labelHi: "विद्यालय कैसे पहुँचें" }) }),
  })
  .meta({ label: "About", labelHi: "हमारे बारे में" });

export const facultyFile = z
  .strictObject({
    ...withHindi({ introduction }),
    teachers: z
      .array(
        z.strictObject({
          ...withHindi({ name }),
          post: z.enum(["PGT", "TGT", "PRT"], plain("write PGT, TGT or PRT.", "PGT, TGT या PRT लिखें।")).meta({ label: "Post", labelHi: "पद" }),
          ...withHindi({ subject: text.meta({ label: "Subject", labelHi: "विषय" }), classes: text.meta({ label: "Classes", labelHi: "कक्षाएँ" }), qualification: text.meta({ label: "Qualification", labelHi: "योग्यता" }) }),
        }),
      )
      .min(1, plain("list at least one teacher.", "कम से कम एक शिक्षक लिखें।"))
      .meta({ label: "Teachers", labelHi: "शिक्षक", item: "teacher", itemHi: "शिक्षक" }),
  })
  .meta({ label: "Faculty", labelHi: "शिक्षक" });

/** When the bus is at a stop in one season: in the morning on the way to school, in the afternoon on the way home. */
const busTimes = z.strictObject({
  morning: time.meta({ label: "Morning pick-up", labelHi: "सुबह लेना", help: "A time like 06:55 or 6:55 am.", helpHi: "समय, जैसे 06:55 या 6:55 am।" }),
  afternoon: time.meta({ label: "Afternoon drop", labelHi: "दोपहर में छोड़ना", help: "A time like 14:25 or 2:25 pm.", helpHi: "समय, जैसे 14:25 या 2:25 pm।" }),
});

export const transportFile = z
  .strictObject({
    ...withHindi({ introduction }),
    coordinator: z
      .strictObject({ ...withHindi({ name }), phone: phoneNumber("phone").meta({ label: "Phone number", labelHi: "फ़ोन नंबर", help: "With the country code, like +91 98765 43210.", helpHi: "देश के कोड के साथ, जैसे +91 98765 43210।" }) })
      .meta({ label: "Transport coordinator", labelHi: "परिवहन समन्वयक" }),
    fees: z
      .array(z.strictObject(withHindi({ distance: text.meta({ label: "Distance", labelHi: "दूरी" }), fee: text.meta({ label: "Fee", labelHi: "शुल्क" }) })))
      .min(1, plain("list at least one fee.", "कम से कम एक शुल्क लिखें।"))
      .meta({ label: "Fees", labelHi: "शुल्क", item: "fee", itemHi: "शुल्क" }),
    routes: z
      .array(
        z.strictObject({
          ...withHindi({ name }),
          stops: z
            .array(z.strictObject({ ...withHindi({ place: text.meta({ label: "Place", labelHi: "जगह" }) }), summer: busTimes.meta({ label: "In summer", labelHi: "गर्मियों में" }), winter: busTimes.meta({ label: "In winter", labelHi: "सर्दियों में" }) }))
            .min(1, plain("list at least one stop.", "कम से कम एक पड़ाव लिखें।"))
            .meta({ label: "Stops", labelHi: "पड़ाव", item: "stop", itemHi: "पड़ाव" }),
        }),
      )
      .min(1, plain("list at least one route.", "कम से कम एक मार्ग लिखें।"))
      .meta({ label: "Routes", labelHi: "मार्ग", item: "route", itemHi: "मार्ग" }),
    ...withHindi({ safety_rules: paragraphs.meta({ label: "Safety rules", labelHi: "सुरक्षा के नियम", item: "rule", itemHi: "नियम" }) }),
  })
  .meta({ label: "Transport", labelHi: "परिवहन" });

export const onlineEducationFile = z
  .strictObject({
    ...withHindi({ introduction }),
    sections: z
      .array(z.strictObject(withHindi({ heading: text.meta({ label: "Heading", labelHi: "शीर्षक" }), paragraphs: paragraphs.meta({ label: "Paragraphs", labelHi: "अनुच्छेद" }) })))
      .min(1, plain("write at least one section.", "कम से कम एक भाग लिखें।"))
      .meta({ label: "Sections", labelHi: "भाग", item: "section", itemHi: "भाग" }),
    resources: z
      .array(z.strictObject({ ...withHindi({ name, description }), link: webAddress.meta({ label: "Link", labelHi: "लिंक" }).optional() }))
      .meta({ label: "Resources", labelHi: "संसाधन", item: "resource", itemHi: "संसाधन" }),
  })
  .meta({ label: "Online education", labelHi: "ऑनलाइन शिक्षा" });

export const careerFile = z
  .strictObject({
    ...withHindi({ introduction }),
    vacancies: z
      .array(
        z.strictObject({
          ...withHindi({ post: text.meta({ label: "Post", labelHi: "पद" }), subject: text.meta({ label: "Teaching", labelHi: "पढ़ाने का विषय" }), qualification: text.meta({ label: "Qualification", labelHi: "योग्यता" }) }),
          last_date: date.meta({ label: "Apply by", labelHi: "आवेदन की आख़िरी तारीख़", help: "A date like 2027-01-31.", helpHi: "तारीख़, जैसे 2027-01-31।" }),
        }),
      )
      .meta({ label: "Open positions", labelHi: "खाली पद", item: "position", itemHi: "पद" }),
    ...withHindi({ no_vacancies: longText.meta({ label: "Text when there is no open position", labelHi: "कोई पद खाली न होने पर पाठ" }), how_to_apply: paragraphs.meta({ label: "How to apply", labelHi: "आवेदन कैसे करें" }) }),
  })
  .meta({ label: "Career", labelHi: "करियर" });

// ---- content/notices/*.yaml: one file per notice ------------------------------------------------------

/** What a notice is about, shown as its label (the labels are in the dictionaries, `notices.categories`). */
export const NOTICE_CATEGORIES = ["holiday", "exam", "meeting", "result", "admission", "event", "general"] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

const category = z
  .string(plain(`write one of ${NOTICE_CATEGORIES.join(", ")}.`, `इनमें से एक लिखें: ${NOTICE_CATEGORIES.join(", ")}।`))
  .trim()
  .toLowerCase()
  .pipe(z.enum(NOTICE_CATEGORIES, { error: ({ input }) => zodMessage(said(`"${String(input)}" is not a category the site knows: write one of ${NOTICE_CATEGORIES.join(", ")}.`, `"${String(input)}" ऐसा प्रकार नहीं है जिसे वेबसाइट जानती हो: इनमें से एक लिखें: ${NOTICE_CATEGORIES.join(", ")}।`)) }))
  .meta({ options: NOTICE_CATEGORIES });

/** A notice's text in one of its languages: either may be left empty (decision 35), so empty is not written. */
const eitherLanguage = <T extends z.ZodType>(schema: T) => z.preprocess(blankToMissing, schema.optional()).meta(schema.meta() ?? {});

/**
 * One notice, written in English, in Hindi or in both: at least one title and one text, in either language.
 * Its address comes from its file's name (lib/content/notices.ts), so it never changes with its title.
 */
export const noticeFile = z
  .strictObject({
    ...withHindi({ title: eitherLanguage(text.meta({ label: "Title", labelHi: "शीर्षक", help: "A few words, as on the notice board. In English, in Hindi, or both.", helpHi: "कुछ शब्द, जैसे सूचना-पट पर। अंग्रेज़ी में, हिन्दी में, या दोनों में।" })) }),
    published: date.meta({ label: "Published", labelHi: "कब से दिखे", help: "The first day the notice is shown. A later day keeps it hidden until that day.", helpHi: "जिस दिन से सूचना दिखती है। आगे का दिन उस दिन तक इसे छिपाए रखता है।" }),
    last_day: date
      .meta({ label: "Last day shown", labelHi: "आख़िरी दिन", help: "After this day it leaves the home page and the current notices, and stays in the archive. Left empty, a notice with an event leaves after the event.", helpHi: "इस दिन के बाद यह मुख्य पेज और वर्तमान सूचनाओं से हटकर पुरानी सूचनाओं में रहती है। ख़ाली छोड़ने पर, कार्यक्रम वाली सूचना कार्यक्रम के बाद हटती है।" })
      .optional(),
    category: category.meta({ label: "Category", labelHi: "प्रकार", help: "What the notice is about, shown as its label.", helpHi: "सूचना किस बारे में है, उसके लेबल के रूप में दिखता है।" }),
    ...withHindi({
      classes: text.meta({ label: "Classes", labelHi: "कक्षाएँ", help: "Whom it concerns, like Classes VI to VIII. Left empty: everyone.", helpHi: "किनके लिए, जैसे कक्षा 6 से 8। ख़ाली: सभी के लिए।" }).optional(),
      text: eitherLanguage(paragraphs.meta({ label: "Text", labelHi: "सूचना", item: "paragraph", itemHi: "अनुच्छेद", help: "In English, in Hindi, or both.", helpHi: "अंग्रेज़ी में, हिन्दी में, या दोनों में।" })),
    }),
    /** A PDF or a photo in content/notices/, beside the notice. */
    attachment: file.meta({ label: "Attachment", labelHi: "फ़ोटो या PDF", help: "A PDF or a photo (JPEG, PNG or WebP), kept beside the notice.", helpHi: "PDF या फ़ोटो (JPEG, PNG या WebP), सूचना के पास रखी हुई।", widget: "file", folder: "notices" }).optional(),
    pinned: yesNo.meta({ label: "Pinned", labelHi: "सबसे ऊपर", help: "yes keeps it at the top of the list while it is current.", helpHi: "yes लिखने पर, जब तक यह वर्तमान है, सूची में सबसे ऊपर रहती है।" }).optional(),
    /** One day, several days (last_day), or one day with a start (and end) time; and where. */
    event: z
      .strictObject({
        day: date.meta({ label: "Day", labelHi: "दिन" }),
        last_day: date.meta({ label: "Last day", labelHi: "आख़िरी दिन", help: "For an event of several days, like a break.", helpHi: "कई दिनों के कार्यक्रम के लिए, जैसे छुट्टियाँ।" }).optional(),
        starts: time.meta({ label: "Starts", labelHi: "कब शुरू", help: "For an event at a time of day, like a meeting: 10:00 or 10:00 am.", helpHi: "दिन के किसी समय के कार्यक्रम के लिए, जैसे बैठक: 10:00 या 10:00 am।" }).optional(),
        ends: time.meta({ label: "Ends", labelHi: "कब तक", help: "With a start time only.", helpHi: "केवल शुरू होने के समय के साथ।" }).optional(),
        ...withHindi({ place: text.meta({ label: "Place", labelHi: "जगह", help: "Where it happens, like the school hall.", helpHi: "कहाँ होगा, जैसे विद्यालय का सभागार।" }).optional() }),
      })
      .meta({ label: "Event", labelHi: "कार्यक्रम", help: "Puts the notice on the school calendar: its day; for several days, also the last day; for a meeting, the times; and where.", helpHi: "सूचना को विद्यालय के कैलेंडर पर डालता है: उसका दिन; कई दिनों के लिए आख़िरी दिन भी; बैठक के लिए समय; और जगह।" })
      .optional(),
    /**
     * Written by the office's "Take down now": from this day the notice is off the current notices and its event
     * (one not over yet) off the calendars, while everything else it says stays as written, for the archive and
     * for putting it back (delete the line).
     */
    taken_down: date
      .meta({ label: "Taken down", labelHi: "हटाई गई", help: "The day it was taken down: from then on it is only in the archive, and its event is off the calendar. Delete the line to put it back.", helpHi: "जिस दिन यह हटाई गई: तब से यह केवल पुरानी सूचनाओं में है, और इसका कार्यक्रम कैलेंडर से हट गया है। इसे वापस लाने के लिए यह पंक्ति मिटाएँ।" })
      .optional(),
  })
  .superRefine((notice, context) => {
    if (!notice.title && !notice.title_hi) context.addIssue({ ...issue("a notice needs a title: write it in English (title:), in Hindi (title_hi:), or both.", "सूचना का शीर्षक चाहिए: उसे अंग्रेज़ी में (title:), हिन्दी में (title_hi:), या दोनों में लिखें।"), path: ["title"] });
    if (!notice.text && !notice.text_hi) context.addIssue({ ...issue("a notice needs its text: write it in English (text:), in Hindi (text_hi:), or both.", "सूचना का पाठ चाहिए: उसे अंग्रेज़ी में (text:), हिन्दी में (text_hi:), या दोनों में लिखें।"), path: ["text"] });
  })
  .meta({ label: "Notice", labelHi: "सूचना" });

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

/** Each folder of content/ that holds one file per entry (the notices), with what each file must hold. */
export const CONTENT_FOLDERS = { notices: noticeFile } as const;

export type ContentFiles = { [F in keyof typeof CONTENT_FILES]: z.output<(typeof CONTENT_FILES)[F]> };

/** A value of a content file as one language reads it: its `_hi` fields folded in (lib/content/languages.ts). */
export type OneLanguage<T> = T extends readonly (infer U)[]
  ? OneLanguage<U>[]
  : T extends object
    ? { [K in keyof T as K extends `${string}_hi` ? never : K]: OneLanguage<T[K]> }
    : T;
export type ContentInOneLanguage = { [F in keyof ContentFiles]: OneLanguage<ContentFiles[F]> };

// ---- What the site is given (the content as data, site.json, made by lib/publish/site-data.ts) -------

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
  /** Each class's name comes from the interface's dictionary (lib/site/i18n), by its value. */
  classes: { value: "nursery" | "lkg" | "ukg" | "first"; age: string; documents: string[]; fees: string; dates: string }[];
};

export type SchoolDocument = { id: string; title: string; /** Its public address, /docs/<id>.pdf, whatever the uploaded file is called. */ file: string };

export type DisclosureCell =
  | string
  | { kind: "document"; title: string; /** Its public address, /docs/<id>.pdf. */ file: string }
  | { kind: "external"; href: string; label: string }
  /** A page of this site, by its id in the page registry (the school calendar). */
  | { kind: "page"; page: "calendar" }
  | { kind: "unavailable" };
export type DisclosureSection = { id: string; letter: string; title: string; columns: string[]; rows: DisclosureCell[][] };

/** A footer link: a page of the site, a published document, a prefilled message, or plain text when it has no target. */
export type FooterLink = { label: string; /** A page, by its English address. */ to?: string; /** A published PDF's address. */ file?: string; href?: string };

/** The pages of the navigation, as their files give them (the office's words, already checked). */
/** The school's two seasons, each with its own hours and bus times. */
export const SEASONS = ["summer", "winter"] as const;
export type SeasonId = (typeof SEASONS)[number];
/** A season as the pages show it: its months and hours in words, and its first and last month (1 to 12). */
export type Season = { id: SeasonId; from: number; to: number; months: string; hours: string };
/** When school is open, in each season, and the office's hours: one place, shown on About and used by Transport. */
export type SchoolHours = { days: string; seasons: Season[]; office: { days: string; hours: string } };

type AboutFields = OneLanguage<z.output<typeof aboutFile>>;
export type About = Omit<AboutFields, "school_days" | SeasonId | "office_days" | "office_opens" | "office_closes"> & { hours: SchoolHours };
export type Faculty = OneLanguage<z.output<typeof facultyFile>>;
/** A stop's times in one season, in words ("6:55 am", "सुबह 6:55"). */
export type BusTimes = { morning: Moment; afternoon: Moment };
type TransportFields = OneLanguage<z.output<typeof transportFile>>;
export type Transport = Omit<TransportFields, "routes"> & {
  routes: { name: string; stops: { place: string; times: Record<SeasonId, BusTimes> }[] }[];
  /** The seasons the times are given for (from about.yaml), in the year's order. */
  seasons: Season[];
};
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
  /** Every notice, whatever its dates: the pages choose what is current on the day they are asked for. */
  notices: Notice[];
};

/** A notice as the pages show it (lib/content/notices.ts makes it; lib/site/notices.ts sorts it by the day). */
export type Notice = {
  /** Its address is /notices/<slug>, from the file's name. */
  slug: string;
  title: string;
  published: string;
  /** The last day it is current: its own, else its event's last day; without either it stays current. */
  lastDay?: string;
  category: NoticeCategory;
  classes?: string;
  text: string[];
  pinned: boolean;
  attachment?: { kind: "pdf" | "photo"; /** The PDF's address, or the photo's key in the media manifest. */ src: string; /** What a reader downloads, in bytes. */ bytes: number };
  event?: { day: string; lastDay?: string; starts?: string; ends?: string; place?: string };
  /** The day the office took it down (the file's `taken_down`): off the current list and the calendars from then on. */
  takenDown?: string;
  /** The key, in the gallery's manifest, of the 1200 × 630 picture a shared link shows: the notice's photo, else the banner. */
  card: string;
};
