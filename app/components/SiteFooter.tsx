import { Link } from "react-router";
import { footerLinks } from "~/content/navigation";
import { postalAddress, school } from "~/content/school";
import type { FooterLink } from "~/lib/content-schema";
import { documentById } from "~/lib/documents";

const digits = (phone: string) => phone.replace(/[^0-9+]/g, "");

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <ul className="plain-list">
            <li>
              Phone: <a href={`tel:${digits(school.phone)}`}>{school.phone}</a>
            </li>
            <li>
              WhatsApp: <a href={`https://wa.me/${digits(school.messagingNumber).replace("+", "")}`}>{school.messagingNumber}</a>
            </li>
            <li>
              Email: <a href={`mailto:${school.email}`}>{school.email}</a>
            </li>
            <li>
              <address>{postalAddress}</address>
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
  if ("to" in link) return <Link to={link.to}>{link.label}</Link>;
  if ("document" in link) {
    return (
      <a href={documentById(link.document).file} download>
        {link.label} (PDF)
      </a>
    );
  }
  return <span>{link.label}</span>;
}
