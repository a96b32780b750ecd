// Starts the site: the production build by default, or Vite with hot reload when NODE_ENV=development.
// Only the launcher lives here (settings, logs, listening, signals, following the live build); the app itself
// is built by React Router together with the pages (server/app.ts → build/server/index.js).
// The settings first (the environment, then .env): lib/settings.ts.
import "./lib/settings";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Config, loadConfig, portInUse } from "./server/config";
import { createHttpServer } from "./lib/http/http-server";
import type { BuildStatus } from "./lib/publish/running-site";
import { followLiveBuild } from "./server/live-build";
import { createLogger, type Logger } from "./lib/http/logging";
import { gracefulStop } from "./lib/http/shutdown";

type AppModule = typeof import("./server/app");

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

let loads = 0;

/** The app of the build in `buildDir` (its real folder, so it keeps serving its own files whatever the link names later). */
async function productionApp(config: Config, logger: Logger, buildDir: string, served: () => BuildStatus): Promise<RequestListener> {
  const entry = pathToFileURL(path.join(buildDir, "server/index.js"));
  // A new address each time: Node's module cache would hand back the build it loaded before.
  entry.search = `load=${++loads}`;
  const { createApp } = (await import(entry.href)) as AppModule;
  return createApp({ clientDir: path.join(buildDir, "client"), logger, siteUrl, trustProxy: config.trustProxy, served });
}

async function developmentApp(config: Config, logger: Logger): Promise<RequestListener> {
  const vite = await import("vite");
  // HOT_RELOAD=off (the office's preview, which reloads its pages itself): no websocket of Vite's, whose one port
  // would be taken by a second preview on the machine and which a TLS proxy in front would not reach. Told the
  // socket is on the page's own server (a server that never listens: nothing answers there), Vite's script in
  // the page gives up with a line in the console instead of an error.
  const quiet = process.env.HOT_RELOAD === "off" ? { ws: false as const, hmr: { server: createServer() } } : {};
  const devServer = await vite.createServer({ server: { middlewareMode: true, ...quiet } });
  // Vite hands back a new module once a file it depends on changed: one app per version of the code.
  const apps = new WeakMap<AppModule, RequestListener>();
  const appFor = (module: AppModule) => {
    let app = apps.get(module);
    if (!app) {
      app = module.createApp({
        devMiddleware: devServer.middlewares,
        devMediaDir: path.resolve(".cache/media"),
        mode: "development",
        logger,
        siteUrl,
        trustProxy: config.trustProxy,
      });
      apps.set(module, app);
    }
    return app;
  };
  return (req, res) => {
    (devServer.ssrLoadModule("./server/app.ts") as Promise<AppModule>).then(
      (module) => appFor(module)(req, res),
      (error: Error) => {
        devServer.ssrFixStacktrace(error);
        logger.error({ err: error }, "could not load the app");
        res.statusCode = 500;
        res.end(String(error.stack ?? error));
      },
    );
  };
}

/** Where a person can open the site: an address that listens everywhere is opened as localhost. */
function visitorUrl(host: string, port: number) {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const config = configOrExit();
// Without SITE_URL, links and feeds name the address the site listens on (its port known once it listens).
let listeningUrl = visitorUrl(config.host, config.port);
const siteUrl = config.siteUrl ?? (() => listeningUrl);
const logger = createLogger(config.logLevel);
const development = process.env.NODE_ENV === "development";
let site: RequestListener;
if (development) site = await developmentApp(config, logger);
else {
  // The build BUILD_DIR names now, and each one it names later (server/live-build.ts).
  await followLiveBuild({
    link: path.resolve(process.env.BUILD_DIR || "build"),
    load: (buildDir, served) => productionApp(config, logger, buildDir, served),
    use: (app) => (site = app),
    logger,
  });
}
// Each request goes to the app of the moment; one in flight during a reload finishes on the app it started on.
const server = createHttpServer((req, res) => site(req, res), config.timeouts);
const stop = gracefulStop(server, logger);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// For `npm run go-live` at the server's keyboard (lib/publish/running-site.ts): where to ask this server
// which build it serves.
const stateFile = process.env.SITE_STATE_FILE && path.resolve(process.env.SITE_STATE_FILE);
const writeState = (url: string) => {
  if (!stateFile) return;
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, `${JSON.stringify({ url })}\n`);
};

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    console.error(portInUse(config.port));
  } else {
    logger.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
  }
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as { port: number };
  logger.info({ url: `http://${config.host}:${port}` }, "listening");
  const url = visitorUrl(config.host, port);
  listeningUrl = url;
  if (!config.siteUrl && !development) logger.warn({ siteUrl: url }, `SITE_URL is not set: links and feeds will name ${url}. Set SITE_URL to the site's public address.`);
  // A person at a terminal gets plain words too; logs and machines keep the JSON line.
  if (process.stdout.isTTY) {
    console.log(`The school website is running at ${url} (press Ctrl+C to stop).`);
    process.on("exit", () => console.log("The school website has stopped."));
  }
  writeState(url);
  if (stateFile) process.on("exit", () => rmSync(stateFile, { force: true }));
});
