// Issue 35, point 4, on the site's pages (the preview shows the same ones): a page reached by an address that
// names another site ("/hi//evil.example", "/hi/\evil.example") links nowhere but where the site's own pages
// do. Before, its language switch led to "//evil.example", which a browser opens as evil.example.
import { expect, it } from "vitest";
import { startServer } from "../support/app";
import { addressesIn, HOSTILE_ADDRESSES, inRequestLine } from "../support/hostile-addresses";
import { rawRequest, sendRaw } from "../support/raw-http";

it("a page reached by a hostile address links only where the site's own pages link; its language switch to the site itself", async () => {
  const server = await startServer();
  const get = (path: string) => sendRaw(Number(new URL(server.origin).port), rawRequest("GET", inRequestLine(path)));
  const hostsOf = async (path: string) => {
    const answer = await get(path);
    expect([path, answer.status]).toEqual([path, expect.toBeOneOf([200, 301, 308, 400, 404])]);
    return new Set(addressesIn(answer.headers, answer.body).map((address) => URL.parse(address, server.origin)?.host));
  };
  try {
    // What the site's own not-found pages link to (the site itself, and the few places its footer names).
    const own = new Set([...(await hostsOf("/no-such-page")), ...(await hostsOf("/hi/no-such-page"))]);
    for (const form of HOSTILE_ADDRESSES) {
      for (const path of [form, `/hi${form}`]) {
        for (const host of await hostsOf(path)) expect([path, host]).toEqual([path, expect.toBeOneOf([...own])]);
      }
    }
    const { body } = await get("/hi//evil.example");
    expect([...body.matchAll(/<a class="[^"]*language-switch"[^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual(["/evil.example", "/evil.example"]);
  } finally {
    await server.close();
  }
});
