// The notices as a parent meets them, on a server whose clock the test moves: the home page's newest notices,
// the notices page and its archive, a notice's own page, the calendar page, and how they change at India's
// midnight with no publish and no restart. Every expectation is worked out from the content and the clock,
// so the tests hold whatever day they run on.
import sharp from "sharp";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, formatDate, nextIndiaMidnight } from "../../lib/site/dates";
import { IN_HINDI, pathIn, plain, UNTRANSLATED } from "../../lib/site/language";
import { archivedNotices, calendarMonths, currentNotices, isPublished } from "../../lib/site/notices";
import { noticeHref, NOTICES_PATH } from "../../lib/site/pages";
import type { Notice } from "../../lib/content/schema";
import { productionApp } from "../support/app";
import { textOf } from "../support/html";
import { CONTENT, hindiWords, words } from "../support/content";

const { notices } = CONTENT.en;
/** Noon in India on `date`. */
const noonOn = (date: string) => new Date(`${date}T12:00:00+05:30`);
/** The day the sample content was written for: what is current then is varied. */
const SAMPLE_DAY = "2026-11-25";

let clock = noonOn(SAMPLE_DAY);
let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp({ now: () => clock });
});

const get = (url: string, headers: Record<string, string> = {}) => request(app).get(url).set(headers);
const textAt = async (url: string) => textOf((await get(url)).text);
const HOME_NOTICES = 3;
const homeNotices = (today: string) => currentNotices(notices, today).slice(0, HOME_NOTICES);

