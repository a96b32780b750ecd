import { useRef } from "react";
import { ContactActions } from "./ContactActions";
import { LanguageSwitch } from "./LanguageSwitch";
import { NavList } from "./NavList";
import { MENU } from "../../lib/site/pages";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";

const DRAWER_ID = "site-menu";

/**
 * The menu below 900 px: a button that opens a 240 px drawer from the right, the button's side. It holds the
 * navigation and the disclosure, then Call and WhatsApp, and the language switch: what a parent on a phone
 * looks for in a menu. With JavaScript the drawer is a modal <dialog> (focus moves in, Escape or the close
 * button close it, focus returns to the button, the page behind is inert). Before hydration, or without
 * JavaScript, the same controls are links and the drawer opens through CSS :target, so the navigation is
 * always reachable.
 */
export function MenuDrawer() {
  const hydrated = useHydrated();
  const { menu, closeMenu } = useSite().words.layout;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const open = () => dialog.current?.showModal();
  const close = () => dialog.current?.close();

  return (
    <>
      {hydrated ? (
        <button ref={opener} type="button" className="menu-button" aria-haspopup="dialog" aria-controls={DRAWER_ID} onClick={open}>
          <MenuIcon /> {menu}
        </button>
      ) : (
        <a className="menu-button" href={`#${DRAWER_ID}`}>
          <MenuIcon /> {menu}
        </a>
      )}
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        className="drawer"
        aria-label={menu}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) close();
        }}
      >
        <div className="drawer-top">
          {hydrated ? (
            <button type="button" className="drawer-close" onClick={close}>
              {closeMenu}
            </button>
          ) : (
            <a className="drawer-close" href="#main">
              {closeMenu}
            </a>
          )}
        </div>
        <nav aria-label={menu}>
          <NavList pages={MENU} onNavigate={close} />
        </nav>
        <ul className="drawer-actions">
          <ContactActions />
        </ul>
        <p className="drawer-language">
          <LanguageSwitch className="drawer-language-switch" onNavigate={close} />
        </p>
      </dialog>
    </>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
      <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
