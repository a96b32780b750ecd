// The one-time link an account's owner sets up their sign-in with: once, within a day, with a long uncommon password.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAccountCommand } from "../../office/account-command";
import { HOUR_MS, MINUTE_MS } from "../../office/clock";
import { CLERK, CLERK_PASSWORD, messageOf, type Office, request, sessionCookieOf, signInWithPassword, startOffice } from "./support";

const LINK_UNUSABLE =
  "This set-up link cannot be used: it was used already, it is more than a day old, or a newer link replaced it. Ask whoever looks after the office's server for a new one.";

let office: Office;
beforeEach(async () => (office = await startOffice()));
afterEach(() => office.close());

const setPassword = (link: string, password: string, repeated = password) => request(office, `${link}/password`, { form: { password, repeated } });
const guessable = (reason: string) =>
  `This password is too easy to guess: ${reason}. Choose another one: several words you will remember, that have nothing to do with you or the school, make a good one.`;

describe("a set-up link", () => {
  it("sets up a password and signs its owner in, once: the second use is refused", async () => {
    const link = office.addAccount();
    const page = await (await request(office, link)).text();
    expect(page).toContain("Hello, Sunita Verma. Choose how you will sign in to the school office.");
    expect(page).not.toContain("replaces");

    const set = await setPassword(link, CLERK_PASSWORD);
    expect(set.status).toBe(303);
    expect(set.headers.get("location")).toBe("/");
    const home = await request(office, "/", { cookie: sessionCookieOf(set) });
    expect(await home.text()).toContain("Signed in as Sunita Verma");

    for (const again of [await request(office, link), await setPassword(link, "another long password for the robot")]) {
      expect(again.status).toBe(410);
      expect(messageOf(await again.text())).toBe(LINK_UNUSABLE);
    }
    // The second use changed nothing: the first password still signs in.
    expect(await signInWithPassword(office)).toMatch(/^office=/);
  });

  it("used twice at the same moment: one wins, the other is refused", async () => {
    const link = office.addAccount();
    const answers = await Promise.all([setPassword(link, CLERK_PASSWORD), setPassword(link, "the robot's own long password")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 410]);
  });

  it("works for a day, and not a minute longer", async () => {
    const link = office.addAccount();
    office.advance(24 * HOUR_MS - MINUTE_MS);
    expect((await request(office, link)).status).toBe(200);
    office.advance(MINUTE_MS);
    const late = await request(office, link);
    expect(late.status).toBe(410);
    expect(messageOf(await late.text())).toBe(LINK_UNUSABLE);
    expect((await setPassword(link, CLERK_PASSWORD)).status).toBe(410);
  });

  it("refuses a short, a common or a mistyped password with its message, and stays usable", async () => {
    const link = office.addAccount();
    const cases = [
      ["green valley", undefined, "This password is too short: it has 12 characters and needs at least 15. Several words with spaces between them make a long one that is easy to remember."],
      ["1qaz2wsx3edc4rfv", undefined, guessable("it is built on passwords that robots try first")],
      [CLERK_PASSWORD, "mango trees behind the old wall", "The two passwords are not the same. Type the same password in both boxes."],
    ] as const;
    for (const [password, repeated, message] of cases) {
      const refused = await setPassword(link, password, repeated);
      expect(refused.status).toBe(400);
      expect(messageOf(await refused.text())).toBe(message);
    }
    const hindi = await request(office, `/hi${link}/password`, { form: { password: "छोटा", repeated: "छोटा" } });
    expect(messageOf(await hindi.text())).toBe(
      "यह पासवर्ड बहुत छोटा है: इसमें 4 अक्षर हैं और कम से कम 15 चाहिए। बीच में खाली जगह वाले कई शब्द लंबा और याद रखने में आसान पासवर्ड बनाते हैं।",
    );
    // Any characters count, one each: fifteen Hindi letters will do.
    expect((await setPassword(link, "आम के पेड़ पुराने कुएँ के पीछे")).status).toBe(303);
  });

  it("from `link`: signs the account out at once, and replaces its password only when it is used", async () => {
    await office.addAccountWithPassword();
    const cookie = await signInWithPassword(office);
    const printed: string[] = [];
    runAccountCommand(["link", CLERK], { db: office.db, clock: office.clock, origin: office.origin, print: (line) => printed.push(line) });
    expect(printed.join("\n")).toContain("Their passkeys and password (a password) still work until this link is used");

    const ended = await request(office, "/", { cookie });
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("/sign-in?ended");
    expect(await signInWithPassword(office)).toBeTruthy();

    const link = new URL(printed.find((line) => line.includes("/setup/"))!.trim()).pathname;
    expect(await (await request(office, link)).text()).toContain("Setting up here replaces the passkeys and the password this account had before.");
    expect((await setPassword(link, "a brand new password for sunita")).status).toBe(303);
    const old = await request(office, "/sign-in", { form: { name: CLERK, password: CLERK_PASSWORD } });
    expect(old.status).toBe(401);
  });
});

