// Publishing with a data step of its own (a "site" of one file: the school's name): one publish at a time, a
// lock left by a killed publish, Ctrl+C, a full disk, the history, and an undo that sticks. The real data,
// server and signals are in tests/production/go-live.test.ts.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ORDER_FILE } from "../../lib/content/album-order";
import { contentFiles, type Layout, layoutOf } from "../../lib/publish/builds";
import { history, type MadeData, publish, type Steps, undo } from "../../lib/publish/publish";
import { FileFacts } from "../../lib/content/file-facts";
import { SITE_DATA_FILE } from "../../lib/content/site-data";
import { Stops } from "../../lib/publish/stopping";
import { sampleContentDir } from "../support/content-copy";
import { school } from "../support/content";

let layout: Layout;
let said: string[];
let clock: Date;
let reloads: number;

/** A "site": the school's name from the content it was built from, as its page shows it. */
const page = () => readFileSync(path.join(layout.live, "client/index.html"), "utf8");
const schoolFile = () => path.join(layout.content, "school.yaml");
const editSchool = (from: string, to: string) => writeFileSync(schoolFile(), readFileSync(schoolFile(), "utf8").replace(from, to));

const NOTHING_SAID: MadeData = { photosEncoded: 0, warnings: [] };

function steps(makeData: Steps["makeData"] = async (siteDir, contentDir) => {
  mkdirSync(path.join(siteDir, "files/media"), { recursive: true });
  mkdirSync(path.join(siteDir, "client"), { recursive: true });
  writeFileSync(path.join(siteDir, "client/index.html"), /^name: (.*)$/m.exec(readFileSync(path.join(contentDir, "school.yaml"), "utf8"))![1]!, { flag: "w" });
  writeFileSync(path.join(siteDir, SITE_DATA_FILE), JSON.stringify({ media: {} }));
  return NOTHING_SAID;
}): Steps {
  return {
    layout,
    command: "npm run go-live",
    code: "the code",
    makeData,
    facts: () => new FileFacts(),
    check: async () => undefined,
    server: {
      serving: async () => (existsSync(layout.live) ? realpathSync(layout.live) : null),
      reload: async () => {
        reloads++;
        return "http://localhost:3000";
      },
    },
    say: (line) => said.push(line),
    stops: new Stops(),
    now: () => clock,
  };
}

const goLive = (custom?: Steps["makeData"]) => publish(steps(custom), "go-live");
const at = (time: string) => (clock = new Date(time));

beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), "publishing-"));
  layout = layoutOf(root);
  cpSync(sampleContentDir, layout.content, { recursive: true });
  said = [];
  reloads = 0;
  at("2026-11-25T05:00:00Z");
});
afterEach(() => rmSync(layout.root, { recursive: true, force: true }));

