// The history of the live site when a switch was cut off between moving the live link and writing its record (a
// publish killed while the running site took the new data up): the next publish or undo records it first, so
// that the history ends on the live site and going back finds the one before it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layoutOf, type Layout, pointLiveAt, type PublishRecord, publishDir, siteOf } from "../../lib/publish/builds";
import { AT_THE_SERVER, liveBefore, liveHistory, recordSwitch, recordUnrecordedLive } from "../../lib/publish/live-history";

let root: string;
let layout: Layout;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "live-history-"));
  layout = layoutOf(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Publish `n`, finished (its record written), as a publish leaves it before the switch. */
function finished(n: number) {
  mkdirSync(siteOf(layout, n), { recursive: true });
  const record: PublishRecord = { number: n, at: `2026-12-0${n}T04:30:00.000Z`, by: "go-live", files: {}, changes: { added: [`notices/notice-${n}.yaml`], changed: [], removed: [] } };
  writeFileSync(path.join(publishDir(layout, n), "publish.json"), JSON.stringify(record));
}

/** Publish `n` made live, and recorded, from `from`. */
async function switched(n: number, from: number | null) {
  finished(n);
  await pointLiveAt(layout, n);
  await recordSwitch(layout, { at: `2026-12-0${n}T04:30:00.000Z`, kind: "publish", live: n, from, changes: null, by: AT_THE_SERVER });
}

describe("a switch cut off before its record", () => {
  it("of a publish: recorded as that publish, from the one live before, and going back finds it", async () => {
    await switched(1, null);
    await switched(2, 1);
    finished(3);
    await pointLiveAt(layout, 3);
    expect(await liveBefore(layout, 3)).toBeNull();
    await recordUnrecordedLive(layout);
    expect(await liveBefore(layout, 3)).toBe(2);
    const [newest] = await liveHistory(layout);
    expect(newest).toMatchObject({ live: 3, from: 2, kind: "publish", liveNow: true, changes: { added: ["notices/notice-3.yaml"] } });
    // Once recorded, nothing more.
    await recordUnrecordedLive(layout);
    expect((await liveHistory(layout)).length).toBe(3);
  });

  it("of an undo: recorded as going back, and the site's history ends on it", async () => {
    await switched(1, null);
    await switched(2, 1);
    await switched(3, 2);
    await pointLiveAt(layout, 2);
    await recordUnrecordedLive(layout);
    const [newest] = await liveHistory(layout);
    expect(newest).toMatchObject({ live: 2, from: 3, kind: "undo", liveNow: true });
  });
});
