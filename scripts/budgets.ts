// The benchmarks' limits (budgets.json, their one source) and the verdict each benchmark ends with. Kept apart
// from bench-support.ts, which loads the built content: bench:office needs no build of its own.
import { readFileSync } from "node:fs";
import path from "node:path";

export type Budgets = {
  lighthouse: { minScore: Record<string, number>; maxLcpMs: number; maxCls: number; maxTbtMs: number };
  transfer: Record<"homeFirstViewWithoutVideo" | "video" | "galleryScrolled" | "albumOf13Scrolled" | "scriptGzipPerScreen", number>;
  server: { minHomeToStaticRequestsRatio: number; maxErrors: number; maxP99Ms: number; maxRssMB: number };
  cdn: { maxOriginRequestsPerPageAndEncoding: number; maxErrors: number; maxReaderP99Ms: number };
  office: { maxTextNoticeSeconds: number; maxPhotoNoticeSeconds: number; maxPublishMB: number; maxStackMB: number; maxPreviewStartSeconds: number; maxSiteGrowthMB: number };
};

export const budgets = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../budgets.json"), "utf8")) as Budgets;

/** Prints the broken budgets and sets a failing exit code when there are any. */
export function verdict(broken: string[]) {
  if (broken.length === 0) {
    console.log("\nEvery budget holds.");
    return;
  }
  console.log(`\n${broken.length} budget(s) broken:`);
  for (const line of broken) console.log(`  - ${line}`);
  process.exitCode = 1;
}
