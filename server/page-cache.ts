import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { gallery } from "../app/lib/content/gallery.server";
import { parseAlbumParams } from "../app/lib/photos";
import { PAGES } from "../app/pages";

/** Renders one page for the cache: its canonical address, with `nonce` where the CSP nonce goes. */
export type RenderPage = (url: URL, nonce: string) => Promise<Response>;

type CachedPage = { status: number; headers: [string, string][]; body: string };

// Pages are rendered at this origin, never the one a request claims, so no Host header can reach the cache.
const ORIGIN = "http://localhost";
// The screens are static, so a cached page never depends on more than its address.
const STATIC_SCREENS = new Set(PAGES.map((page) => page.path));

/**
 * The one address whose page answers `url`, or null for an address that is not cached: the four
 * static screens ignore their query string, and an album is known by its card and clamped count.
 * So the cache holds at most the screens and the albums, whatever addresses are asked for.
 */
export function canonicalPageUrl(url: URL): string | null {
  if (STATIC_SCREENS.has(url.pathname)) return url.pathname;
  if (url.pathname !== "/images") return null;
  const album = parseAlbumParams(url.searchParams, gallery.cards);
  return album && `/images?${new URLSearchParams({ key: album.card.key, count: String(album.count) })}`;
}

/**
 * The site's content is static, so each page is rendered once and kept, with a placeholder where the
 * Content-Security-Policy nonce goes; every response gets its own nonce (res.locals.cspNonce) put in.
 * Addresses that are not pages of the site (data requests, unknown paths) go to `uncached`.
 */
export function pageCache(render: RenderPage, uncached: RequestHandler): RequestHandler {
  // Random per process and unguessable, so no content can forge it.
  const placeholder = `nonce${randomBytes(16).toString("hex")}`;
  const pages = new Map<string, Promise<CachedPage>>();

  const renderForCache = async (url: string): Promise<CachedPage> => {
    const response = await render(new URL(url, ORIGIN), placeholder);
    return { status: response.status, headers: [...response.headers], body: await response.text() };
  };

  return async (req, res, next) => {
    const url = req.method === "GET" || req.method === "HEAD" ? canonicalPageUrl(new URL(req.originalUrl, ORIGIN)) : null;
    if (!url) return uncached(req, res, next);
    try {
      let page = pages.get(url);
      if (!page) {
        page = renderForCache(url);
        pages.set(url, page);
      }
      const { status, headers, body } = await page.catch((error: unknown) => {
        pages.delete(url);
        throw error;
      });
      // A server error is not kept: the next request renders again.
      if (status >= 500) pages.delete(url);
      const html = body.replaceAll(placeholder, String(res.locals.cspNonce ?? ""));
      res.status(status);
      for (const [name, value] of headers) res.append(name, value);
      res.setHeader("Content-Length", Buffer.byteLength(html));
      // end(), not send(): an ETag of a body that differs by its nonce every time could never match.
      res.end(html);
    } catch (error) {
      next(error);
    }
  };
}
