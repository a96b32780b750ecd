// The page's script is asked for once the page is painted (issue 19, point 9): its inline start is run here with a
// browser's paint reports played in the order a busy phone can give them.
import { describe, expect, it } from "vitest";
import { loadScriptsAfterPage } from "~/lib/scripts-after-load.server";

const PAGE =
  '<head><link rel="modulepreload" href="/assets/root-a1.js"/></head><body><p>School</p>' +
  '<script type="module">import "/assets/manifest-c3.js";\nimport * as route0 from "/assets/root-a1.js";\nimport * as route1 from "/assets/home-b2.js";\nstart(route0, route1);</script></body>';

type Paint = "first-paint" | "first-contentful-paint";

/** Runs the page's module script against a fake window whose paint reports the test sends one at a time. */
function runStart(html: string) {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!.replaceAll("import(", "importModule(");
  const asked: string[] = [];
  let reportPaint: (names: Paint[]) => void = () => {};
  let frames: (() => void)[] = [];
  let soon: (() => void)[] = [];
  class FakeObserver {
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      reportPaint = (names) => this.callback({ getEntries: () => names.map((name) => ({ name })), getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) }, this);
    }
    disconnect() {
      reportPaint = () => {};
    }
  }
  const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  const started = new AsyncFunction("document", "addEventListener", "setTimeout", "PerformanceObserver", "requestAnimationFrame", "importModule", "start", body)(
    { readyState: "complete" },
    () => {},
    (callback: () => void, delay?: number) => (delay ? undefined : soon.push(callback)), // the hidden tab's 1 s timer never comes here
    FakeObserver,
    (callback: () => void) => frames.push(callback),
    async (url: string) => (asked.push(url), {}),
    () => {},
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    asked,
    started,
    async paint(names: Paint[]) {
      await settle();
      reportPaint(names);
      // Three frames and their timers: more than the start waits for after the paint it takes.
      for (let frame = 0; frame < 3; frame++) {
        const now = frames;
        frames = [];
        now.forEach((callback) => callback());
        const timers = soon;
        soon = [];
        timers.forEach((callback) => callback());
      }
      await settle();
    },
  };
}

describe("the page's script", () => {
  it("is not preloaded with the page", () => {
    expect(loadScriptsAfterPage(PAGE)).not.toContain("modulepreload");
  });

  it("is not asked for on a first paint of the background alone, only once the words are painted", async () => {
    const page = runStart(loadScriptsAfterPage(PAGE));
    await page.paint(["first-paint"]);
    expect(page.asked).toEqual([]);
    await page.paint(["first-contentful-paint"]);
    expect(page.asked).toEqual(["/assets/manifest-c3.js", "/assets/root-a1.js", "/assets/home-b2.js"]);
    await page.started;
  });

  it("is asked for when both paints are reported together", async () => {
    const page = runStart(loadScriptsAfterPage(PAGE));
    await page.paint(["first-paint", "first-contentful-paint"]);
    expect(page.asked).toEqual(["/assets/manifest-c3.js", "/assets/root-a1.js", "/assets/home-b2.js"]);
    await page.started;
  });
});
