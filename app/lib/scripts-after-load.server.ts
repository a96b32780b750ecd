// React Router's <Scripts> asks for every module of the page at once, at high priority, while the page is
// still painting: on a phone's weak connection ~110 kB of script then competes with the stylesheet and the
// largest photo. Every page is complete without it (rendered on the server; links, the menu and the forms
// work as plain HTML), so the script waits for the window's load event, and the parents see the page first.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
// The start of <Scripts>' inline module script: the routes' manifest, `import "/assets/manifest-….js";`, then
// `import * as route0 from "/assets/root-….js";` and so on.
const ROUTE_IMPORTS = /(<script[^>]*type="module"[^>]*>);?\s*((?:import (?:\* as \w+ from )?"[^"]+";\s*)+)/;
const ROUTE_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;

/** The page with its modules fetched after the load event instead of with the page. */
export function loadScriptsAfterPage(html: string) {
  return html.replace(MODULE_PRELOAD, "").replace(ROUTE_IMPORTS, (_match, scriptTag: string, imports: string) => {
    const routes = [...imports.matchAll(ROUTE_IMPORT)];
    // The manifest is imported for what it does (it sets the router's list of routes), and named by a hole.
    const names = routes.map(([, name]) => name ?? "").join(", ");
    const modules = routes.map(([, , url]) => `import(${url})`).join(", ");
    return (
      `${scriptTag}await new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }));\n` +
      // …then for the page to be on the screen (its first contentful paint reported, and a frame drawn after the
      // load, which shows the photos that loaded), so that no script competes with the largest paint. The first
      // paint alone is not enough: on a busy processor it may be the background only, frames before the words.
      // A hidden tab paints nothing: the timer lets it go on.
      `await new Promise((painted) => {\n` +
      `  setTimeout(painted, 1000);\n` +
      `  new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted))); } }).observe({ type: "paint", buffered: true });\n` +
      `});\n` +
      `const [${names}] = await Promise.all([${modules}]);\n`
    );
  });
}
