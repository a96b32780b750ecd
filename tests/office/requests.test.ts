// What the office answers a request that is not from its own pages, or has no session, and the headers of every answer.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditEntries } from "../../office/audit";
import { inTransaction } from "../../office/database";
import { MAX_OPEN_SIGN_IN_CHALLENGES } from "../../office/sign-in/passkeys";
import { CLERK, CLERK_PASSWORD, deviceCookieOf, messageOf, type Office, request, sessionCookieOf, signInWithPassword, startOffice } from "./support";

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
  it("every office address is refused without a byte of content: to the sign-in, and back after it", async () => {
    for (const [path, signIn] of [
      ["/", "/sign-in"],
      ["/hi", "/hi/sign-in"],
      ["/hi/", "/hi/sign-in"],
      ["/edit", "/sign-in?return=%2Fedit"],
      ["/notices/new", "/sign-in?return=%2Fnotices%2Fnew"],
      ["/publish", "/sign-in?return=%2Fpublish"],
      ["/history", "/sign-in?return=%2Fhistory"],
      ["/no-such-page", "/sign-in?return=%2Fno-such-page"],
      ["/office-data/office.sqlite", "/sign-in?return=%2Foffice-data%2Foffice.sqlite"],
      ["/%2e%2e/package.json", "/sign-in?return=%2Fpackage.json"],
    ]) {
      const response = await request(office, path!);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 303, signIn]);
      expect(await response.text()).toBe("");
    }
    // A form sent without a session (its cookie gone with the session): to the sign-in, saying why (ended-session.test.ts).
    for (const path of ["/", "/sign-out", "/sign-out-everywhere", "/publish", "/hi/sign-out"]) {
      const response = await request(office, path, { form: {} });
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 303, path === "/publish" ? "/sign-in?ended&return=%2Fpublish%3Fended" : path.startsWith("/hi") ? "/hi/sign-in?ended" : "/sign-in?ended"]);
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
  it("refuse a made-up answer", async () => {
    const options = await (await request(office, "/passkey/options", { json: {} })).json();
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required", timeout: 300_000 });
    const forged = await request(office, "/hi/passkey/sign-in", { json: { id: "made-up", rawId: "made-up", type: "public-key", response: {} } });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: "यह पासकी स्वीकार नहीं हुई। फिर से कोशिश करें, या अपने नाम और पासवर्ड से साइन इन करें।" });
  });
});

