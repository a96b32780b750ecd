// Junk and attacks, sent over a real socket exactly as written: every answer must be a deliberate
// 2xx-4xx, no file outside build/client may leak, and no input may come back unescaped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, startServer } from "../support/app";
import { rawRequest, sendRaw } from "../support/raw-http";

let server: Awaited<ReturnType<typeof startServer>>;
let port: number;
beforeAll(async () => {
  server = await startServer();
  port = Number(new URL(server.origin).port);
});
afterAll(() => server?.close());

/** The opening of every file that must never be served (dotfiles included). */
const SECRETS = ["package.json", "package-lock.json", "server.ts", "server/app.ts", "build/server.js", "build/server/index.js", ".gitignore", "tsconfig.json"].map(
  (file) => readFileSync(path.join(root, file), "utf8").slice(0, 80),
);
const PAYLOAD = "<script>alert(1)</script>";
const STACK_LINE = /\n\s+at .+:\d+:\d+/;

type Case = [name: string, request: string, allowed: number[]];
const get = (target: string, headers?: Record<string, string>) => rawRequest("GET", target, headers);
const MISSING = [400, 404];

const traversal: Case[] = [
  "/../package.json",
  "/../../../../etc/passwd",
  "/assets/../../package.json",
  "/assets/../../../../etc/passwd",
  "/images/../../server.ts",
  "/%2e%2e/package.json",
  "/%2E%2E/%2E%2E/etc/passwd",
  "/%2e%2e%2fpackage.json",
  "/..%2fpackage.json",
  "/assets/..%2f..%2fpackage.json",
  "/assets/%2e%2e/%2e%2e/package.json",
  "/%252e%252e/package.json",
  "/assets/%252e%252e%252f%252e%252e%252fpackage.json",
  "/..\\package.json",
  "/assets\\..\\..\\package.json",
  "/assets/..%5c..%5cpackage.json",
  "/%c0%ae%c0%ae/package.json",
  "//etc/passwd",
  "/....//....//package.json",
  "/images/%2e%2e/%2e%2e/build/server.js",
].map((target) => [`traversal ${target}`, get(target), MISSING]);

const sources: Case[] = [
  "/.env",
  "/.env.local",
  "/server.ts",
  "/server/app.ts",
  "/package.json",
  "/package-lock.json",
  "/build/server.js",
  "/build/server/index.js",
  "/server.js",
  "/.git/config",
  "/.git/HEAD",
  "/app/root.tsx",
  "/node_modules/express/package.json",
  "/.vite/manifest.json",
  "/assets/.vite/manifest.json",
  "/tsconfig.json",
].map((target) => [`source or secret ${target}`, get(target), MISSING]);

const listings: Case[] = ["/assets/", "/images/", "/docs/", "/video/"].map((target) => [`no listing of ${target}`, get(target), MISSING]);

const malformed: Case[] = [
  ["bare percent", get("/%"), [400]],
  ["percent with non-hex digits", get("/%zz"), [400]],
  ["truncated UTF-8 sequence", get("/%E0%A4%A"), [400]],
  ["invalid UTF-8 byte in an asset name", get("/assets/%ff.js"), [400]],
  ["broken percent-encoding in the query", get("/images?key=%E0%A4%A&count=%"), [404]],
  ["encoded NUL in the path", get("/index%00.html"), MISSING],
  ["encoded NUL before an extension", get("/package.json%00.jpg"), MISSING],
  ["encoded NUL in the query", get("/images?key=schoolClubImages%00&count=1"), [404]],
  ["raw NUL byte in the path", get("/a\0b"), [400]],
  ["raw NUL byte in a header", get("/", { "X-Junk": "a\0b" }), [400]],
  ["10 kB URL", get(`/${"a".repeat(10_000)}`), [404]],
  ["10 kB query on /images", get(`/images?key=schoolClubImages&count=1&pad=${"b".repeat(10_000)}`), [200]],
  ["100 kB URL", get(`/${"a".repeat(100_000)}`), [414, 431]],
  ["one 64 kB header", get("/", { "X-Big": "c".repeat(64 * 1024) }), [431]],
  ["64 kB spread over many headers", get("/", Object.fromEntries(Array.from({ length: 256 }, (_, i) => [`X-H${i}`, "d".repeat(256)]))), [431]],
  ["a request line that is not HTTP", "HELLO\r\n\r\n", [400]],
  ["HTTP/1.1 without a Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", [400]],
];

const methods: Case[] = [
  ["TRACE /", rawRequest("TRACE", "/"), [405]],
  ["PUT /", rawRequest("PUT", "/", {}, "x"), [405]],
  ["DELETE /gallery", rawRequest("DELETE", "/gallery"), [405]],
  ["PROPFIND /", rawRequest("PROPFIND", "/", { Depth: "1" }), [405]],
  ["POST /admissions with a form body", rawRequest("POST", "/admissions", { "Content-Type": "application/x-www-form-urlencoded" }, "class=lkg"), [405]],
  ["POST / with a JSON body", rawRequest("POST", "/", { "Content-Type": "application/json" }, '{"__proto__":{"admin":true}}'), [405]],
  ["PATCH /mpd", rawRequest("PATCH", "/mpd", {}, "x"), [405]],
  ["OPTIONS /", rawRequest("OPTIONS", "/"), [405]],
  ["PUT over a photo", rawRequest("PUT", "/images/schoolClubImages/1.jpg", {}, "x"), [405]],
  ["POST /healthz", rawRequest("POST", "/healthz", {}, "x"), [405]],
];

