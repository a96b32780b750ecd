// Sessions: the cookie's flags, a new id at each sign-in, the ends (sign out, everywhere, an idle hour, a day).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAccountCommand } from "../../office/account-command";
import { HOUR_MS, MINUTE_MS } from "../../office/clock";
import { CLERK, CLERK_PASSWORD, messageOf, type Office, request, sessionCookieOf, signInWithPassword, startOffice } from "./support";

let office: Office;
beforeEach(async () => {
  office = await startOffice();
  await office.addAccountWithPassword();
});
afterEach(() => office.close());

const home = (cookie: string) => request(office, "/", { cookie });

/** The answer to a session that ended: back to the sign-in page, which says why. */
async function expectEnded(cookie: string) {
  const response = await home(cookie);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/sign-in?ended");
  expect(await response.text()).toBe("");
  expect(messageOf(await (await request(office, "/sign-in?ended")).text())).toBe(
    "You were signed out: after an hour without use, a day after signing in, or from another phone or computer. Sign in again.",
  );
}

describe("the session cookie", () => {
  it("over http is `office`, HttpOnly, SameSite=Lax, for a day, and new at each sign-in", async () => {
    const response = await request(office, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD } });
    const line = response.headers.getSetCookie()[0]!;
    expect(line).toMatch(/^office=[\w-]{43}; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const first = sessionCookieOf(response)!;
    // Signing in again, with the old cookie, gives a new id and ends the old one.
    const again = await request(office, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD }, cookie: first });
    const second = sessionCookieOf(again)!;
    expect(second).not.toBe(first);
    expect((await home(second)).status).toBe(200);
    await expectEnded(first);
  });

  it("over https is `__Host-office`, Secure, with no Domain", async () => {
    const secure = await startOffice({ origin: "https://office.school.example" });
    try {
      await secure.addAccountWithPassword();
      const response = await request(secure, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD } });
      expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-office=[\w-]{43}; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    } finally {
      await secure.close();
    }
  });

  it("is kept only as a hash", async () => {
    const cookie = await signInWithPassword(office);
    const ids = office.db.prepare("SELECT id_hash FROM sessions").all() as { id_hash: string }[];
    expect(ids).toHaveLength(1);
    expect(ids[0]!.id_hash).not.toContain(cookie.split("=")[1]);
  });
});

describe("a session", () => {
  it("ends with Sign out, and the page says so", async () => {
    const cookie = await signInWithPassword(office);
    const out = await request(office, "/sign-out", { form: {}, cookie });
    expect(out.headers.get("location")).toBe("/sign-in?signed-out");
    expect(out.headers.getSetCookie()[0]).toMatch(/^office=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(messageOf(await (await request(office, "/sign-in?signed-out")).text())).toBe("You have signed out.");
    await expectEnded(cookie);
  });

  it("ends everywhere with Sign out everywhere, or with the server's `sign-out` command", async () => {
    const phone = await signInWithPassword(office);
    const computer = await signInWithPassword(office);
    const out = await request(office, "/hi/sign-out-everywhere", { form: {}, cookie: phone });
    expect(out.headers.get("location")).toBe("/hi/sign-in?everywhere");
    expect(messageOf(await (await request(office, "/hi/sign-in?everywhere")).text())).toBe("आप हर फ़ोन और कंप्यूटर पर साइन आउट हो गए हैं।");
    await expectEnded(phone);
    await expectEnded(computer);

    const again = await signInWithPassword(office);
    const printed: string[] = [];
    expect(runAccountCommand(["sign-out", CLERK], { db: office.db, clock: office.clock, origin: office.origin, print: (line) => printed.push(line) })).toBe(0);
    expect(printed).toEqual(["Sunita Verma is signed out on every phone and computer (1 session ended)."]);
    await expectEnded(again);
  });

  it("ends after an hour without use", async () => {
    const cookie = await signInWithPassword(office);
    office.advance(59 * MINUTE_MS);
    expect((await home(cookie)).status).toBe(200);
    office.advance(59 * MINUTE_MS);
    expect((await home(cookie)).status).toBe(200);
    office.advance(HOUR_MS);
    await expectEnded(cookie);
  });

  it("ends a day after signing in, however busy", async () => {
    const cookie = await signInWithPassword(office);
    for (let minutes = 50; minutes < 24 * 60; minutes += 50) {
      office.advance(50 * MINUTE_MS);
      expect((await home(cookie)).status).toBe(200);
    }
    office.advance(50 * MINUTE_MS);
    await expectEnded(cookie);
  });
});
