import { ownAssets } from "../../lib/code-version";
import { codeDir } from "../../lib/folders";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir } from "../support/app";
import { DESKTOP, gotoHydrated, PHONE, resize, SCREENS, type Site, startSite, waitForHydration } from "../support/browser";
import { fill } from "../../lib/site/i18n/fill";
import { telUrl, whatsAppUrl } from "~/lib/contact";
import { LANGUAGES, otherLanguage, pathIn, plain } from "../../lib/site/language";
import { MENU } from "../../lib/site/pages";
import { CONTENT, documents, hindiWords, school, words } from "../support/content";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

// Each screen is loaded once, at 390 px, then widened to 1280 px (see resize): the site's script never reads
// the width, so what is checked at each width is what a fresh load there would show, at one load's cost.
describe.each(SCREENS)("%s in a real browser", (url) => {
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ page, problems } = await site.open({ viewport: PHONE }));
    await gotoHydrated(page, url);
  });
  afterAll(() => page?.close());

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: hydrates with no console error, page error or failed request, and every photo shows`, async () => {
      await resize(page, viewport);
      // Scroll to the end so lazy photos load too (and, widened, the larger copies the page now asks for).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      const broken = await page.$$eval("img", (images) =>
        images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
      );
      expect(broken).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }
});

describe("navigation", () => {
  // Every route is known from the start (routeDiscovery "initial"): no look-up of where a page's links lead after
  // hydration (/__manifest), and each link asks only for its page's data and, the first time, its module.
  it("moves between screens without reloading the page, asking only for each page's data and script", async () => {
    const { page, problems } = await site.open();
    const asked: string[] = [];
    page.on("request", (r) => !["image", "media", "document"].includes(r.resourceType()) && asked.push(new URL(r.url()).pathname));
    await gotoHydrated(page, "/");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path, heading] of [
      ["Gallery", "/gallery", "Gallery"],
      ["Admissions", "/admissions", "Admissions"],
      ["Home", "/", school.name],
      ["Transport", "/transport", "Transport"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((u) => u.pathname === path);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe(heading);
    }
    await page.getByRole("link", { name: "Mandatory Public Disclosure" }).first().click();
    await page.waitForURL("**/mpd");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(asked.filter((path) => !path.startsWith("/assets/") && !path.endsWith(".data"))).toEqual([]);
    expect(asked.filter((path) => path.endsWith(".data"))).toEqual(["/gallery.data", "/admissions.data", "/_.data", "/transport.data", "/mpd.data"]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens the 240 px drawer at 390 px as a modal dialog, and Escape closes it", async () => {
    const { page, problems } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(240, 0);
    expect(await drawer.evaluate((d) => d.matches(":modal") && d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    // The close button closes it too, and a link in it navigates and closes it.
    await menu.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await menu.click();
    await drawer.getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL("**/gallery");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const language of LANGUAGES) {
    it(`at 390 px in ${language === "en" ? "English" : "Hindi"} the drawer opens from the right and holds the pages, the disclosure, Call, WhatsApp and the other language`, async () => {
      const dictionary = language === "en" ? words : hindiWords;
      const { page, problems } = await site.open({ viewport: PHONE });
      await gotoHydrated(page, pathIn(language, "/gallery"));
      const menu = page.locator(".menu-button");
      const menuBox = (await menu.boundingBox())!;
      await menu.click();
      const drawer = page.getByRole("dialog", { name: dictionary.layout.menu });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      // Against the right edge, the side of its button, and the page behind does not scroll.
      await expect.poll(async () => (await drawer.evaluate((d) => d.getAnimations().length)) === 0).toBe(true);
      const box = (await drawer.boundingBox())!;
      expect(box.x + box.width).toBeCloseTo(PHONE.width, 0);
      expect(menuBox.x).toBeGreaterThan(PHONE.width / 2);
      expect(box.width).toBeCloseTo(240, 0);
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const shown = await drawer.locator("a").evaluateAll((links) =>
        links.filter((a) => a.getClientRects().length > 0).map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute("href")! })),
      );
      const other = otherLanguage(language);
      expect(shown).toEqual([
        ...MENU.map((entry) => ({ text: dictionary.pages[entry.id], href: pathIn(language, entry.path) })),
        { text: fill(dictionary.home.call, { phone: school.phone.display }), href: telUrl(school.phone) },
        { text: dictionary.home.whatsapp, href: whatsAppUrl(school.whatsapp) },
        { text: other === "hi" ? "हिन्दी" : "English", href: pathIn(other, "/gallery") },
      ]);
      // Every entry is within the drawer's width and on its screen.
      const last = (await drawer.locator(".drawer-language-switch").boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(PHONE.height);
      // The language switch in it keeps the page and closes the menu.
      await drawer.locator(".drawer-language-switch").click();
      await page.waitForURL(`**${pathIn(other, "/gallery")}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

