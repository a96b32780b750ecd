// The preview's door (office/preview/gate.ts): who gets in, with what, for how long, and what everyone else is
// told. The office's app and the door on their own ports, with a clock the tests move, in front of a stand-in
// for the preview's site that says which page it was asked for (the real one is in editor.test.ts).
import type { ServerResponse } from "node:http";
import { connect } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { endAllSessions } from "../../office/sign-in/sessions";
import { findAccountByName } from "../../office/sign-in/accounts";
import { CLERK, type Office, request, signInWithPassword, startOffice } from "./support";

const SITE_SAYS = "THE SCHOOL'S PAGE";
const REFUSED_EN = "Open the preview from the office: sign in at ";
const REFUSED_HI = "पूर्वावलोकन कार्यालय से खोलें: ";

/** The stand-in site: started and stopped on demand, it answers each page with the path it was asked. */
function standInSite() {
  const counts = { started: 0, stopped: 0, requests: 0 };
  return {
    counts,
    startSite: () => {
      counts.started++;
      return {
        handle: (req: { url?: string }, res: ServerResponse) => {
          counts.requests++;
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`${SITE_SAYS} at ${req.url}`);
        },
        stop: () => void counts.stopped++,
      };
    },
  };
}

let office: Office;
let site: ReturnType<typeof standInSite>;
beforeEach(async () => {
  site = standInSite();
  office = await startOffice({ preview: { startSite: site.startSite } });
  await office.addAccountWithPassword();
});
afterEach(() => office.close());

