import compression from "compression";
import express, { type RequestHandler } from "express";
import { health } from "./health";
import { type BuildSource, pages, readOnly } from "./pages";
import { seoFiles } from "./seo";
import { staticFiles } from "./static-files";

export type AppOptions = {
  /** The React Router server build, or a loader for it (Vite in development). */
  build: BuildSource;
  /** build/client in production; absent in development, where Vite serves the files. */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: RequestHandler;
  mode?: "production" | "development";
};

/** The whole site as an Express app. Nothing listens here: server.ts does, and tests use it directly. */
export function createApp({ build, clientDir, devMiddleware, mode = "production" }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.get("/healthz", health);
  app.use(compression());
  app.use(seoFiles());
  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) app.use(staticFiles(clientDir));
  app.use(readOnly);
  app.use(pages(build, mode));
  return app;
}
