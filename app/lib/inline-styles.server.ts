// A page's stylesheets, written into it: a phone on a weak connection paints the page from its first bytes,
// without a second round trip for a stylesheet that blocks painting (the site's whole CSS is 4.4 kB gzip, the
// gallery's 1.2 kB more, sent with the page's own compression). The page's CSP allows each <style> by its
// hash (server/page-cache.ts). The link stays, disabled: React hydrates the head against the links it
// rendered (a missing one is a hydration error), and a disabled stylesheet is neither fetched nor applied
// (HTML's "disabled" on a stylesheet link), so nothing competes with the page's first paint.
import { readFileSync } from "node:fs";

// /assets/… as <Links> writes it: the build's hashed stylesheets (immutable, so each is read once).
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
const read = new Map<string, string>();

const contentOf = (href: string) => {
  let css = read.get(href);
  if (css === undefined) {
    // The build's client files are beside the server bundle this module is part of (build/server/index.js).
    css = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
    read.set(href, css);
  }
  return css;
};

/** The page with each of its stylesheets in a <style> element, its link left disabled. */
export const inlineStylesheets = (html: string) =>
  html.replace(STYLESHEET, (_link, href: string) => `<style>${contentOf(href)}</style><link rel="stylesheet" href="${href}" disabled=""/>`);
