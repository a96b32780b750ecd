// The quick notice form (made for a phone: one column, the phone's own date and time pickers, a photo from its
// camera or gallery) and the list of notices with "Take down now". Mistakes show beside their field, the form
// filled in. A title and a text are asked in both languages, the person's own first: either is enough.
import { NOTICE_CATEGORIES } from "../../lib/content/schema";
import { formatDate } from "../../lib/site/dates";
import { en as siteEnglish } from "../../lib/site/i18n/en";
import { hi as siteHindi } from "../../lib/site/i18n/hi";
import { eitherIn, firstOfPair, titleIn, type HeldAttachment, type NoticeField, type NoticeValues } from "./form";
import { ConfirmForm, type DraftOptions, html, InLanguage, inOwnLanguage, localPath, type Message, NextLinks, Notice, Page, UploadForm } from "../screens";
import { type Language, WORDS } from "../words";

// The categories' names as the site shows them, one source for both.
const CATEGORY_NAMES = { en: siteEnglish.notices.categories, hi: siteHindi.notices.categories };

type FormProps = {
  values: NoticeValues;
  draft: DraftOptions;
  problems?: Partial<Record<NoticeField | "form", string[]>>;
  attachment?: HeldAttachment;
  message?: Message;
};

export function noticeFormPage(language: Language, { values, draft, problems = {}, attachment, message }: FormProps) {
  const w = WORDS[language];
  const field = (name: NoticeField, input: (described: string | undefined) => React.ReactNode) => {
    const help = w.fieldHelp[name];
    const errors = problems[name] ?? [];
    const described = [help && `${name}-help`, errors.length > 0 && `${name}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <div className={`field${errors.length > 0 ? " invalid" : ""}`}>
        <label htmlFor={name}>{w.fieldLabels[name]}</label>
        {errors.length > 0 && (
          <p className="field-error" id={`${name}-error`}>
            {errors.join(" ")}
          </p>
        )}
        {input(described)}
        {help && (
          <p className="help" id={`${name}-help`}>
            {help}
          </p>
        )}
      </div>
    );
  };
  const invalid = (name: NoticeField) => (problems[name] ? true : undefined);
  const input = (name: NoticeField, type: "text" | "date" | "time", required = false) =>
    field(name, (described) => <input id={name} name={name} type={type} defaultValue={values[name] ?? ""} required={required} aria-describedby={described} aria-invalid={invalid(name)} />);
  const area = (name: NoticeField) =>
    field(name, (described) => <textarea id={name} name={name} rows={5} defaultValue={values[name] ?? ""} aria-describedby={described} aria-invalid={invalid(name)} />);
  /** A field in both languages, the person's own first. */
  const pair = (english: NoticeField, hindi: NoticeField, one: (name: NoticeField) => React.ReactNode) => {
    const first = firstOfPair(english, hindi, language);
    return (
      <>
        {one(first)}
        {one(first === english ? hindi : english)}
      </>
    );
  };
  const problemCount = Object.values(problems).flat().length;
  return html(
    <Page language={language} title={w.noticeTitle} path="/notice/new" script>
      <p>{w.noticeIntro}</p>
      <Notice message={problemCount > 0 ? { kind: "error", text: w.noticeNotSaved } : message} />
      {(problems.form ?? []).map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
      <UploadForm language={language} action={localPath(language, "/notice/new")} className="notice-form" draft={draft}>
        {pair("title", "title_hi", (name) => input(name, "text"))}
        {input("published", "date", true)}
        {input("last_day", "date")}
        {field("category", (described) => (
          <select id="category" name="category" defaultValue={values.category ?? "general"} aria-describedby={described}>
            {NOTICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_NAMES[language][category]}
              </option>
            ))}
          </select>
        ))}
        {pair("classes", "classes_hi", (name) => input(name, "text"))}
        {pair("text", "text_hi", area)}
        <fieldset className="event">
          <legend>{w.eventHeading}</legend>
          {input("event_day", "date")}
          {input("event_starts", "time")}
          {input("event_ends", "time")}
          {pair("event_place", "event_place_hi", (name) => input(name, "text"))}
        </fieldset>
        {field("attachment", (described) => (
          <>
            {attachment && (
              <>
                <p className="kept">{w.attachmentKept(attachment.name)}</p>
                <input type="hidden" name="held" value={attachment.held} />
                <input type="hidden" name="held-name" value={attachment.name} />
              </>
            )}
            <input id="attachment" name="attachment" type="file" accept="image/*,.heic,.heif,application/pdf,.pdf" aria-describedby={described} />
          </>
        ))}
        <div className="actions">
          <button type="submit" name="then" value="publish" className="primary">
            {w.saveAndPublishButton}
          </button>
          <button type="submit" name="then" value="save">
            {w.saveOnlyButton}
          </button>
        </div>
      </UploadForm>
      <NextLinks language={language} next={{ path: "/notices", label: "noticesLink" }} />
    </Page>,
  );
}

/** A notice in the office's list: its titles, the first paragraph of its text in each language, its days. */
export type NoticeLine = { name: string; title?: string; title_hi?: string; text?: string; text_hi?: string; published: string; lastDay?: string };

/** A day as a person says it ("2 दिसंबर 2026"); a day its file wrote wrongly as it is written. */
const dayInWords = (day: string, language: Language) => (/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? formatDate(day, language) : day);

const OPENING_WORDS = 12;
/** The first words of a text, enough to tell two notices of one title apart. */
function openingOf(text: string) {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > OPENING_WORDS ? `${words.slice(0, OPENING_WORDS).join(" ")} …` : words.join(" ");
}

export function noticesPage(language: Language, { notices, message, savedDraft }: { notices: NoticeLine[]; message?: Message; savedDraft?: string }) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.noticesTitle} path="/notices" savedDraft={savedDraft}>
      <p>{w.noticesIntro}</p>
      <Notice message={message} />
      <p>
        <a href={localPath(language, "/notice/new")}>{w.newNoticeLink}</a>
      </p>
      <ul className="history">
        {notices.map((notice) => (
          <li key={notice.name}>
            <h2>{titleIn(language, notice) || notice.name}</h2>
            {/* Two notices of one title differ by their days, said in words, and by how their text begins. */}
            <p>{notice.lastDay ? w.shownFromTo(dayInWords(notice.published, language), dayInWords(notice.lastDay, language)) : w.shownFrom(dayInWords(notice.published, language))}</p>
            <p className="help">{openingOf(eitherIn(language, notice, "text", "text_hi"))}</p>
            <form method="post" action={localPath(language, `/notices/${notice.name}/take-down`)}>
              <button type="submit">{w.takeDownButton}</button>
            </form>
          </li>
        ))}
      </ul>
      <NextLinks language={language} next={{ path: "/publish", label: "publishLink" }} />
    </Page>,
  );
}

/** The question before taking a notice down: its title, that it leaves the website (and the calendar, with its event); "Yes" takes it down. */
export function takeDownPage(language: Language, { name, notice }: { name: string; notice: { title?: string; title_hi?: string; event: boolean } }) {
  const w = WORDS[language];
  const title = inOwnLanguage(language, { en: notice.title, hi: notice.title_hi }) ?? { text: name };
  const address = `/notices/${name}/take-down`;
  return html(
    <Page language={language} title={w.takeDownQuestion} path={address}>
      <h2>
        <InLanguage named={title} />
      </h2>
      <p>{w.takeDownWhat}</p>
      {notice.event && <p>{w.takeDownEvent}</p>}
      <ConfirmForm action={localPath(language, address)} fields={{}} confirm={w.takeDownConfirm} cancel={{ href: localPath(language, "/notices"), label: w.takeDownCancel }} />
    </Page>,
  );
}
