import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ALBUM_PAGE, OFFLINE_PAGE, PAGES } from "./pages";

// The site's screens, from the one list of pages. Any other address is answered by the root error boundary with a 404.
export default [
  ...PAGES.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  route(ALBUM_PAGE.path.slice(1), ALBUM_PAGE.route),
  route(OFFLINE_PAGE.path.slice(1), OFFLINE_PAGE.route),
] satisfies RouteConfig;
