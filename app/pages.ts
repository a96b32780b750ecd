// The site's pages, in one list: the routes (app/routes.ts), the top navigation, the sitemap, the server's
// page cache and the not-found page's links are all made from it.

export type SitePage = {
  /** The page's address. */
  path: string;
  /** Its module under app/. */
  route: string;
  /** Its name in the navigation and in lists of links. */
  name: string;
  /** In the top navigation (the specification's eight entries, in its order). */
  inNavigation: boolean;
};

export const PAGES: readonly SitePage[] = [
  { path: "/", route: "routes/home.tsx", name: "Home", inNavigation: true },
  { path: "/gallery", route: "routes/gallery.tsx", name: "Gallery", inNavigation: true },
  { path: "/admissions", route: "routes/admissions.tsx", name: "Admissions", inNavigation: true },
  { path: "/transport", route: "routes/transport.tsx", name: "Transport", inNavigation: true },
  { path: "/faculty", route: "routes/faculty.tsx", name: "Faculty", inNavigation: true },
  { path: "/onlineEducation", route: "routes/online-education.tsx", name: "Online Education", inNavigation: true },
  { path: "/career", route: "routes/career.tsx", name: "Career", inNavigation: true },
  { path: "/about", route: "routes/about.tsx", name: "About", inNavigation: true },
  { path: "/mpd", route: "routes/mpd.tsx", name: "Mandatory Public Disclosure", inNavigation: false },
];

/** The album page, /images?key=…&count=…: one route, one page per album. */
export const ALBUM_PAGE = { path: "/images", route: "routes/images.tsx" } as const;

/** What the service worker (worker/sw.ts) shows for a page not read before, without a connection. Not a screen. */
export const OFFLINE_PAGE = { path: "/offline", route: "routes/offline.tsx" } as const;

export const NAVIGATION = PAGES.filter((page) => page.inNavigation);
