// Starts the site: the production build by default, or Vite with hot reload when NODE_ENV=development.
// Only the launcher lives here (settings, logs, listening, signals, following the live publish's data); the app
// itself is built by React Router together with the pages (server/app.ts → build/server/index.js), once per
// version of the code: a publish changes the data it serves, never its code.
// The settings first (the environment, then .env): lib/settings.ts.
import "./lib/settings";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { codeIdOf } from "./lib/code-version";
import { LIVE_LINK } from "./lib/content/site-data";
import { codeDir as codeBuildDir, contentDir, dataRoot } from "./lib/folders";
import { missingContent, refuse } from "./lib/settings";
import { createHttpServer } from "./lib/http/http-server";
import { createLogger, type Logger } from "./lib/http/logging";
import { gracefulStop } from "./lib/http/shutdown";
import { type Config, loadConfig, portInUse } from "./server/config";
import { followLiveData, type LiveData } from "./server/live-data";

type AppModule = typeof import("./server/app");

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * The content as data to serve: SITE_DATA (a folder, or a link to one: the preview's draft, a publish being
 * checked), else the school's `live` link, followed as publishes change it. Says in one line what to do when
 * there is none this code can read.
 */
async function liveDataOrExit(logger: Logger, code: string): Promise<LiveData> {
  if (process.env.SITE_DATA) return followLiveData({ link: path.resolve(process.env.SITE_DATA), code, logger });
  try {
    return await followLiveData({ link: path.join(dataRoot, LIVE_LINK), code, logger });
  } catch (error) {
    // Nothing published: a school folder with no content either is most likely the wrong folder.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") refuse(missingContent(contentDir) ?? `Nothing is published in ${dataRoot} yet: run npm run first-start once, which publishes its content.`);
    return refuse(`The site cannot serve what is published in ${dataRoot}: ${(error as Error).message}. Run npm run first-start, which publishes it again for this version.`);
  }
}

/** The production app: the code built once (build/server/index.js beside this launcher), the data followed. */
async function productionApp(config: Config, logger: Logger): Promise<RequestListener> {
  const codeDir = import.meta.dirname;
  const code = codeIdOf(codeDir);
  if (!code) {
    console.error(`${codeDir} is not a whole build of the site: run npm run build.`);
    process.exit(1);
  }
  const data = await liveDataOrExit(logger, code);
  const { createApp } = (await import(pathToFileURL(path.join(codeDir, "server/index.js")).href)) as AppModule;
  return createApp({ clientDir: path.join(codeDir, "client"), data, logger, siteUrl, trustProxy: config.trustProxy });
}

async function developmentApp(config: Config, logger: Logger): Promise<RequestListener> {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  // The data the live publish has, for the code of the last build (npm run dev makes them first).
  const data = await liveDataOrExit(logger, codeIdOf(codeBuildDir) ?? "");
  // Vite hands back a new module once a file it depends on changed: one app per version of the code.
  const apps = new WeakMap<AppModule, RequestListener>();
  const appFor = (module: AppModule) => {
    let app = apps.get(module);
    if (!app) {
      app = module.createApp({ data, devMiddleware: devServer.middlewares, mode: "development", logger, siteUrl, trustProxy: config.trustProxy });
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
const site = development ? await developmentApp(config, logger) : await productionApp(config, logger);
const server = createHttpServer(site, config.timeouts);
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
