// Issue 35, point 4: no answer of the office or of the preview sends a browser to another site, whatever the
// request's path or parameters hold. Each hostile form is sent as an attacker would send it (by hand over a
// socket where a browser would have tidied it), to every place that builds a Location or a link from the
// request: the preview's page parameter and path, the office's pages and error pages (their language switch),
// the sign-in's redirects, and the preview's refusal page. Every Location and every link on every answer must
// stay on the office's or the preview's own origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, sendRaw } from "../support/raw-http";
import { addressesIn, HOSTILE_ADDRESSES, inRequestLine } from "../support/hostile-addresses";
import { type Office, request, signInWithPassword, startOffice } from "./support";

let office: Office;
let cookie: string;
beforeAll(async () => {
  // The preview's site: a stand-in that answers every page with the same few words.
  office = await startOffice({ preview: { startSite: () => ({ handle: (_req, res) => res.end("the school's page"), stop: () => undefined }) } });
  await office.addAccountWithPassword();
  cookie = await signInWithPassword(office);
});
afterAll(() => office.close());

/** Each address as the browser at `origin` resolves it, which must be on `allowed`. */
function expectOnlyOwn(form: string, origin: string, addresses: string[], allowed: string[]) {
  for (const address of addresses) {
    const resolved = URL.parse(address, origin);
    expect([form, address, resolved?.origin]).toEqual([form, address, expect.toBeOneOf(allowed)]);
  }
}

const portOf = (origin: string) => Number(new URL(origin).port);
const officeHost = () => new URL(office.url).host;

describe("the preview's page parameter", () => {
  it("sends the person in onto a page of the preview, never another site's", async () => {
    for (const form of HOSTILE_ADDRESSES) {
      for (const from of ["/preview", "/hi/preview"]) {
        const toPreview = await request(office, `${from}?page=${encodeURIComponent(form)}`, { cookie });
        expect(toPreview.status).toBe(303);
        const entering = toPreview.headers.get("location")!;
        expect(new URL(entering).origin).toBe(office.previewUrl);
        const entered = await fetch(entering, { redirect: "manual" });
        expect(entered.status).toBe(303);
        const location = entered.headers.get("location")!;
        expect([form, location.startsWith("/")]).toEqual([form, true]);
        expectOnlyOwn(form, office.previewUrl, [location], [office.previewUrl]);
      }
    }
  });

  it("and its path (/preview/<page>, the editor's view links), sent by hand", async () => {
    for (const form of HOSTILE_ADDRESSES) {
      const toPreview = await sendRaw(portOf(office.url), rawRequest("GET", `/preview${inRequestLine(form)}`, { Host: officeHost(), Cookie: cookie }));
      if (toPreview.status !== 303) {
        expectOnlyOwn(form, office.origin, addressesIn(toPreview.headers, toPreview.body), [office.origin]);
        continue;
      }
      const entering = new URL(toPreview.headers.location!);
      expect(entering.origin).toBe(office.previewUrl);
      const entered = await fetch(entering, { redirect: "manual" });
      expectOnlyOwn(form, office.previewUrl, [entered.headers.get("location")!], [office.previewUrl]);
    }
  });
});

describe("the sign-in's way back (?return=, after a session ended)", () => {
  it("leads only to the office's own pages, signed in already or not", async () => {
    for (const form of HOSTILE_ADDRESSES) {
      for (const language of ["", "/hi"]) {
        const path = `${language}/sign-in?return=${encodeURIComponent(form)}`;
        // Signed in already: sent straight on, where a sign-in would send.
        const onwards = await request(office, path, { cookie });
        expect([form, onwards.status]).toEqual([form, 303]);
        expectOnlyOwn(form, office.origin, [onwards.headers.get("location")!], [office.origin]);
        // Not signed in: the page's form and passkey button carry it, to the office alone.
        const page = await request(office, path);
        expectOnlyOwn(form, office.origin, addressesIn(Object.fromEntries(page.headers), await page.text()), [office.origin]);
      }
    }
  });
});

describe("pages whose links are made from the request's path", () => {
  it("the office's pages and error pages, signed in or not, in English and Hindi, link only to the office", async () => {
    for (const form of HOSTILE_ADDRESSES) {
      for (const path of [form, `/hi${form}`, `/setup${form}`, `/hi/setup${form}`, `/sign-in${form}`]) {
        for (const signedIn of [true, false]) {
          const answer = await sendRaw(portOf(office.url), rawRequest("GET", inRequestLine(path), { Host: officeHost(), ...(signedIn ? { Cookie: cookie } : {}) }));
          expect(answer.status).toBeLessThan(500);
          expectOnlyOwn(path, office.origin, addressesIn(answer.headers, answer.body), [office.origin]);
        }
      }
    }
  });

  it("the preview's refusal, to whoever comes without having been let in, links only to the preview and the office", async () => {
    for (const form of HOSTILE_ADDRESSES) {
      for (const path of [form, `/hi${form}`, `/__preview/enter?pass=made-up&page=${encodeURIComponent(form)}`]) {
        const answer = await sendRaw(portOf(office.previewUrl), rawRequest("GET", inRequestLine(path), { Host: new URL(office.previewUrl).host }));
        expect([path, answer.status]).toEqual([path, expect.toBeOneOf([400, 403])]);
        expectOnlyOwn(path, office.previewUrl, addressesIn(answer.headers, answer.body), [office.previewUrl, office.origin]);
      }
    }
  });

  it("where the hostile path was: the English switch of /hi//evil.example and /hi/\\evil.example leads to the same site's home page", async () => {
    const answer = await sendRaw(portOf(office.url), rawRequest("GET", "/hi//evil.example", { Host: officeHost(), Cookie: cookie }));
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<a href="/?language=en" lang="en" hrefLang="en">English</a>');
    const preview = await sendRaw(portOf(office.previewUrl), rawRequest("GET", "/hi/\\evil.example", { Host: new URL(office.previewUrl).host }));
    expect(preview.status).toBe(403);
    expect(preview.body).toContain('<a href="/" lang="en" hrefLang="en">English</a>');
  });
});
