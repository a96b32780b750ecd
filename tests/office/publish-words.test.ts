// A publish or an undo started in the office says what to do next with the office's buttons and pages, never a
// command the clerk cannot type: the real publish job (office/publishing/job.ts), on publishes made beforehand
// without a real build. The steps that stop before building (a refusal, an undo) are all it needs.
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contentFiles, type Layout, layoutOf } from "../../lib/publish/builds";
import { publish, type Steps } from "../../lib/publish/publish";
import { Stops } from "../../lib/publish/stopping";
import { createPublisher, type Run } from "../../office/publishing/publisher";
import { runPage } from "../../office/publishing/screens";
import { sampleContentDir } from "../support/content-copy";
import { textOf } from "../support/html";

let layout: Layout;
let publisher: ReturnType<typeof createPublisher>;
const environment = { ...process.env };

/** A publish made here, its "site" one file: enough for the job to find a live publish and its content. */
const publishHere = () =>
  publish(
    {
      layout,
      command: "npm run go-live",
      build: async (siteDir) => {
        mkdirSync(path.join(siteDir, "client"), { recursive: true });
        writeFileSync(path.join(siteDir, "client/index.html"), "a site");
      },
      hash: async (dir) => createHash("sha256").update(JSON.stringify(await contentFiles(dir))).digest("hex"),
      say: () => undefined,
      stops: new Stops(),
    } satisfies Steps,
    "go-live",
  );

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
  // The job is a process of its own: it finds the school's files where the office's would, and no running site.
  process.env.SCHOOL_DATA_DIR = layout.root;
  process.env.SITE_STATE_FILE = path.join(layout.root, "no-site.json");
  publisher = createPublisher({ layout });
  expect(await publishHere()).toBe(0);
});

afterAll(() => {
  process.env = environment;
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
  expect(page).toContain("To keep them, put the album and its photos back in Edit the content, then publish again.");
  expect(page).toContain("Publish anyway");
  expect(page).not.toMatch(/npm run|--remove-album|ASKS/);
  writeFileSync(gallery, before);
});

it("an undo says how to go back again on the History page, and where the changes set aside are", async () => {
  const school = path.join(layout.content, "school.yaml");
  writeFileSync(school, readFileSync(school, "utf8").replace(/^name: .*$/m, "name: Second Name"));
  expect(await publishHere()).toBe(0);
  // A change saved after publish 2, which the undo moves aside.
  writeFileSync(school, readFileSync(school, "utf8").replace(/^name: .*$/m, "name: Third Name"));
  const { run, page } = await ended(await publisher.undo("Sunita Verma", 1));
  expect(run.state).toBe("live");
  expect(page).toMatch(/To go back to the site as it was before this undo \(publish 2 of .*: changed content\/school\.yaml\), choose "Go back" beside it on the History page\./);
  expect(page).toMatch(/They are kept on the server, in content-set-aside\/[^/]+\/: whoever runs the server can put one back\./);
  expect(page).not.toContain("npm run");
});
