import { fillNodes } from "~/i18n/fill-nodes";
import { telUrl, whatsAppUrl } from "~/lib/contact";
import { useSite } from "~/lib/use-site";

/** Call and WhatsApp, the school's two ways to be reached at once: list items, for the home page and the menu. */
export function ContactActions() {
  const { school, words } = useSite();
  return (
    <>
      <li>
        <a className="button call" href={telUrl(school.phone)}>
          {/* The number on one line, whatever the button's width. */}
          {fillNodes(words.home.call, { phone: <span className="phone-number">{school.phone.display}</span> })}
        </a>
      </li>
      <li>
        <a className="button" href={whatsAppUrl(school.whatsapp)}>
          {words.home.whatsapp}
        </a>
      </li>
    </>
  );
}
