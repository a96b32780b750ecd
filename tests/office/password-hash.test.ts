// How a password is kept: scrypt with its parameters written out, and never more than the server can take at once.
import { describe, expect, it } from "vitest";
import { OfficeBusy } from "../../office/busy";
import { hashPassword, MAX_WAITING, verifyPassword } from "../../office/sign-in/password-hash";

describe("a password's hash", () => {
  it("is scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 32-byte result, written out with it", async () => {
    const stored = await hashPassword("mango trees behind the old well");
    expect(stored).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("mango trees behind the old well", stored)).toBe(true);
    expect(await verifyPassword("mango trees behind the old wall", stored)).toBe(false);
    expect(await hashPassword("mango trees behind the old well")).not.toBe(stored);
  });

  it("is checked two at a time, with at most 50 waiting: more at once are told the office is busy", async () => {
    // A hash made with small parameters, read by their written-out values: quick enough to queue sixty.
    const cheap = "scrypt$N=1024,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => verifyPassword("anything at all here", cheap)));
    const busy = results.filter((result) => result.status === "rejected" && result.reason instanceof OfficeBusy);
    expect(busy).toHaveLength(60 - 2 - MAX_WAITING);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2 + MAX_WAITING);
  });
});
