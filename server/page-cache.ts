import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sharedCacheControl } from "../app/lib/cache-control";
import { nextIndiaMidnight } from "../lib/site/dates";
import { LANGUAGES, pathIn } from "../lib/site/language";
import { ALBUM_PAGE, noticeHref, PAGES } from "../lib/site/pages";
import { parseAlbumParams } from "../app/lib/photos";
import { chosenClass, classHref } from "../app/lib/admission-class";
import type { SiteContent } from "../lib/content/schema";
import type { ServedData } from "./live-data";
import { contentSecurityPolicy, cspHeaderName } from "./security-headers";

/** Renders the page (or page data) at `url` with `data`; nothing else matters but the day. */
export type RenderPage = (url: URL, data: ServedData) => Promise<globalThis.Response>;

type Encoding = "br" | "gzip" | "identity";
type Representation = { body: Buffer; etag: string };

/** A body as sent: each encoding of it is made when first asked for, then kept with it. */
export type Encodable = { identity: Buffer; encoded: Map<Encoding, Representation> };
export const encodable = (identity: Buffer): Encodable => ({ identity, encoded: new Map() });

/** A rendered page: what every request for it gets, byte for byte. */
type Page = Encodable & {
  status: number;
  headers: [string, string][];
  /** The policy allowing exactly the page's own inline scripts. */
  csp: string;
};

// Pages are rendered at this origin, never the one a request claims, so no Host header can reach the cache.
const ORIGIN = "http://localhost";
// The screens are static, so a cached page never depends on more than its address.
const STATIC_SCREENS = new Set(LANGUAGES.flatMap((language) => PAGES.map((page) => pathIn(language, page.path))));
const ALBUM_PATHS = new Set(LANGUAGES.map((language) => pathIn(language, ALBUM_PAGE.path)));
const ADMISSIONS_PATHS = new Set(LANGUAGES.map((language) => pathIn(language, PAGES.find((page) => page.id === "admissions")!.path)));

/**
 * The one address whose page answers `url`, or null for an address that is not cached: the static
 * screens and the notices (every notice's page, whether it is out yet or not: one published tomorrow is kept
 * as a 404 until midnight) ignore their query string, but for the admissions page's class (one of the
 * school's classes; any other value is the whole list, as a stray query is), and an album is known by its
 * card and clamped count. So the cache holds at most the screens, the classes, the notices and the albums in
 * each language, whatever addresses are asked for.
 */
