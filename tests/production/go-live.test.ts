// `npm run go-live` against a running site, on a school's folder of its own, done as a clerk on a bad day would:
// two publishes at once, publishes killed at random moments, a bad change published then undone, an unrelated
// change after it, a new photo named to sort first, and Ctrl+C. All the while a page and its stylesheet, a photo
// and a PDF are asked for every 100 ms: every answer must be a 200.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../support/child-server";
import { school } from "../support/content";
import { phonePhoto } from "../support/phone-photo";
import { type School, schoolFolder } from "../support/school";

const BAD_NAME = "Wrong Name Public School";
const ALBUM = "schoolSportImages";
const ALREADY_RUNNING = /^A publish is already running, started at \d\d:\d\d:\d\d \(\d+ s ago\)\. Wait for it to end; nothing was changed\.$/;

let folder: School;
let copy: string;
let server: ChildServer;

/** `npm run <script>` on the school's folder: its `code`, the exit status a shell shows ($?). */
const npm = (...args: string[]) => folder.npm(...args);

const lastLine = (output: string) => output.trim().split("\n").at(-1);
const title = async () => /<title>([^<]*)/.exec(await (await fetch(`${server.origin}/`)).text())?.[1];
const lockFile = () => path.join(copy, ".cache/publish.lock");
/** The publishes' folders in builds/ (beside them, the live history). */
const publishes = () => readdirSync(path.join(copy, "builds")).filter((name) => /^\d+$/.test(name)).sort();
const content = (file: string) => path.join(copy, "content", file);
const photo = async (n: number) => Buffer.from(await (await fetch(`${server.origin}/images/${ALBUM}/${n}.jpg`)).arrayBuffer());

// Every 100 ms, for the whole file: a page and the stylesheet it names, a photo, a PDF and the health check.
const failures: string[] = [];
let polls = 0;
let polling = true;
let poller: Promise<void>;
async function poll() {
  const get = async (address: string) => {
    try {
      const res = await fetch(server.origin + address);
      const body = await res.text();
      if (res.status !== 200) failures.push(`${new Date().toISOString()} ${address}: ${res.status}`);
      return body;
    } catch (error) {
      failures.push(`${address}: ${(error as Error).message}`);
      return "";
    }
  };
  while (polling) {
    polls++;
    const page = await get("/gallery");
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1];
    if (!stylesheet) failures.push("/gallery names no stylesheet");
    await Promise.all([stylesheet && get(stylesheet), get(`/images/${ALBUM}/1.jpg`), get("/docs/fee-structure.pdf"), get("/healthz")]);
    await sleep(100);
  }
}

beforeAll(async () => {
  // A new server's school folder: its first start made publish 1.
  folder = await schoolFolder("go-live");
  copy = folder.dir;
  server = await startChildServer(folder.env);
  poller = poll();
}, 120_000);

afterAll(async () => {
  polling = false;
  await poller;
  server?.child.kill("SIGTERM");
  await server?.exited;
  await folder?.remove();
});