describe("one publish at a time", { timeout: 30_000 }, () => {
  it("a second publish while one runs says so in one line, and changes nothing", async () => {
    let finishBuild!: () => void;
    const first = goLive(async (siteDir, contentDir, options) => {
      await new Promise<void>((resolve) => (finishBuild = resolve));
      return steps().makeData(siteDir, contentDir, options);
    });
    await expect.poll(() => finishBuild).toBeDefined();
    at("2026-11-25T05:00:20Z");
    const before = readdirSync(layout.builds);
    const secondSaid: string[] = [];
    expect(await publish({ ...steps(), say: (line) => secondSaid.push(line) }, "go-live")).toBe(1);
    expect(await undo({ ...steps(), say: (line) => secondSaid.push(line) })).toBe(1);
    expect(secondSaid).toEqual([
      "A publish is already running, started at 10:30:00 (20 s ago). Wait for it to end; nothing was changed.",
      "A publish is already running, started at 10:30:00 (20 s ago). Wait for it to end; nothing was changed.",
    ]);
    expect(readdirSync(layout.builds)).toEqual(before);
    finishBuild();
    expect(await first).toBe(0);
    expect(existsSync(layout.lock)).toBe(false);
  });

  it("a lock left by a publish that was killed is cleared, with a note, and its half-made build removed", async () => {
    expect(await goLive()).toBe(0);
    // Killed during its build: its process is gone, its lock and its half-made publish 2 are left.
    const gone = spawnSync("true").pid;
    mkdirSync(path.join(layout.builds, "2/site/client"), { recursive: true });
    writeFileSync(layout.lock, JSON.stringify({ pid: gone, startedAt: "2026-11-25T04:58:01Z", command: "npm run go-live", script: "go-live.ts", building: 2 }));
    editSchool(school.name, "Hill Top Public School");
    said = [];
    expect(await goLive()).toBe(0);
    expect(said[0]).toBe(
      "A publish started at 10:28:01 did not finish (it was stopped, or the computer restarted). Its half-made site was removed; the live site was not affected.",
    );
    expect(readdirSync(layout.builds).sort()).toEqual(["1", "2", "history.json"]);
    expect(readFileSync(path.join(layout.builds, "2/publish.json"), "utf8")).toContain('"number": 2');
  });

  it("a publish running in another process, however its script was named on its command line", async () => {
    // A process whose command line names its script by a relative path, as npm and tsx start go-live.
    const other = spawn("sleep", ["30"], { cwd: "/bin" });
    try {
      mkdirSync(path.dirname(layout.lock), { recursive: true });
      writeFileSync(layout.lock, JSON.stringify({ pid: other.pid, startedAt: "2026-11-25T04:58:01Z", command: "npm run go-live", script: "sleep" }));
      expect(await goLive()).toBe(1);
      expect(said).toEqual(["A publish is already running, started at 10:28:01 (1 min ago). Wait for it to end; nothing was changed."]);
      expect(existsSync(layout.builds)).toBe(false);
    } finally {
      other.kill();
    }
  });

  it("a lock whose process number now belongs to another program is stale too", async () => {
    const other = spawn("sleep", ["30"]);
    try {
      mkdirSync(path.dirname(layout.lock), { recursive: true });
      writeFileSync(layout.lock, JSON.stringify({ pid: other.pid, startedAt: "2026-11-25T04:58:01Z", command: "npm run go-live", script: "go-live.ts" }));
      expect(await goLive()).toBe(0);
      expect(said[0]).toMatch(/^A publish started at 10:28:01 did not finish/);
    } finally {
      other.kill();
    }
  });
});

describe("a publish that cannot finish leaves the site as it was", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    expect(await goLive()).toBe(0);
    editSchool(school.name, "Hill Top Public School");
    said = [];
  });

  const unchanged = () => {
    expect(page()).toBe(school.name);
    expect(readlinkSync(layout.live)).toBe("builds/1/site");
    expect(readdirSync(layout.builds).sort()).toEqual(["1", "history.json"]);
    expect(existsSync(layout.lock)).toBe(false);
  };

  it("Ctrl+C during the build", async () => {
    const stops = new Stops();
    const code = await publish(
      {
        ...steps(async () => {
          stops.stop("SIGINT");
          throw new Error("the build's processes were stopped");
        }),
        stops,
      },
      "go-live",
    );
    expect(code).toBe(130);
    expect(said.at(-1)).toBe("The publish was stopped (Ctrl+C). The site is exactly as it was.");
    unchanged();
  });

  it("the window closed during the check", async () => {
    const stops = new Stops();
    const code = await publish({ ...steps(), check: async () => stops.stop("SIGHUP"), stops }, "go-live");
    expect(code).toBe(129);
    expect(said.at(-1)).toBe("The publish was stopped (the window was closed). The site is exactly as it was.");
    unchanged();
  });

  it("a full disk", async () => {
    const code = await goLive(async () => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    });
    expect(code).toBe(1);
    expect(said.at(-1)).toBe(
      "The new site was NOT published: the disk is full. Delete files you no longer need (old videos, downloads), then publish again. The site is exactly as it was.",
    );
    unchanged();
  });

  it("a server that cannot load the new site", async () => {
    const code = await publish({ ...steps(), server: { serving: async () => null, reload: () => Promise.reject(new Error("the build is damaged")) } }, "go-live");
    expect(code).toBe(1);
    expect(said.at(-1)).toBe("The new site was NOT published: the running server could not take it up (the build is damaged). It still serves the site as it was.");
    unchanged();
  });
});

