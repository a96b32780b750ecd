// HTTP spoken by hand over a socket, so a test can send what real clients would never normalise away.
import { connect } from "node:net";

export type RawResponse = { status: number; head: string; headers: Record<string, string>; body: string };

/** Sends `request` as it is and reads the answer until the server closes the connection. */
export function sendRaw(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const head = text.slice(0, split);
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(head.split(" ")[1]), head, headers, body: text.slice(split + 4) });
    };
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may close while a huge request is still being written; its answer is what counts.
    socket.on("error", () => socket.destroy());
    socket.on("close", finish);
    // No half-close: Node drops a request whose client has finished sending before the answer is ready.
    socket.write(request);
  });
}

/** A request line and headers (Host and Connection: close unless given), then the body. */
export function rawRequest(method: string, target: string, headers: Record<string, string> = {}, body = "") {
  const all: Record<string, string> = { Host: "127.0.0.1", Connection: "close", ...headers };
  if (body) all["Content-Length"] ??= String(Buffer.byteLength(body));
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}
