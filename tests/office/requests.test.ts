// What the office answers a request that is not from its own pages, or has no session, and the headers of every answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OPEN_CHALLENGES } from "../../office/sign-in/passkeys";
import { CLERK, CLERK_PASSWORD, messageOf, type Office, request, sessionCookieOf, signInWithPassword, startOffice } from "./support";

const REFUSED = "Refused: this request did not come from the office's own pages, so nothing was changed. Open the office again and try once more.";
const CSP =
  "default-src 'none';script-src 'self';style-src 'self';img-src 'self';connect-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'none';object-src 'none';require-trusted-types-for 'script'";

let office: Office;
beforeAll(async () => {
  office = await startOffice();
  await office.addAccountWithPassword();
});
afterAll(() => office.close());

describe("a request that changes something", () => {
  it("is refused from another site's form, even with a good password, and changes nothing", async () => {
    const cookie = await signInWithPassword(office);
    for (const site of ["cross-site", "same-site", "none"]) {
      const signIn = await request(office, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD }, headers: { "sec-fetch-site": site } });
      expect(signIn.status).toBe(403);
      expect(sessionCookieOf(signIn)).toBeUndefined();
      expect(messageOf(await signIn.text())).toBe(REFUSED);
      const signOut = await request(office, "/sign-out-everywhere", { form: {}, cookie, headers: { "sec-fetch-site": site } });
      expect(signOut.status).toBe(403);
    }
    expect((await request(office, "/", { cookie })).status).toBe(200);
  });

  it("without Sec-Fetch-Site, is refused unless its Origin is the office's", async () => {
    const form = { name: CLERK, password: CLERK_PASSWORD };
    for (const origin of ["https://evil.example", "null", `${office.origin}.evil.example`, ""]) {
      const refused = await request(office, "/sign-in", { form, headers: { "sec-fetch-site": "", origin } });
      expect(refused.status).toBe(403);
    }
    const hindi = await request(office, "/hi/sign-in", { form, headers: { "sec-fetch-site": "", origin: "https://evil.example" } });
    expect(messageOf(await hindi.text())).toBe(
      "अस्वीकार: यह अनुरोध कार्यालय के अपने पेजों से नहीं आया, इसलिए कुछ नहीं बदला गया। कार्यालय फिर से खोलें और एक बार और कोशिश करें।",
    );
    expect((await request(office, "/sign-in", { form, headers: { "sec-fetch-site": "", origin: office.origin } })).status).toBe(303);
  });
});

describe("without a session", () => {
  it("every office address is refused without a byte of content", async () => {
    for (const path of ["/", "/hi", "/hi/", "/edit", "/notices/new", "/publish", "/history", "/no-such-page", "/office-data/office.sqlite", "/%2e%2e/package.json"]) {
      const response = await request(office, path);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 303, /^\/hi(\/|$)/.test(path) ? "/hi/sign-in" : "/sign-in"]);
      expect(await response.text()).toBe("");
    }
    for (const path of ["/", "/sign-out", "/sign-out-everywhere", "/publish", "/hi/sign-out"]) {
      const response = await request(office, path, { form: {} });
      expect([path, response.status]).toEqual([path, 401]);
      expect(await response.text()).toBe("");
    }
    // A cookie the office never made is no session either.
    expect((await request(office, "/", { cookie: "office=made-up" })).status).toBe(303);
  });
});

describe("every answer", () => {
  it("carries the office's own CSP, no-store and the other headers", async () => {
    const cookie = await signInWithPassword(office);
    const answers = [
      await request(office, "/sign-in"),
      await request(office, "/"),
      await request(office, "/", { cookie }),
      await request(office, "/hi/no-such-page", { cookie }),
      await request(office, "/sign-in", { form: {}, headers: { "sec-fetch-site": "cross-site" } }),
      await request(office, "/office.js"),
    ];
    for (const response of answers) {
      expect(response.headers.get("content-security-policy")).toBe(CSP);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
    expect(answers[3]!.status).toBe(404);
    expect(messageOf(await answers[3]!.text())).toBe("कार्यालय में ऐसा कोई पेज नहीं है।");
  });

  it("to a body the office cannot read is a 400 with a plain message", async () => {
    const cookie = await signInWithPassword(office);
    const tooBig = await request(office, "/sign-in", { form: { name: "x".repeat(20_000), password: "y" } });
    expect(tooBig.status).toBe(400);
    expect(messageOf(await tooBig.text())).toBe("The office could not read what was sent, so nothing was changed. Go back and try again.");
    const broken = await fetch(`${office.url}/passkey/sign-in`, { method: "POST", body: "{not json", headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", cookie } });
    expect(broken.status).toBe(400);
  });
});

describe("the passkey ceremonies", () => {
  it("refuse a made-up answer, and a robot asking for challenges in a loop is told to wait", async () => {
    const options = await (await request(office, "/passkey/options", { json: {} })).json();
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required", timeout: 300_000 });
    const forged = await request(office, "/hi/passkey/sign-in", { json: { id: "made-up", rawId: "made-up", type: "public-key", response: {} } });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: "यह पासकी स्वीकार नहीं हुई। फिर से कोशिश करें, या अपने नाम और पासवर्ड से साइन इन करें।" });

    const add = office.db.prepare("INSERT INTO passkey_challenges (challenge, purpose, expires_at) VALUES (?, 'sign-in', ?)");
    for (let i = 0; i < MAX_OPEN_CHALLENGES; i++) add.run(`robot-${i}`, office.clock() + 60_000);
    const refused = await request(office, "/passkey/options", { json: {} });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "The office is busy with too many sign-ins at once. Wait a minute and try again." });
    office.advance(5 * 60_000);
    expect((await request(office, "/passkey/options", { json: {} })).status).toBe(200);
  });
});