describe("a new password", () => {
  let contentDir: string;
  let school: Office;
  beforeEach(async () => {
    // The school's folder, as the office's own: its name and place are words a password must not lean on.
    contentDir = await mkdtemp(path.join(tmpdir(), "office-school-"));
    await writeFile(
      path.join(contentDir, "school.yaml"),
      "name: Sunrise Vidya Mandir\nname_hi: सनराइज़ विद्या मंदिर\nshort_name: Sunrise\nwhatsapp: not a number yet\naddress:\n  village: Khandala\n  district: Pune\n",
    );
    school = await startOffice({ contentDir });
  });
  afterEach(async () => {
    await school.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it("is refused when a robot would guess it, at 15 characters and more, saying why in the person's language", async () => {
    const link = school.addAccount("Sunita Verma");
    const refusals: [string, string][] = [
      ["123456789012345", "it is built on passwords that robots try first"],
      ["password1234567", "it is built on passwords that robots try first"],
      ["aaaaaaaaaaaaaaa", "it repeats the same letters or words"],
      ["qwertyuiopasdfg", "it is built on passwords that robots try first"],
      ["Password@123456", "it is built on passwords that robots try first"],
      ["1234567890123456", "it is built on passwords that robots try first"],
      ["               ", "it repeats the same letters or words"],
      ["abcdefghijklmnop", "it is a run of letters or numbers, like 12345 or abcde"],
      ["2026-12-01 2026-12-01", "it repeats the same letters or words"],
      ["Sunrise Vidya Mandir", "it contains the school's name"],
      ["sunrisevidyamandir2026", "it contains the school's name"],
      ["Khandala Pune 2026!", "it contains the name of the school's village, town or district"],
      ["Sunita Verma 1985", "it contains your name"],
      ["verma.sunita.1985", "it contains your name"],
      ["school office 2026", 'it contains a word of the office\'s own, like "school" or "office"'],
      ["sunshine rainbow flower", "it is only one or two common words or names"],
    ];
    for (const [password, reason] of refusals) {
      const refused = await request(school, `${link}/password`, { form: { password, repeated: password } });
      expect([password, refused.status, messageOf(await refused.text())]).toEqual([password, 400, guessable(reason)]);
    }
    const hindi = await request(school, `/hi${link}/password`, { form: { password: "Sunrise Vidya Mandir", repeated: "Sunrise Vidya Mandir" } });
    expect(messageOf(await hindi.text())).toBe(
      "इस पासवर्ड का अनुमान लगाना बहुत आसान है: इसमें विद्यालय का नाम है। कोई दूसरा चुनें: याद रहने वाले कई शब्द, जिनका आपसे या विद्यालय से कोई लेना-देना न हो, अच्छा पासवर्ड बनाते हैं।",
    );
    const devanagari = await request(school, `/hi${link}/password`, { form: { password: "सनराइज़ विद्या मंदिर", repeated: "सनराइज़ विद्या मंदिर" } });
    expect(messageOf(await devanagari.text())).toContain("इसमें विद्यालय का नाम है");
    // The link is still good: a few ordinary words with spaces will do.
    expect((await request(school, `${link}/password`, { form: { password: "mango river lamp quietly", repeated: "mango river lamp quietly" } })).status).toBe(303);
  });

  it("is still checked, with the person's own name, when the school's file cannot be read (and then the school's name is not known)", async () => {
    await writeFile(path.join(contentDir, "school.yaml"), "name: [unclosed\n");
    const link = school.addAccount("Sunita Verma");
    const refused = await request(school, `${link}/password`, { form: { password: "Sunita Verma 1985", repeated: "Sunita Verma 1985" } });
    expect(messageOf(await refused.text())).toBe(guessable("it contains your name"));
    expect((await request(school, `${link}/password`, { form: { password: "Sunrise Vidya Mandir 7 lamps", repeated: "Sunrise Vidya Mandir 7 lamps" } })).status).toBe(303);
  });
});
