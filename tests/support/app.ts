// The production build's Express app factory (nothing listens until a test asks).
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { AppOptions } from "../../server/app";
import { codeIdOf } from "../../lib/code-version";
import { codeDir } from "../../lib/folders";
import { createLogger } from "../../lib/http/logging";
import { followLiveData } from "../../server/live-data";
import { TEST_DATA_DIR } from "./site-data";

export const root = path.resolve(import.meta.dirname, "../..");
export const clientDir = path.join(root, "build/client");

/** The sample content's data (or the data in `dir`), as the site reads it. */
export const siteData = (dir = TEST_DATA_DIR) => followLiveData({ link: dir, code: codeIdOf(codeDir) ?? "", logger: createLogger("silent") });

/** The production app with the sample content's data, quiet unless a test passes its own logger. */
export async function productionApp(options: Partial<AppOptions> = {}) {
  const { createApp } = (await import(path.join(root, "build/server/index.js"))) as typeof import("../../server/app");
  return createApp({ clientDir, data: await siteData(), logger: createLogger("silent"), ...options });
}

/** Starts the production app, or `handler`, on a free loopback port; call close() when done. */
export async function startServer(handler?: RequestListener) {
  const server = createServer(handler ?? (await productionApp()));
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
