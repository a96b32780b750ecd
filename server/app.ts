import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import { health } from "./health";
import { type BuildSource, pages, readOnly } from "./pages";
import { developmentMedia, staticFiles } from "./static-files";

export type AppOptions = {
  /** The React Router server build, or a loader for it (Vite in development). */
  build: BuildSource;
  /** build/client in production; absent in development, where Vite serves the files. */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: RequestHandler;
  /** In development, where the build keeps the photos' copies (.cache/media). */
  devMediaDir?: string;
  mode?: "production" | "development";
};

// Pages are compressed as they are sent; static text files were compressed by the build, and photos,
// video and PDFs are compressed already.
const isHtml = (_req: Request, res: Response) => /^text\/html/.test(String(res.getHeader("Content-Type") ?? ""));

/** The whole site as an Express app. Nothing listens here: server.ts does, and tests use it directly. */
export function createApp({ build, clientDir, devMiddleware, devMediaDir, mode = "production" }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.get("/healthz", health);
  app.use(compression({ filter: isHtml }));
  if (devMiddleware) app.use(devMiddleware);
  if (devMediaDir) app.use(developmentMedia(devMediaDir));
  if (clientDir) app.use(staticFiles(clientDir));
  app.use(readOnly);
  app.use(pages(build, mode));
  return app;
}
