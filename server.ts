// Starts the site: the production build by default, or Vite with hot reload when NODE_ENV=development.
// Only the launcher lives here (settings, logs, listening, signals); the app itself is built by React
// Router together with the pages (server/app.ts → build/server/index.js).
import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Config, loadConfig } from "./server/config";
import { createHttpServer } from "./server/http-server";
import { createLogger, type Logger } from "./server/logging";
import { gracefulStop } from "./server/shutdown";

type AppModule = typeof import("./server/app");

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function productionApp(config: Config, logger: Logger): Promise<RequestListener> {
  const buildDir = path.resolve("build");
  const { createApp } = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppModule;
  return createApp({ clientDir: path.join(buildDir, "client"), logger, siteUrl: config.siteUrl, trustProxy: config.trustProxy });
}

async function developmentApp(config: Config, logger: Logger): Promise<RequestListener> {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
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
        siteUrl: config.siteUrl,
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

const config = configOrExit();
const logger = createLogger(config.logLevel);
const createSite = process.env.NODE_ENV === "development" ? developmentApp : productionApp;
const server = createHttpServer(await createSite(config, logger), config.timeouts);
const stop = gracefulStop(server, logger);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("error", (error) => {
  logger.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as { port: number };
  logger.info({ url: `http://${config.host}:${port}` }, "listening");
});
