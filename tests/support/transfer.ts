// What a screen costs a phone: every response's bytes on the wire, as Chromium counts them (CDP).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { clientDir } from "./app";
import { gotoHydrated } from "./browser";

export type Transfer = { url: string; type: string; bytes: number };

/** Starts counting the bytes of every response the page receives; read the list once the page is done. */
export async function recordTransfers(page: Page): Promise<Transfer[]> {
  const session = await page.context().newCDPSession(page);
  const pending = new Map<string, { url: string; type: string }>();
  const transfers: Transfer[] = [];
  session.on("Network.responseReceived", ({ requestId, response, type }) => pending.set(requestId, { url: response.url, type }));
  session.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const response = pending.get(requestId);
    if (response) transfers.push({ ...response, bytes: encodedDataLength });
  });
  await session.send("Network.enable");
  return transfers;
}

/** Loads a screen, waits for React, and optionally scrolls to the end so every lazy photo loads. */
export async function visit(page: Page, url: string, { scroll }: { scroll: boolean }) {
  await gotoHydrated(page, url);
  if (scroll) await scrollToEnd(page);
}

/** Scrolls a loaded screen to the end in steps, as a reader would, and waits until every photo it asked for has come. */
export async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState("networkidle");
}

export const sumBytes = (transfers: Transfer[]) => transfers.reduce((total, t) => total + t.bytes, 0);

/** The gzip size of the scripts a screen loaded, from the build itself, whatever encoding was negotiated. */
export function scriptGzipBytes(transfers: Transfer[]) {
  return transfers
    .filter((t) => t.type === "Script")
    .reduce((total, t) => total + gzipSync(readFileSync(path.join(clientDir, new URL(t.url).pathname))).length, 0);
}