describe("an album or a notice that is not there", () => {
  // The build's file holding the not-found page's component, whatever Rollup named it.
  const assets = path.join(clientDir, "assets");
  const NOT_FOUND_SCRIPT = `/assets/${ownAssets(codeDir).find((name) => name.endsWith(".js") && readFileSync(path.join(assets, name), "utf8").includes('"page reading not-found"'))}`;

  for (const language of LANGUAGES) {
    it(`in ${language === "en" ? "English" : "Hindi"}, says so in the layout and keeps saying it once the page's script has run (its component fetched only then)`, async () => {
      const dictionary = language === "en" ? words : hindiWords;
      const { page, problems } = await site.open();
      for (const [url, heading] of [
        [pathIn(language, "/images?key=nope&count=3"), dictionary.notFound.album],
        [pathIn(language, "/notices/2020-01-01-nope"), dictionary.notFound.page],
      ]) {
        // Read the page once its not-found component has arrived (from the network or the browser's cache) and the
        // page has hydrated around it, not only as the server sent it.
        const componentArrived = page.waitForResponse((response) => new URL(response.url()).pathname === NOT_FOUND_SCRIPT);
        const answer = await page.goto(`${site.origin}${url}`, { waitUntil: "load" });
        expect(answer?.status(), url).toBe(404);
        await componentArrived;
        await waitForHydration(page);
        expect(await page.locator("h1").textContent(), url).toBe(heading);
        expect(await page.locator("html").getAttribute("lang")).toBe(language);
        expect(await page.getByRole("navigation", { name: dictionary.layout.mainNavigation }).isVisible()).toBe(true);
      }
      // The page's own 404, which Chromium reports in the console too, is the answer wanted; nothing else.
      expect(problems.filter((problem) => !/^HTTP 404: |status of 404 \(Not Found\)$/.test(problem))).toEqual([]);
      expect(problems).toHaveLength(4);
      await page.close();
    });
  }

  it("the not-found page's component is not among what a screen fetches", async () => {
    const { page } = await site.open();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await gotoHydrated(page, "/gallery");
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts).not.toContain(NOT_FOUND_SCRIPT);
    await page.close();
  });
});

