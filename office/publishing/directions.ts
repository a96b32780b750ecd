// What a publish or an undo run from the office tells the clerk to do next: the office's own buttons and pages,
// named as they read (in English, as the rest of what a publish says), never a command.
import type { Directions } from "../../lib/publish/directions";
import { WORDS } from "../words";

const { goBackButton, publishAnywayButton, historyTitle, editLink } = WORDS.en;

export const IN_THE_OFFICE: Directions = {
  historyLists: `the ${historyTitle} page lists`,
  undo: (publish) => `choose "${goBackButton(publish)}" on the ${historyTitle} page`,
  publishAnyway: () => `To publish it so anyway, choose "${publishAnywayButton}" below.`,
  keepPhotos: () => `To keep them, choose "${editLink}" and put the album and its photos back, then publish again.`,
  useAgain: (folder) => `They are kept on the server, in ${folder}/: whoever runs the server can put one back.`,
};
