import type { GetModuleInfo } from "rollup";

const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/[^/]+\.tsx)$/;
// A module's file, without the query Vite and React Router add to some ids (…/gallery.tsx?__react-router-…).
const fileOf = (id: string) => id.replace(/\?.*$/, "");

/**
 * Rollup's `manualChunks`: the site's own modules that the layout or more than one screen uses go into one
 * file, "site", rather than the five or six small files Rollup makes of them by which screens share what
 * (each file costs its own request, its own imports and a gzip that starts over). React and the router, which
 * only they import, come along.
 */
export function siteChunk(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }) {
  const file = fileOf(id);
  if (file.endsWith("vite/preload-helper.js")) return "site";
  // Stylesheets stay with their modules' chunks: React Router marks a stylesheet of a chunk that something
  // imports on demand (the not-found page imports "site") as loaded on demand, and the pages would not inline it.
  if (!file.includes("/app/") || file.includes("/node_modules/") || ROUTE_MODULE.test(file) || file.endsWith(".css")) return;
  const routes = routesUsing(id, getModuleInfo, new Set());
  if (routes.has("root.tsx") || routes.size > 1) return "site";
}

/** The route modules that import a module, directly or through other modules (not through dynamic imports). */
function routesUsing(id: string, getModuleInfo: GetModuleInfo, seen: Set<string>): Set<string> {
  const routes = new Set<string>();
  if (seen.has(id)) return routes;
  seen.add(id);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    const route = ROUTE_MODULE.exec(fileOf(importer))?.[1];
    if (route) routes.add(route);
    else for (const found of routesUsing(importer, getModuleInfo, seen)) routes.add(found);
  }
  return routes;
}
