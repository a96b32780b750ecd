// Addresses that lead a browser to another site, for the tests that make sure no answer of the office, the
// preview or the site sends anyone there (issue 35, point 4), and every address an answer holds.

/** Addresses a browser reads as another site, or that become one once tidied ("/./" resolved, "\" read as "/"). */
export const HOSTILE_ADDRESSES = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "https:evil.example",
  "https://evil.example",
  "http:evil.example",
  "//evil.example@office.invalid",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "\t//evil.example",
  "javascript:alert(1)",
  "/hi//evil.example",
  "/hi/\\evil.example",
  "/hi/.//evil.example",
  "/hi/..//evil.example",
  "/hi/%2F%2Fevil.example",
  "/hi///evil.example",
  "//evil.example/hi",
];

/** What HTTP lets through in a request line (no space, tab or line break): the same forms, as sent by hand. */
export const inRequestLine = (form: string) => form.replace(/[\t\r\n]/g, "") || "/";

/** Every address in an answer a browser would follow or load: its Location, and each link, form, source and refresh of its page. */
export function addressesIn(headers: Record<string, string>, body: string) {
  const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
  const decoded = (text: string) =>
    text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex?: string, decimal?: string, name?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : (entities[name!.toLowerCase()] ?? whole),
    );
  const links = [...body.matchAll(/\s(?:href|action|src|formaction)="([^"]*)"/gi)].map((match) => decoded(match[1]!));
  const refreshes = [...body.matchAll(/http-equiv="refresh" content="\d+;\s*url=([^"]*)"/gi)].map((match) => decoded(match[1]!));
  return [...(headers.location === undefined ? [] : [headers.location]), ...links, ...refreshes];
}
