// The quick notice form (made for a phone: one column, the phone's own date picker, a photo from its camera or
// gallery) and the list of notices with "Take down now". Mistakes show beside their field, the form filled in.
import { NOTICE_CATEGORIES } from "../../lib/content/schema";
import { en as siteEnglish } from "../../lib/site/i18n/en";
import { hi as siteHindi } from "../../lib/site/i18n/hi";
import type { HeldAttachment, NoticeField, NoticeValues } from "./form";
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
  const text = (name: NoticeField, required = false) =>
    field(name, (described) => <input id={name} name={name} type="text" defaultValue={values[name] ?? ""} required={required} aria-describedby={described} aria-invalid={problems[name] ? true : undefined} />);
  const area = (name: NoticeField, required = false) =>
    field(name, (described) => <textarea id={name} name={name} rows={5} defaultValue={values[name] ?? ""} required={required} aria-describedby={described} aria-invalid={problems[name] ? true : undefined} />);
  const day = (name: NoticeField, required = false) =>
    field(name, (described) => <input id={name} name={name} type="date" defaultValue={values[name] ?? ""} required={required} aria-describedby={described} aria-invalid={problems[name] ? true : undefined} />);
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
        {text("title", true)}
        {text("title_hi")}
        {day("published", true)}
        {day("last_day")}
        {field("category", (described) => (
          <select id="category" name="category" defaultValue={values.category ?? "general"} aria-describedby={described}>
            {NOTICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_NAMES[language][category]}
              </option>
            ))}
          </select>
        ))}
        {text("classes")}
        {text("classes_hi")}
        {area("text", true)}
        {area("text_hi")}
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

export type NoticeLine = { name: string; title: string; published: string; lastDay?: string };

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
            <h2>{notice.title}</h2>
            <p>{notice.lastDay ? w.shownFromTo(notice.published, notice.lastDay) : w.shownFrom(notice.published)}</p>
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
