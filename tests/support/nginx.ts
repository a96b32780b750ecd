// nginx (Debian's nginx-light) as a caching CDN in front of the site, on loopback, from a temporary folder.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/bench-support";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * A CDN as the README asks for: it follows the site's Cache-Control (s-maxage, stale-while-revalidate),
 * keeps one copy per encoding (br, gzip or none, whatever else the reader's Accept-Encoding says), serves
 * a stale copy while one request fetches a fresh one, and lets only one request per copy reach the site.
 */
const config = (dir: string, port: number, origin: URL) => `
${process.getuid?.() === 0 ? "user root; # As root, nginx's workers would otherwise run as nobody, who may not write here." : ""}
worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=200m inactive=1h use_temp_path=off;
  map $http_accept_encoding $encoding {
    default identity;
    "~*\\bbr\\b" br;
    "~*\\bgzip\\b" gzip;
  }
  upstream site {
    server ${origin.host};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header Accept-Encoding $encoding;
      proxy_cache site;
      proxy_cache_key "$request_uri $encoding";
      # The key already holds the encoding; nginx's own Vary would compare readers' raw Accept-Encoding.
      proxy_ignore_headers Vary;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      # Readers of a copy being fetched wait for it, however long a busy origin takes (nginx's defaults let one
      # more request through after 5 s: a test machine running two files at once took longer to render 60 pages).
      proxy_cache_lock_timeout 60s;
      proxy_cache_lock_age 60s;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;

export type Cdn = { origin: string; errorLog: () => string; close: () => Promise<void> };

/** Starts nginx in front of `origin` on a free loopback port; call close() when done. */
export async function startCdn(origin: string): Promise<Cdn> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install nginx-light)`);
  const dir = mkdtempSync(path.join(tmpdir(), "cdn-"));
  const port = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), config(dir, port, new URL(origin)));
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const errorLog = () => stderr + (existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "");
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errorLog()}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not answer on ${url}: ${errorLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin: url,
    errorLog,
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGQUIT");
      }),
  };
}
