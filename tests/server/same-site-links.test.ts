// Issue 35, point 4, on the site's pages (the preview shows the same ones): a page reached by an address that
// names another site ("/hi//evil.example", "/hi/\evil.example") links nowhere but where the site's own pages
// do. Before, its language switch led to "//evil.example", which a browser opens as evil.example.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer } from "../support/app";
import { addressesIn, HOSTILE_ADDRESSES, inRequestLine } from "../support/hostile-addresses";
import { rawRequest, sendRaw } from "../support/raw-http";

let server: Awaited<ReturnType<typeof startServer>>;
let port: number;
beforeAll(async () => {
  server = await startServer();
  port = Number(new URL(server.origin).port);
});
afterAll(() => server?.close());

const hostsOf = async (path: string) => {
  const answer = await sendRaw(port, rawRequest("GET", inRequestLine(path)));
  expect([path, answer.status]).toEqual([path, expect.toBeOneOf([200, 301, 308, 400, 404])]);
  return new Set(addressesIn(answer.headers, answer.body).map((address) => URL.parse(address, server.origin)?.host));
};

it("a page reached by a hostile address links only where the site's own pages link", async () => {
  // What the site's own not-found pages link to (the site itself, and the few places its footer names).
  const own = new Set([...(await hostsOf("/no-such-page")), ...(await hostsOf("/hi/no-such-page"))]);
  for (const form of HOSTILE_ADDRESSES) {
    for (const path of [form, `/hi${form}`]) {
      for (const host of await hostsOf(path)) expect([path, host]).toEqual([path, expect.toBeOneOf([...own])]);
    }
  }
});

it("and the switch of /hi//evil.example reads the English page of the site itself", async () => {
  const answer = await sendRaw(port, rawRequest("GET", "/hi//evil.example"));
  const switches = [...answer.body.matchAll(/<a class="[^"]*language-switch"[^>]*href="([^"]*)"/g)].map((match) => match[1]);
  expect(switches).toEqual(["/evil.example", "/evil.example"]);
});
