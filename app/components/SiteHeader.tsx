import { Link } from "react-router";
import { MenuDrawer } from "./MenuDrawer";
import { NavList } from "./NavList";
import { Picture } from "./Picture";
import { school } from "~/lib/content/school";
import { SIZES } from "~/lib/media";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand">
          <Picture src={school.logo} alt="" sizes={SIZES.crest} lazy={false} />
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
