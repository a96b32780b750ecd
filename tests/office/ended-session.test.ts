// Every office form sent once its session ended (or with no session at all): answered with the sign-in, which says
// why, and back to the form's page after it, never a bare 401 or a 5xx; the address to come back to is only ever
// the office's own; the scripts' requests (the editor, the passkey buttons) keep their JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR_MS } from "../../office/clock";
import { WORDS } from "../../office/words";
import { CLERK, CLERK_PASSWORD, messageOf, type Office, officeOnContentCopy, request, sessionCookieOf, signInWithPassword } from "./support";

let office: Office;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => ({ office, cookie, close } = await officeOnContentCopy("office-ended-")), 60_000);
afterAll(() => close());

/** The pages a person reaches from the home page, where the office's forms are. */
const PAGES = ["/", "/notice/new", "/notices", "/albums", "/publish", "/history"];
/** Forms a page shows only in a state this content copy is not in: the way back (after a publish) and a publish's own page. */
const FORMS_IN_OTHER_STATES = [{ action: "/history/undo", multipart: false }];

type Form = { action: string; multipart: boolean };

/** Every form that sends to the office (method="post") on its pages, in both languages, as the pages show them. */
async function officeForms(session: string): Promise<Form[]> {
  const forms = new Map<string, Form>();
  for (const language of ["", "/hi"]) {
    for (const page of PAGES) {
      const answer = await request(office, `${language}${page}`, { cookie: session });
      expect([page, answer.status]).toEqual([page, 200]);
      for (const [tag] of (await answer.text()).matchAll(/<form [^>]*method="post"[^>]*>/g)) {
        const action = /action="([^"]+)"/.exec(tag)![1]!;
        forms.set(action, { action, multipart: tag.includes('enctype="multipart/form-data"') });
      }
    }
    for (const form of FORMS_IN_OTHER_STATES) forms.set(`${language}${form.action}`, { ...form, action: `${language}${form.action}` });
  }
  return [...forms.values()];
}

/** The form as a browser sends it: its fields (a title, a file) in the form's own encoding. */
function send(form: Form, session?: string) {
  const headers: Record<string, string> = { "sec-fetch-site": "same-origin", ...(session ? { cookie: session } : {}) };
  if (!form.multipart) return fetch(`${office.url}${form.action}`, { method: "POST", redirect: "manual", headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: "title=Typed" });
  const body = new FormData();
  body.append("title_hi", "लिखा हुआ");
  body.append("attachment", new Blob([new Uint8Array(2048)], { type: "image/jpeg" }), "IMG_0001.jpg");
  return fetch(`${office.url}${form.action}`, { method: "POST", redirect: "manual", headers, body });
}

/** The page a form's action is on (the office's rule, written out here for each form it has). */
const PAGE_OF: Record<string, string> = { "/notice/new": "/notice/new", "/publish": "/publish", "/history/undo": "/history", "/sign-out": "/", "/sign-out-everywhere": "/" };
const pageOf = (action: string) => PAGE_OF[action] ?? (action.startsWith("/albums/") ? "/albums" : action.startsWith("/notices/") ? "/notices" : "?");

describe("a form sent once the session ended", () => {
  it("goes to the sign-in, which says why, and after it back to the form's page: every form, in both languages, never a 401 or a 5xx", async () => {
    const forms = await officeForms(cookie);
    const actions = forms.map((form) => form.action.replace(/^\/hi(?=\/)/, ""));
    // Every kind of form the office has is among them.
    for (const expected of ["/notice/new", "/notices/", "/albums/", "/publish", "/history/undo", "/sign-out", "/sign-out-everywhere"]) {
      expect([expected, actions.some((action) => action.startsWith(expected))]).toEqual([expected, true]);
    }

    office.advance(HOUR_MS);
    for (const form of forms) {
      for (const session of [cookie, undefined]) {
        const answer = await send(form, session);
        const hindi = form.action.startsWith("/hi/");
        const page = `${hindi ? "/hi" : ""}${pageOf(form.action.replace(/^\/hi(?=\/)/, ""))}`;
        const back = page === (hindi ? "/hi/" : "/") ? "" : `&return=${encodeURIComponent(`${page.replace(/^\/hi\/$/, "/hi")}?ended`)}`;
        expect([form.action, session !== undefined, answer.status, answer.headers.get("location"), await answer.text()]).toEqual([
          form.action,
          session !== undefined,
          303,
          `${hindi ? "/hi" : ""}/sign-in?ended${back}`,
          "",
        ]);
      }
    }
  });

  it("signs in there, with the reason said, and lands on the form's page; a return address is only ever the office's own", async () => {
    const session = await signInWithPassword(office);
    office.advance(HOUR_MS);
    const sent = await send({ action: "/hi/notice/new", multipart: true }, session);
    const signInAddress = sent.headers.get("location")!;
    expect(signInAddress).toBe("/hi/sign-in?ended&return=%2Fhi%2Fnotice%2Fnew%3Fended");
    const signInPage = await (await request(office, signInAddress)).text();
    expect(messageOf(signInPage)).toBe(WORDS.hi.sessionEnded);
    // The password form and the passkey button both carry the way back.
    const action = /<form action="([^"]+)" method="post"/.exec(signInPage)![1]!.replaceAll("&amp;", "&");
    expect(action).toBe("/hi/sign-in?return=%2Fhi%2Fnotice%2Fnew%3Fended");
    expect(signInPage).toContain('data-verify="/hi/passkey/sign-in?return=%2Fhi%2Fnotice%2Fnew%3Fended"');
    const signedIn = await request(office, action, { form: { name: CLERK, password: CLERK_PASSWORD } });
    expect([signedIn.status, signedIn.headers.get("location")]).toEqual([303, "/hi/notice/new?ended"]);
    const form = await request(office, "/hi/notice/new?ended", { cookie: sessionCookieOf(signedIn) });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(WORDS.hi.draftKeptSignedOut);

    // Another site's address, however written, is never where a sign-in leads: the office's home instead.
    for (const asked of ["https://evil.example/notice/new", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)"]) {
      const answer = await request(office, `/sign-in?${new URLSearchParams({ return: asked })}`, { form: { name: CLERK, password: CLERK_PASSWORD } });
      expect([asked, answer.status, answer.headers.get("location")]).toEqual([asked, 303, "/"]);
    }
  });

  it("a page asked for goes to the sign-in and back to it", async () => {
    const answer = await request(office, "/hi/notices");
    expect([answer.status, answer.headers.get("location")]).toEqual([303, "/hi/sign-in?return=%2Fhi%2Fnotices"]);
  });

  it("the scripts' requests keep their JSON: the editor's, in words", async () => {
    const answer = await request(office, "/edit/api/v1", { json: { action: "getEntry" } });
    expect([answer.status, await answer.json()]).toEqual([401, { error: WORDS.en.sessionEnded }]);
    const upload = await fetch(`${office.url}/edit/upload`, { method: "POST", body: new FormData(), headers: { "sec-fetch-site": "same-origin" } });
    expect([upload.status, await upload.json()]).toEqual([401, { error: WORDS.en.sessionEnded }]);
  });
});