/** The preview's answer to a browser with this cookie (or none). */
const previewRequest = (pathAndQuery: string, cookie?: string) => fetch(`${office.previewUrl}${pathAndQuery}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** Follows the office's Preview link with the office's cookie: the preview's entering address it sends to. */
async function passFromOffice(officeCookie: string, link = "/preview") {
  const answer = await request(office, link, { cookie: officeCookie });
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location")!;
  expect(location.startsWith(`${office.previewUrl}/__preview/enter?pass=`)).toBe(true);
  return location.slice(office.previewUrl.length);
}

/** Enters with the pass: the preview's own cookie ("preview=…") and where it sends the browser. */
async function enter(entering: string) {
  const answer = await previewRequest(entering);
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("preview="));
  return { answer, cookie: cookie?.split(";")[0], setCookie: cookie, location: answer.headers.get("location") };
}

async function expectRefused(answer: Response, language: "en" | "hi" = "en") {
  expect(answer.status).toBe(403);
  const page = await answer.text();
  expect(page).toContain(language === "en" ? REFUSED_EN : REFUSED_HI);
  expect(page).toContain(`href="${office.origin}"`);
  expect(page).not.toContain(SITE_SAYS);
}

describe("without having come from the office", () => {
  it("answers 403 with a way to the office, in English or Hindi, and not a byte of the site, which is not even started", async () => {
    for (const path of ["/", "/notices", "/assets/app.js", "/__editor/version", "/__preview/enter", "/__preview/enter?pass=made-up&page=/"]) {
      await expectRefused(await previewRequest(path));
    }
    await expectRefused(await previewRequest("/hi/notices"), "hi");
    await expectRefused(await previewRequest("/__preview/enter?pass=made-up&page=/hi/"), "hi");
    await expectRefused(await previewRequest("/", "preview=made-up"));
    // The office's own session cookie is not the preview's.
    const officeCookie = await signInWithPassword(office);
    await expectRefused(await previewRequest("/", officeCookie));
    expect(site.counts).toEqual({ started: 0, stopped: 0, requests: 0 });
  });

  it("answers an address that is no address, as sent by hand, with the same refusal, and keeps going", async () => {
    const { port } = new URL(office.previewUrl);
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect(Number(port), "127.0.0.1", () => socket.end("GET http://[ HTTP/1.1\r\nHost: preview.school.example\r\nConnection: close\r\n\r\n"));
      socket.on("data", (chunk) => (text += chunk)).on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).not.toContain(SITE_SAYS);
    expect((await previewRequest("/")).status).toBe(403);
  });

  it("says exactly where to go", async () => {
    const page = await (await previewRequest("/")).text();
    const text = page.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(`The preview is for the school office`);
    expect(text).toContain(`Open the preview from the office: sign in at ${new URL(office.origin).host} and choose Preview.`);
    expect(text).toContain("A link into the preview works once, within a minute, and the preview closes when you sign out of the office.");
    expect(text).toContain("Go to the office");
  });
});

describe("from the office's Preview link", () => {
  it("lets a signed-in person in with a one-time pass, onto the page asked, with a cookie of the preview's own", async () => {
    const officeCookie = await signInWithPassword(office);
    const { answer, cookie, setCookie, location } = await enter(await passFromOffice(officeCookie, "/preview?page=/hi/notices"));
    expect(answer.status).toBe(303);
    expect(location).toBe("/hi/notices");
    expect(setCookie).toMatch(/^preview=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const page = await previewRequest("/hi/notices", cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(`${SITE_SAYS} at /hi/notices`);
    // The door's own answers (the site's pages get the same from the site's proxy: editor.test.ts).
    for (const own of [answer, await previewRequest("/")]) {
      expect(own.headers.get("cache-control")).toBe("no-store");
      expect(own.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(own.headers.get("referrer-policy")).toBe("no-referrer");
    }
    expect(site.counts.started).toBe(1);
  });

  it("opens the home page in the office's language, and the editor's view links' pages", async () => {
    const officeCookie = await signInWithPassword(office);
    expect((await enter(await passFromOffice(officeCookie))).location).toBe("/");
    expect((await enter(await passFromOffice(officeCookie, "/hi/preview"))).location).toBe("/hi/");
    expect((await enter(await passFromOffice(officeCookie, "/preview/notices/2026-12-20-winter-break"))).location).toBe("/notices/2026-12-20-winter-break");
  });

  it("never sends anyone to another site, however the page is written", async () => {
    const officeCookie = await signInWithPassword(office);
    for (const page of ["//evil.example", "https://evil.example", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "/%2F%2Fevil.example", "http:evil.example", "//["]) {
      const { location } = await enter(await passFromOffice(officeCookie, `/preview?page=${encodeURIComponent(page)}`));
      expect([page, location?.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")]).toEqual([page, true]);
      expect(new URL(location!, office.previewUrl).origin).toBe(office.previewUrl);
    }
  });

  it("is not there for whoever is not signed in", async () => {
    const answer = await request(office, "/preview");
    expect([answer.status, answer.headers.get("location")]).toEqual([303, "/sign-in?return=%2Fpreview"]);
  });

  it("gives a pass that works once", async () => {
    const officeCookie = await signInWithPassword(office);
    const entering = await passFromOffice(officeCookie);
    expect((await enter(entering)).cookie).toBeDefined();
    const again = await enter(entering);
    expect(again.cookie).toBeUndefined();
    await expectRefused(again.answer);
  });

  it("gives a pass that works for a minute", async () => {
    const officeCookie = await signInWithPassword(office);
    const entering = await passFromOffice(officeCookie);
    office.advance(60_000);
    const late = await enter(entering);
    expect(late.cookie).toBeUndefined();
    await expectRefused(late.answer);
    // One just in time works.
    const inTime = await passFromOffice(officeCookie);
    office.advance(59_000);
    expect((await enter(inTime)).cookie).toBeDefined();
  });
});

describe("the office session behind it", () => {
  it("a pass from a session that then signed out lets nobody in", async () => {
    const officeCookie = await signInWithPassword(office);
    const entering = await passFromOffice(officeCookie);
    expect((await request(office, "/sign-out", { form: {}, cookie: officeCookie })).status).toBe(303);
    await expectRefused((await enter(entering)).answer);
  });

  it("signing out, everywhere, or from the server's command closes the preview too", async () => {
    const ways: [string, (officeCookie: string) => Promise<unknown>][] = [
      ["sign out", (officeCookie) => request(office, "/sign-out", { form: {}, cookie: officeCookie })],
      ["sign out everywhere", (officeCookie) => request(office, "/sign-out-everywhere", { form: {}, cookie: officeCookie })],
      ["npm run office:account -- sign-out", async () => endAllSessions(office.db, findAccountByName(office.db, CLERK)!.id)],
    ];
    for (const [way, signOut] of ways) {
      const officeCookie = await signInWithPassword(office);
      const { cookie } = await enter(await passFromOffice(officeCookie));
      expect([way, (await previewRequest("/", cookie)).status]).toEqual([way, 200]);
      await signOut(officeCookie);
      const after = await previewRequest("/", cookie);
      expect([way, after.status]).toEqual([way, 403]);
      expect(await after.text()).not.toContain(SITE_SAYS);
    }
  });

  it("ends with the office's idle limit, which a page left open does not hold off; looking at the preview does", async () => {
    const officeCookie = await signInWithPassword(office);
    const { cookie } = await enter(await passFromOffice(officeCookie));
    // Looking at pages for two hours, one every 40 minutes: the office session stays alive.
    for (let i = 0; i < 3; i++) {
      office.advance(40 * 60_000);
      expect((await previewRequest("/gallery", cookie)).status).toBe(200);
    }
    // A page open on its own only asks whether the content changed: after an hour of that, the session is over.
    for (let i = 0; i < 4; i++) {
      office.advance(15 * 60_000);
      await previewRequest("/__editor/version", cookie);
    }
    await expectRefused(await previewRequest("/gallery", cookie));
    expect((await request(office, "/", { cookie: officeCookie })).headers.get("location")).toBe("/sign-in?ended");
  });
});

describe("the preview's site", () => {
  it("starts when someone comes in, and stops after 15 minutes without a person's request, a page's poll not counting", async () => {
    const officeCookie = await signInWithPassword(office);
    expect(site.counts.started).toBe(0);
    const { cookie } = await enter(await passFromOffice(officeCookie));
    expect(site.counts.started).toBe(1);
    office.advance(14 * 60_000);
    expect((await previewRequest("/", cookie)).status).toBe(200);
    office.advance(14 * 60_000);
    // Only the open page's poll: it does not wake it, nor keep it.
    await previewRequest("/__editor/version", cookie);
    office.advance(60_000);
    await expect.poll(() => site.counts.stopped).toBe(1);
    const poll = await previewRequest("/__editor/version", cookie);
    expect(poll.status).toBe(204);
    expect(site.counts.started).toBe(1);
    // The person comes back: it starts again.
    expect(await (await previewRequest("/notices", cookie)).text()).toBe(`${SITE_SAYS} at /notices`);
    expect(site.counts).toMatchObject({ started: 2, stopped: 1 });
  });
});

describe("over https", () => {
  it("sets a __Host- cookie, Secure", async () => {
    await office.close();
    office = await startOffice({ origin: "https://office.school.example", preview: { startSite: site.startSite, origin: "https://preview.school.example" } });
    await office.addAccountWithPassword();
    const officeCookie = await signInWithPassword(office, undefined, undefined, { "x-forwarded-proto": "https" });
    const answer = await request(office, "/preview", { cookie: officeCookie });
    const location = new URL(answer.headers.get("location")!);
    expect(location.origin).toBe("https://preview.school.example");
    const entered = await fetch(`${office.previewUrl}${location.pathname}${location.search}`, { redirect: "manual" });
    expect(entered.headers.getSetCookie()[0]).toMatch(/^__Host-preview=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("the office's home page", () => {
  it("has Preview, in both languages, only where there is a preview", async () => {
    const officeCookie = await signInWithPassword(office);
    expect(await (await request(office, "/", { cookie: officeCookie })).text()).toContain('<h2>Preview</h2><p><a href="/preview">See the website with what is saved, before publishing</a>');
    expect(await (await request(office, "/hi", { cookie: officeCookie })).text()).toContain('<h2>पूर्वावलोकन</h2><p><a href="/hi/preview">');
    await office.close();
    office = await startOffice();
    await office.addAccountWithPassword();
    const without = await (await request(office, "/", { cookie: await signInWithPassword(office) })).text();
    expect(without).not.toContain("Preview");
    expect((await request(office, "/preview", { cookie: await signInWithPassword(office) })).status).toBe(404);
  });
});
