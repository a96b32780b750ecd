// The office stopped while it publishes, as a server stops it: SIGTERM from the container's init or systemd (the
// office passes it on to its publish), and a hard kill of the office and its publish at once (a container torn
// down, a power cut). Either way the live site is untouched, nothing half-made or locked is left, and after a
// restart the history and the run's page say the publish was abandoned; the next publish goes live.
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LockHolder } from "../../lib/publish/lock";
import { WORDS } from "../../office/words";
import { type ChildServer, startChildServer } from "../support/child-server";
import { textOf } from "../support/html";
import { phonePhoto } from "../support/phone-photo";
import { type School, schoolFolder } from "../support/school";
import { type OfficeProcess, startOfficeProcess, stopAll } from "./office-process";
import { CLERK, CLERK_PASSWORD, type Office, request, signInWithPassword } from "./support";

/** compose.yaml's stop_grace_period for the office, and the systemd unit's TimeoutStopSec. */
const GRACE_MS = 15_000;
const ALBUM = "schoolSportImages";

let school: School;
let site: ChildServer;
let office: OfficeProcess;
let cookie: string;

const startOffice = (accounts: Record<string, string> = {}) => startOfficeProcess(school.dir, accounts, { PREVIEW_PORT: "0", SITE_URL: site.origin, SITE_INTERNAL_URL: site.origin });
/** The text of an office page, as the signed-in clerk reads it. */
const page = async (pathname: string) => textOf(await (await request({ url: office.origin } as Office, pathname, { cookie })).text());
const publish = async () => expect((await request({ url: office.origin } as Office, "/publish", { form: {}, cookie })).status).toBe(303);
const live = () => readlinkSync(path.join(school.dir, "live"));
const lockFile = () => path.join(school.dir, ".cache/publish.lock");
/** The publishes' folders, each with its publish.json or not (a half-made one has none). */
const publishes = () =>
  readdirSync(path.join(school.dir, "builds"))
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ name, finished: existsSync(path.join(school.dir, "builds", name, "publish.json")) }));

/** Phone photos added to an album: a publish spends a second or more on each, making its copies. */
async function addPhotos(first: number, count: number) {
  for (let n = first; n < first + count; n++) writeFileSync(path.join(school.content(`albums/${ALBUM}`), `IMG_0${n}.JPG`), await phonePhoto());
}

/** Waits until the run's page shows it making the photos' copies, with some left to make. */
const makingPhotos = () =>
  expect
    .poll(async () => /Making the photos ready for phones \((\d+) of (\d+) photos\)/.exec(await page("/publish/run"))?.slice(1).map(Number), { timeout: 120_000, interval: 100 })
    .toSatisfy((progress?: number[]) => progress !== undefined && progress[0]! < progress[1]!);

/** Where the site was before, and checks it still is: its `live` link, no half-made publish, no lock. */
function untouched() {
  const before = live();
  return () => {
    expect(live()).toBe(before);
    expect(publishes().filter((publish) => !publish.finished)).toEqual([]);
    expect(existsSync(lockFile())).toBe(false);
  };
}

async function expectAbandoned() {
  for (const language of ["en", "hi"] as const) {
    const w = WORDS[language];
    const prefix = language === "hi" ? "/hi" : "";
    const history = await page(`${prefix}/history`);
    expect(history).toContain(`${w.abandonedKind("publish")} `);
    expect(history).toContain(`${w.byWhom(CLERK)} ${w.abandonedText}`);
    const run = await page(`${prefix}/publish/run`);
    expect(run).toContain(`${w.abandonedKind("publish")} ${w.abandonedText}`);
    // Its job's lines went with the office that ran it: no empty fold of them.
    expect(run).not.toContain(w.whatItSaid);
  }
  expect(await page("/history")).toContain("Publish abandoned");
  expect(await page("/history")).toContain("Stopped when the office was shut down; the website did not change.");
}

/** A publish from the office, to its end: the site takes it up. */
async function publishesAgain() {
  const before = live();
  await publish();
  await expect.poll(() => page("/publish/run"), { timeout: 120_000, interval: 200 }).toContain("The new website is live");
  expect(live()).not.toBe(before);
  expect(publishes().every((publish) => publish.finished)).toBe(true);
}

beforeAll(async () => {
  school = await schoolFolder("office-stop");
  site = await startChildServer({ SCHOOL_DATA_DIR: school.dir });
  office = await startOffice({ [CLERK]: CLERK_PASSWORD });
  cookie = await signInWithPassword({ url: office.origin } as Office);
}, 300_000);

afterAll(() => stopAll({ office, site, school }));

describe("the office stopped during a publish", () => {
  it("on SIGTERM: stops the publish before it changes the website, exits 0 within its grace period; after a restart the publish is abandoned and the next goes live", async () => {
    await addPhotos(100, 4);
    const unchanged = untouched();
    await publish();
    await makingPhotos();
    const exited = once(office.child, "exit");
    const since = performance.now();
    office.child.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    expect(performance.now() - since).toBeLessThan(GRACE_MS);
    unchanged();

    office = await startOffice();
    await expectAbandoned();
    expect(await page("/publish")).toContain("Publish the website now");
    await publishesAgain();
  }, 600_000);

  it("killed with its publish (kill -9): after a restart the publish is abandoned, not running for ever, and the next clears what it left and goes live", async () => {
    await addPhotos(200, 4);
    const before = live();
    await publish();
    await makingPhotos();
    const job = (JSON.parse(readFileSync(lockFile(), "utf8")) as LockHolder).pid;
    const exited = once(office.child, "exit");
    office.child.kill("SIGKILL");
    process.kill(job, "SIGKILL");
    await exited;
    expect(live()).toBe(before);

    office = await startOffice();
    // Not "Sunita Verma is publishing" for ever: the lock its publish left names a process that is gone.
    expect(await page("/publish")).toContain("Publish the website now");
    await expectAbandoned();
    await publishesAgain();
  }, 600_000);
});
