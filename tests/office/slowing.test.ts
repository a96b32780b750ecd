// Wrong passwords slow the next attempts on that name and from that address, but never the clerk's own phone or
// computer; a hundred in a row switch the password off. The real clerk still gets in.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAccountCommand } from "../../office/account-command";
import { auditEntries } from "../../office/audit";
import { MINUTE_MS } from "../../office/clock";
import { CLERK, CLERK_PASSWORD, deviceCookieOf, messageOf, type Office, request, sessionCookieOf, startOffice } from "./support";

const WRONG = "definitely not the right password";
const WRONG_MESSAGE = "That name and password do not match an account of the office. Check both and try again.";
const slowed = (wait: string) =>
  `Too many attempts to sign in with this name or from this network. Wait ${wait} and try again. Nothing was checked this time. On a phone or computer where you signed in before, others' attempts never make you wait, and a passkey never waits.`;

let office: Office;
beforeEach(async () => {
  // Behind the TLS proxy on this machine: the visitor's address is the proxy's X-Forwarded-For.
  office = await startOffice({ trustProxy: "loopback" });
  await office.addAccountWithPassword();
});
afterEach(() => office.close());

const attempt = (name: string, password: string, address: string, cookie?: string, language = "") =>
  request(office, `${language}/sign-in`, { form: { name, password }, cookie, headers: { "x-forwarded-for": address } });

/** Sends 100 wrong passwords at once-in-a-row (no time passing) and counts the answers. */
async function hundredWrong(name: (i: number) => string, address: (i: number) => string) {
  const statuses: number[] = [];
  let last = "";
  for (let i = 0; i < 100; i++) {
    const response = await attempt(name(i), WRONG, address(i));
    statuses.push(response.status);
    last = await response.text();
  }
  return { checked: statuses.filter((status) => status === 401).length, refused: statuses.filter((status) => status === 429).length, last };
}

/** After the robot: the clerk, from the school's own address, waits what the page says at most, then signs in. */
async function clerkSignsIn() {
  const first = await attempt(CLERK, CLERK_PASSWORD, "198.51.100.20");
  if (first.status === 429) {
    const waitS = Number(first.headers.get("retry-after"));
    expect(waitS).toBeLessThanOrEqual(15 * 60);
    office.advance(waitS * 1000);
  }
  const signedIn = first.status === 303 ? first : await attempt(CLERK, CLERK_PASSWORD, "198.51.100.20");
  expect(signedIn.status).toBe(303);
  expect(await (await request(office, "/", { cookie: sessionCookieOf(signedIn) })).text()).toContain("Signed in as Sunita Verma");
}

