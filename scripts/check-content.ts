// `npm run check:content`: checks the school's content with the rules a publish uses, and says what it finds:
// every problem with its file, line and field, and the reminders (Hindi not written yet, or maybe out of date).
// Nothing is written.
import { contentDir, dataRoot } from "../lib/folders";
import { contentWarnings, loadContent, problemsReport } from "../lib/content/load";
import { contentOf, layoutOf, liveNumber } from "../lib/publish/builds";

const layout = layoutOf(dataRoot);
const live = await liveNumber(layout);
const { content, problems } = await loadContent(contentDir, { publishedDir: live === null ? undefined : contentOf(layout, live) });
if (!content) {
  console.error(problemsReport(problems));
  process.exit(1);
}
for (const line of contentWarnings(content)) console.log(line);