describe("a desktop's width, at 1280 × 800", () => {
  // Issue 19, point 4: the video and the slideshow each took the whole first screen; the content pages were
  // a 760 px column on some screens and 1,168 px on others.
  const LAPTOP = { width: 1280, height: 800 };
  const onFirstScreen = (box: { y: number; height: number } | null) => box !== null && box.y + box.height <= LAPTOP.height;

  it("the home page's first screen shows the school, its actions, the video at most half the height, and more", async () => {
    const { page } = await site.open({ viewport: LAPTOP });
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    for (const element of [
      main.getByRole("heading", { level: 1 }),
      main.getByRole("link", { name: `Call ${school.phone.display}` }),
      main.getByRole("link", { name: "WhatsApp", exact: true }),
      main.getByRole("link", { name: words.pages.admissions, exact: true }),
    ]) {
      expect(onFirstScreen(await element.boundingBox()), String(element)).toBe(true);
    }
    const video = (await page.locator(".home-video video").boundingBox())!;
    expect(video.height).toBeLessThanOrEqual(LAPTOP.height * 0.55);
    // What comes after the video (the newest notices, else the banner) starts on the first screen.
    expect((await page.locator(".home-video + *").boundingBox())!.y).toBeLessThan(LAPTOP.height - 100);
    await page.close();
  });

  it("the gallery's first screen shows the slideshow's photo, caption, arrows and dots", async () => {
    const { page } = await site.open({ viewport: LAPTOP });
    await gotoHydrated(page, "/gallery");
    const slide = page.locator(".slideshow .slide.selected").first();
    for (const part of [slide.locator("img"), slide.locator(".legend"), page.locator(".slideshow .control-dots"), page.locator(".slideshow .control-next")]) {
      expect(onFirstScreen(await part.boundingBox()), String(part)).toBe(true);
    }
    await page.close();
  });

  it("every content page reads in one width; only card grids and the disclosure's tables are wider", async () => {
    const { page } = await site.open({ viewport: LAPTOP });
    const widths = new Map<string, [left: number, right: number]>();
    for (const url of ["/about", "/admissions", "/transport", "/faculty", "/onlineEducation", "/career", "/mpd"]) {
      await gotoHydrated(page, url);
      const text = await page.$$eval("main :is(h1, h2, p, li, dl, address, .card)", (els) =>
        els
          .filter((el) => !el.closest(".card-grid, .disclosure-section .table-scroll") && el.getClientRects().length > 0)
          .map((el) => ({ left: Math.round(el.getBoundingClientRect().left), right: Math.round(el.getBoundingClientRect().right) })),
      );
      widths.set(url, [Math.min(...text.map((t) => t.left)), Math.max(...text.map((t) => t.right))]);
    }
    // One left edge and one right edge for the text of every page.
    expect(new Set([...widths.values()].map(([left]) => left)).size).toBe(1);
    const [left] = widths.get("/about")!;
    for (const [url, [, right]] of widths) expect(right - left, url).toBeLessThanOrEqual(760);
    expect(new Set([...widths.values()].map(([, right]) => right)).size).toBe(1);
    await page.close();
  });
});

