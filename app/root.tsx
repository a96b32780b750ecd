import { Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { NotFound } from "~/components/NotFound";
import { school } from "~/lib/content/school";
import { siteUrlContext } from "~/lib/request-context";
import { useFocusMainOnNavigation } from "~/lib/use-focus-main-on-navigation";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.get(siteUrlContext) };
}

// The site's address never changes while a page is open: no need to ask the server again.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const withoutScript = useMatches().some((match) => (match.handle as { withoutScript?: boolean } | undefined)?.withoutScript);
  useFocusMainOnNavigation();
  useEffect(() => {
    // Marks the page as interactive (tests wait for it; styles may use it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={school.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound reason={error.data === "album" ? "album" : "page"} />;
  }
  return (
    <div className="page narrow">
      <title>{`Something went wrong | ${school.name}`}</title>
      <h1>Something went wrong</h1>
      <p>
        Sorry, this page could not be shown. Please try again in a moment, or go to the <a href="/">home page</a>.
      </p>
    </div>
  );
}
