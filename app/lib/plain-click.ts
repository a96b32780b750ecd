import type { MouseEvent } from "react";

/** A click that follows a link in place: not one that opens it in a new tab or window (a modifier, the middle button). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
