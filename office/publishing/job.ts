// One publish or undo asked for in the office, as its own process (office/publishing/publisher.ts starts it): the same
// steps, lock and history as `npm run go-live` at the server's keyboard (lib/publish/), recorded as the
// account that asked, with directions to the office's buttons rather than commands. Its lines are what the
// office shows while it runs; where it is (STEP) and what a refused publish needs confirmed (ASKS) come on
// lines of their own, which the office reads rather than shows.
//   job.ts publish "<account>" [--remove-album <folder>]… [--remove-photos <folder>]…
//   job.ts undo "<account>" <number>
import { parseArgs } from "node:util";
import { type PublishStep, publish, undo } from "../../lib/publish/publish";
import { siteSteps } from "../../lib/publish/steps";
import type { Removals } from "../../lib/publish/what-parents-see";
import { IN_THE_OFFICE } from "./directions";
import type { RunProgress } from "./publisher";
import { ASKS, PROBLEMS, STEP } from "./publisher";
import type { Problem } from "../../lib/content/read-yaml";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "remove-album": { type: "string", multiple: true }, "remove-photos": { type: "string", multiple: true } },
});
const [kind, account, number] = positionals;

async function main() {
  if (!account) throw new Error("an account's name is needed");
  const step = (progress: RunProgress) => console.log(`${STEP}${JSON.stringify(progress)}`);
  const steps = {
    ...siteSteps(`the office (${account})`, true, (done, total) => step({ step: "photos", done, total })),
    step: (name: PublishStep) => step({ step: name }),
    actor: { kind: "office" as const, account },
    directions: IN_THE_OFFICE,
    asks: (needed: Removals) => console.log(`${ASKS}${JSON.stringify(needed)}`),
    refused: (problems: Problem[]) => console.log(`${PROBLEMS}${JSON.stringify(problems)}`),
  };
  if (kind === "undo") return undo(steps, Number(number));
  return publish(steps, "go-live", { albums: values["remove-album"] ?? [], photos: values["remove-photos"] ?? [] });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.log(`The publish stopped: ${(error as Error).message}. The History page shows which site is live.`);
  process.exitCode = 1;
}
