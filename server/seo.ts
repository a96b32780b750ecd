import { type RequestHandler, Router } from "express";
import { gallery } from "../app/lib/content/gallery.server";
import { school } from "../app/lib/content/school";
import { albumHref } from "../app/lib/photos";
import { PAGES } from "../app/pages";

const ONE_HOUR = "public, max-age=3600";

/** Every address a search engine should know: the five screens and each album. */
export function sitemapPaths() {
  return [...PAGES.map((page) => page.path), ...gallery.cards.map(albumHref)];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

const robots = (siteUrl: string): RequestHandler => (_req, res) => {
  res.set("Cache-Control", ONE_HOUR).type("text/plain").send(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
};

const sitemap = (siteUrl: string): RequestHandler => (_req, res) => {
  const urls = sitemapPaths().map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  res
    .set("Cache-Control", ONE_HOUR)
    .type("application/xml")
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
};

/** Lets a parent add the site to the home screen, with the school's name, colours and crest. */
const webManifest: RequestHandler = (_req, res) => {
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
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
        ],
      }),
    );
};

/** robots.txt, sitemap.xml and the web app manifest, made from the content. */
export function seoFiles(siteUrl: string): Router {
  const router = Router();
  router.get("/robots.txt", robots(siteUrl));
  router.get("/sitemap.xml", sitemap(siteUrl));
  router.get("/manifest.webmanifest", webManifest);
  return router;
}
