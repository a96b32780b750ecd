import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type Language, otherLanguage, pathIn } from "../../lib/site/language";
import { isPlainClick } from "~/lib/plain-click";
import { useSite } from "~/lib/use-site";

/** Each language's name, in itself: the switch is written in the language it leads to. */
const NAMES: Record<Language, { name: string; readIn: string }> = {
  en: { name: "English", readIn: "Read this page in English" },
  hi: { name: "हिन्दी", readIn: "यह पेज हिन्दी में पढ़ें" },
};

/**
 * The link to this page in the other language, in the header at every width: the same page, album and
 * query included. The photo open in an album (#photo-3) is in the address's hash, which the server never
 * sees: the link takes it along when followed.
 */
export function LanguageSwitch({ className = "language-switch", onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { language } = useSite();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = otherLanguage(language);
  const to = pathIn(target, pathname) + search;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isPlainClick(event) || !window.location.hash) return;
    event.preventDefault();
    navigate(to + window.location.hash);
  };
  return (
    <Link to={to} className={className} lang={target} hrefLang={target} aria-label={NAMES[target].readIn} onClick={follow}>
      {NAMES[target].name}
    </Link>
  );
}
