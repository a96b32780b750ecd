// Issue 28, point 6: links that know where the site is. Without SITE_URL, every absolute link (canonical links,
// social cards, the calendar's subscribe links, the feeds) names the address the server really listens on, port
// included, and the server says so in one line; SITE_URL, when set, wins; the calendar's UIDs are the same
// either way. And `npm start` finds a taken port before it builds.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { portInUse } from "../../server/config";
import { root } from "../support/app";
import { type ChildServer, startChildServer } from "../support/child-server";

/** A port no program has now, as a person would pick one (PORT=3001). */
async function freePort() {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const servers: ChildServer[] = [];
afterAll(async () => {
  for (const { child, exited } of servers) {
    child.kill("SIGTERM");
    await exited;
  }
});

async function start(env: Record<string, string>) {
  const server = await startChildServer(env);
  servers.push(server);
  return server;
}

/** The absolute links a reader, a search engine and a calendar app get from the site at `origin`. */
async function linksOf(origin: string) {
  const text = async (path: string) => (await fetch(`${origin}${path}`)).text();
  const admissions = await text("/admissions");
  const calendar = await text("/calendar");
  const notice = await text("/notices/2026-11-20-sports-day");
  const ics = await text("/calendar.ics");
  const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, "&");
  return {
    canonical: attribute(admissions, /<link rel="canonical" href="([^"]+)"/),
    ogUrl: attribute(notice, /<meta property="og:url" content="([^"]+)"/),
    ogImage: attribute(notice, /<meta property="og:image" content="([^"]+)"/),
    subscribe: attribute(calendar, /href="(webcal:[^"]+)"/),
    google: attribute(calendar, /href="(https:\/\/calendar\.google\.com\/[^"]+)"/),
    feedUrl: /^URL:(.+)$/m.exec(ics.replace(/\r\n /g, ""))?.[1]?.trim(),
    uids: [...ics.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]!),
    atomId: /<id>([^<]+)<\/id>/.exec(await text("/notices.atom"))?.[1],
  };
}

describe("the site's address in its links", () => {
  let uidsOnPort: string[] = [];

  it("without SITE_URL, started on another port: every link names that port, and the server says so in one line", async () => {
    const port = await freePort();
    const server = await start({ PORT: String(port) });
    const origin = `http://127.0.0.1:${port}`;
    expect(server.origin).toBe(origin);
    const links = await linksOf(origin);
    expect(links.canonical).toBe(`${origin}/admissions`);
    expect(links.ogUrl).toBe(`${origin}/notices/2026-11-20-sports-day`);
    expect(links.ogImage).toMatch(new RegExp(`^${origin}/`));
    expect(links.subscribe).toBe(`webcal://127.0.0.1:${port}/calendar.ics`);
    expect(decodeURIComponent(links.google!)).toContain(`cid=webcal://127.0.0.1:${port}/calendar.ics`);
    expect(links.feedUrl).toBe(`${origin}/calendar`);
    expect(links.atomId).toBe(`${origin}/notices`);
    expect(links.uids.length).toBeGreaterThan(3);
    for (const uid of links.uids) expect(uid).not.toContain("127.0.0.1");
    uidsOnPort = links.uids.toSorted();
    const told = server.logs.filter((line) => String(line.msg).startsWith("SITE_URL is not set"));
    expect(told.map((line) => line.msg)).toEqual([`SITE_URL is not set: links and feeds will name ${origin}. Set SITE_URL to the site's public address.`]);
  });

  it("with SITE_URL: every link names it, the server says nothing of it, and the calendar's UIDs are the same", async () => {
    const server = await start({ SITE_URL: "https://school.example/" });
    const links = await linksOf(server.origin);
    expect(links.canonical).toBe("https://school.example/admissions");
    expect(links.ogUrl).toBe("https://school.example/notices/2026-11-20-sports-day");
    expect(links.subscribe).toBe("webcal://school.example/calendar.ics");
    expect(links.feedUrl).toBe("https://school.example/calendar");
    expect(links.uids.toSorted()).toEqual(uidsOnPort);
    expect(server.logs.filter((line) => String(line.msg).startsWith("SITE_URL is not set"))).toEqual([]);
  });
});

describe("npm start on a taken port", () => {
  let taken: Server;
  afterAll(() => new Promise((resolve) => taken.close(resolve)));

  it("says so in one line and how to start on another, at once, before any build", async () => {
    taken = createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const { port } = taken.address() as { port: number };
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: root,
      // A start that went on to build would build into a folder of its own, never the tests' build/...
      env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: path.join(tmpdir(), `port-taken-${process.pid}`) },
      stdio: ["ignore", "pipe", "pipe"],
      // ...and be stopped whole, as its own process group.
      detached: true,
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    // Hashing the inputs alone takes seconds; a build, minutes.
    const tooLong = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 10_000);
    const [code, signal] = await once(child, "exit");
    clearTimeout(tooLong);
    expect(signal).toBeNull();
    expect(code).toBe(1);
    expect(output).toBe(`${portInUse(port)}\n`);
  });
});
