// The album's photo viewer: PhotoSwipe 5 and its stylesheet. The album page imports this module only when a
// reader opens a photo, so neither is part of any screen's first script or CSS.
import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
import "./photo-viewer.css";
import type { Dictionary } from "../../lib/site/i18n/en";

export type PhotoViewer = {
  /** The photo on screen, from 0. */
  readonly index: () => number;
  goTo: (index: number) => void;
  close: () => void;
};

type ViewerOptions = {
  slides: SlideData[];
  index: number;
  /** Names the dialog for a screen reader, e.g. "Annual Function: photos". */
  label: string;
  /** The viewer's own words (its buttons and "3 of 13"), in the page's language. */
  words: Dictionary["album"];
  reducedMotion: boolean;
  /** The reader moved to another photo (arrow, swipe, button). */
  onChange: (index: number) => void;
  /** The viewer is gone, whoever closed it; `index` is the photo it showed last. */
  onClosed: (index: number) => void;
};

export function openPhotoViewer({ slides, index, label, words, reducedMotion, onChange, onClosed }: ViewerOptions): PhotoViewer {
  const pswp = new PhotoSwipe({
    dataSource: slides,
    index,
    // Under reduced motion the photo appears and leaves without zooming out of its tile.
    showHideAnimationType: reducedMotion ? "none" : "zoom",
    indexIndicatorSep: words.of,
    closeTitle: words.closePhoto,
    zoomTitle: words.zoomPhoto,
    arrowPrevTitle: words.previousPhoto,
    arrowNextTitle: words.nextPhoto,
    errorMsg: words.photoFailed,
    // Opaque: on a phone the photo is a band across the screen, and the tiles behind, dimmed, showed around it.
    bgOpacity: 1,
    // The album page puts focus back on the tile of the photo shown last, which may not be the one opened.
    returnFocus: false,
  });
  // A modal dialog: the page behind it is out of reach of the Tab key and of a screen reader meanwhile.
  let behind: Element[] = [];
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-modal", "true");
    pswp.element?.setAttribute("aria-label", label);
    behind = [...document.body.children].filter((el) => el !== pswp.element && !el.hasAttribute("inert"));
    for (const el of behind) el.setAttribute("inert", "");
  });
  pswp.on("destroy", () => {
    for (const el of behind) el.removeAttribute("inert");
  });
  // PhotoSwipe ignores a close while it is still zooming in (the back button pressed at once, or while a slow
  // photo loads): such a close waits for the end of the opening instead.
  const close = () => {
    if (pswp.opener.isOpening) pswp.on("openingAnimationEnd", () => pswp.close());
    else pswp.close();
  };
  pswp.on("change", () => onChange(pswp.currIndex));
  pswp.on("destroy", () => onClosed(pswp.currIndex));
  pswp.init();
  return {
    index: () => pswp.currIndex,
    goTo: (to) => pswp.goTo(to),
    close,
  };
}
