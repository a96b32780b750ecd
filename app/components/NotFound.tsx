import { Link } from "react-router";
import { fillNodes } from "~/i18n/fill-nodes";
import { telUrl } from "~/lib/contact";
import { pathIn } from "../../lib/site/language";
import { pageTitle } from "~/lib/meta";
import { useSite } from "~/lib/use-site";
import { PAGES } from "../../lib/site/pages";

/** The not-found page, shown inside the site's layout for any address the site does not have. */
export function NotFound({ reason }: { reason: "page" | "album" }) {
  const { words, school, language } = useSite();
  const text = words.notFound;
  return (
    <div className="page reading not-found">
      <title>{pageTitle(words, school, text.title)}</title>
      <meta name="robots" content="noindex" />
      <h1>{reason === "album" ? text.album : text.page}</h1>
      {reason === "album" ? (
        <p>{fillNodes(text.albumHelp, { link: <Link to={pathIn(language, "/gallery")}>{text.backToGallery}</Link> })}</p>
      ) : (
        <p>{text.pageHelp}</p>
      )}
      <ul className="link-list">
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link to={pathIn(language, page.path)}>{words.pages[page.id]}</Link>
          </li>
        ))}
      </ul>
      <p>{fillNodes(text.callOffice, { phone: <a href={telUrl(school.phone)}>{school.phone.display}</a> })}</p>
    </div>
  );
}