describe("npm run go-live, on a bad day", () => {
  // How long a whole publish takes on this machine: the kills below come at random moments within it.
  let publishMs = 5_000;

  it("two at once: one publishes, the other says in one line that a publish is running, and changes nothing", async () => {
    await folder.edit("school.yaml", "office@", "admissions@");
    const started = Date.now();
    const [first, second] = [npm("go-live"), npm("go-live")];
    const results = await Promise.all([first.done, second.done]);
    publishMs = Date.now() - started;
    const published = results.find((result) => result.code === 0)!;
    const refused = results.find((result) => result.code !== 0)!;
    expect(published.output).toMatch(/The new site is live at http:\/\/127\.0\.0\.1:\d+ \(\d+ s\), and the server never stopped\./);
    expect(refused?.code).toBe(1);
    expect(refused.output.trim()).toMatch(ALREADY_RUNNING);
    // The first start's is publish 1; this one publish 2.
    expect(readlinkSync(path.join(copy, "live"))).toBe("builds/2/site");
    expect(publishes()).toEqual(["1", "2"]);
    // The same server, which took it up by itself and says so.
    expect(await (await fetch(`${server.origin}/healthz`)).json()).toMatchObject({ status: "ok", publish: 2 });
    expect(server.child.exitCode).toBeNull();
    expect(failures).toEqual([]);
  }, 600_000);

  it("a publish killed at random moments leaves the site whole; the next one clears its lock and publishes", async () => {
    writeFileSync(content("school.yaml"), readFileSync(content("school.yaml"), "utf8").replaceAll(school.name, BAD_NAME));
    let killedPid = 0;
    // Whether the last publish was killed while it held its lock: the next publish then finds the lock it left.
    let killedHolding = false;
    for (let attempt = 0; attempt < 2; attempt++) {
      // This publish clears a lock the one before it left.
      killedHolding = false;
      const killed = npm("go-live");
      let ended = false;
      void killed.done.then(() => (ended = true));
      // Its own lock, not the one the publish killed before it left; or its end, when it ended before the poll saw
      // it (after a kill that came after the switch, the second publish finds nothing changed and stops at once).
      const holder = () => (existsSync(lockFile()) ? (JSON.parse(readFileSync(lockFile(), "utf8")) as { pid: number }).pid : 0);
      await expect.poll(() => ended || ![0, killedPid].includes(holder()), { timeout: 60_000, interval: 100 }).toBe(true);
      if (ended) continue;
      killedPid = holder();
      // At a moment of its making the data (a second or so: a publish compiles nothing), or just after; unless it
      // found nothing new (the kill before came after the switch) and ended at once.
      await expect.poll(() => ended || killed.output().includes("Checking the content and making the new site"), { timeout: 60_000, interval: 20 }).toBe(true);
      if (ended) continue;
      await sleep(Math.random() * 0.3 * publishMs);
      // kill -9 of the publish itself: no chance to tidy up. A publish of data is quick: it may have ended first.
      if (holder() === killedPid) {
        process.kill(killedPid, "SIGKILL");
        killedHolding = true;
      }
      await killed.done;
      // The site is whole: the one it was, or the new one if the kill came after the switch (the poller checks its files).
      expect([`Home | ${school.name}`, `Home | ${BAD_NAME}`]).toContain(await title());
    }
    const next = await npm("go-live").done;
    expect(next.code).toBe(0);
    if (killedHolding) expect(next.output).toMatch(/^A publish started at \d\d:\d\d:\d\d did not finish \(it was stopped, or the computer restarted\)\. Its half-made site was removed; the live site was not affected\.$/m);
    expect(await title()).toContain(BAD_NAME);
    // Only finished publishes are left.
    for (const n of publishes()) expect(existsSync(path.join(copy, "builds", n, "publish.json")), n).toBe(true);
    expect(failures).toEqual([]);
  }, 900_000);

  it("undo puts back the site and the content; an unrelated change published after it keeps the bad change gone, and a new photo named to sort first takes the next number", async () => {
    const live = Number(/builds\/(\d+)\/site/.exec(readlinkSync(path.join(copy, "live")))![1]);
    // The clerk edits another file meanwhile, then undoes.
    writeFileSync(content("links.yaml"), `${readFileSync(content("links.yaml"), "utf8")}# the clerk's later edit\n`);
    const undone = await npm("go-live:undo").done;
    expect(undone.code, undone.output).toBe(0);
    expect(undone.output).toMatch(/^The site is back to Publish 2 of \w{3} \d+ \w{3} \d{4}, \d\d:\d\d, live at http:\/\/127\.0\.0\.1:\d+ \(\d+ s\); the server never stopped\.$/m);
    const setAside = /moved \(not deleted\) to (content-set-aside\/[^/]+)\/:/.exec(undone.output)![1]!;
    expect(undone.output).toContain(`To use one of them again, copy it from ${setAside}/ back to the same place in content/, then run npm run go-live.`);
    expect(undone.output).toMatch(new RegExp(`^To go back to the site as it was before this undo \\(publish ${live} of .*: changed content/school\\.yaml\\), run npm run go-live:undo\\.$`, "m"));
    expect(await title()).toContain(school.name);
    expect(readFileSync(content("school.yaml"), "utf8")).not.toContain(BAD_NAME);
    expect(readFileSync(path.join(copy, setAside, "school.yaml"), "utf8")).toContain(BAD_NAME);
    expect(readFileSync(path.join(copy, setAside, "links.yaml"), "utf8")).toContain("# the clerk's later edit");

    // An unrelated change: a new photo whose name sorts before the others.
    const firstPhoto = await photo(1);
    const count = readdirSync(content(`albums/${ALBUM}`)).filter((name) => name.endsWith(".jpg")).length;
    writeFileSync(content(`albums/${ALBUM}/0-first.jpg`), await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c03" } }).jpeg().toBuffer());
    const published = await npm("go-live").done;
    expect(published.code).toBe(0);
    expect(await title()).toContain(school.name);
    expect(readFileSync(content("school.yaml"), "utf8")).not.toContain(BAD_NAME);
    // Photo 1 is still photo 1; the new one is the last.
    expect((await photo(1)).equals(firstPhoto)).toBe(true);
    expect(await sharp(await photo(count + 1)).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(readFileSync(content(`albums/${ALBUM}/order.yaml`), "utf8")).toMatch(/\n- 0-first\.jpg\n$/);
    expect(await (await fetch(`${server.origin}/gallery`)).text()).toContain(`key=${ALBUM}&amp;count=${count + 1}`);

    const history = await npm("go-live:history").done;
    // The publish built on the undo, and the undo before it.
    expect(history.output).toMatch(
      new RegExp(`^ {2}.* {2}publish (\\d+) \\(replacing publish 2\\) {3}<- the live site\n(?: +changed: .*\n)? +added: content/albums/${ALBUM}/0-first\\.jpg\n {2}.* {2}undo: back to publish 2 of .* \\(replacing publish ${live}\\)$`, "m"),
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it("Ctrl+C during a publish stops it and says the site is as it was", async () => {
    writeFileSync(content("school.yaml"), readFileSync(content("school.yaml"), "utf8").replaceAll(school.name, BAD_NAME));
    // A photo from a phone: what keeps a publish busy for some seconds, encoding its copies.
    writeFileSync(content(`albums/${ALBUM}/IMG_0100.JPG`), await phonePhoto());
    const stopped = npm("go-live");
    await expect.poll(() => stopped.output(), { timeout: 60_000, interval: 100 }).toContain("Checking the content and making the new site");
    await sleep(500);
    // What a terminal does on Ctrl+C: SIGINT to every process of the foreground group.
    process.kill(-stopped.child.pid!, "SIGINT");
    const { code, output } = await stopped.done;
    expect(lastLine(output)).toBe("The publish was stopped (Ctrl+C). The site is exactly as it was.");
    expect(code).toBe(130);
    expect(existsSync(lockFile())).toBe(false);
    for (const n of publishes()) expect(existsSync(path.join(copy, "builds", n, "publish.json")), n).toBe(true);
    expect(lstatSync(path.join(copy, "live")).isSymbolicLink()).toBe(true);
    expect(await title()).toContain(school.name);
    expect(polls).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 300_000);
});
