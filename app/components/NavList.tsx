import { NavLink } from "react-router";
import { navigation } from "~/content/navigation";

/** The eight entries of the top navigation, in the specification's order. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="nav-list">
      {navigation.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
