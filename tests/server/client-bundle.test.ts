// What the browser's script carries, read from the production build: code, not the gallery's content.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { ownAssets } from "../../lib/code-version";
import { codeDir } from "../../lib/folders";
import { COMPILE_ALL_ON_LOAD, HINTED_FROM_BYTES } from "../../scripts/compile-hints";
import { clientDir, productionApp } from "../support/app";
import { SCREENS } from "../support/browser";
import { gallery } from "../support/content";

const assetsDir = path.join(clientDir, "assets");
const scripts = ownAssets(codeDir)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, code: readFileSync(path.join(assetsDir, name), "utf8") }));
const scriptsContaining = (text: string) => scripts.filter((s) => s.code.includes(text)).map((s) => s.name);

describe("the browser's script", () => {
  it("carries none of the gallery's photos, captions or albums: they come with the page's data", () => {
    expect(scripts.length).toBeGreaterThan(3);
    expect(scriptsContaining("/images/slideshow/")).toEqual([]);
    for (const card of gallery.cards) {
      expect(scriptsContaining(`/images/${card.key}/`), card.key).toEqual([]);
      expect(scriptsContaining(card.description), card.title).toEqual([]);
    }
    for (const slide of gallery.slides) expect(scriptsContaining(slide.img_desc), slide.img_title).toEqual([]);
  });

  it("leaves out the carousel's thumbnail strip and fade animation, which the slideshow never shows", () => {
    expect(scriptsContaining("setupThumbs")).toEqual([]);
    // The fade animation's timing, written nowhere else in the carousel.
    expect(scriptsContaining("ease-in-out")).toEqual([]);
    // The carousel itself is there, on the gallery's chunk only.
    expect(scriptsContaining("renderThumbs").map((name) => name.replace(/-.*/, ""))).toEqual(["gallery"]);
  });

  // Hydration calls nearly every function of React and the router once: compiled on a background
  // thread as each file downloads, not one by one on the main thread, where they lengthened React's work slices
  // (issue 19). A page's own small module is left as it is.
  it("starts each large file with V8's hint to compile all of it while it downloads", () => {
    const hinted = scripts.filter((s) => s.code.startsWith(COMPILE_ALL_ON_LOAD)).map((s) => s.name.replace(/-.*/, ""));
    expect(hinted.sort()).toEqual(["entry.client", "gallery", "photo", "site"]);
    for (const script of scripts) expect(script.code.length >= HINTED_FROM_BYTES, script.name).toBe(script.code.startsWith(COMPILE_ALL_ON_LOAD));
  });
});

// React Router's manifest as the browser reads it: each route's module, the files it imports and its stylesheets.
type RouteAssets = { module: string; imports?: string[]; css?: string[] };
type ManifestRoute = RouteAssets & { id: string; parentId?: string; path?: string; index?: boolean };
const manifestFile = scripts.find((s) => s.name.startsWith("manifest-"))!;
const routerManifest = JSON.parse(manifestFile.code.replace(/^[^{]*/, "").replace(/;?\s*$/, "")) as { entry: RouteAssets; routes: Record<string, ManifestRoute> };

describe("what every screen loads", () => {
  it("knows every route of both languages from the start, in one file the pages import", async () => {
    const pages = Object.values(routerManifest.routes).filter((route) => route.parentId === "root");
    const routes = [{ id: "root", path: "/", children: pages.map(({ id, path, index }) => (index ? { id, index } : { id, path })) }];
    for (const url of SCREENS) {
      const found = matchRoutes(routes, new URL(url, "http://x").pathname)?.at(-1)?.route.id;
      expect(found, url).toMatch(/^(hi\/)?routes\/(?!not-found)/);
    }
    const res = await request(await productionApp()).get("/hi/gallery");
    expect(res.text).toContain(`import("/assets/${manifestFile.name}")`);
  });

  it("is five files: the manifest, the entry, the site's shared code, the layout and the page's own module", () => {
    const site = scripts.find((s) => s.name.startsWith("site-"))!.name;
    expect(routerManifest.entry.imports).toEqual([`/assets/${site}`]);
    for (const [id, route] of Object.entries(routerManifest.routes)) {
      // The not-found route's own page imports the not-found component's file too.
      expect(route.imports ?? [], id).toEqual(id === "routes/not-found" ? [`/assets/${site}`, expect.stringMatching(/^\/assets\/NotFound-/)] : [`/assets/${site}`]);
    }
  });

  it("leaves out the not-found page's component, fetched only when an album or a notice is not found", () => {
    const notFound = scriptsContaining('"page reading not-found"');
    expect(notFound).toHaveLength(1);
    const everyScreensFiles = [routerManifest.entry, ...Object.entries(routerManifest.routes).filter(([id]) => id !== "routes/not-found").map(([, route]) => route)];
    for (const route of everyScreensFiles) expect([route.module, ...(route.imports ?? [])]).not.toContain(`/assets/${notFound[0]}`);
  });
});

describe("the album's photo viewer", () => {
  it("is a chunk of its own, with its stylesheet, that no screen loads before a photo is opened", () => {
    const viewerScripts = scriptsContaining("pswp__");
    expect(viewerScripts).toHaveLength(1);
    expect(viewerScripts[0]).toMatch(/^photo-viewer/);
    const css = ownAssets(codeDir).filter((name) => name.endsWith(".css"));
    const viewerCss = css.filter((name) => readFileSync(path.join(assetsDir, name), "utf8").includes(".pswp"));
    expect(viewerCss).toHaveLength(1);
    // What a screen loads first is listed in the browser's manifest: its modules, their imports and CSS.
    const manifest = scripts.find((s) => s.name.startsWith("manifest-"))!.code;
    expect(manifest).not.toContain(viewerScripts[0]);
    expect(manifest).not.toContain(viewerCss[0]);
  });
});

describe("the album page's data", () => {
  it("names the photos of its own album, not the others", async () => {
    const res = await request(await productionApp()).get("/images?key=schoolClubImages&count=5");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/images/schoolClubImages/5.jpg");
    for (const card of gallery.cards.filter((c) => c.key !== "schoolClubImages")) {
      expect(res.text, card.key).not.toContain(`/images/${card.key}/`);
    }
  });
});

describe("the office's editor (behind the office's sign-in, never in the site)", () => {
  it("is not part of the public site: no page, no file, no login", async () => {
    const app = await productionApp();
    for (const url of ["/admin", "/admin/", "/editor", "/edit", "/edit/", "/config.yml", "/decap-cms.js", "/api/v1"]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
    }
    const everyFile = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(js|html|css|json)$/.test(entry.name));
    for (const entry of everyFile) expect(readFileSync(path.join(entry.parentPath, entry.name), "utf8").toLowerCase(), entry.name).not.toContain("decap");
  });
});
