import { Link } from "react-router";
import { footerLinks } from "~/lib/content/footer-links";
import { school } from "~/lib/content/school";
import type { FooterLink } from "~/lib/content-schema";
import { telUrl, whatsAppUrl } from "~/lib/contact";
import { documentById } from "~/lib/documents";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <ul className="plain-list">
            <li>
              Phone: <a href={telUrl(school.phone)}>{school.phone.display}</a>
            </li>
            <li>
              WhatsApp: <a href={whatsAppUrl(school.whatsapp)}>{school.whatsapp.display}</a>
            </li>
            <li>
              Email: <a href={`mailto:${school.email}`}>{school.email}</a>
            </li>
            <li>
              <address>{school.postalAddress}</address>
              <a href={school.mapUrl}>Show on map</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Important links</h2>
          <ul className="plain-list">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <FooterEntry link={link} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="copyright">
        © {school.name}. All rights reserved.
      </p>
    </footer>
  );
}

function FooterEntry({ link }: { link: FooterLink }) {
  if (link.to) return <Link to={link.to}>{link.label}</Link>;
  // A message to the school, already begun (WhatsApp or email): nothing is sent by the site itself.
  if (link.href) return <a href={link.href}>{link.label}</a>;
  if (link.document) {
    return (
      <a href={documentById(link.document).file} download>
        {link.label} (PDF)
      </a>
    );
  }
  return <span>{link.label}</span>;
}
