import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatDate, formatTime, indiaClock, indiaDate } from "../lib/site/dates";
import type { Account } from "./sign-in/accounts";
import { MAX_EDGE } from "../lib/publish/media";
import { type Language, type Words, WORDS } from "./words";

/**
 * A path of this very site made of whatever a request held (its path, a page it asks for): "/hi/notices?x"
 * stays, while "//evil.example", "/\evil.example" or "/.//evil.example", which a browser reads as another
 * site's address, become "/evil.example", and anything naming another site becomes "/". Every link and
 * Location the office and the preview build from a request goes through it.
 */
export function sameSitePath(asked: string): string {
  const base = "http://same-site.invalid";
  // Parsed as a browser would (tabs and newlines dropped, "\" read as "/", "." and ".." resolved).
  const url = URL.parse(asked, base);
  if (url?.origin !== base) return "/";
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}`;
}

/** An office address in a language: English at the root, Hindi under /hi; only ever on the office's own site. */
export function localPath(language: Language, path: string) {
  const local = sameSitePath(path);
  return language === "hi" ? (local === "/" ? "/hi" : `/hi${local}`) : local;
}

/** The language of an address (Hindi under /hi), and the address without it, for the language switch. */
export const languageOfPath = (path: string): Language => (/^\/hi(\/|\?|$)/.test(path) ? "hi" : "en");
export const withoutLanguage = (path: string) => path.replace(/^\/hi(?=\/|$)/, "") || "/";

/** What the language switch's link says was chosen (?language=hi): the office keeps it (language-choice.ts). */
export const LANGUAGE_CHOICE = "language";

/** The language switch's address: the page in `language`, carrying the choice to keep. */
function switchPath(language: Language, path: string) {
  const url = new URL(localPath(language, path), "http://same-site.invalid");
  url.searchParams.set(LANGUAGE_CHOICE, language);
  return `${url.pathname}${url.search}`;
}

export type Message = { text: string; kind: "error" | "info" };

type PageProps = {
  language: Language;
  title: string;
  path: string;
  /** Whether it loads the office's script: for passkey buttons, a form whose draft it keeps, or an `UploadForm` (browser/). */
  script?: boolean;
  /** The draft a save just took in (routing.ts, sentDraft): the script forgets it. */
  savedDraft?: string;
  refreshSeconds?: number;
  refreshTo?: string;
  stylesheet?: string;
  keepsChoice?: boolean;
  children: ReactNode;
};

/**
 * An office page; `refreshSeconds` reloads it while something runs (a publish), with or without JavaScript, or
 * opens `refreshTo` instead (a page that answered a form, which must not send it again).
 * `keepsChoice`: its language switch asks the office to keep the choice (not the preview's, another site).
 */
export function Page({ language, title, path, script = false, savedDraft, refreshSeconds, refreshTo, stylesheet = "/office.css", keepsChoice = true, children }: PageProps) {
  const w = WORDS[language];
  const other: Language = language === "en" ? "hi" : "en";
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${w.office}`}</title>
        {refreshSeconds !== undefined && <meta httpEquiv="refresh" content={refreshTo ? `${refreshSeconds}; url=${refreshTo}` : String(refreshSeconds)} />}
        <link rel="stylesheet" href={stylesheet} />
        {savedDraft && <meta name={SAVED_DRAFT} content={savedDraft} />}
        {(script || savedDraft) && <script type="module" src="/office.js" />}
      </head>
      <body>
        <header>
          <span className="brand">{w.office}</span>
          <a href={keepsChoice ? switchPath(other, path) : localPath(other, path)} lang={other} hrefLang={other}>
            {w.otherLanguage}
          </a>
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

const MESSAGE_ID = "message";

export function Notice({ message }: { message?: Message }) {
  return message ? (
    <p id={MESSAGE_ID} className={`message ${message.kind}`} role={message.kind === "error" ? "alert" : "status"}>
      {message.text}
    </p>
  ) : null;
}

