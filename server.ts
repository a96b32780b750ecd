// Starts the site: the production build by default, or Vite with hot reload when NODE_ENV=development.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./server/app";
import { type Config, loadConfig } from "./server/config";
import { createHttpServer } from "./server/http-server";
import { createLogger, type Logger } from "./server/logging";
import { gracefulStop } from "./server/shutdown";

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function productionApp(config: Config, logger: Logger) {
  const buildDir = path.resolve("build");
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  return createApp({ build, clientDir: path.join(buildDir, "client"), logger, siteUrl: config.siteUrl, trustProxy: config.trustProxy });
}

async function developmentApp(config: Config, logger: Logger) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return createApp({
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares,
    devMediaDir: path.resolve(".cache/media"),
    mode: "development",
    logger,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
  });
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
