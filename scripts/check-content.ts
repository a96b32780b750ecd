// Build step: stop the build when the content is wrong, before anything is made from it.
import path from "node:path";
import * as content from "../app/content/index";
import { checkContent } from "./content-check";

const publicDir = path.resolve(import.meta.dirname, "../public");

const problems = checkContent(content, publicDir);
if (problems.length > 0) {
  console.error(`The school's content has ${problems.length} problem(s); the site was not built:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log("Content is valid.");
