// Starts the site: the production build by default, or Vite with hot reload when NODE_ENV=development.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./server/app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const development = process.env.NODE_ENV === "development";

async function productionApp() {
  const buildDir = path.resolve("build");
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  return createApp({ build, clientDir: path.join(buildDir, "client") });
}

async function developmentApp() {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return createApp({
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares,
    devMediaDir: path.resolve(".cache/media"),
    mode: "development",
  });
}

const app = development ? await developmentApp() : await productionApp();
const server = app.listen(port, host, (error?: Error) => {
  if (error) {
    console.error(`Could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`School website listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
export { server };
