// axe-core run in the page itself. @axe-core/playwright's analyze() injects axe again on every call and
// finishes each run in a blank page of its own: about a second a run on the two-core machine, where this
// takes a fifth of that, over the accessibility suite's sixty runs. The site has no frames for axe to enter.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every rule of WCAG 2.2 A and AA, and axe's best practices. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What axe finds wrong with the page (or the part of it `include` selects), one line per rule: its name and
 * the elements that fail it. Only violations are kept, so axe lists every node it fails and none that passed.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };
  const context: ElementContext = include ? { include: [include] } : { exclude: [] };
  type Axe = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  return page.evaluate(
    async ({ context, options }) => {
      const { violations } = await (window as unknown as { axe: Axe }).axe.run(context as ElementContext, options as RunOptions);
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { context: context as object, options: options as object },
  );
}
