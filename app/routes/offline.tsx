import type { Route } from "./+types/offline";
import { telUrl } from "~/lib/contact";
import { fillNodes } from "~/i18n/fill-nodes";
import { pageTitle, rootData } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

// Not a screen: the service worker (worker/sw.ts) fetches this page in both languages when it is installed and
// shows it for any page a parent opens without a connection that was not read before. Not linked, not in the
// sitemap.

export const meta: Route.MetaFunction = (args) => {
  const { words, school } = rootData(args);
  return [{ title: pageTitle(words, school, words.offline.title) }, { name: "robots", content: "noindex" }];
};

/** Read by the root layout: this page is shown at other addresses, where the page's script would be wrong. */
export const handle = { withoutScript: true };

export default function OfflinePage() {
  const { words, school } = useSite();
  return (
    <div className="page reading">
      <h1>{words.offline.title}</h1>
      <p>{fillNodes(words.offline.text, { phone: <a href={telUrl(school.phone)}>{school.phone.display}</a> })}</p>
    </div>
  );
}
