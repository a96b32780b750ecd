import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a link opens another page without a full load, focus moves to <main>, as it does for the skip link.
 * Otherwise it stays on the link just followed, and nothing tells a screen reader that the page changed.
 */
export function useFocusMainOnNavigation() {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [page]);
}