describe("home", () => {
  it("plays the muted looping video and pauses it with its button", async () => {
    const { page, problems } = await site.open();
    await page.goto("/", { waitUntil: "networkidle" });
    const video = page.locator("video");
    for (const attribute of ["muted", "loop", "autoplay", "playsinline", "poster"]) {
      expect(await video.evaluate((v, a) => v.hasAttribute(a) || (a === "muted" && (v as HTMLVideoElement).muted), attribute)).toBe(true);
    }
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    await page.getByRole("button", { name: "Pause video" }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: "Play video" }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ["the browser's data saver", {}, true],
    ["prefers-reduced-motion: reduce", { reducedMotion: "reduce" as const }, false],
  ])("under %s shows the poster and downloads no video until the reader presses play", async (_name, options, saveData) => {
    const { page, problems } = await site.openAlone(options);
    // Chromium's data saver is not a launch option: the page sees what it would report.
    if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "media" || r.url().endsWith(".mp4")) videoRequests.push(r.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
    const video = page.locator("video");
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.hasAttribute("poster") && !v.currentSrc)).toBe(true);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(videoRequests).not.toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("gallery", () => {
  const selectedSlide = (page: import("playwright-core").Page) =>
    page.locator(".slide-dot.selected").evaluate((dot) => [...document.querySelectorAll(".slide-dot")].indexOf(dot));

  it("advances the slideshow by itself and stops it with the pause button", async () => {
    const { page, problems } = await site.openAlone();
    // The page's timers on Playwright's clock: eight seconds of the slideshow's time pass in a moment.
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    expect(await page.locator(".slide-dot").count()).toBe(21);
    await page.clock.runFor(8_000);
    await expect.poll(() => selectedSlide(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    const stoppedAt = await selectedSlide(page);
    await page.clock.runFor(4_500);
    expect(await selectedSlide(page)).toBe(stoppedAt);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("hydrates the slideshow without re-rendering it for the carousel's own set-up (the same slides and dots again)", async () => {
    const { page, problems } = await site.openAlone();
    // React reports each commit to a developer tool's hook: count each time the carousel rendered while its props
    // stayed the same, so only for a change of its own state. (A string: the test's compiler would add helpers.)
    await page.addInitScript(`
      window.carouselRenders = 0;
      window.carouselRerenders = 0;
      const rendered = new WeakSet();
      function visit(fiber) {
        for (; fiber; fiber = fiber.sibling) {
          const before = fiber.alternate;
          // A carousel that rendered in this commit has a child with props never seen before.
          if (fiber.type?.displayName === "Carousel" && fiber.child && !rendered.has(fiber.child.memoizedProps)) {
            rendered.add(fiber.child.memoizedProps);
            window.carouselRenders++;
            const props = fiber.memoizedProps;
            if (before && Object.keys(props).every((name) => props[name] === before.memoizedProps[name])) window.carouselRerenders++;
          }
          visit(fiber.child);
        }
      }
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot: (id, root) => visit(root.current.child),
      };
    `);
    // Timers stopped: the slideshow does not turn.
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    // The first photo is there, so the carousel has set itself up (it waits for that photo to load).
    await page.locator(".slide.selected img").first().evaluate((img: HTMLImageElement) => img.complete || new Promise((loaded) => img.addEventListener("load", loaded)));
    await page.waitForLoadState("networkidle");
    const { carouselRenders, carouselRerenders } = await page.evaluate(() => {
      const counts = window as unknown as { carouselRenders: number; carouselRerenders: number };
      return { carouselRenders: counts.carouselRenders, carouselRerenders: counts.carouselRerenders };
    });
    // The hook saw the carousel (its hydration, and the router's one update of the whole page after it).
    expect(carouselRenders).toBeGreaterThan(0);
    expect(carouselRerenders).toBe(0);
    // And it still turns.
    await page.clock.runFor(4_000);
    await expect.poll(() => selectedSlide(page)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens a card's photos, and a reload of that address shows the same", async () => {
    const { page, problems } = await site.open();
    await gotoHydrated(page, "/gallery");
    await page.getByRole("link", { name: "Annual Function" }).click();
    await page.waitForURL("**/images?key=schoolFunctionImages&count=13");
    const loadedPhotos = async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return page.$$eval(".photo-grid img", (images) => (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length);
    };
    await expect.poll(loadedPhotos).toBe(13);
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(loadedPhotos).toBe(13);
    expect(await page.locator("h1").textContent()).toBe("Annual Function");
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("admissions and disclosure", () => {
  it("at 390 × 844 the school's name, Call, WhatsApp and Admissions are on the first screen of the home page", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    const firstScreen = [
      main.getByRole("heading", { level: 1, name: school.name }),
      main.getByRole("link", { name: `Call ${school.phone.display}` }),
      main.getByRole("link", { name: "WhatsApp", exact: true }),
      main.getByRole("link", { name: "Admissions", exact: true }),
    ];
    for (const element of firstScreen) {
      const box = await element.boundingBox();
      expect(box, String(element)).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    }
    await page.close();
  });

  for (const language of LANGUAGES) {
    it(`at 390 × 844 in ${language === "en" ? "English" : "Hindi"} a class is chosen on the first screen, its details shown there, and kept in the address; choosing sends no request`, async () => {
      const dictionary = language === "en" ? words : hindiWords;
      const { classes, classLabel } = CONTENT[language].admissions;
      const { page, problems } = await site.openAlone({ viewport: PHONE });
      await gotoHydrated(page, pathIn(language, "/admissions"));
      // Nothing but the page's own photos, coming into view: the choice goes nowhere, and no page data is fetched.
      const requests: string[] = [];
      page.on("request", (r) => r.resourceType() !== "image" && requests.push(r.url()));
      const select = page.getByLabel(plain(classLabel));
      expect(await select.inputValue()).toBe("");
      const onFirstScreen = async (box: { y: number; height: number } | null) => box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      expect(await onFirstScreen(await select.boundingBox())).toBe(true);
      // The options: every class, each named once, the specification's values.
      const options = await select.locator("option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
      expect(options).toEqual([["", dictionary.admissions.allClasses], ...classes.map((c) => [c.value, dictionary.admissions.classNames[c.value]])]);
      const chosen = classes.find((c) => c.value === "ukg")!;
      await select.selectOption("ukg");
      await page.waitForURL(`**${pathIn(language, "/admissions")}?class=ukg`);
      const card = page.locator(".class-details .card");
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.getByRole("heading").textContent()).toBe(dictionary.admissions.classNames.ukg);
      // Age, documents, fees and dates, all on the first screen.
      for (const fact of [chosen.age, chosen.documents.at(-1)!, chosen.fees, chosen.dates]) {
        expect(await onFirstScreen(await card.getByText(plain(fact), { exact: true }).boundingBox()), fact).toBe(true);
      }
      expect(requests).toEqual([]);
      // A reload (or the same link shared) shows the same class, rendered by the server.
      await page.reload({ waitUntil: "load" });
      await expect.poll(() => page.locator(".class-details h2").allTextContents()).toEqual([dictionary.admissions.classNames.ukg]);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect.poll(() => page.getByLabel(plain(classLabel)).inputValue()).toBe("ukg");
      // All classes again: the address drops the class.
      await page.getByLabel(plain(classLabel)).selectOption("");
      await page.waitForURL(/\/admissions$/);
      await expect.poll(() => card.count()).toBe(classes.length);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("every document link of /mpd answers 200 with a PDF", async () => {
    const { page } = await site.open();
    await page.goto("/mpd");
    const hrefs = await page.$$eval("main a[href$='.pdf']", (links) => links.map((a) => a.getAttribute("href")!));
    expect(new Set(hrefs).size).toBe(documents.length);
    for (const href of hrefs) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
      expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
    await page.close();
  });
});

describe("an album's photo viewer", () => {
  const ALBUM = "/images?key=schoolFunctionImages&count=13";
  const viewer = (page: import("playwright-core").Page) => page.locator(".pswp");
  const counter = (page: import("playwright-core").Page) => page.locator(".pswp__counter").textContent();
  // Once it has zoomed in, the viewer takes the focus, and with it the keys.
  const focusInViewer = (page: import("playwright-core").Page) =>
    page.waitForFunction(() => document.querySelector(".pswp")?.contains(document.activeElement) === true);

  it("opens from a click on a tile, fetching PhotoSwipe only then; the address names the photo; the back button closes it", async () => {
    const { page, problems } = await site.openAlone();
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    await gotoHydrated(page, ALBUM);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const viewerFiles = () => fetched.filter((p) => p.includes("photo-viewer"));
    expect(viewerFiles()).toEqual([]);

    await page.getByRole("link", { name: "Annual Function, photo 3 of 13" }).click();
    await expect.poll(() => counter(page)).toBe("3 of 13");
    expect(viewerFiles().some((p) => p.endsWith(".js"))).toBe(true);
    expect(viewerFiles().some((p) => p.endsWith(".css"))).toBe(true);
    expect(new URL(page.url()).hash).toBe("#photo-3");
    // The largest copy of photo 3, at its own size.
    await expect.poll(() => page.locator(".pswp__item[aria-hidden=false] img.pswp__img:not(.pswp__img--placeholder)").getAttribute("alt")).toBe(
      "Annual Function, photo 3 of 13",
    );
    for (const name of ["Close photo", "Next photo", "Previous photo"]) expect(await viewer(page).getByRole("button", { name }).count()).toBe(1);

    await viewer(page).getByRole("button", { name: "Next photo" }).click();
    await expect.poll(() => counter(page)).toBe("4 of 13");
    await expect.poll(() => new URL(page.url()).hash).toBe("#photo-4");

    await page.goBack();
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("?key=schoolFunctionImages&count=13");
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.locator("h1").textContent()).toBe("Annual Function");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a shared address with #photo-3 opens the album with that photo shown, again after a reload; closing keeps the reader on the album", async () => {
    const { page, problems } = await site.open();
    await gotoHydrated(page, `${ALBUM}#photo-3`);
    await expect.poll(() => counter(page)).toBe("3 of 13");
    await page.reload();
    await expect.poll(() => counter(page)).toBe("3 of 13");
    await focusInViewer(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe("");
    // The album focuses the tile once it has rendered the address without the photo: a moment after the hash.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("photo-3");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("zooms the photo out of its tile, but not under reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page } = await site.open({ reducedMotion });
      await gotoHydrated(page, ALBUM);
      // Every CSS transition PhotoSwipe starts shows up in an inline style.
      await page.evaluate(() => {
        const transitions: string[] = [];
        new MutationObserver((records) => {
          for (const r of records) {
            const style = (r.target as HTMLElement).getAttribute("style") ?? "";
            if (style.includes("transition")) transitions.push(style);
          }
        }).observe(document.body, { attributes: true, attributeFilter: ["style"], subtree: true });
        Object.assign(window, { transitions });
      });
      await page.getByRole("link", { name: "Annual Function, photo 2 of 13" }).click();
      await expect.poll(() => counter(page)).toBe("2 of 13");
      await page.waitForTimeout(600);
      const transitions = await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
      const zooms = transitions.filter((t) => /transition:[^;]*transform/.test(t));
      if (reducedMotion === "reduce") expect(zooms).toEqual([]);
      else expect(zooms).not.toEqual([]);
      await page.close();
    }
  });

  it("at 390 px shows the open photo the whole width on an opaque dark background, its counter readable", async () => {
    const { page, problems } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, `${ALBUM}#photo-3`);
    await expect.poll(() => counter(page)).toBe("3 of 13");
    const photo = page.locator(".pswp__item[aria-hidden=false] img.pswp__img:not(.pswp__img--placeholder)");
    await photo.waitFor();
    await expect.poll(async () => (await photo.boundingBox())?.width).toBeCloseTo(PHONE.width, 0);
    // Nothing of the page behind shows through: the backdrop is opaque and as dark as the photo's frame.
    const backdrop = await page.$eval(".pswp__bg", (bg) => ({ opacity: getComputedStyle(bg).opacity, color: getComputedStyle(bg).backgroundColor }));
    expect(backdrop).toEqual({ opacity: "1", color: "rgb(0, 0, 0)" });
    const text = await page.$eval(".pswp__counter", (el) => ({ size: parseFloat(getComputedStyle(el).fontSize), opacity: getComputedStyle(el).opacity, color: getComputedStyle(el).color }));
    expect(text).toEqual({ size: expect.any(Number), opacity: "1", color: "rgb(255, 255, 255)" });
    expect(text.size).toBeGreaterThanOrEqual(16);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("at 390 px shows the album as tiles of one height, two a row", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, ALBUM);
    const boxes = await page.$$eval(".photo-grid img", (imgs) => imgs.map((img) => img.getBoundingClientRect()).map((b) => ({ top: b.top, height: b.height, width: b.width })));
    expect(boxes).toHaveLength(13);
    expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1);
    expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
    // Two a row: the first two share a line, the third starts the next.
    expect(boxes[0]!.top).toBe(boxes[1]!.top);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[1]!.top);
    expect(await page.$$eval(".photo-grid img", (imgs) => imgs.every((img) => getComputedStyle(img).objectFit === "cover"))).toBe(true);
    await page.close();
  });
});

describe("the disclosure at 390 px", () => {
  it("shows every column of every table without a sideways scroll: each value shows its column's name", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await gotoHydrated(page, "/mpd");
    const tooWide = await page.$$eval("main *", (els) =>
      els
        .filter((el) => el.getClientRects().length > 0 && !el.closest(".visually-hidden, thead"))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
    );
    expect(tooWide).toEqual([]);
    const cells = await page.$$eval("main td", (tds) =>
      tds.map((td) => {
        const label = getComputedStyle(td, "::before");
        const column = td.closest("table")!.querySelectorAll("thead th")[(td as HTMLTableCellElement).cellIndex]!.textContent;
        // The serial number's label is followed by a space: "S. No. 3".
        const shown = label.display !== "none" && [JSON.stringify(column), JSON.stringify(`${column} `)].includes(label.content);
        return { column, shown };
      }),
    );
    expect(cells.length).toBeGreaterThan(40);
    expect(cells.filter((c) => !c.shown)).toEqual([]);
    // A screen reader still meets a table with its column headers.
    expect(await page.getByRole("table").count()).toBe(6);
    expect(await page.getByRole("columnheader", { name: "S. No." }).count()).toBe(6);
    await page.close();
  });
});
