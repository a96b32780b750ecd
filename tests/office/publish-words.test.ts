// A publish or an undo started in the office says what to do next with the office's buttons and pages, never a
// command the clerk cannot type: the real publish job (office/publishing/job.ts), on publishes made beforehand
// without a real build. The steps that stop before building (a refusal, an undo) are all it needs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Layout, layoutOf } from "../../lib/publish/builds";
import { openDatabase } from "../../office/database";
import { createPublisher, type Run } from "../../office/publishing/publisher";
import { newPageOf, runPage } from "../../office/publishing/screens";
import { sampleContentDir } from "../support/content-copy";
import { textOf } from "../support/html";
import { publishJobsIn, publishWithoutSite } from "./support";

let layout: Layout;
let publisher: ReturnType<typeof createPublisher>;
let restoreEnvironment: () => void;

/** The run once its job ended, and its page as the clerk reads it. */
async function ended(started: Awaited<ReturnType<typeof publisher.publish>>) {
  expect(started).not.toHaveProperty("busy");
  const run = started as Run;
  await expect.poll(() => run.state, { timeout: 60_000, interval: 200 }).not.toBe("running");
  return { run, page: textOf(runPage("en", { run, newPage: "http://localhost:3000/" })) };
}

beforeAll(async () => {
  layout = layoutOf(mkdtempSync(path.join(tmpdir(), "office-publish-words-")));
  cpSync(sampleContentDir, layout.content, { recursive: true });
  restoreEnvironment = publishJobsIn(layout.root);
  publisher = createPublisher({ db: openDatabase(path.join(layout.root, "office-data")), layout });
  expect(await publishWithoutSite(layout)).toBe(0);
});

afterAll(() => {
  restoreEnvironment();
  rmSync(layout.root, { recursive: true, force: true });
});

it("a publish that would lose an album's photos stops, and offers the office's button to go through", async () => {
  const gallery = path.join(layout.content, "gallery.yaml");
  const before = readFileSync(gallery, "utf8");
  writeFileSync(gallery, before.replace(/ {2}- title: Prize Distribution\n(?: {4}.*\n)+/, ""));
  const { run, page } = await ended(await publisher.publish("Sunita Verma"));
  expect(run.state).toBe("not-published");
  expect(run.asks).toEqual({ albums: ["schoolPrizeImages"], photos: [] });
  expect(page).toContain('To publish it so anyway, choose "Publish anyway" below.');
  expect(page).toContain('To keep them, choose "Open the editor" and put the album and its photos back, then publish again.');
  expect(page).toContain("Publish anyway");
  expect(page).not.toMatch(/npm run|--remove-album|ASKS/);
  writeFileSync(gallery, before);
});

it("an undo says how to go back again on the History page, and where the changes set aside are", async () => {
  const school = path.join(layout.content, "school.yaml");
  writeFileSync(school, readFileSync(school, "utf8").replace(/^name: .*$/m, "name: Second Name"));
  expect(await publishWithoutSite(layout)).toBe(0);
  // A change saved after publish 2, which the undo moves aside.
  writeFileSync(school, readFileSync(school, "utf8").replace(/^name: .*$/m, "name: Third Name"));
  const { run, page } = await ended(await publisher.undo("Sunita Verma", 1));
  // No site runs here: in place, not "live" (the site serves it when it starts).
  expect(run.state).toBe("in-place");
  expect(page).toContain("Published: the website shows it when it starts");
  expect(page).not.toContain("The website went back");
  expect(page).toMatch(/To go back to the site as it was before this undo \(publish 2 of .*: changed content\/school\.yaml\), choose "Go back to publish 2" on the History page\./);
  expect(page).toMatch(/They are kept on the server, in content-set-aside\/[^/]+\/: whoever runs the server can put one back\./);
  expect(page).not.toContain("npm run");
});

it("a notice saved with Save and publish ends its run with the notice's own page, even when the history cannot tell what was added", () => {
  // The first publish of a site built by npm start: what it added is not known (no content was kept before it).
  const notice = "2026-11-27-school-closed-today";
  const run: Run = { id: 1, kind: "publish", account: "Sunita Verma", startedAt: Date.now(), lines: [], state: "live", notice };
  const firstPublish = { at: new Date().toISOString(), kind: "publish", live: 2, from: 1, changes: null, by: { kind: "office", account: "Sunita Verma" }, kept: true, liveNow: true, madeAt: null, madeBy: null } as const;
  const page = runPage("hi", { run, newPage: newPageOf(firstPublish, "https://school.example", "hi", run.notice) });
  expect(page).toContain(`href="https://school.example/hi/notices/${notice}"`);
  expect(page).toContain(`https://wa.me/?text=${encodeURIComponent(`https://school.example/hi/notices/${notice}`)}`);
});
