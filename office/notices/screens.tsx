// The quick notice form (made for a phone: one column, the phone's own date and time pickers, a photo from its
// camera or gallery) and the list of notices with "Take down now". Mistakes show beside their field, the form
// filled in. A title and a text are asked in both languages, the person's own first: either is enough.
import { NOTICE_CATEGORIES } from "../../lib/content/schema";
import { formatDate } from "../../lib/site/dates";
import { en as siteEnglish } from "../../lib/site/i18n/en";
import { hi as siteHindi } from "../../lib/site/i18n/hi";
import { firstOfPair, titleIn, type HeldAttachment, type NoticeField, type NoticeValues } from "./form";
import { html, localPath, type Message, NextLinks, Notice, Page } from "../screens";
import { type Language, WORDS } from "../words";

// The categories' names as the site shows them, one source for both.
const CATEGORY_NAMES = { en: siteEnglish.notices.categories, hi: siteHindi.notices.categories };

type FormProps = {
  values: NoticeValues;
  problems?: Partial<Record<NoticeField | "form", string[]>>;
  attachment?: HeldAttachment;
  message?: Message;
};

export function noticeFormPage(language: Language, { values, problems = {}, attachment, message }: FormProps) {
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
    <Page language={language} title={w.noticeTitle} path="/notice/new">
      <p>{w.noticeIntro}</p>
      <Notice message={problemCount > 0 ? { kind: "error", text: w.noticeNotSaved } : message} />
      {(problems.form ?? []).map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
      <form method="post" action={localPath(language, "/notice/new")} encType="multipart/form-data" className="notice-form">
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
      </form>
      <NextLinks language={language} next={{ path: "/notices", label: "noticesLink" }} />
    </Page>,
  );
}

export type NoticeLine = { name: string; title?: string; title_hi?: string; published: string; lastDay?: string };

export function noticesPage(language: Language, { notices, message }: { notices: NoticeLine[]; message?: Message }) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.noticesTitle} path="/notices">
      <p>{w.noticesIntro}</p>
      <Notice message={message} />
      <p>
        <a href={localPath(language, "/notice/new")}>{w.newNoticeLink}</a>
      </p>
      <ul className="history">
        {notices.map((notice) => (
          <li key={notice.name}>
            <h2>{titleIn(language, notice) || notice.name}</h2>
            <p>{notice.lastDay ? w.shownFromTo(formatDate(notice.published, language), formatDate(notice.lastDay, language)) : w.shownFrom(formatDate(notice.published, language))}</p>
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
