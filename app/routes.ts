import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { LANGUAGES, pathIn } from "../lib/site/language";
import { ALBUM_PAGE, NOT_FOUND_PAGE, NOTICE_PAGE, OFFLINE_PAGE, PAGES, type SitePage } from "../lib/site/pages";

// A page's module is its id in kebab case (onlineEducation: routes/online-education.tsx), made here rather than
// written in the list, so that the list the browser downloads carries no file names.
const routeOf = (page: SitePage) => `routes/${page.id.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}.tsx`;

// The site's screens, from the one list of pages, in each language: English at the specification's
// addresses, Hindi under /hi. One module serves both (its loader reads the language from the address);
// the Hindi routes have their own ids. Any other address gets the not-found page.
const SCREENS = [...PAGES.map((page) => ({ path: page.path, route: routeOf(page) })), ALBUM_PAGE, NOTICE_PAGE, OFFLINE_PAGE];

export default [
  ...LANGUAGES.flatMap((language) =>
    SCREENS.map((page) => {
      const path = pathIn(language, page.path);
      if (language === "en") return path === "/" ? index(page.route) : route(path.slice(1), page.route);
      return route(path.slice(1), page.route, { id: `${language}/${page.route.replace(/\.tsx$/, "")}` });
    }),
  ),
  route("*", NOT_FOUND_PAGE.route),
] satisfies RouteConfig;
