// `npm run office`: the school office, a second process beside the public site (README, "The office").
// The settings first (the environment, then .env): lib/settings.ts.
import { missingContent, refuse, settingsOrRefuse } from "../lib/settings";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { auditRecorder, editorRouter } from "./editor/app";
import { startPreviewSite } from "./preview/site";
import { createHttpServer } from "../lib/http/http-server";
import { countAccounts } from "./sign-in/accounts";
import { createOfficeApp } from "./app";
import { readOfficeAssets } from "./assets";
import { HOUR_MS, MINUTE_MS, systemClock } from "./clock";
import { loadOfficeConfig } from "./config";
import { createPreviewGate, PREVIEW_IDLE_MS } from "./preview/gate";
import { previewPasses } from "./preview/passes";
import { createPublisher } from "./publishing/publisher";
import { openDatabase } from "./database";

const config = settingsOrRefuse(loadOfficeConfig);
// Nothing to edit or publish: a new server's first start has not run, or SCHOOL_DATA_DIR names another folder.
const noContent = missingContent(path.join(config.repository, "content"));
if (noContent) refuse(noContent);
const db = openDatabase(config.dataDir);
const [script, styles] = await readOfficeAssets().catch((error: Error) => refuse(`The office cannot start: ${error.message}.`));
// The preview: the site with what is saved, at its own address, for whoever is signed in (PREVIEW_PORT=0: none).
const preview = config.previewPort === 0 ? undefined : { origin: config.previewOrigin, passes: previewPasses(db, systemClock) };
const editor = await editorRouter({
  repository: config.repository,
  // The editor's "view" links go through the office, which lets the person into the preview.
  siteUrl: preview ? `${config.origin}/preview` : config.siteUrl,
  record: auditRecorder(db, systemClock),
  uploadsDir: path.join(config.dataDir, "editor-uploads"),
});
const publishing = { publisher: createPublisher({ db }), siteUrl: config.siteUrl };
const app = createOfficeApp({ db, origin: config.origin, trustProxy: config.trustProxy, clock: systemClock, script, styles, editor, publishing, contentDir: path.join(config.repository, "content"), preview });
// A photo or a PDF sent from a phone on a rural uplink (64 kB/s) takes minutes: a request may take an hour (thirty
// photos of 5 MB, from a browser without script to shrink them, take 40 minutes), as long as its body keeps
// coming at 1.6 kB/s or more, a fortieth of that uplink; one that stalls for 20 s is cut (within 40 s).
const TIMEOUTS = { headersMs: 10_000, requestMs: HOUR_MS, keepAliveMs: 5_000, bodyPace: { bytes: 32 * 1024, windowMs: 20_000 } };
const server = createHttpServer(app, TIMEOUTS);

// Its site runs only while someone uses it: started when a signed-in person comes, stopped after 15 minutes without one.
const previewGate =
  preview &&
  createPreviewGate({
    passes: preview.passes,
    previewOrigin: preview.origin,
    officeOrigin: config.origin,
    clock: systemClock,
    styles,
    startSite: () => startPreviewSite(config.repository),
    idleMs: PREVIEW_IDLE_MS,
    checkEveryMs: MINUTE_MS,
  });

const cannotListen = (port: number, setting: string) => (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${port} is taken by another program. Start the office on another port: ${setting}=${port + 1} npm run office`
      : `The office could not start: ${error.message}`,
  );
  process.exit(1);
};
server.on("error", cannotListen(config.port, "OFFICE_PORT"));
const previewServer = previewGate && createHttpServer(previewGate.handle, TIMEOUTS);
previewServer?.on("error", cannotListen(config.previewPort, "PREVIEW_PORT"));
previewServer?.listen(config.previewPort, config.previewHost);

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`The school office is running at ${config.origin} (listening on ${config.host}:${port}; press Ctrl+C to stop).`);
  if (countAccounts(db) === 0) {
    console.log('There is no account yet. Make the first one with\n  npm run office:account -- add "Your Name"\nand open the one-time link it prints.');
  }
});

/**
 * How long a stop waits for a publish going on to end: it stops between two steps within a second or two, or
 * finishes putting the site live. Well within the 15 s that compose.yaml and the systemd unit give the office.
 */
const PUBLISH_STOP_MS = 10_000;

// A stop (Ctrl+C, or SIGTERM from the container's init or systemd): no new connections, the publish going on
// stopped and recorded as abandoned (publishing/publisher.ts), the requests under way answered, then exit 0.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    previewGate?.stop();
    previewServer?.close();
    previewServer?.closeAllConnections();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await Promise.race([publishing.publisher.stop(), sleep(PUBLISH_STOP_MS)]);
    // And those that went idle meanwhile (a run's page following the publish).
    server.closeIdleConnections();
    await closed;
    db.close();
    process.exit(0);
  });
}