/**
 * A passkey button: hidden, with `unavailable` said in its place, until the office's script finds the browser
 * can use passkeys (browser/passkeys.ts). Not <noscript>: a browser with script but without passkeys needs it too.
 */
function PasskeyButton(props: { mode: "sign-in" | "register"; optionsPath: string; verifyPath: string; label: string; notUsed: string; unavailable: string }) {
  return (
    <div>
      <button type="button" className="primary" hidden data-passkey={props.mode} data-options={props.optionsPath} data-verify={props.verifyPath} data-not-used={props.notUsed}>
        {props.label}
      </button>
      <p className="help" data-passkey-unavailable="">
        {props.unavailable}
      </p>
      <p className="message error" role="alert" data-passkey-message="" />
    </div>
  );
}

/** A text in the page's language, or in the other one when only that is written (marked, for a reader's voice). */
export type Named = { text: string; lang?: Language };

/** Of a text written in either language or both, the one in `language`, else the other's; undefined when neither is written. */
export function inOwnLanguage(language: Language, texts: { en?: unknown; hi?: unknown }): Named | undefined {
  const written = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  const other: Language = language === "en" ? "hi" : "en";
  const own = written(texts[language]);
  if (own) return { text: own };
  const theirs = written(texts[other]);
  return theirs ? { text: theirs, lang: other } : undefined;
}

export const InLanguage = ({ named }: { named: Named }) => (named.lang ? <span lang={named.lang}>{named.text}</span> : <>{named.text}</>);

/** A moment as the office says it, in India's time: "2 December 2026, 6:05 am", "2 दिसंबर 2026, सुबह 6:05". */
export function dayAndTime(language: Language, time: number | string) {
  const moment = new Date(time);
  return `${formatDate(indiaDate(moment), language)}, ${formatTime(indiaClock(moment), language)}`;
}

/**
 * The button that does what a question page asks, sent to `action` with `fields` and confirmed=yes (the action
 * happens on that request only), and the way back without doing it.
 */
export function ConfirmForm({ action, fields, confirm, cancel }: { action: string; fields: Record<string, string>; confirm: string; cancel: { href: string; label: string } }) {
  return (
    <form method="post" action={action} className="confirm">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="confirmed" value="yes" />
      <button type="submit" className="primary">
        {confirm}
      </button>
      <a href={cancel.href}>{cancel.label}</a>
    </form>
  );
}

/**
 * A form that sends photos: with the office's script (browser/uploads.ts), each photo chosen is made no larger
 * than the site publishes one (MAX_EDGE) before it leaves the phone, and the form goes with its progress shown;
 * without it, the form posts as it is. Its page needs `script`. With `draft`, the script keeps what is typed in it.
 */
export function UploadForm({ language, action, className, draft, children }: { language: Language; action: string; className?: string; draft?: DraftOptions; children: ReactNode }) {
  const w = WORDS[language];
  return (
    <form method="post" action={action} encType="multipart/form-data" className={className} data-shrink-to={MAX_EDGE} {...(draft && draftAttributes(draft))}>
      {draft && <DraftNote language={language} draft={draft} />}
      {children}
      <label data-sending="" hidden>
        {w.sending}
        <progress max={1} />
      </label>
      <p className="message error" role="alert" data-send-failed="" hidden>
        {w.sendFailed}
      </p>
    </form>
  );
}

/** Whether a form's request is the confirming one (ConfirmForm's), not the first press that asks. */
export const isConfirmed = (body: unknown) => (body as Record<string, unknown> | undefined)?.confirmed === "yes";

/** The name of the page's meta element that tells the script a draft was saved (browser/drafts.ts reads it). */
export const SAVED_DRAFT = "office-saved-draft";

/**
 * What a form whose draft the office's script keeps carries (browser/drafts.ts): the draft's name (`draft`,
 * routing.ts), whether a kept draft may be put back (only on the form as it opens, never over what the office
 * sent back), the field the draft's number goes in, and the line, hidden until a draft is put back, saying so:
 * after an ended session (`ended`), or from before.
 */