describe("wrong passwords", () => {
  it("100 in a row from one address: 6 are checked, the rest refused without checking, each wait twice the last up to 15 minutes", async () => {
    const { checked, refused, last } = await hundredWrong(() => CLERK, () => "203.0.113.7");
    expect([checked, refused]).toEqual([6, 94]);
    expect(messageOf(last)).toBe(slowed("1 second"));

    // A robot that waits as told: each failure doubles the wait, to 15 minutes at most.
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refusal = await attempt(CLERK, WRONG, "203.0.113.7");
      expect(refusal.status).toBe(429);
      const waitS = Number(refusal.headers.get("retry-after"));
      waits.push(waitS);
      office.advance(waitS * 1000);
      expect((await attempt(CLERK, WRONG, "203.0.113.7")).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const refusal = await attempt(CLERK, WRONG, "203.0.113.7");
    expect(messageOf(await refusal.text())).toBe(slowed("15 minutes"));
    await clerkSignsIn();
  });

  it("100 spread over 100 addresses: slowed on the name all the same", async () => {
    const { checked, refused } = await hundredWrong(() => CLERK, (i) => (i % 2 ? `203.0.113.${i}` : `2001:db8:${i.toString(16)}::1`));
    expect([checked, refused]).toEqual([6, 94]);
    await clerkSignsIn();
  });

  it("from one address over 100 names: slowed on the address, and the clerk elsewhere is not", async () => {
    const { checked, refused } = await hundredWrong((i) => `Guess ${i}`, () => "2001:db8:aa:bb::7");
    // Another address in the same /64 is the same home.
    expect((await attempt("Guess 101", WRONG, "2001:db8:aa:bb::99")).status).toBe(429);
    expect([checked, refused]).toEqual([21, 79]);
    await clerkSignsIn();
  });

  it("a right password clears the name's count: the clerk's next typing mistakes cost no wait", async () => {
    await hundredWrong(() => CLERK, () => "203.0.113.7");
    office.advance(15 * MINUTE_MS);
    await clerkSignsIn();
    for (let i = 0; i < 5; i++) expect((await attempt(CLERK, WRONG, "198.51.100.20")).status).toBe(401);
  });
});

describe("an unknown name", () => {
  it("gets the same answer as a wrong password, in about the same time", async () => {
    const known = await attempt(CLERK, WRONG, "198.51.100.1");
    const unknown = await attempt("Ravi Kumar", WRONG, "198.51.100.2");
    expect(unknown.status).toBe(known.status);
    expect(messageOf(await unknown.text())).toBe(WRONG_MESSAGE);
    const page = (text: string, name: string) => text.replace(`value="${name}"`, "");
    expect(page(await (await attempt("Ravi Kumar", WRONG, "198.51.100.3")).text(), "Ravi Kumar")).toBe(page(await (await attempt(CLERK, WRONG, "198.51.100.4")).text(), CLERK));

    const time = async (name: string, address: string) => {
      const start = performance.now();
      await (await attempt(name, WRONG, address)).text();
      return performance.now() - start;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownTimes.push(await time(CLERK, `198.51.100.${10 + i}`));
      unknownTimes.push(await time(`Ravi Kumar ${i}`, `198.51.100.${20 + i}`));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[1]!;
    // Both run the same scrypt (hundreds of milliseconds); skipping it for an unknown name would take a few.
    expect(median(unknownTimes) / median(knownTimes)).toBeGreaterThan(0.5);
    expect(median(unknownTimes) / median(knownTimes)).toBeLessThan(2);
  });
});

const ROBOT = "203.0.113.7";
const SCHOOL = "198.51.100.20";
/** The person the robot is after in what follows: an account with a hash quick to check (support.ts), as a hundred checks are made. */
const ASHA = "Asha Devi";
const ASHAS_PASSWORD = "quiet rivers under old bridges";

/** The robot's attack on one name: it waits as each refusal tells it, then guesses again, which sets the wait again. */
async function robotGuessesAsTold(name: string, guesses: number) {
  const answers: number[] = [];
  while (answers.filter((status) => status !== 429).length < guesses) {
    const response = await attempt(name, WRONG, ROBOT);
    answers.push(response.status);
    if (response.status === 429) office.advance(Number(response.headers.get("retry-after")) * 1000);
  }
  return answers;
}

/** Asha signs in with her password from `address`, with `device`'s cookie if given; the answer. */
const ashaSignsIn = (address: string, device?: string, language = "") => attempt(ASHA, ASHAS_PASSWORD, address, device, language);

describe("the clerk's own phone or computer", () => {
  beforeEach(() => office.addAccountWithPassword(ASHA, ASHAS_PASSWORD, { quick: true }));

  it("gets a device cookie at sign-in: random, kept as a hash, HttpOnly, SameSite=Strict, for 180 days", async () => {
    const response = await ashaSignsIn(SCHOOL);
    const line = response.headers.getSetCookie().find((each) => each.startsWith("office-device="));
    expect(line).toMatch(/^office-device=[\w-]{43}; Max-Age=15552000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const kept = office.db.prepare("SELECT token_hash FROM trusted_devices").all() as { token_hash: string }[];
    expect(kept).toHaveLength(1);
    expect(kept[0]!.token_hash).not.toContain(deviceCookieOf(response)!.split("=")[1]);
  });

  it("is never slowed by a robot guessing the name elsewhere, however it re-arms the wait; another phone waits", async () => {
    const device = deviceCookieOf(await ashaSignsIn(SCHOOL))!;
    await robotGuessesAsTold(ASHA, 16);
    // The robot comes back each time its 15 minutes end, and she signs in at that very moment, from school or from her mobile data.
    for (const address of [SCHOOL, SCHOOL, "2001:db8:77::5"]) {
      await robotGuessesAsTold(ASHA, 1);
      expect((await attempt(ASHA, WRONG, ROBOT)).headers.get("retry-after")).toBe("900");
      const signedIn = await ashaSignsIn(address, device);
      expect(signedIn.status).toBe(303);
      expect(await (await request(office, "/", { cookie: sessionCookieOf(signedIn) })).text()).toContain("Signed in as Asha Devi");
    }
    // A phone she never signed in on is slowed as the robot is, and the page says where she would not be.
    const elsewhere = await ashaSignsIn("198.51.100.77");
    expect(elsewhere.status).toBe(429);
    expect(messageOf(await elsewhere.text())).toBe(slowed("15 minutes"));
    const record = auditEntries(office.db).filter((entry) => entry.actor === ASHA && entry.action === "signed in").map((entry) => entry.detail);
    expect(record).toEqual(["password", ...Array(3).fill("password, on a device it signed in on before")]);
  });

  it("is slowed by its own wrong passwords only, after 5, in its own words; a made-up or another account's cookie is no device", async () => {
    const device = deviceCookieOf(await ashaSignsIn(SCHOOL))!;
    for (let i = 0; i < 6; i++) expect((await attempt(ASHA, WRONG, SCHOOL, device)).status).toBe(401);
    const slowedHere = await ashaSignsIn(SCHOOL, device);
    expect(slowedHere.status).toBe(429);
    expect(messageOf(await slowedHere.text())).toBe("Too many wrong passwords on this phone or computer. Wait 1 second and try again. Nothing was checked this time.");
    expect(messageOf(await (await ashaSignsIn(SCHOOL, device, "/hi")).text())).toBe(
      "इस फ़ोन या कंप्यूटर पर बहुत अधिक गलत पासवर्ड डाले गए हैं। 1 सेकंड रुककर फिर से कोशिश करें। इस बार कुछ नहीं जाँचा गया।",
    );
    // Neither the name nor the address was counted: from another phone, no wait.
    expect((await ashaSignsIn("198.51.100.77")).status).toBe(303);

    // Another account's device, or a cookie the office never made, is counted on the name as any stranger's is.
    await office.addAccountWithPassword("Meena Kumari", "ten green bottles on a wall", { quick: true });
    const meenas = deviceCookieOf(await attempt("Meena Kumari", "ten green bottles on a wall", SCHOOL))!;
    for (const cookie of [meenas, "office-device=made-up-by-a-robot"]) {
      for (let i = 0; i < 6; i++) expect((await attempt(ASHA, WRONG, `198.51.100.${cookie === meenas ? 30 : 31}`, cookie)).status).toBe(401);
      const refused = await attempt(ASHA, WRONG, ROBOT, cookie);
      expect([refused.status, messageOf(await refused.text())]).toEqual([429, slowed("1 second")]);
      office.advance(30 * 24 * 60 * MINUTE_MS);
    }
  });
});

describe("a hundred wrong passwords in a row", () => {
  const SWITCHED_OFF =
    "For this name, the password no longer opens the office: a wrong password was typed 100 times in a row, perhaps by a robot guessing it. Sign in with a passkey, or ask whoever looks after the office's server for a new set-up link, where you choose a new password.";
  const command = (...args: string[]) => {
    const printed: string[] = [];
    runAccountCommand(args, { db: office.db, clock: office.clock, origin: office.origin, print: (line) => printed.push(line) });
    return printed;
  };

  beforeEach(() => office.addAccountWithPassword(ASHA, ASHAS_PASSWORD, { quick: true }));

  it("switch the password off, even on her own device, said plainly in both languages and by `list`, until a new link", async () => {
    const device = deviceCookieOf(await ashaSignsIn(SCHOOL))!;
    const answers = await robotGuessesAsTold(ASHA, 100);
    expect(answers.filter((status) => status === 401)).toHaveLength(99);
    expect(answers.at(-1)).toBe(403);
    // It took the robot most of a day of waiting.
    expect(office.clock() - Date.parse("2026-12-01T04:30:00Z")).toBeGreaterThan(20 * 60 * MINUTE_MS);

    for (const [cookie, address] of [[device, SCHOOL], [undefined, ROBOT]] as const) {
      const refused = await ashaSignsIn(address, cookie);
      expect(refused.status).toBe(403);
      expect(sessionCookieOf(refused)).toBeUndefined();
      expect(messageOf(await refused.text())).toBe(SWITCHED_OFF);
    }
    expect(messageOf(await (await ashaSignsIn(SCHOOL, device, "/hi")).text())).toBe(
      "इस नाम के लिए अब पासवर्ड से कार्यालय नहीं खुलता: लगातार 100 बार गलत पासवर्ड डाला गया, शायद किसी रोबोट ने अनुमान लगाते हुए। पासकी से साइन इन करें, या कार्यालय का सर्वर सँभालने वाले व्यक्ति से नया लिंक माँगें, जहाँ आप नया पासवर्ड चुनेंगे।",
    );
    expect(command("list")).toContain("Asha Devi: a password, switched off after 100 wrong ones in a row (only a passkey, or a new link's new password, opens the account); made 2026-12-01 04:30 UTC");
    expect(auditEntries(office.db).filter((entry) => entry.action === "password switched off").map((entry) => entry.detail)).toEqual([
      '100 wrong passwords in a row for the name "Asha Devi"',
    ]);

    // A name with no account answers the same, so the limit tells no robot which names are real.
    office.db.prepare("INSERT INTO failures_in_a_row (name_key, failures) VALUES ('ravi kumar', 100)").run();
    const unknown = await attempt("Ravi Kumar", ASHAS_PASSWORD, ROBOT);
    expect([unknown.status, messageOf(await unknown.text())]).toEqual([403, SWITCHED_OFF]);

    // A new set-up link: the password chosen with it opens the account again.
    const link = new URL(command("link", ASHA).find((line) => line.includes("/setup/"))!.trim()).pathname;
    const set = await request(office, `${link}/password`, { form: { password: "green parrots over the pond", repeated: "green parrots over the pond" } });
    expect(set.status).toBe(303);
    expect((await attempt(ASHA, "green parrots over the pond", SCHOOL, deviceCookieOf(set))).status).toBe(303);
    expect(command("list")).toContain("Asha Devi: a password; made 2026-12-01 04:30 UTC");
  });

  it("are a row only without a sign-in between: hers starts the count again", async () => {
    const device = deviceCookieOf(await ashaSignsIn(SCHOOL))!;
    expect((await robotGuessesAsTold(ASHA, 99)).filter((status) => status === 401)).toHaveLength(99);
    // Her attempt is the hundredth: the right password opens, and ends the row.
    expect((await ashaSignsIn(SCHOOL, device)).status).toBe(303);
    expect((await robotGuessesAsTold(ASHA, 99)).filter((status) => status === 403)).toEqual([]);
    expect((await ashaSignsIn(SCHOOL, device)).status).toBe(303);
  });
});
