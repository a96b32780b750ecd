// Issue 36, point 10: the second person's page follows the publish to its end. Whoever opens Publish, or presses
// it, while someone else's publish runs is told who is publishing; that page then looks again by itself, as the
// first person's does, until it shows how the run ended (live, in place, not published), never "is publishing"
// once it is over. A publisher of the test's own stands for the real one, so each end comes when the test says.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LockHolder } from "../../lib/publish/lock";
import type { Publisher, Run } from "../../office/publishing/publisher";
import { textOf } from "../support/html";
import { CLERK, type Office, request, signInWithPassword, startOffice } from "./support";

const PRINCIPAL = "Ramesh Kumar";
const PRINCIPAL_PASSWORD = "the school bell rings at eight";

let folder: string;
let office: Office;
let cookie: string;
/** The clerk's run in this office, if any, and who holds the publishing lock. */
let run: Run | undefined;
let holder: LockHolder | null;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "office-second-publisher-"));
  await mkdir(path.join(folder, "content"));
  const publisher = (real: Publisher) => ({ ...real, last: async () => run, busy: async () => holder, publish: async () => ({ busy: holder! }), undo: async () => ({ busy: holder! }) });
  office = await startOffice({ contentDir: path.join(folder, "content"), publisher });
  await office.addAccountWithPassword(PRINCIPAL, PRINCIPAL_PASSWORD, { quick: true });
  cookie = await signInWithPassword(office, PRINCIPAL, PRINCIPAL_PASSWORD);
});
afterEach(async () => {
  run = undefined;
  holder = null;
  await office.close();
  await rm(folder, { recursive: true, force: true });
});

/** The clerk's publish, started in the office a minute ago: running, holding the lock. */
function clerkPublishes() {
  const startedAt = office.clock() - 60_000;
  run = { id: 1, kind: "publish", account: CLERK, startedAt, lines: [], state: "running" };
  holder = { pid: 0, startedAt: new Date(startedAt).toISOString(), command: `the office (${CLERK})`, script: "" };
}

/** A page as the principal reads it: its heading, its words, and where it looks again (none once it stops). */
async function read(answer: Response, at: string) {
  const html = await answer.text();
  const refresh = /<meta http-equiv="refresh" content="(\d+)(?:; url=([^"]*))?"/.exec(html);
  return { status: answer.status, title: textOf(/<h1>(.*?)<\/h1>/s.exec(html)![1]!), text: textOf(html), next: refresh ? (refresh[2] ?? at) : undefined };
}
const open = async (at: string) => read(await request(office, at, { cookie }), at);

describe("a second person while someone else's publish runs", () => {
  for (const [end, title] of [
    ["live", "नई वेबसाइट चालू है"],
    ["in-place", "प्रकाशित: वेबसाइट शुरू होने पर इसे दिखाएगी"],
    ["not-published", "वेबसाइट नहीं बदली गई"],
  ] as const) {
    it(`opening Publish, or pressing it: the page follows the run and ends on how it ended (${end})`, async () => {
      clerkPublishes();
      const opened = await open("/hi/publish");
      const pressed = await read(await request(office, "/hi/publish", { cookie, form: {} }), "/hi/publish");
      for (const told of [opened, pressed]) {
        expect(told.text).toContain(`${CLERK} प्रकाशित कर रहे हैं`);
        expect(told.next).toBe("/hi/publish/run");
      }
      expect(pressed.status).toBe(409);

      const following = await open(opened.next!);
      expect([following.title, following.next]).toEqual(["प्रकाशित हो रहा है…", "/hi/publish/run"]);
      expect(following.text).toContain(`${CLERK} ने`);

      run!.state = end;
      holder = null;
      const ended = await open(following.next!);
      expect(ended.title).toBe(title);
      expect(ended.text).not.toContain("प्रकाशित कर रहे हैं");
      expect(ended.text).not.toContain("प्रकाशित हो रहा है");
      expect(ended.next).toBeUndefined();
    });
  }

  it("a publish typed at the server: Publish and History look again until it ended, then offer the button again", async () => {
    holder = { pid: process.pid, startedAt: new Date(office.clock()).toISOString(), command: "npm run go-live", script: "" };
    for (const page of ["/publish", "/history"]) {
      const told = await open(page);
      expect([page, told.text, told.next]).toEqual([page, expect.stringContaining("someone at the server (npm run go-live) is publishing"), page]);
    }
    holder = null;
    const publish = await open("/publish");
    expect(publish.text).not.toContain("is publishing");
    expect(publish.text).toContain("Publish the website now");
    expect(publish.next).toBeUndefined();
    expect((await open("/history")).next).toBeUndefined();
  });
});
