import { Link } from "react-router";
import { MenuDrawer } from "./MenuDrawer";
import { NavList } from "./NavList";
import { school } from "~/content/school";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand">
          <img src={school.logo} alt="" width={48} height={48} />
          <span>{school.name}</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <NavList />
        </nav>
        <MenuDrawer />
      </div>
    </header>
  );
}
