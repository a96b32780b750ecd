import { NavLink } from "react-router";
import { NAVIGATION } from "~/pages";

/** The eight entries of the top navigation, in the specification's order. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="nav-list">
      {NAVIGATION.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end={item.path === "/"} onClick={onNavigate}>
            {item.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