const targets: Case[] = [
  ["GET *", get("*"), [400]],
  ["OPTIONS *", rawRequest("OPTIONS", "*"), [400]],
  ["HEAD *", rawRequest("HEAD", "*"), [400]],
  ["a target with no leading slash", get("gallery"), [400]],
  ["the absolute form, to another host", get("http://evil.example/"), [400]],
  ["the absolute form, to this host", get("http://127.0.0.1/gallery"), [400]],
];

const hosts: Case[] = [
  ["Host with a space", get("/", { Host: "a b" }), [400]],
  ["Host with an open bracket", get("/", { Host: "[::1" }), [400]],
  ["Host with a user part", get("/", { Host: "user@evil.example" }), [400]],
  ["Host with a path", get("/", { Host: "evil.example/x" }), [400]],
  ["Host with an impossible port", get("/", { Host: "localhost:99999" }), [400]],
  ["Host with a script", get("/", { Host: PAYLOAD }), [400]],
  ["X-Forwarded-Host with a script", get("/", { "X-Forwarded-Host": PAYLOAD }), [400]],
  ["a foreign but well-formed Host", get("/", { Host: "evil.example" }), [200]],
  ["two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n", [200, 400]],
];

const albums: Case[] = [
  ["repeated keys", get("/images?key=schoolClubImages&key=schoolSportImages&count=2"), [404]],
  ["repeated counts", get("/images?key=schoolClubImages&count=1&count=999"), [404]],
  ["key __proto__", get("/images?key=__proto__&count=1"), [404]],
  ["key constructor", get("/images?key=constructor&count=1"), [404]],
  ["key toString", get("/images?key=toString&count=1"), [404]],
  ["key in brackets", get("/images?key[]=schoolClubImages&count=1"), [404]],
  ["count -1", get("/images?key=schoolClubImages&count=-1"), [404]],
  ["count 1e9", get("/images?key=schoolClubImages&count=1e9"), [404]],
  ["count NaN", get("/images?key=schoolClubImages&count=NaN"), [404]],
  ["count Infinity", get("/images?key=schoolClubImages&count=Infinity"), [404]],
  ["count 0x10", get("/images?key=schoolClubImages&count=0x10"), [404]],
  ["a script as the key", get(`/images?key=${encodeURIComponent(PAYLOAD)}&count=1`), [404]],
  ["a raw script as the key", get(`/images?key=${PAYLOAD}&count=1`), [400, 404]],
  ["a script as the count", get(`/images?key=schoolClubImages&count=${encodeURIComponent(PAYLOAD)}`), [404]],
  ["an attribute breaker as the key", get(`/images?key=${encodeURIComponent('"><svg onload=alert(1)>')}`), [404]],
];

const ranges: Case[] = [
  ["Range that is no range", get("/images/schoolClubImages/1.jpg", { Range: "bytes=abc" }), [200, 416]],
  ["Range past the end", get("/images/schoolClubImages/1.jpg", { Range: "bytes=999999999-" }), [416]],
  ["Range backwards", get("/images/schoolClubImages/1.jpg", { Range: "bytes=50-10" }), [200, 416]],
  ["Range of zero suffix bytes", get("/images/schoolClubImages/1.jpg", { Range: "bytes=-0" }), [200, 416]],
  ["Range in another unit", get("/images/schoolClubImages/1.jpg", { Range: "lines=1-2" }), [200, 416]],
  ["a thousand overlapping ranges", get("/images/schoolClubImages/1.jpg", { Range: `bytes=${Array(1000).fill("0-1").join(",")}` }), [200, 206, 416]],
  ["Range on a page", get("/gallery", { Range: "bytes=0-10" }), [200, 206]],
];

const cases = [...traversal, ...sources, ...listings, ...malformed, ...methods, ...targets, ...hosts, ...albums, ...ranges];

describe(`${cases.length} hostile requests`, () => {
  it("are at least sixty", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)("%s", async (_name, request, allowed) => {
    const res = await sendRaw(port, request);
    expect(allowed).toContain(res.status);
    if (res.status === 405) expect(res.headers.allow).toBe("GET, HEAD");
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain("root:x:0:0");
    expect(res.body).not.toContain(PAYLOAD);
    expect(res.body).not.toContain("<svg onload");
    expect(res.body).not.toMatch(STACK_LINE);
    expect(res.head).not.toMatch(/x-powered-by/i);
  });

  it("leave the server answering /healthz", async () => {
    const res = await sendRaw(port, get("/healthz"));
    expect(res.status).toBe(200);
    expect(res.body).toContain('"status":"ok"');
  });
});

describe("HEAD", () => {
  // Date is the clock's; /healthz reports its uptime, so its length and ETag may change from one second to the next.
  const comparable = (url: string, headers: Record<string, string>) => {
    const { date: _date, ...rest } = headers;
    if (url !== "/healthz") return rest;
    const { "content-length": _length, etag: _etag, ...others } = rest;
    return others;
  };

  it.each([
    ["a page", "/admissions"],
    ["a page already kept", "/gallery"],
    ["an album", "/images?key=schoolClubImages&count=5"],
    ["a missing page", "/nope"],
    ["a missing album", "/images?key=nope"],
    ["page data", "/gallery.data"],
    ["a static file", "/images/logo.png"],
    ["a hashed asset that is missing", "/assets/missing-123.js"],
    ["the health check", "/healthz"],
  ])("answers %s with the same headers as GET, and no body", async (_name, url) => {
    await sendRaw(port, get(url));
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "Accept-Encoding": encoding };
      const full = await sendRaw(port, get(url, headers));
      const head = await sendRaw(port, rawRequest("HEAD", url, headers));
      expect(head.status, url).toBe(full.status);
      expect(comparable(url, head.headers), `${url} ${encoding}`).toEqual(comparable(url, full.headers));
      expect(head.headers["content-type"], url).toBeTruthy();
      expect(head.body).toBe("");
    }
  });
});