export type DraftOptions = { key: string; restore: boolean; ended: boolean };

/**
 * What names a draft the office's script keeps in the browser: the signed-in account and the form's address in
 * either language, so that a draft comes back only to the account that typed it, on its own form.
 */
export const draftKey = (account: Account, formPath: string) => `${account.id}:${withoutLanguage(formPath)}`;

export const draftAttributes = ({ key, restore }: DraftOptions) => ({ "data-draft": key, "data-draft-restore": restore ? "" : undefined });

export function DraftNote({ language, draft }: { language: Language; draft: DraftOptions }) {
  const w = WORDS[language];
  return (
    <>
      <input type="hidden" name="draft" data-draft-number="" />
      <div className="message info" role="status" data-draft-note="" hidden>
        <p>{draft.ended ? w.draftKeptSignedOut : w.draftKept}</p>
        <p data-draft-files="" hidden>
          {w.draftFilesKept}
        </p>
        <button type="button" data-draft-discard="">
          {w.discardDraftButton}
        </button>
      </div>
    </>
  );
}

/** The links at the foot of a page: to the next place a person goes from it, and back to the office. */
export function NextLinks({ language, next }: { language: Language; next: { path: string; label: "publishLink" | "historyLink" | "noticesLink" } }) {
  const w = WORDS[language];
  return (
    <p>
      <a href={localPath(language, next.path)}>{w[next.label]}</a> · <a href={localPath(language, "/")}>{w.backToOffice}</a>
    </p>
  );
}

export const html = (page: ReactNode) => `<!doctype html>${renderToStaticMarkup(page)}`;

/** The sign-in page; `back`: the office page to come back to after it (its password form and passkey button carry it). */
export function signInPage(language: Language, { name = "", message, back }: { name?: string; message?: Message; back?: string }) {
  const w = WORDS[language];
  const path = "/sign-in";
  const described = message?.kind === "error" ? MESSAGE_ID : undefined;
  const returning = (address: string) => (back ? `${address}?${new URLSearchParams({ return: back })}` : address);
  return html(
    <Page language={language} title={w.signInTitle} path={path} script>
      <p>{w.signInIntro}</p>
      <Notice message={message} />
      <section aria-labelledby="passkey-heading" className="choice">
        <h2 id="passkey-heading" className="visually-hidden">
          {w.passkeyButton}
        </h2>
        <PasskeyButton mode="sign-in" optionsPath={localPath(language, "/passkey/options")} verifyPath={returning(localPath(language, "/passkey/sign-in"))} label={w.passkeyButton} notUsed={w.passkeyCancelled} unavailable={w.passkeyUnavailable} />
        <p className="help">{w.passkeyHelp}</p>
      </section>
      <section aria-labelledby="password-heading" className="choice">
        <h2 id="password-heading">{w.passwordHeading}</h2>
        <form method="post" action={returning(localPath(language, path))}>
          <label htmlFor="name">{w.nameLabel}</label>
          <input id="name" name="name" type="text" autoComplete="username" required defaultValue={name} aria-describedby={described} />
          <label htmlFor="password">{w.passwordLabel}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required aria-describedby={described} />
          <button type="submit">{w.signInButton}</button>
        </form>
      </section>
    </Page>,
  );
}