describe("the notices on a given day", () => {
  it("the home page shows the newest current notices, pinned first, and links to all of them", async () => {
    clock = noonOn(SAMPLE_DAY);
    const res = await get("/");
    const shown = homeNotices(SAMPLE_DAY);
    expect(shown.length).toBeGreaterThan(1);
    const text = textOf(res.text);
    for (const notice of shown) {
      expect(res.text).toContain(`href="${noticeHref(notice.slug)}"`);
      expect(text).toContain(`${formatDate(notice.published, "en")} ${words.notices.categories[notice.category]}`);
    }
    // In the order a parent reads them.
    const positions = shown.map((notice) => res.text.indexOf(`href="${noticeHref(notice.slug)}"`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(shown[0]!.pinned || !shown.some((notice) => notice.pinned)).toBe(true);
    expect(res.text).toContain(`<a href="/notices" data-discover="true">${words.notices.allNotices}</a>`);
    expect(res.text).not.toMatch(/<marquee/i);
  });

  it("the notices page lists the current ones, then the archive by school year; nothing scheduled", async () => {
    clock = noonOn(SAMPLE_DAY);
    const html = (await get("/notices")).text;
    const [current, archive] = html.split(`>${words.notices.archive}<`) as [string, string];
    for (const notice of currentNotices(notices, SAMPLE_DAY)) expect(current).toContain(`href="${noticeHref(notice.slug)}"`);
    const years = archivedNotices(notices, SAMPLE_DAY);
    expect(years.length).toBeGreaterThan(1);
    for (const { notices: list } of years) for (const notice of list) expect(archive).toContain(`href="${noticeHref(notice.slug)}"`);
    expect(textOf(archive)).toContain("School year 2026–27");
    expect(textOf(archive)).toContain("School year 2025–26");
    for (const notice of notices.filter((n) => !isPublished(n, SAMPLE_DAY))) expect(html).not.toContain(noticeHref(notice.slug));
  });

  it("a notice's page: its text, event, attachment, WhatsApp share and calendar links, in both languages", async () => {
    clock = noonOn(SAMPLE_DAY);
    const notice = notices.find((n) => n.event?.starts && n.attachment?.kind === "photo" && isPublished(n, SAMPLE_DAY))!;
    for (const [language, dictionary] of [["en", words], ["hi", hindiWords]] as const) {
      const inLanguage = CONTENT[language].notices.find((n) => n.slug === notice.slug)!;
      const url = pathIn(language, noticeHref(notice.slug));
      const res = await get(url);
      expect(res.status).toBe(200);
      const text = textOf(res.text);
      expect(text).toContain(inLanguage.title);
      for (const paragraph of inLanguage.text) expect(text).toContain(paragraph);
      expect(text).toContain(formatDate(notice.event!.day, language, { weekday: true }));
      expect(text).toMatch(new RegExp(`${dictionary.notices.photo.replace("{size}", "\\d+ kB")}`));
      const share = `https://wa.me/?text=${encodeURIComponent(`${inLanguage.title}\nhttp://localhost:3000${url}`)}`;
      expect(res.text).toContain(`href="${share}"`);
      expect(res.text).toContain(`>${dictionary.notices.share}</a>`);
      expect(res.text).toContain(`href="${pathIn(language, `${noticeHref(notice.slug)}/event.ics`)}"`);
      expect(res.text).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
      // Its own card for WhatsApp: the notice's photo, cropped, as an absolute address.
      expect(res.text).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/notices-[\w-]+-card-\w+-1200\.jpg"\/>/);
      expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${url}"/>`);
    }
  });

  it("a shared notice shows a JPEG of about 1200 × 630 under 300 kB: its photo, else the school's banner", async () => {
    clock = noonOn(SAMPLE_DAY);
    const withPhoto = notices.find((n) => n.attachment?.kind === "photo" && isPublished(n, SAMPLE_DAY))!;
    const without = notices.find((n) => !n.attachment && isPublished(n, SAMPLE_DAY))!;
    const cards = [];
    for (const notice of [withPhoto, without]) {
      const html = (await get(noticeHref(notice.slug))).text;
      const image = /<meta property="og:image" content="http:\/\/localhost:3000([^"]+)"/.exec(html)![1]!;
      const res = await get(image).buffer(true);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.body.length).toBeLessThanOrEqual(300_000);
      expect(await sharp(res.body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      // Issue 28, point 7: an article, and its card's type, size and words, so a chat app lays it out at once.
      const tag = (property: string) => textOf(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "").trim();
      expect([tag("og:type"), tag("og:image:type"), tag("og:image:width"), tag("og:image:height"), tag("og:image:alt")]).toEqual(["article", "image/jpeg", "1200", "630", plain(notice.title)]);
      expect(html.match(/property="og:type"/g)).toHaveLength(1);
      expect(tag("article:published_time")).toBe(notice.published);
      cards.push(image);
    }
    expect(cards[0]).toContain("notices-");
    expect(cards[1]).toContain("banner-card");
  });

  it("a notice not published yet is not there (404), and is there on its day", async () => {
    const scheduled = notices.filter((n) => !isPublished(n, SAMPLE_DAY)).sort((a, b) => a.published.localeCompare(b.published))[0]!;
    clock = new Date(nextIndiaMidnight(noonOn(addDays(scheduled.published, -1))).getTime() - 60_000);
    expect((await get(noticeHref(scheduled.slug))).status).toBe(404);
    clock = nextIndiaMidnight(clock);
    expect((await get(noticeHref(scheduled.slug))).status).toBe(200);
  });

  it("the calendar page: the coming dates first, each linked to its notice", async () => {
    clock = noonOn(SAMPLE_DAY);
    const html = (await get("/calendar")).text;
    const { coming, past } = calendarMonths(notices, SAMPLE_DAY);
    const order = [...coming, ...past].flatMap(({ items }) => items.map(({ notice }) => html.indexOf(`href="${noticeHref(notice.slug)}"`)));
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('href="webcal://localhost:3000/calendar.ics"');
    expect(html).toContain(`href="https://calendar.google.com/calendar/render?cid=${encodeURIComponent("webcal://localhost:3000/calendar.ics")}"`);
  });

  it("every page announces the notices' Atom feed in its language", async () => {
    for (const url of ["/", "/gallery", "/hi/mpd"]) {
      const feed = url.startsWith("/hi") ? "/hi/notices.atom" : "/notices.atom";
      expect((await get(url)).text).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" href="${feed}" title="[^"]+"/>`));
    }
  });

  it("the sitemap lists every notice out, shown or archived, in both languages", async () => {
    clock = noonOn(SAMPLE_DAY);
    const sitemap = (await get("/sitemap.xml")).text;
    for (const notice of notices) {
      const listed = sitemap.includes(`<loc>http://localhost:3000${noticeHref(notice.slug)}</loc>`) && sitemap.includes(`<loc>http://localhost:3000/hi${noticeHref(notice.slug)}</loc>`);
      expect(listed, notice.slug).toBe(isPublished(notice, SAMPLE_DAY));
    }
  });
});

/** A day on which the home page's notices differ from the day before: a notice expires or one comes out. */
function dayTheHomePageChanges(): string {
  const days = [...new Set(notices.flatMap((n: Notice) => [n.published, ...(n.lastDay ? [addDays(n.lastDay, 1)] : [])]))].sort();
  const same = (a: Notice[], b: Notice[]) => a.map((n) => n.slug).join() === b.map((n) => n.slug).join();
  return days.find((day) => !same(homeNotices(addDays(day, -1)), homeNotices(day)))!;
}

describe("a notice written in one language only (decision 35), on both languages' pages", () => {
  // The sample content has one in Hindi only, with an event: the English pages show it in Hindi, marked as Hindi.
  const hindiOnly = notices.find((n) => n.title.startsWith(IN_HINDI) && n.event && isPublished(n, SAMPLE_DAY) && n.event.day >= SAMPLE_DAY)!;
  const title = plain(hindiOnly.title);

  it("the notices page and its own page in English show its Hindi title marked lang=\"hi\"; the Hindi pages unmarked", async () => {
    clock = noonOn(SAMPLE_DAY);
    expect((await get("/notices")).text).toContain(`<a href="${noticeHref(hindiOnly.slug)}" data-discover="true"><span lang="hi">${title}</span></a>`);
    expect((await get(noticeHref(hindiOnly.slug))).text).toContain(`<h1 lang="hi">${title}</h1>`);
    expect((await get(pathIn("hi", NOTICES_PATH))).text).toContain(`<a href="${pathIn("hi", noticeHref(hindiOnly.slug))}" data-discover="true">${title}</a>`);
    expect((await get(pathIn("hi", noticeHref(hindiOnly.slug)))).text).toContain(`<h1>${title}</h1>`);
  });

  it("the calendar page, /calendar.ics and the Atom feed of both languages carry it", async () => {
    clock = noonOn(SAMPLE_DAY);
    expect((await get("/calendar")).text).toContain(`<span lang="hi">${title}</span>`);
    for (const language of ["en", "hi"] as const) {
      expect((await get(pathIn(language, "/calendar.ics"))).text.replace(/\r\n /g, "")).toContain(`SUMMARY:${title}`);
      const atom = (await get(pathIn(language, "/notices.atom"))).text;
      expect(atom).toContain(`<title type="html"><![CDATA[${title}]]></title>`);
      // Its paragraphs say their language to a feed reader on the English feed.
      if (language === "en") expect(atom).toContain(`<p lang="hi">${plain(hindiOnly.text[0]!)}</p>`);
    }
  });

  it("no text is marked untranslated when it was written in the other language only", () => {
    expect(hindiOnly.text.every((paragraph) => !paragraph.startsWith(UNTRANSLATED))).toBe(true);
  });
});

describe("dates roll over by themselves, at India's midnight", () => {
  it("the kept home page changes at midnight, and its ETag with it, with no publish and no restart", async () => {
    const day = dayTheHomePageChanges();
    const before = homeNotices(addDays(day, -1));
    const after = homeNotices(day);
    const midnight = nextIndiaMidnight(noonOn(addDays(day, -1)));
    clock = noonOn(addDays(day, -1));
    const morning = await get("/");
    clock = new Date(midnight.getTime() - 60_000);
    const lateEvening = await get("/");
    // The same kept page all day: the same bytes and ETag.
    expect(lateEvening.headers.etag).toBe(morning.headers.etag);
    for (const notice of before) expect(lateEvening.text).toContain(`href="${noticeHref(notice.slug)}"`);
    clock = new Date(midnight.getTime() + 60_000);
    const nextMorning = await get("/");
    expect(nextMorning.headers.etag).not.toBe(lateEvening.headers.etag);
    for (const notice of after) expect(nextMorning.text).toContain(`href="${noticeHref(notice.slug)}"`);
    const gone = before.filter((notice) => !after.includes(notice));
    for (const notice of gone) expect(nextMorning.text).not.toContain(`href="${noticeHref(notice.slug)}"`);
    // A browser holding the evening's copy gets the new page, not a 304.
    expect((await get("/", { "If-None-Match": lateEvening.headers.etag! })).status).toBe(200);
  });

  it("no cache in front may keep a page, its data or a feed past midnight", async () => {
    const midnight = nextIndiaMidnight(noonOn(SAMPLE_DAY));
    clock = noonOn(SAMPLE_DAY);
    expect((await get("/")).headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    clock = new Date(midnight.getTime() - 8 * 60_000);
    expect((await get("/")).headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=180");
    clock = new Date(midnight.getTime() - 2 * 60_000);
    for (const url of ["/", "/notices", "/hi/calendar", "/notices.data", "/gallery"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("public, max-age=0, s-maxage=120, stale-while-revalidate=0");
    }
    for (const url of ["/calendar.ics", "/hi/notices.atom", "/sitemap.xml"]) expect((await get(url)).headers["cache-control"], url).toBe("public, max-age=120");
  });
});
