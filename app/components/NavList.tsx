import { NavLink } from "react-router";
import { pathIn } from "../../lib/site/language";
import { useSite } from "~/lib/use-site";
import { NAVIGATION, type SitePage } from "../../lib/site/pages";

/** Links to `pages` (the top navigation's entries, in the specification's order), in the page's language. */
export function NavList({ pages = NAVIGATION, onNavigate }: { pages?: readonly SitePage[]; onNavigate?: () => void }) {
  const { words, language } = useSite();
  return (
    <ul className="nav-list">
      {pages.map((item) => (
        <li key={item.path}>
          <NavLink to={pathIn(language, item.path)} end={item.path === "/"} onClick={onNavigate}>
            {words.pages[item.id]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
