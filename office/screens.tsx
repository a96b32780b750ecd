import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
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

export type Message = { text: string; kind: "error" | "info" };

type PageProps = { language: Language; title: string; path: string; script?: boolean; refreshSeconds?: number; stylesheet?: string; children: ReactNode };

/**
 * An office page; `refreshSeconds` reloads it while something runs (a publish), with or without JavaScript;
 * `script`: with the office's script, for a page with passkey buttons or an `UploadForm`.
 */
export function Page({ language, title, path, script = false, refreshSeconds, stylesheet = "/office.css", children }: PageProps) {
  const w = WORDS[language];
  const other: Language = language === "en" ? "hi" : "en";
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${w.office}`}</title>
        {refreshSeconds !== undefined && <meta httpEquiv="refresh" content={String(refreshSeconds)} />}
        <link rel="stylesheet" href={stylesheet} />
        {script && <script type="module" src="/office.js" />}
      </head>
      <body>
        <header>
          <span className="brand">{w.office}</span>
          <a href={localPath(other, path)} lang={other} hrefLang={other}>
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

/**
 * A form that sends photos: with the office's script (browser/uploads.ts), each photo chosen is made no larger
 * than the site publishes one (MAX_EDGE) before it leaves the phone, and the form goes with its progress shown;
 * without it, the form posts as it is. Its page needs `script`.
 */
export function UploadForm({ language, action, className, children }: { language: Language; action: string; className?: string; children: ReactNode }) {
  const w = WORDS[language];
  return (
    <form method="post" action={action} encType="multipart/form-data" className={className} data-shrink-to={MAX_EDGE}>
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

export function signInPage(language: Language, { name = "", message }: { name?: string; message?: Message }) {
  const w = WORDS[language];
  const path = "/sign-in";
  const described = message?.kind === "error" ? MESSAGE_ID : undefined;
  return html(
    <Page language={language} title={w.signInTitle} path={path} script>
      <p>{w.signInIntro}</p>
      <Notice message={message} />
      <section aria-labelledby="passkey-heading" className="choice">
        <h2 id="passkey-heading" className="visually-hidden">
          {w.passkeyButton}
        </h2>
        <PasskeyButton mode="sign-in" optionsPath={localPath(language, "/passkey/options")} verifyPath={localPath(language, "/passkey/sign-in")} label={w.passkeyButton} notUsed={w.passkeyCancelled} unavailable={w.passkeyUnavailable} />
        <p className="help">{w.passkeyHelp}</p>
      </section>
      <section aria-labelledby="password-heading" className="choice">
        <h2 id="password-heading">{w.passwordHeading}</h2>
        <form method="post" action={localPath(language, path)}>
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
    <Page language={language} title={w.previewRefusedTitle} path={path} stylesheet={stylesheet}>
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
