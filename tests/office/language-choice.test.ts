// Issue 36, point 5: the office speaks her language from the first tap. A Hindi phone opens the set-up link,
// the office's address and the sign-in in Hindi; the language she chooses with the switch is kept for every
// later page, English on a Hindi phone as well as Hindi on an English one; a form's POST and a script's
// request are never sent elsewhere; and neither the choice nor the address ever leads off the office.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addressesIn, HOSTILE_ADDRESSES, inRequestLine } from "../support/hostile-addresses";
import { rawRequest, sendRaw } from "../support/raw-http";
import { CLERK, CLERK_PASSWORD, type Office, request, sessionCookieOf, startOffice } from "./support";

const HINDI_PHONE = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
const ENGLISH_BROWSER = { "accept-language": "en" };
/** What a browser sends when it opens a page (a link tapped, an address typed): by hand, as fetch() says it is a script's. */
const OPENING = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

let office: Office;
beforeEach(async () => {
  office = await startOffice();
  await office.addAccountWithPassword();
});
afterEach(() => office.close());

const portOf = (office: Office) => Number(new URL(office.url).port);
/** A page opened by a browser, by hand; a header given as "" is left out (a browser too old to send it). */
const openRaw = (office: Office, target: string, headers: Record<string, string>) =>
  sendRaw(portOf(office), rawRequest("GET", target, Object.fromEntries(Object.entries({ Host: new URL(office.url).host, ...OPENING, ...headers }).filter(([, value]) => value !== ""))));
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** A browser opening `path` and following where it is sent, keeping the cookie it is given: where it ends, and what it reads. */
async function open(path: string, headers: Record<string, string>, jar = new Map<string, string>()) {
  const visited: string[] = [];
  for (let at = path; ; ) {
    visited.push(at);
    const answer = await openRaw(office, at, { ...headers, ...(jar.size > 0 ? { Cookie: cookieHeader(jar) } : {}) });
    const set = answer.headers["set-cookie"];
    if (set) jar.set(...(set.split(";")[0]!.split("=") as [string, string]));
    if (answer.status !== 303) {
      const html = Buffer.from(answer.body, "latin1").toString("utf8");
      return { visited, status: answer.status, html, language: /<html lang="(\w+)"/.exec(html)?.[1], title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1], jar };
    }
    at = answer.headers.location!;
    expect(at).toMatch(/^\/(?![/\\])/);
  }
}

/** The address of the page's language switch. */
const switchOf = (html: string) => /<header>.*?<a href="([^"]*)"/s.exec(html)![1]!.replaceAll("&amp;", "&");

describe("the first visit", () => {
  it("from a Hindi phone: the office's address and the set-up link open in Hindi", async () => {
    const home = await open("/", HINDI_PHONE);
    expect(home.visited).toEqual(["/", "/hi", "/hi/sign-in"]);
    expect([home.status, home.language, home.title]).toEqual([200, "hi", "साइन इन"]);

    const link = office.addAccount("Asha Devi");
    const setup = await open(link, HINDI_PHONE);
    expect(setup.visited).toEqual([link, `/hi${link}`]);
    expect([setup.status, setup.language, setup.title]).toEqual([200, "hi", "अपना साइन इन तैयार करें"]);
    // The sign-in page too, and a query is kept.
    expect((await open("/sign-in?ended", HINDI_PHONE)).visited).toEqual(["/sign-in?ended", "/hi/sign-in?ended"]);
  });

  it("from an English browser, or one that says nothing, or prefers neither: English", async () => {
    for (const headers of [ENGLISH_BROWSER, {}, { "accept-language": "fr-FR,fr;q=0.9" }, { "accept-language": "en-IN,hi-IN;q=0.9" }]) {
      const home = await open("/", headers);
      expect([home.visited, home.language, home.title]).toEqual([["/", "/sign-in"], "en", "Sign in"]);
    }
  });

  it("a form's POST, a script's request and the editor are never sent to /hi", async () => {
    const post = await request(office, "/sign-in", { form: { name: CLERK, password: "wrong" }, headers: { ...OPENING, ...HINDI_PHONE } });
    expect(post.status).toBe(401);
    const script = await request(office, "/sign-in", { headers: { ...HINDI_PHONE, accept: "*/*", "sec-fetch-mode": "cors" } });
    expect(script.status).toBe(200);
    const json = await openRaw(office, "/sign-in", { ...HINDI_PHONE, accept: "application/json", "sec-fetch-mode": "" });
    expect(json.status).toBe(200);
    const editor = await openRaw(office, "/edit/", HINDI_PHONE);
    expect(editor.headers.location).not.toMatch(/^\/hi/);
  });
});

