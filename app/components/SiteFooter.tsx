import { Link } from "react-router";
import { ContentText, textOf } from "./ContentText";
import { fill } from "../../lib/site/i18n/fill";
import type { FooterLink } from "../../lib/content/schema";
import { telUrl, whatsAppUrl } from "~/lib/contact";
import { type Language, pathIn, plain } from "../../lib/site/language";
import { useSite } from "~/lib/use-site";

export function SiteFooter() {
  const { school, footerLinks, words, language } = useSite();
  const text = words.footer;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{text.contactUs}</h2>
          <ul className="plain-list">
            <li>
              {text.phone}: <a href={telUrl(school.phone)}>{school.phone.display}</a>
            </li>
            <li>
              {text.whatsapp}: <a href={whatsAppUrl(school.whatsapp)}>{school.whatsapp.display}</a>
            </li>
            <li>
              {text.email}: <a href={`mailto:${school.email}`}>{school.email}</a>
            </li>
            <li>
              <address {...textOf(school.postalAddress)} />
              <a href={school.mapUrl}>{text.showOnMap}</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{text.importantLinks}</h2>
          <ul className="plain-list">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <FooterEntry link={link} language={language} pdf={text.pdf} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="copyright">{fill(text.copyright, { school: plain(school.name) })}</p>
    </footer>
  );
}

function FooterEntry({ link, language, pdf }: { link: FooterLink; language: Language; pdf: string }) {
  if (link.to) {
    return (
      <Link to={pathIn(language, link.to)}>
        <ContentText text={link.label} />
      </Link>
    );
  }
  // A message to the school, already begun (WhatsApp or email): nothing is sent by the site itself.
  if (link.href) return <a href={link.href} {...textOf(link.label)} />;
  if (link.file) return <a href={link.file} download {...textOf(fill(pdf, { title: link.label }))} />;
  return <span {...textOf(link.label)} />;
}
