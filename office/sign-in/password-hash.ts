import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { OfficeBusy } from "../busy";

/**
 * scrypt as OWASP's password storage sheet and issue 27 ask (N=2^17, r=8, p=1: 128 MiB and about half a second
 * here per hash), with a 16-byte salt and a 32-byte result. Each hash is kept with its parameters written out,
 * `scrypt$N=131072,r=8,p=1$<salt>$<hash>`, so stronger ones later leave the old hashes readable.
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

// Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes.
const maxmem = (N: number, r: number) => 128 * N * r + 32 * 1024 * 1024;

/** At most two hashes at once: each takes 128 MiB and a core, and the server has two; at most 50 waiting. */
const MAX_AT_ONCE = 2;
export const MAX_WAITING = 50;
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  if (running >= MAX_AT_ONCE && waiting.length >= MAX_WAITING) throw new OfficeBusy();
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, saltBytes, keyBytes } = SCRYPT;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const STORED = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

/**
 * Why a stored hash (one a restored backup brings) is not one this office would check, or undefined: its memory
 * from half to twice the office's own (a weaker one is quicker to crack, a larger one could take the server's
 * memory at each sign-in), at most 4 passes, N a power of two, a salt of 16 bytes or more, a 32 to 64-byte result.
 */
export function hashProblem(stored: string): string | undefined {
  const match = STORED.exec(stored);
  if (!match) return "it is not written as the office writes its hashes";
  const [N, r, p] = match.slice(1, 4).map(Number) as [number, number, number];
  const memory = 128 * N * r;
  const own = 128 * SCRYPT.N * SCRYPT.r;
  if ((N & (N - 1)) !== 0 || N < 2) return `its N (${N}) is not a power of two`;
  if (memory < own / 2 || memory > own * 2 || p < 1 || p > 4) return `its parameters (N=${N}, r=${r}, p=${p}) are outside what the office checks`;
  const [salt, key] = [Buffer.from(match[4]!, "base64url"), Buffer.from(match[5]!, "base64url")];
  if (salt.length < SCRYPT.saltBytes || key.length < SCRYPT.keyBytes || key.length > 2 * SCRYPT.keyBytes) return "its salt or its result has a length the office does not make";
  return undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) throw new Error("A password hash in the office's database is not one this office can read");
  const [N, r, p] = match.slice(1, 4).map(Number) as [number, number, number];
  const expected = Buffer.from(match[5]!, "base64url");
  const key = await derive(password, Buffer.from(match[4]!, "base64url"), expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of a random password, checked when the name has no account or no password, so that an unknown name
 * costs the same time as a wrong password.
 */
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(32).toString("base64url")));
