import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { productionApp } from "../support/app";
import { noticeHref, PAGES } from "../../lib/site/pages";
import { SCREENS } from "../../scripts/bench-support";
import { CONTENT, gallery, notices, school } from "../support/content";
import { indiaDate } from "../../lib/site/dates";
import { isPublished } from "../../lib/site/notices";
import { languageOf } from "../../lib/site/language";

const SITE = "https://www.greenvalley-school.example";
let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp({ siteUrl: SITE });
});

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("each screen tells search engines and social apps what it is", () => {
  it("has its own title and description, a canonical address from SITE_URL, and Open Graph and Twitter cards", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const url of SCREENS) {
      const { text: html } = await request(app).get(url);
      const title = tag(html, /<title>([^<]+)<\/title>/);
      const description = tag(html, /<meta name="description" content="([^"]+)"/);
      expect(title).toContain(CONTENT[languageOf(url)].school.name);
      titles.add(title!);
      descriptions.add(description!);
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}${url.replace(/&/g, "&amp;")}`);
      expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${SITE}${url.replace(/&/g, "&amp;")}`);
      expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${SITE}/media/banner-(?:card-)?[0-9a-f]+-\\d+\\.jpg$`));
      expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      expect(html).toMatch(/<link[^>]* rel="manifest" href="\/manifest.webmanifest"\/>/);
      expect(html).toMatch(/<link[^>]* rel="icon" href="\/favicon.ico"/);
    }
    expect(titles.size).toBe(SCREENS.length);
    expect(descriptions.size).toBe(SCREENS.length);
  });

  it("the home page describes the school in schema.org JSON-LD", async () => {
    const { text: html } = await request(app).get("/");
    const json = tag(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
    const ld = JSON.parse(json!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "School",
      name: school.name,
      telephone: school.phone.international,
      email: school.email,
      url: `${SITE}/`,
      logo: expect.stringMatching(new RegExp(`^${SITE}/media/logo-`)),
      address: { "@type": "PostalAddress", postalCode: school.address.pinCode },
    });
  });

  it("a not-found page asks not to be indexed", async () => {
    const { text: html } = await request(app).get("/no-such-page");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("files for crawlers and phones", () => {
  it("/robots.txt allows everything and names the sitemap", async () => {
    const res = await request(app).get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it("/sitemap.xml lists the screens, every album and every notice out, in English and in Hindi, each naming its twin", async () => {
    const res = await request(app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const today = indiaDate(new Date());
    const out = notices.filter((notice) => isPublished(notice, today)).map((notice) => noticeHref(notice.slug));
    const english = [...PAGES.map((page) => page.path), ...gallery.cards.map((c) => `/images?key=${c.key}&amp;count=${c.count}`), ...out];
    const entries = [...res.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    expect(locs).toEqual(english.flatMap((path) => [`${SITE}${path}`, `${SITE}${path === "/" ? "/hi" : `/hi${path}`}`]));
    for (const [i, entry] of entries.entries()) {
      const path = english[Math.floor(i / 2)]!;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}${path}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${SITE}${path === "/" ? "/hi" : `/hi${path}`}"/>`);
    }
  });

  it("/manifest.webmanifest names the school, its colour and its icons", async () => {
    const res = await request(app).get("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({ name: school.name, short_name: school.shortName, theme_color: school.themeColor, start_url: "/" });
    for (const icon of manifest.icons) {
      const file = await request(app).get(icon.src);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
    }
  });

  it("/favicon.ico is a real icon", async () => {
    const res = await request(app).get("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/icon/);
  });
});
