import { Link } from "react-router";
import { telUrl } from "~/lib/contact";
import { school } from "~/lib/content/school";
import { PAGES } from "~/pages";

/** The not-found page, shown inside the site's layout for any address the site does not have. */
export function NotFound({ reason }: { reason: "page" | "album" }) {
  return (
    <div className="page narrow not-found">
      <title>{`Page not found | ${school.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{reason === "album" ? "We could not find that photo album" : "We could not find that page"}</h1>
      {reason === "album" ? (
        <p>
          The link may be old or mistyped. <Link to="/gallery">Go back to the gallery</Link> and choose an album.
        </p>
      ) : (
        <p>This page does not exist yet, or the address is mistyped. These pages may help:</p>
      )}
      <ul className="link-list">
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        Or call the school office: <a href={telUrl(school.phone)}>{school.phone.display}</a>
      </p>
    </div>
  );
}