describe("history and undo", { timeout: 30_000 }, () => {
  const ALBUM = "albums/schoolSportImages";

  it("lists the publishes newest first with what changed, and which is live", async () => {
    at("2026-11-25T04:32:00Z");
    expect(await goLive()).toBe(0);
    expect(lstatSync(layout.live).isSymbolicLink()).toBe(true);
    at("2026-11-25T05:12:00Z");
    editSchool(school.name, "Hill Top Public School");
    cpSync(path.join(layout.content, ALBUM, "1.jpg"), path.join(layout.content, ALBUM, "IMG_0001.jpg"));
    expect(await goLive()).toBe(0);
    expect(said.slice(-4)).toEqual([
      expect.stringMatching(/^The new site is live at http:\/\/localhost:3000 \(\d+ s\), and the server never stopped\.$/),
      expect.stringMatching(/^The photos' numbers are kept in its album's order.yaml/),
      expect.stringMatching(/^This is publish 2, kept with the content it was made from: npm run go-live:history lists the last 10 \(\d+(\.\d)? MB on disk\)\.$/),
      "To go back to the site as it was before (publish 1 of Wed 25 Nov 2026, 10:02: the first publish kept), run npm run go-live:undo.",
    ]);
    const lines = await history(layout);
    expect(lines.slice(1)).toEqual([
      "",
      "  Wed 25 Nov 2026, 10:42  publish 2 (replacing publish 1)   <- the live site",
      `      changed: content/${ALBUM}/order.yaml, content/school.yaml`,
      `      added: content/${ALBUM}/IMG_0001.jpg`,
      "  Wed 25 Nov 2026, 10:02  publish 1",
      "      the first publish kept",
      "",
      "To go back to the site as it was before (publish 1 of Wed 25 Nov 2026, 10:02: the first publish kept), run npm run go-live:undo.",
      "To go back to another publish kept (its site and its content): npm run go-live:undo -- <its number>. Kept: 2, 1.",
    ]);
    expect(lines[0]).toMatch(/^What the site showed, newest first, in India's time \(the last 10 publishes are kept, \d+(\.\d)? MB on disk\):$/);
  });

  it("undo puts back the site and the content; the clerk's later edit is set aside; the next publish keeps the change undone", async () => {
    at("2026-11-25T04:32:00Z");
    expect(await goLive()).toBe(0);
    // The bad change, published.
    editSchool(school.name, "Wrong School Name");
    expect(await goLive()).toBe(0);
    expect(page()).toBe("Wrong School Name");
    // Then the clerk edits another file, and undoes.
    const faculty = path.join(layout.content, "faculty.yaml");
    writeFileSync(faculty, `${readFileSync(faculty, "utf8")}# a note the clerk added\n`);
    at("2026-11-25T05:12:00Z");
    said = [];
    expect(await undo(steps())).toBe(0);
    expect(said).toEqual([
      expect.stringMatching(/^The site is back to Publish 1 of Wed 25 Nov 2026, 10:02, live at http:\/\/localhost:3000 \(\d+ s\); the server never stopped\.$/),
      "content/ is back to the files publish 1 of Wed 25 Nov 2026, 10:02 was made from, so the next publish uses them, not the change undone.",
      "2 files of content/ that differed from it were moved (not deleted) to content-set-aside/2026-11-25 10-42/:",
      "    faculty.yaml",
      "    school.yaml",
      "To use one of them again, copy it from content-set-aside/2026-11-25 10-42/ back to the same place in content/, then run npm run go-live.",
      "To go back to the site as it was before this undo (publish 2 of Wed 25 Nov 2026, 10:02: changed content/school.yaml), run npm run go-live:undo.",
    ]);
    expect(page()).toBe(school.name);
    expect(readFileSync(schoolFile(), "utf8")).not.toContain("Wrong School Name");
    const setAside = path.join(layout.setAside, "2026-11-25 10-42");
    expect(readFileSync(path.join(setAside, "faculty.yaml"), "utf8")).toContain("# a note the clerk added");
    expect(readFileSync(path.join(setAside, "school.yaml"), "utf8")).toContain("Wrong School Name");

    // An unrelated change, published: the change undone stays gone.
    cpSync(path.join(layout.content, ALBUM, "1.jpg"), path.join(layout.content, ALBUM, "0-first.jpg"));
    expect(await goLive()).toBe(0);
    expect(page()).toBe(school.name);
    expect(readFileSync(schoolFile(), "utf8")).not.toContain("Wrong School Name");
    expect(readFileSync(path.join(layout.content, ALBUM, ORDER_FILE), "utf8")).toMatch(/- 5\.jpg\n- 0-first\.jpg\n$/);
    expect(reloads).toBe(4);
  });

  it("undo to a chosen publish, and back; a number that is not kept", async () => {
    expect(await goLive()).toBe(0);
    editSchool(school.name, "Second Name");
    expect(await goLive()).toBe(0);
    editSchool("Second Name", "Third Name");
    expect(await goLive()).toBe(0);
    expect(await undo(steps(), 1)).toBe(0);
    expect(page()).toBe(school.name);
    expect(await undo(steps(), 3)).toBe(0);
    expect(page()).toBe("Third Name");
    expect(readFileSync(schoolFile(), "utf8")).toContain("Third Name");
    said = [];
    expect(await undo(steps(), 7)).toBe(1);
    expect(said).toEqual(["There is no publish 7: npm run go-live:history lists the publishes kept, with their numbers."]);
  });

  it("a new version of the site's code: the start publishes the content again for it, leaves the photo lists alone, and a publish of the same content for the same code does nothing", async () => {
    expect(await goLive()).toBe(0);
    const order = readFileSync(path.join(layout.content, ALBUM, ORDER_FILE), "utf8");
    said = [];
    expect(await publish({ ...steps(), code: "the code, upgraded", command: "npm start" }, "build")).toBe(0);
    expect(said).toEqual([
      "Making the site's data for this version of its code, in builds/2/site.",
      "Made publish 2 for this version of the site's code; the site takes it up when it starts.",
      expect.stringMatching(/^This is publish 2/),
    ]);
    expect(reloads).toBe(1);
    expect(readFileSync(path.join(layout.content, ALBUM, ORDER_FILE), "utf8")).toBe(order);
    expect((await history(layout))[2]).toMatch(/^ {2}.* {2}publish 2, made at the server for a new version of the site's code \(replacing publish 1\) {3}<- the live site$/);
    said = [];
    expect(await publish({ ...steps(), code: "the code, upgraded" }, "go-live")).toBe(0);
    expect(said).toEqual(["Nothing changed since the live site was made: there is nothing new to publish."]);
  });

  it("keeps the last 10, and unchanged files are linked, not copied", async () => {
    for (let i = 1; i <= 12; i++) {
      editSchool(/^name: .*$/m as unknown as string, `name: School ${i}`);
      expect(await goLive()).toBe(0);
    }
    expect(readdirSync(layout.builds).filter((name) => name !== "history.json").map(Number).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The history still shows what parents saw before the publishes that were removed.
    expect((await history(layout)).at(-5)).toMatch(/^ {2}.* {2}publish 1 \(publish 1 is no longer kept\)$/);
    const video = (n: number) => lstatSync(path.join(layout.builds, String(n), "content/video/school.mp4")).ino;
    expect(video(12)).toBe(video(3));
  }, 120_000);
});

describe("undo goes back to what was live before", { timeout: 60_000 }, () => {
  it("publish A, publish B, undo to before A, publish C: a plain undo returns to the site before C (not B), a second one to C; the history shows each", async () => {
    at("2026-11-25T04:30:00Z");
    expect(await goLive()).toBe(0);
    at("2026-11-25T04:40:00Z");
    editSchool(school.name, "Name A");
    expect(await goLive()).toBe(0);
    at("2026-11-25T04:50:00Z");
    editSchool("Name A", "Name B");
    expect(await goLive()).toBe(0);
    at("2026-11-25T05:00:00Z");
    expect(await undo(steps(), 1)).toBe(0);
    expect(page()).toBe(school.name);
    // C: an unrelated change.
    at("2026-11-25T05:10:00Z");
    cpSync(path.join(layout.content, "albums/schoolSportImages/1.jpg"), path.join(layout.content, "albums/schoolSportImages/6.jpg"));
    said = [];
    expect(await goLive()).toBe(0);
    expect(said).toContain("To go back to the site as it was before (publish 1 of Wed 25 Nov 2026, 10:00: the first publish kept), run npm run go-live:undo.");

    at("2026-11-25T05:20:00Z");
    said = [];
    expect(await undo(steps())).toBe(0);
    expect(page()).toBe(school.name);
    expect(readFileSync(schoolFile(), "utf8")).not.toContain("Name B");
    expect(said[0]).toMatch(/^The site is back to Publish 1 of Wed 25 Nov 2026, 10:00, live at/);
    expect(said.at(-1)).toBe(
      "To go back to the site as it was before this undo (publish 4 of Wed 25 Nov 2026, 10:40: changed content/albums/schoolSportImages/order.yaml; added content/albums/schoolSportImages/6.jpg), run npm run go-live:undo.",
    );

    at("2026-11-25T05:30:00Z");
    said = [];
    expect(await undo(steps())).toBe(0);
    expect(said[0]).toMatch(/^The site is back to Publish 4 of Wed 25 Nov 2026, 10:40, live at/);
    expect(existsSync(path.join(layout.content, "albums/schoolSportImages/6.jpg"))).toBe(true);
    expect(readFileSync(schoolFile(), "utf8")).not.toContain("Name B");

    expect((await history(layout)).slice(2)).toEqual([
      "  Wed 25 Nov 2026, 11:00  undo: back to publish 4 of Wed 25 Nov 2026, 10:40 (replacing publish 1)   <- the live site",
      "      changed: content/albums/schoolSportImages/order.yaml",
      "      added: content/albums/schoolSportImages/6.jpg",
      "  Wed 25 Nov 2026, 10:50  undo: back to publish 1 of Wed 25 Nov 2026, 10:00 (replacing publish 4)",
      "      changed: content/albums/schoolSportImages/order.yaml",
      "      removed: content/albums/schoolSportImages/6.jpg",
      "  Wed 25 Nov 2026, 10:40  publish 4 (replacing publish 1)",
      "      changed: content/albums/schoolSportImages/order.yaml",
      "      added: content/albums/schoolSportImages/6.jpg",
      "  Wed 25 Nov 2026, 10:30  undo: back to publish 1 of Wed 25 Nov 2026, 10:00 (replacing publish 3)",
      "      changed: content/school.yaml",
      "  Wed 25 Nov 2026, 10:20  publish 3 (replacing publish 2)",
      "      changed: content/school.yaml",
      "  Wed 25 Nov 2026, 10:10  publish 2 (replacing publish 1)",
      "      changed: content/school.yaml",
      "  Wed 25 Nov 2026, 10:00  publish 1",
      "      the first publish kept",
      "",
      "To go back to the site as it was before (publish 1 of Wed 25 Nov 2026, 10:00: the first publish kept), run npm run go-live:undo.",
      "To go back to another publish kept (its site and its content): npm run go-live:undo -- <its number>. Kept: 4, 3, 2, 1.",
    ]);
  });

  it("publishes made before the live history was kept: their records make its start", async () => {
    at("2026-11-25T04:30:00Z");
    expect(await goLive()).toBe(0);
    editSchool(school.name, "Second Name");
    at("2026-11-25T04:40:00Z");
    expect(await goLive()).toBe(0);
    rmSync(path.join(layout.builds, "history.json"));
    editSchool("Second Name", "Third Name");
    at("2026-11-25T04:50:00Z");
    expect(await goLive()).toBe(0);
    expect((await history(layout)).filter((line) => /^ {2}\w/.test(line))).toEqual([
      "  Wed 25 Nov 2026, 10:20  publish 3 (replacing publish 2)   <- the live site",
      "  Wed 25 Nov 2026, 10:10  publish 2 (replacing publish 1)",
      "  Wed 25 Nov 2026, 10:00  publish 1",
    ]);
    expect(await undo(steps())).toBe(0);
    expect(page()).toBe("Second Name");
  });
});

describe("what parents will and will not see", { timeout: 60_000 }, () => {
  const notice = (name: string) => path.join(layout.content, "notices", name);

  it("a notice for a later day says the day it shows; one taken off the current list says so", async () => {
    expect(await goLive()).toBe(0);
    writeFileSync(notice("2026-11-27-science-fair.yaml"), "title: Science fair\npublished: 27/11/2026\ncategory: event\ntext:\n  - Come and see.\n");
    editNotice("2026-11-23-winter-uniform.yaml", "last_day: 2026-12-15", "last_day: 2026-11-24");
    rmSync(notice("2026-11-18-parent-teacher-meeting.yaml"));
    said = [];
    expect(await goLive()).toBe(0);
    expect(said.slice(2, 7)).toEqual([
      "Notices parents will see only from a later day (a notice shows from the day it is published):",
      "    Science fair: shows from Friday, 27 November",
      "Notices that leave the list of current notices with this publish:",
      "    Parent-teacher meeting on Saturday, 28 November: its file was removed, so it is gone from the site",
      "    Winter uniform from 1 December: its last day is now Tuesday, 24 November, so it moves to the past notices",
    ]);
    // Published again without a change to them: nothing more to say.
    editSchool(school.name, "Another Name");
    said = [];
    expect(await goLive()).toBe(0);
    expect(said.join("\n")).not.toContain("Notices");
  });

  const editNotice = (name: string, from: string, to: string) => writeFileSync(notice(name), readFileSync(notice(name), "utf8").replace(from, to));
  const gallery = () => path.join(layout.content, "gallery.yaml");

  it("removing an album or photos publishes nothing until confirmed, and says which addresses would stop working", async () => {
    expect(await goLive()).toBe(0);
    // The album's entry (from its "- title:" line to the next album's) and its folder, removed; two photos of another.
    writeFileSync(gallery(), readFileSync(gallery(), "utf8").replace(/ {2}- title: Prize Distribution\n(?: {4}.*\n)+/, ""));
    rmSync(path.join(layout.content, "albums/schoolPrizeImages"), { recursive: true });
    for (const n of [4, 5]) rmSync(path.join(layout.content, `albums/schoolSportImages/${n}.jpg`));
    said = [];
    expect(await goLive()).toBe(1);
    expect(said).toEqual([
      'The new site was NOT published: 9 photo addresses that parents may have shared would stop working (they would answer "not found"). The site is exactly as it was.',
      '    The album "Prize Distribution" (schoolPrizeImages) is no longer in content/gallery.yaml: /images/schoolPrizeImages/1.jpg to /images/schoolPrizeImages/7.jpg',
      '    The album "Sports" (schoolSportImages) has 2 photos fewer: /images/schoolSportImages/4.jpg and /images/schoolSportImages/5.jpg',
      "To publish it so anyway, run npm run go-live -- --remove-album schoolPrizeImages --remove-photos schoolSportImages",
      "To keep them, put back what was removed: the live site's content is in builds/1/content/ (its gallery.yaml and albums/).",
    ]);
    expect(readdirSync(layout.builds).sort()).toEqual(["1", "history.json"]);
    // One of the two confirmed is not enough.
    expect(await publish(steps(), "go-live", { albums: ["schoolPrizeImages"], photos: [] })).toBe(1);
    said = [];
    expect(await publish(steps(), "go-live", { albums: ["schoolPrizeImages"], photos: ["schoolSportImages"] })).toBe(0);
    expect(said.slice(2, 4)).toEqual([
      'As asked, the album "Prize Distribution" is gone: /images/schoolPrizeImages/1.jpg to /images/schoolPrizeImages/7.jpg now answer "not found".',
      'As asked, the album "Sports" has fewer photos: /images/schoolSportImages/4.jpg and /images/schoolSportImages/5.jpg now answer "not found".',
    ]);
  });
});
