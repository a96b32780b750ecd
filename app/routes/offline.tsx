import type { Route } from "./+types/offline";
import { telUrl } from "~/lib/contact";
import { school } from "~/lib/content/school";

// Not a screen: the service worker (worker/sw.ts) fetches this page when it is installed and shows it for any
// page a parent opens without a connection that was not read before. Not linked, not in the sitemap.

export const meta: Route.MetaFunction = () => [{ title: `You are offline | ${school.name}` }, { name: "robots", content: "noindex" }];

/** Read by the root layout: this page is shown at other addresses, where the page's script would be wrong. */
export const handle = { withoutScript: true };

export default function OfflinePage() {
  return (
    <div className="page narrow">
      <h1>You are offline</h1>
      <p>
        Pages you have opened before still work. To reach the school, call{" "}
        <a href={telUrl(school.phone)}>{school.phone.display}</a>.
      </p>
    </div>
  );
}
