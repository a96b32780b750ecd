// Kept apart from bench-support.ts, which loads the built content: the office's browser test needs no site build.
/** Debian's Chromium, headless and quiet: no updates, sync or background traffic to disturb a measurement. */
export const HEADLESS_CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
