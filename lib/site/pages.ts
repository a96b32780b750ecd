// The site's pages, in one list: the routes in both languages (app/routes.ts), the top navigation, the
// sitemap, the server's page cache and the not-found page's links are all made from it. Their names, in
// each language, are in the dictionaries (lib/site/i18n, `pages`).
import type { Dictionary } from "./i18n/en";

export type SitePage = {
  /** Its name in the dictionaries. */
  id: keyof Dictionary["pages"];
  /** The page's English address; the Hindi one is the same under /hi (lib/site/language.ts). */
  path: string;
  /** In the top navigation (the specification's eight entries, in its order, then the notices and their calendar). */
  inNavigation: boolean;
};

export const PAGES: readonly SitePage[] = [
  { id: "home", path: "/", inNavigation: true },
  { id: "gallery", path: "/gallery", inNavigation: true },
  { id: "admissions", path: "/admissions", inNavigation: true },
  { id: "transport", path: "/transport", inNavigation: true },
  { id: "faculty", path: "/faculty", inNavigation: true },
  { id: "onlineEducation", path: "/onlineEducation", inNavigation: true },
  { id: "career", path: "/career", inNavigation: true },
  { id: "about", path: "/about", inNavigation: true },
  { id: "mpd", path: "/mpd", inNavigation: false },
  { id: "notices", path: "/notices", inNavigation: true },
  { id: "calendar", path: "/calendar", inNavigation: true },
];

/** A screen's English address. */
const pathOf = (id: SitePage["id"]) => PAGES.find((page) => page.id === id)!.path;
export const NOTICES_PATH = pathOf("notices");
export const CALENDAR_PATH = pathOf("calendar");

/** A notice's own page, /notices/<its file's name>: one route, one page per notice. */
export const NOTICE_PAGE = { path: `${NOTICES_PATH}/:notice`, route: "routes/notice.tsx" } as const;
/** A notice's own page, by its English address. */
export const noticeHref = (slug: string) => `${NOTICES_PATH}/${slug}`;

/** The album page, /images?key=…&count=…: one route, one page per album. */
export const ALBUM_PAGE = { path: "/images", route: "routes/images.tsx" } as const;

/** What the service worker (worker/sw.ts) shows for a page not read before, without a connection. Not a screen. */
export const OFFLINE_PAGE = { path: "/offline", route: "routes/offline.tsx" } as const;

/** Any other address: the not-found page, with a 404. */
export const NOT_FOUND_PAGE = { route: "routes/not-found.tsx" } as const;

export const NAVIGATION = PAGES.filter((page) => page.inNavigation);

/** The menu on a phone: the navigation (the school calendar after the notices), then the disclosure, which parents and inspectors ask for by name. */
export const MENU = [...NAVIGATION, PAGES.find((page) => page.id === "mpd")!];
