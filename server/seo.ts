import { type RequestHandler, Router } from "express";
import { secondsToIndiaMidnight } from "../app/lib/cache-control";
import { indiaDate } from "../lib/site/dates";
import { LANGUAGES, pathIn } from "../lib/site/language";
import { isPublished } from "../lib/site/notices";
import { noticeHref, PAGES } from "../lib/site/pages";
import { albumHref } from "../app/lib/photos";
import { iconUrl } from "../lib/site/public-paths";
import type { SiteContent } from "../lib/content/schema";
import type { ServedData } from "./live-data";

const ONE_HOUR = "public, max-age=3600";

/** Every page a search engine should know, by its English address: the screens, each album and each notice out by `today`. */
export function sitemapPaths(content: SiteContent, today: string) {
  const notices = content.notices.filter((notice) => isPublished(notice, today)).map((notice) => noticeHref(notice.slug));
  return [...PAGES.map((page) => page.path), ...content.gallery.cards.map(albumHref), ...notices];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

const robots = (siteUrl: () => string): RequestHandler => (_req, res) => {
  res.set("Cache-Control", ONE_HOUR).type("text/plain").send(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap.xml\n`);
};

/** Each page in each language, every entry naming its twins, as search engines ask for bilingual sites. */
const sitemap = (data: () => ServedData, siteUrlNow: () => string, now: () => Date): RequestHandler => (_req, res) => {
  const moment = now();
  const siteUrl = siteUrlNow();
  const urls = sitemapPaths(data().content.en, indiaDate(moment)).flatMap((path) => {
    const twins = LANGUAGES.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + pathIn(language, path))}"/>`);
    return LANGUAGES.map((language) => `  <url>\n    <loc>${escapeXml(siteUrl + pathIn(language, path))}</loc>\n${twins.join("\n")}\n  </url>`);
  });
  res
    // Tomorrow's notices join it at midnight.
    .set("Cache-Control", `public, max-age=${Math.min(3600, secondsToIndiaMidnight(moment))}`)
    .type("application/xml")
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    );
};

/** Lets a parent add the site to the home screen, with the school's name, colours and crest. */
const webManifest = (data: () => ServedData): RequestHandler => (_req, res) => {
  const { school } = data().content.en;
  res
    .set("Cache-Control", ONE_HOUR)
    .type("application/manifest+json")
    .send(
      JSON.stringify({
        name: school.name,
        short_name: school.shortName,
        description: school.description,
        start_url: "/",
        display: "browser",
        background_color: "#ffffff",
        theme_color: school.themeColor,
        icons: [
          { src: iconUrl("icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any maskable" },
          { src: iconUrl("icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any maskable" },
        ],
      }),
    );
};

/** robots.txt, sitemap.xml and the web app manifest, made from the content (and the sitemap from the day, `now`). */
export function seoFiles(data: () => ServedData, siteUrl: () => string, now: () => Date): Router {
  const router = Router();
  router.get("/robots.txt", robots(siteUrl));
  router.get("/sitemap.xml", sitemap(data, siteUrl, now));
  router.get("/manifest.webmanifest", webManifest(data));
  return router;
}
