// `npm run edit`: the office's form editor for content/, on this computer only. Decap CMS (a browser app, from
// node_modules) edits the content files through decap-server, its local "file system" backend: no account, no
// login, nothing on the internet. Nothing of this is in the built site or the container.
// EDITOR_PORT (8080) and DECAP_PORT (8081) choose the ports; CONTENT_REPO the folder that holds content/.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import express from "express";

const root = path.resolve(import.meta.dirname, "..");
const repository = path.resolve(process.env.CONTENT_REPO ?? root);
const editorPort = Number(process.env.EDITOR_PORT ?? 8080);
const decapPort = Number(process.env.DECAP_PORT ?? 8081);
const require = createRequire(import.meta.url);
const decapDist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));

// decap-server writes the files the editor saves, only inside `repository`, only for this computer.
const backend: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: repository, PORT: String(decapPort), BIND_HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: "inherit",
});

// The editor's settings, told where the local backend listens.
const config = readFileSync(path.join(root, "editor/config.yml"), "utf8").replace(
  /^local_backend: true$/m,
  `local_backend:\n  url: http://localhost:${decapPort}/api/v1\n  allowed_hosts: [localhost, 127.0.0.1]`,
);

const app = express();
app.get("/config.yml", (_req, res) => void res.type("text/yaml").send(config));
app.use(express.static(path.join(root, "editor"), { index: "index.html" }));
app.use(express.static(decapDist, { index: false }));
const server = app.listen(editorPort, "127.0.0.1", () => {
  console.log(`The content editor is open at http://localhost:${editorPort}/ (press Ctrl+C to stop).`);
  console.log("Save a change there, then run `npm run go-live` to put it on the site.");
  // Opens the browser where one can; a machine without a desktop just prints the address above.
  const opener = process.platform === "darwin" ? "open" : process.platform === "win32" ? "start" : "xdg-open";
  if (!process.env.CI && !process.env.EDITOR_NO_BROWSER) spawn(opener, [`http://localhost:${editorPort}/`], { stdio: "ignore", detached: true }).on("error", () => undefined).unref();
});
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${editorPort} is already in use (is the editor already open?). Or start it on another: EDITOR_PORT=${editorPort + 10} npm run edit` : error.message);
  backend.kill();
  process.exit(1);
});
const stop = () => {
  backend.kill();
  server.close(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