export function setupPage(language: Language, { token, name, replaces, message }: { token: string; name: string; replaces: boolean; message?: Message }) {
  const w = WORDS[language];
  const path = `/setup/${token}`;
  const described = message?.kind === "error" ? MESSAGE_ID : "password-rule";
  return html(
    <Page language={language} title={w.setupTitle} path={path} script>
      <p>{w.setupHello(name)}</p>
      {replaces && <p>{w.setupReplaces}</p>}
      <Notice message={message} />
      <section aria-labelledby="passkey-heading" className="choice">
        <h2 id="passkey-heading">{w.passkeyHeading}</h2>
        <p className="help">{w.passkeyExplain}</p>
        <PasskeyButton mode="register" optionsPath={localPath(language, `${path}/passkey/options`)} verifyPath={localPath(language, `${path}/passkey`)} label={w.createPasskeyButton} notUsed={w.passkeyNotCreated} unavailable={w.createPasskeyUnavailable} />
      </section>
      <section aria-labelledby="password-heading" className="choice">
        <h2 id="password-heading">{w.passwordChoiceHeading}</h2>
        <p className="help" id="password-rule">
          {w.passwordRule}
        </p>
        <form method="post" action={localPath(language, `${path}/password`)}>
          {/* Tells a password manager whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={name} readOnly hidden />
          <label htmlFor="password">{w.newPasswordLabel}</label>
          <input id="password" name="password" type="password" autoComplete="new-password" required aria-describedby={described} />
          <label htmlFor="repeated">{w.repeatPasswordLabel}</label>
          <input id="repeated" name="repeated" type="password" autoComplete="new-password" required />
          <button type="submit">{w.savePasswordButton}</button>
        </form>
      </section>
    </Page>,
  );
}

/** Where each part of the office is. The editor is in English only (Decap CMS), at one address. */
const SECTION_LINKS: Record<keyof Words["sections"], { href: (language: Language) => string; link: "editLink" | "previewLink" | "newNoticeLink" | "albumsLink" | "publishLink" | "historyLink" }> = {
  edit: { href: () => "/edit/", link: "editLink" },
  preview: { href: (language) => localPath(language, "/preview"), link: "previewLink" },
  notice: { href: (language) => localPath(language, "/notice/new"), link: "newNoticeLink" },
  photos: { href: (language) => localPath(language, "/albums"), link: "albumsLink" },
  publish: { href: (language) => localPath(language, "/publish"), link: "publishLink" },
  history: { href: (language) => localPath(language, "/history"), link: "historyLink" },
};

/** The office's home page; `preview` says whether there is one (PREVIEW_PORT=0: none, and no link to it). */
export function homePage(language: Language, { name, preview }: { name: string; preview: boolean }) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.homeTitle} path="/">
      <p className="signed-in">{w.signedInAs(name)}</p>
      <ul className="sections">
        {(Object.keys(w.sections) as (keyof Words["sections"])[]).filter((key) => preview || key !== "preview").map((key) => {
          const section = SECTION_LINKS[key];
          return (
            <li key={key}>
              <h2>{w.sections[key]}</h2>
              <p>
                <a href={section.href(language)}>{w[section.link]}</a>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="sign-out">
        <form method="post" action={localPath(language, "/sign-out")}>
          <button type="submit">{w.signOutButton}</button>
        </form>
        <form method="post" action={localPath(language, "/sign-out-everywhere")}>
          <button type="submit" aria-describedby="everywhere-help">
            {w.signOutEverywhereButton}
          </button>
          <p className="help" id="everywhere-help">
            {w.signOutEverywhereHelp}
          </p>
        </form>
      </div>
    </Page>,
  );
}

/** A refusal or an error in plain words, with a way back; `command`, when given, is shown to copy. */
export function errorPage(language: Language, { text, path, command }: { text: string; path: string; command?: string }) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.errorTitle} path={path}>
      <p className="message error">{text}</p>
      {command && (
        <>
          <p>{w.linkUnusableCommand}</p>
          <pre>
            <code>{command}</code>
          </pre>
        </>
      )}
      <p>
        <a href={localPath(language, "/")}>{w.backToOffice}</a>
      </p>
    </Page>,
  );
}

/** The preview's answer to whoever comes without having been let in from the office: where to go instead. */
export function previewRefusedPage(language: Language, { office, path, stylesheet }: { office: string; path: string; stylesheet: string }) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.previewRefusedTitle} path={path} stylesheet={stylesheet} keepsChoice={false}>
      <p className="message error">
        {w.previewRefused.before}
        <a href={office}>{new URL(office).host}</a>
        {w.previewRefused.after}
      </p>
      <p className="help">{w.previewRefusedWhy}</p>
      <p>
        <a href={office}>{w.goToOffice}</a>
      </p>
    </Page>,
  );
}