describe("her choice, kept", () => {
  it("English chosen on a Hindi phone: every later page, signed in or not, stays English", async () => {
    const hindi = await open("/", HINDI_PHONE);
    const chosen = await open(switchOf(hindi.html), HINDI_PHONE, hindi.jar);
    expect(chosen.visited).toEqual(["/sign-in?language=en", "/sign-in"]);
    expect([chosen.language, chosen.title]).toEqual(["en", "Sign in"]);

    expect((await open("/", HINDI_PHONE, chosen.jar)).visited).toEqual(["/", "/sign-in"]);
    const signIn = await request(office, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD }, cookie: cookieHeader(chosen.jar) });
    chosen.jar.set(...(sessionCookieOf(signIn)!.split("=") as [string, string]));
    for (const path of ["/", "/setup/no-such-link", "/sign-in"]) {
      const page = await open(path, HINDI_PHONE, chosen.jar);
      expect([path, page.visited.filter((at) => at.startsWith("/hi")), page.language]).toEqual([path, [], "en"]);
    }
    // And back to Hindi: the same switch, the other way.
    const again = await open(switchOf((await open("/", HINDI_PHONE, chosen.jar)).html), HINDI_PHONE, chosen.jar);
    expect([again.visited, again.language]).toEqual([["/hi?language=hi", "/hi"], "hi"]);
    expect((await open("/", HINDI_PHONE, again.jar)).visited).toEqual(["/", "/hi"]);
  });

  it("Hindi chosen on an English browser: the office's address opens in Hindi", async () => {
    const english = await open("/", ENGLISH_BROWSER);
    const chosen = await open(switchOf(english.html), ENGLISH_BROWSER, english.jar);
    expect(chosen.visited).toEqual(["/hi/sign-in?language=hi", "/hi/sign-in"]);
    expect((await open("/", ENGLISH_BROWSER, chosen.jar)).visited).toEqual(["/", "/hi", "/hi/sign-in"]);
  });

  it("is kept in a cookie: HttpOnly, SameSite=Lax, for a year; over https `__Host-`, Secure", async () => {
    const answer = await request(office, "/sign-in?language=hi");
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^office-language=hi; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/)]);
    const secure = await startOffice({ origin: "https://office.school.example" });
    try {
      const overHttps = await request(secure, "/sign-in?language=en");
      expect(overHttps.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-office-language=en; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/)]);
    } finally {
      await secure.close();
    }
  });
});

describe("never off the office", () => {
  it("a choice that is no language is no choice", async () => {
    for (const value of ["https://evil.example", "//evil.example", "fr", ""]) {
      const answer = await request(office, `/sign-in?language=${encodeURIComponent(value)}`, { headers: OPENING });
      expect([value, answer.status, answer.headers.getSetCookie()]).toEqual([value, 200, []]);
    }
  });

  it("whatever the path, a Hindi phone's first visit and the switch's choice lead only to the office's own pages", async () => {
    for (const form of HOSTILE_ADDRESSES) {
      for (const path of [form, `/setup${form}`, `${inRequestLine(form)}?language=hi`, `${inRequestLine(form)}?language=en`, `/hi${form}?language=en`]) {
        const answer = await openRaw(office, inRequestLine(path), HINDI_PHONE);
        expect(answer.status).toBeLessThan(500);
        for (const address of addressesIn(answer.headers, answer.body)) expect([path, URL.parse(address, office.origin)?.origin]).toEqual([path, office.origin]);
      }
    }
  });
});
