// Wrong passwords slow the next attempts on that name and from that address; the real clerk still gets in.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../office/clock";
import { CLERK, CLERK_PASSWORD, messageOf, type Office, request, sessionCookieOf, startOffice } from "./support";

const WRONG = "definitely not the right password";
const WRONG_MESSAGE = "That name and password do not match an account of the office. Check both and try again.";
const slowed = (wait: string) =>
  `Too many attempts to sign in with this name or from this network. Wait ${wait} and try again. Nothing was checked this time.`;

let office: Office;
beforeEach(async () => {
  // Behind the TLS proxy on this machine: the visitor's address is the proxy's X-Forwarded-For.
  office = await startOffice({ trustProxy: "loopback" });
  await office.addAccountWithPassword();
});
afterEach(() => office.close());

const attempt = (name: string, password: string, address: string) => request(office, "/sign-in", { form: { name, password }, headers: { "x-forwarded-for": address } });

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