export function canonicalPageUrl(url: URL, content: SiteContent): string | null {
  if (ADMISSIONS_PATHS.has(url.pathname)) {
    const chosen = chosenClass(url.searchParams, content.admissions.classes);
    return chosen ? `${url.pathname}${classHref(chosen)}` : url.pathname;
  }
  if (STATIC_SCREENS.has(url.pathname)) return url.pathname;
  if (LANGUAGES.some((language) => content.notices.some((notice) => pathIn(language, noticeHref(notice.slug)) === url.pathname))) return url.pathname;
  if (!ALBUM_PATHS.has(url.pathname)) return null;
  // The albums are the same in both languages.
  const album = parseAlbumParams(url.searchParams, content.gallery.cards);
  return album && `${url.pathname}?${new URLSearchParams({ key: album.card.key, count: String(album.count) })}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\btype=["']?([^"'\s>]+)/i;
// JSON-LD and other data blocks are never run, so they need no hash.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const hashSource = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

/** The CSP sources ('sha256-…') of every inline script of `html` a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!) && EXECUTABLE_TYPES.has(SCRIPT_TYPE.exec(attributes!)?.[1]?.toLowerCase() ?? ""))
    .map(([, , code]) => hashSource(code!));
}

/** The CSP sources of the page's own styles (its stylesheets, inlined: app/lib/inline-styles.server.ts). */
export const inlineStyleHashes = (html: string) => [...html.matchAll(INLINE_STYLE)].map(([, css]) => hashSource(css!));

async function pageOf(response: globalThis.Response): Promise<Page> {
  const identity = Buffer.from(await response.arrayBuffer());
  const html = /^text\/html/.test(response.headers.get("Content-Type") ?? "") ? identity.toString("utf8") : "";
  return {
    ...encodable(identity),
    status: response.status,
    headers: [...response.headers],
    csp: contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html)),
  };
}

// A kept page is compressed once, so as small as it gets; one rendered per request (a 404, page data) quickly.
// Brotli's window fits the page (a 64 kB page needs no 4 MB window): the same bytes out, and at its best level
// a fraction of the memory, which a small server's process would otherwise keep after every publish.
function compress(body: Buffer, encoding: Encoding, kept: boolean): Buffer {
  if (encoding === "br") {
    const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))));
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 11 : 5, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (encoding === "gzip") return gzipSync(body, { level: kept ? 9 : 6 });
  return body;
}

/**
 * Each encoding is its own representation with its own strong ETag, a hash of the bytes sent: compression
 * here is deterministic, so two requests for the same page and encoding get the same bytes and the same
 * ETag, and a cache revalidating its gzip copy gets a 304 for exactly that copy. (The compression middleware
 * would keep one ETag across encodings, which RFC 9110 allows only for weak ones.)
 */
function representation(entity: Encodable, encoding: Encoding, kept: boolean): Representation {
  let found = entity.encoded.get(encoding);
  if (!found) {
    const body = compress(entity.identity, encoding, kept);
    found = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    entity.encoded.set(encoding, found);
  }
  return found;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => ["*", etag].includes(tag.trim().replace(/^W\//, "")));

/**
 * Sends `entity` (with the status and headers already set on `res`) in the best encoding the reader takes,
 * with that encoding's ETag, or a 304 when a 200's reader has it already. `kept`: the entity is kept and
 * sent again, so it is compressed as small as it gets.
 */
export function sendEncoded(req: Request, res: Response, entity: Encodable, kept: boolean) {
  // Brotli whenever the reader takes it, whatever order it lists its encodings in (Chromium writes "gzip,
  // deflate, br, zstd"): a page is about a quarter smaller than in gzip, and most fit in the first round trip.
  const encoding: Encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
  const { body, etag } = representation(entity, encoding, kept);
  res.vary("Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", etag);
  if (res.statusCode === 200 && matches(req.get("If-None-Match"), etag)) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", body.length);
  // A HEAD gets the same headers, without the body.
  res.end(req.method === "HEAD" ? undefined : body);
}

function send(req: Request, res: Response, page: Page, { kept, cspHeader, now }: { kept: boolean; cspHeader: string; now: Date }) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  // A kept page may be hours old: what a CDN may keep it for is counted from now, never past midnight.
  if (kept && page.status === 200) res.setHeader("Cache-Control", sharedCacheControl(now));
  res.setHeader(cspHeader, page.csp);
  sendEncoded(req, res, page, kept);
}

/**
 * Renders and sends the site's pages and their data, for GET and HEAD alike (HEAD is answered from a GET
 * rendering, so its headers are the same). The content changes only with a publish, so with `keep`
 * (production) each page is rendered once a day, with the hashes of its inline scripts for its CSP, and kept
 * until India's next midnight, when the notices current change, or until the next publish: every request for it
 * meanwhile gets the same bytes and headers. Other addresses (page data, unknown paths) are rendered per
 * request. `now` is the pages' clock.
 */
export function pageCache(render: RenderPage, data: () => ServedData, { keep = true, reportOnly = false, now = () => new Date() } = {}): RequestHandler {
  // Each page with the India midnight it was rendered after and the one it is kept until (a day, no daylight
  // saving), for the data it was rendered with: a publish lets them all go.
  let pages = new Map<string, { page: Promise<Page>; until: number }>();
  let pagesOf: string | undefined;
  const DAY = 24 * 60 * 60 * 1000;
  const cspHeader = cspHeaderName(reportOnly);

  const cached = (url: string, served: ServedData) => {
    if (pagesOf !== served.id) {
      pages = new Map();
      pagesOf = served.id;
    }
    const moment = now();
    let kept = pages.get(url);
    if (!kept || moment.getTime() >= kept.until || moment.getTime() < kept.until - DAY) {
      const page = render(new URL(url, ORIGIN), served).then(pageOf);
      kept = { page, until: nextIndiaMidnight(moment).getTime() };
      pages.set(url, kept);
      const rendered = kept;
      page.then(
        // A server error is not kept: the next request renders again.
        ({ status }) => status >= 500 && pages.get(url) === rendered && pages.delete(url),
        () => pages.get(url) === rendered && pages.delete(url),
      );
    }
    return kept.page;
  };

  return async (req, res, next) => {
    // Appended, not resolved: a target such as //host/path stays a path of this site.
    const url = new URL(`${ORIGIN}${req.originalUrl}`);
    const served = data();
    const canonical = keep ? canonicalPageUrl(url, served.content.en) : null;
    try {
      const page = canonical ? await cached(canonical, served) : await pageOf(await render(url, served));
      send(req, res, page, { kept: canonical !== null, cspHeader, now: now() });
    } catch (error) {
      next(error);
    }
  };
}
