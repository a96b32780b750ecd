// What a publish or an undo tells the person to do next, in the words of where they are: commands at the
// server's keyboard (`npm run go-live`, here), buttons and pages in the office (office/publishing/directions.ts).
// The rest of what they say is the same.

export type Directions = {
  /** Where the publishes kept are listed: "npm run go-live:history lists" … */
  historyLists: string;
  /** How to go back to publish `publish`, the site before: "To go back to … , run npm run go-live:undo." */
  undo: (publish: number) => string;
  /** How to publish anyway, losing the photo addresses named (the flags that confirm it, for the terminal). */
  publishAnyway: (flags: string) => string;
  /** How to keep the photos instead, the live site's content being in `liveContent`. */
  keepPhotos: (liveContent: string) => string;
  /** How to use again a file an undo moved aside into `folder`. */
  useAgain: (folder: string) => string;
};

export const AT_THE_KEYBOARD: Directions = {
  historyLists: "npm run go-live:history lists",
  undo: () => "run npm run go-live:undo",
  publishAnyway: (flags) => `To publish it so anyway, run npm run go-live -- ${flags}`,
  keepPhotos: (liveContent) => `To keep them, put back what was removed: the live site's content is in ${liveContent}/ (its gallery.yaml and albums/).`,
  useAgain: (folder) => `To use one of them again, copy it from ${folder}/ back to the same place in content/, then run npm run go-live.`,
};
