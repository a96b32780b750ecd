import { NavLink } from "react-router";
import { pathIn } from "~/lib/language";
import { useSite } from "~/lib/use-site";
import { NAVIGATION } from "~/pages";

/** The eight entries of the top navigation, in the specification's order, in the page's language. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { words, language } = useSite();
  return (
    <ul className="nav-list">
      {NAVIGATION.map((item) => (
        <li key={item.path}>
          <NavLink to={pathIn(language, item.path)} end={item.path === "/"} onClick={onNavigate}>
            {words.pages[item.id]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
