import { Link } from "react-router";
import { LanguageSwitch } from "./LanguageSwitch";
import { MenuDrawer } from "./MenuDrawer";
import { NavList } from "./NavList";
import { Picture } from "./Picture";
import { textOf } from "./ContentText";
import { pathIn } from "../../lib/site/language";
import { SIZES } from "~/lib/media";
import { useSite } from "~/lib/use-site";

export function SiteHeader() {
  const { school, words, language } = useSite();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to={pathIn(language, "/")} className="brand">
          <Picture src={school.logo} alt="" sizes={SIZES.crest} priority="low" lazy={false} />
          <span {...textOf(school.name)} />
        </Link>
        <nav aria-label={words.layout.mainNavigation} className="main-nav">
          <NavList />
        </nav>
        <LanguageSwitch />
        <MenuDrawer />
      </div>
    </header>
  );
}