describe("a robot asking for passkey challenges in a loop", () => {
  const ROBOT = "203.0.113.7";
  let proxied: Office;
  beforeEach(async () => (proxied = await startOffice({ trustProxy: "loopback" })));
  afterEach(() => proxied.close());
  const options = (address: string, cookie?: string) => request(proxied, "/passkey/options", { json: {}, cookie, headers: { "x-forwarded-for": address } });
  const openFrom = (holder: string) => (proxied.db.prepare("SELECT count(*) AS n FROM passkey_challenges WHERE holder = ?").get(holder) as { n: number }).n;

  it("gets 5 a minute, from one address or all of its /64, and 429 for the rest; anyone else gets one at once", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++) statuses.push((await options(i % 2 ? ROBOT : `2001:db8:aa:bb::${i.toString(16)}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = await options(ROBOT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: "A passkey was asked for too many times in a minute from here. Wait 1 minute and try again." });
    expect([openFrom(`address:${ROBOT}`), openFrom("address:2001:db8:aa:bb::/64")]).toEqual([5, 5]);

    // Another address, the real person's: at once, and their challenge is there to sign in with.
    const theirs = await options("198.51.100.20");
    expect(theirs.status).toBe(200);
    const { challenge } = (await theirs.json()) as { challenge: string };
    expect(proxied.db.prepare("SELECT holder FROM passkey_challenges WHERE challenge = ?").get(challenge)).toEqual({ holder: "address:198.51.100.20" });

    // A minute on, the robot gets new ones in place of its oldest: never more than 5 open.
    proxied.advance(60_000);
    for (let i = 0; i < 20; i++) await options(ROBOT);
    expect(openFrom(`address:${ROBOT}`)).toBe(5);
  });

  it("from ten thousand networks filling the office's room for challenges: a newcomer still gets one, the largest holder gives way", async () => {
    // As two thousand robots, five challenges each, left the office's room for them.
    const add = proxied.db.prepare("INSERT INTO passkey_challenges (challenge, purpose, holder, created_at, expires_at) VALUES (?, 'sign-in', ?, ?, ?)");
    const now = proxied.clock();
    inTransaction(proxied.db, () => {
      for (let i = 0; i < MAX_OPEN_SIGN_IN_CHALLENGES; i++) add.run(`robot-${i}`, `address:robot ${i % 2000}`, now - i, now + 60_000);
    });
    const theirs = await options("198.51.100.20");
    expect(theirs.status).toBe(200);
    expect(openFrom("address:198.51.100.20")).toBe(1);
    const holders = proxied.db.prepare("SELECT count(*) AS open FROM passkey_challenges GROUP BY holder ORDER BY open").all() as { open: number }[];
    // One robot gave up its oldest; the office holds no more than it did.
    expect(holders.slice(0, 2)).toEqual([{ open: 1 }, { open: 4 }]);
    expect(holders.reduce((sum, { open }) => sum + open, 0)).toBe(MAX_OPEN_SIGN_IN_CHALLENGES);
  });

  it("never takes the challenges of a device that signed in before, even on the robot's own network", async () => {
    await proxied.addAccountWithPassword();
    const device = deviceCookieOf(await request(proxied, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD }, headers: { "x-forwarded-for": ROBOT } }))!;
    for (let i = 0; i < 50; i++) await options(ROBOT);
    expect((await options(ROBOT)).status).toBe(429);
    expect((await options(ROBOT, device)).status).toBe(200);
  });

  it("sending made-up answers: counted, one entry an hour per network, not a row each", async () => {
    const forge = (address: string) =>
      request(proxied, "/passkey/sign-in", { json: { id: "made-up", rawId: "made-up", type: "public-key", response: {} }, headers: { "x-forwarded-for": address } });
    for (let i = 0; i < 643; i++) expect((await forge(i % 2 ? ROBOT : `2001:db8:aa:bb::${i}`)).status).toBe(400);
    proxied.advance(60 * 60_000);
    await forge(ROBOT);
    const at = proxied.clock();
    expect(auditEntries(proxied.db).map(({ actor, action, detail, address, times }) => ({ actor, action, detail, address, times }))).toEqual([
      { actor: "someone", action: "sign-in refused", detail: "passkey not accepted", address: "2001:db8:aa:bb::/64", times: 322 },
      { actor: "someone", action: "sign-in refused", detail: "passkey not accepted", address: ROBOT, times: 321 },
      { actor: "someone", action: "sign-in refused", detail: "passkey not accepted", address: ROBOT, times: 1 },
    ]);
    expect(auditEntries(proxied.db).at(-1)).toMatchObject({ at, lastAt: at });
  });
});

describe("a malformed body before sign-in", () => {
  it("is a 400 with a plain message and one line in the log, never a stack nor a set-up link's token", async () => {
    const link = office.addAccount("Meena Kumari");
    const recorded = auditEntries(office.db).length;
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const send = (path: string, body: string, type?: string) =>
        fetch(`${office.url}${path}`, { method: "POST", body, headers: { "sec-fetch-site": "same-origin", ...(type ? { "content-type": type } : {}) } });
      const bodies: [string, string, string | undefined][] = [
        ["/passkey/sign-in", "{not json", "application/json"],
        ["/passkey/sign-in", "a passkey?", "text/plain"],
        ["/passkey/sign-in", "[1, 2]", "application/json"],
        ["/sign-in", JSON.stringify({ name: { toString: 1 }, password: ["a"] }), "application/json"],
        ["/sign-in", "name=a&name=b&password=c", "application/x-www-form-urlencoded"],
        ["/sign-in", "", undefined],
        [`${link}/password`, JSON.stringify({ password: { length: 99 } }), "application/json"],
        [`/hi${link}/passkey`, "<xml/>", "application/xml"],
      ];
      for (const [path, body, type] of bodies) {
        const answer = await send(path, body, type);
        const text = await answer.text();
        expect([path, answer.status]).toEqual([path, 400]);
        // In JSON to what was sent as JSON or to a passkey's address, else a page.
        const message = answer.headers.get("content-type")!.startsWith("application/json") ? (JSON.parse(text) as { error: string }).error : messageOf(text);
        expect(message).toBe(
          path.startsWith("/hi") ? "कार्यालय भेजी गई जानकारी पढ़ नहीं सका, इसलिए कुछ नहीं बदला गया। वापस जाकर फिर से कोशिश करें।"
          : "The office could not read what was sent, so nothing was changed. Go back and try again.",
        );
      }
      expect(failed).not.toHaveBeenCalled();
      const lines = warned.mock.calls.map((call) => call.join(" "));
      expect(lines).toHaveLength(bodies.length);
      for (const line of lines) {
        expect(line).toMatch(/^The office could not read a request's body \([\w. ]+\): "POST [^"\n]+"$/);
        expect(line).not.toContain(link.split("/")[2]);
      }
      expect(lines[0]).toBe(`The office could not read a request's body (entity.parse.failed): "POST /passkey/sign-in"`);
      expect(lines[6]).toBe(`The office could not read a request's body (not a form): "POST /setup/…/password"`);
      // Nothing was recorded, and the link still works.
      expect(auditEntries(office.db)).toHaveLength(recorded);
      expect((await request(office, link)).status).toBe(200);
    } finally {
      warned.mockRestore();
      failed.mockRestore();
    }
  });
});
