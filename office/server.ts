// `npm run office`: the school office, a second process beside the public site (README, "The office").
import type { AddressInfo } from "node:net";
import path from "node:path";
import { editorRouter } from "./editor/app";
import { installEditorPackages } from "./editor/packages";
import { startPreview } from "./editor/preview";
import { createHttpServer } from "../server/http-server";
import { countAccounts } from "./sign-in/accounts";
import { recordAudit } from "./audit";
import { createOfficeApp } from "./app";
import { bundleOfficeScript, readOfficeStyles } from "./browser-bundle";
import { systemClock } from "./clock";
import { loadOfficeConfig } from "./config";
import { createPublisher } from "./publishing/publisher";
import { openDatabase } from "./database";

const config = loadOfficeConfig();
const db = openDatabase(config.dataDir);
const [script, styles] = await Promise.all([bundleOfficeScript(), readOfficeStyles()]);
if (!(await installEditorPackages())) {
  console.error("The content editor's packages could not be installed: is this computer online? Start the office again.");
  process.exit(1);
}
// The preview: the site with what is saved, on this machine only (PREVIEW_PORT=0: none, as in the container).
const preview = config.previewPort === 0 ? undefined : await startPreview(config.repository, config.previewPort);
const editor = await editorRouter({
  repository: config.repository,
  address: `${config.origin}/edit`,
  siteUrl: preview ? `http://localhost:${config.previewPort}` : config.siteUrl,
  record: (res, action, detail) => recordAudit(db, systemClock, { actor: (res.locals as { account?: { name: string } }).account?.name ?? "someone", action, detail, address: res.req.ip ?? "" }),
});
const publishing = { publisher: createPublisher(), siteUrl: config.siteUrl };
const app = createOfficeApp({ db, origin: config.origin, trustProxy: config.trustProxy, clock: systemClock, script, styles, editor, publishing, contentDir: path.join(config.repository, "content") });
const server = createHttpServer(app, { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${config.port} is taken by another program. Start the office on another port: OFFICE_PORT=8081 npm run office`
      : `The office could not start: ${error.message}`,
  );
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`The school office is running at ${config.origin} (listening on ${config.host}:${port}; press Ctrl+C to stop).`);
  if (countAccounts(db) === 0) {
    console.log('There is no account yet. Make the first one with\n  npm run office:account -- add "Your Name"\nand open the one-time link it prints.');
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    preview?.stop();
    server.close(() => {
      db.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
