import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useLocation, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { fillNodes } from "~/i18n/fill-nodes";
import { contentFor, mediaOf } from "~/lib/content.server";
import { fill } from "../lib/site/i18n/fill";
import { loadWords, withWords } from "~/i18n/words";
import { languageOf, pathIn, plain } from "../lib/site/language";
import { iconUrl, NOTICES_FEED_PATH } from "../lib/site/public-paths";
import { siteUrlContext } from "~/lib/request-context";
import { useFocusMainOnNavigation } from "~/lib/use-focus-main-on-navigation";
import { useSite } from "~/lib/use-site";
import "./app.css";

/** What every page of a language shares: only that language's content reaches the browser (its words come
 * as a file of their own: app/i18n/words.ts). */
export function loader({ url, context }: Route.LoaderArgs) {
  const { school, footerLinks } = contentFor(context, url);
  // The crest in the header, and the banner every page's social card shows (the home page shows it too).
  const media = mediaOf(context, [school.logo, school.banner.src]);
  return { siteUrl: context.get(siteUrlContext), language: languageOf(url.pathname), school, footerLinks, media };
}

/** A link to the other language: its words are fetched with its data, before its page is shown. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [site] = await Promise.all([serverLoader(), loadWords(languageOf(new URL(request.url).pathname))]);
  return site;
}

// The site's address, words and school details stay the same while a parent reads in one language: the
// server is asked again only when a link leads to the other language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => languageOf(currentUrl.pathname) !== languageOf(nextUrl.pathname);

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: iconUrl("apple-touch-icon.png") },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const withoutScript = useMatches().some((match) => (match.handle as { withoutScript?: boolean } | undefined)?.withoutScript);
  // Present for every page the site renders; the address decides the language should it ever be missing.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const site = rootData && withWords(rootData);
  const language = site?.language ?? languageOf(useLocation().pathname);
  useFocusMainOnNavigation();
  // A page on its way (app.css shows a bar once it takes more than a moment).
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    // Marks the page as interactive (tests wait for it; styles may use it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language} data-busy={busy || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site && <meta name="theme-color" content={site.school.themeColor} />}
        <Meta />
        <Links />
        {site && <link rel="alternate" type="application/atom+xml" href={pathIn(site.language, NOTICES_FEED_PATH)} title={fill(site.words.notices.feedTitle, { school: plain(site.school.name) })} />}
      </head>
      <body>
        {site && (
          <a className="skip-link" href="#main">
            {site.words.layout.skipToContent}
          </a>
        )}
        {site && <SiteHeader />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {site && <SiteFooter />}
        {withoutScript ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

// The page's own content hydrates apart from the header and footer around it: two shorter tasks on a
// slow phone's main thread rather than one long one.
export default function App() {
  return (
    <Suspense>
      <Outlet />
    </Suspense>
  );
}

// Loaded only when an album or a notice is not found, not with every screen's script.
const NotFound = lazy(() => import("~/components/NotFound").then((module) => ({ default: module.NotFound })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFound reason={error.data === "album" ? "album" : "page"} />
      </Suspense>
    );
  }
  return <SomethingWentWrong />;
}

function SomethingWentWrong() {
  const { words, school, language } = useSite();
  return (
    <div className="page reading">
      <title>{`${words.error.title} | ${school.name}`}</title>
      <h1>{words.error.title}</h1>
      <p>{fillNodes(words.error.text, { link: <a href={pathIn(language, "/")}>{words.error.homePage}</a> })}</p>
    </div>
  );
}
