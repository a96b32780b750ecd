// Issue 35, point 10: names as people write them, and never a line break where a line is read. A phone's
// Hindi file name arrives as written (multer read it as Latin-1: "à¤ªà¥‡à¤¡à¤¼" for "पेड़"); an account's name
// with a line break or a control character is refused when it is made; and the record of who did what, the
// account command's list and the publishes' history keep every name on its one line, however it was typed.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAccountCommand } from "../../office/account-command";
import { auditEntries, recordAudit } from "../../office/audit";
import { createAccount, listAccounts } from "../../office/sign-in/accounts";
import { historyLines } from "../../lib/publish/history";
import type { HistoryEntry } from "../../lib/publish/live-history";
import { phonePhoto } from "../support/phone-photo";
import { type Office, officeOnContentCopy, request } from "./support";

/** Names that would start a line of their own, or change what a terminal shows. */
const FORGING_NAMES = [
  "Ramesh\n2026-12-01 10:00  signed in  Sunita Verma",
  "Ramesh\r\nSunita Verma",
  "Ramesh\rSunita",
  "Ramesh\tKumar",
  "Ramesh\u2028Kumar",
  "Ramesh\u0085Kumar",
  "Ramesh\u001b[2KSunita",
  "\u202Eramesh",
  "Ramesh\u0000",
];

let contentDir: string;
let office: Office;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => ({ office, contentDir, cookie, close } = await officeOnContentCopy("office-names-")), 60_000);
afterAll(() => close());

const formPost = (pathname: string, body: FormData) => fetch(`${office.url}${pathname}`, { method: "POST", body, redirect: "manual", headers: { cookie, "sec-fetch-site": "same-origin" } });
const decoded = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("a phone's Hindi file names", () => {
  it("reach an album as written, and the page names them so", async () => {
    const album = path.join(contentDir, "albums/schoolSportImages");
    const before = await readdir(album);
    const body = new FormData();
    body.append("photos", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "पेड़ लगाना.jpg");
    const answer = await formPost("/albums/schoolSportImages/photos", body);
    expect(answer.status).toBe(200);
    expect(decoded(await answer.text())).toContain("1 photo added to Sports: पेड़ लगाना.jpg.");
    expect((await readdir(album)).filter((name) => !before.includes(name))).toEqual(["पेड़ लगाना.jpg"]);
  }, 60_000);

  it("are kept on the notice form as written while a field is still to fill in", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ title: "", published: "2026-12-05", category: "event", text: "Every class plants a tree.", then: "save" })) body.append(name, value);
    body.append("attachment", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "वृक्षारोपण दिवस.jpg");
    const answer = await formPost("/hi/notice/new", body);
    expect(answer.status).toBe(422);
    const page = decoded(await answer.text());
    expect(page).toContain('name="held-name" value="वृक्षारोपण दिवस.jpg"');
    expect(page).toContain("वृक्षारोपण दिवस.jpg");
    expect(page).not.toContain("à¤");
  }, 60_000);
});

describe("an account's name", () => {
  const run = (...args: string[]) => {
    const printed: string[] = [];
    const code = runAccountCommand(args, { db: office.db, clock: office.clock, origin: office.origin, print: (line) => printed.push(line) });
    return { code, printed };
  };

  it("with a line break or a control character is refused when it is made, saying why; a Hindi name is made", () => {
    const before = listAccounts(office.db).length;
    for (const name of FORGING_NAMES) {
      expect([name, run("add", name)]).toEqual([name, { code: 1, printed: ["Not added: the name has a line break or a control character: write it on one line."] }]);
    }
    expect(listAccounts(office.db).length).toBe(before);
    const made = run("add", "सुनीता वर्मा");
    expect(made.code).toBe(0);
    expect(made.printed[0]).toBe('Account "सुनीता वर्मा" made.');
  });

  it("already in the database (an older office made it) is listed on its one line", () => {
    // Kept as written by the account code itself (it makes spaces of line breaks, but not of these).
    createAccount(office.db, office.clock, "Old\u0085Name\u001b[2K\u202E");
    const { printed } = run("list");
    expect(printed).toContain("Old\\u0085Name\\u001b[2K\\u202e: not set up yet; made 2026-12-01 04:30 UTC");
    for (const line of printed) expect(line).not.toMatch(/[\p{Cc}\u202E]/u);
    const missing = run("remove", "No\u0007body").printed[0]!;
    expect(missing).toMatch(/^There is no account named "No\\u0007body"\. The accounts are: .*"Old\\u0085Name\\u001b\[2K\\u202e"/);
    expect(missing).not.toMatch(/[\p{Cc}\u202E]/u);
  });
});

describe("the record of who did what", () => {
  it("keeps each field of an entry on one line, nothing lost: a name typed at the sign-in cannot forge an entry", async () => {
    for (const name of [FORGING_NAMES[0]!, FORGING_NAMES[6]!]) await request(office, "/sign-in", { form: { name, password: "a wrong password, long enough" } });
    recordAudit(office.db, office.clock, { actor: "Ramesh\nKumar", action: "saved", detail: "content/albums/a\nb.jpg", address: "10.0.0.1\r\n" });
    const entries = auditEntries(office.db);
    for (const entry of entries) for (const field of [entry.actor, entry.action, entry.detail, entry.address]) expect(field).not.toMatch(/[\p{Cc}\u2028\u202E]/u);
    const refused = entries.filter((entry) => entry.action === "sign-in refused").map((entry) => entry.detail);
    expect(refused).toContain('wrong password for the name "Ramesh\\n2026-12-01 10:00  signed in  Sunita Verma"');
    expect(refused).toContain('wrong password for the name "Ramesh\\u001b[2KSunita"');
    expect(entries.at(-1)).toMatchObject({ actor: "Ramesh\\nKumar", detail: "content/albums/a\\nb.jpg", address: "10.0.0.1\\r\\n" });
  });
});

describe("the publishes' history (npm run go-live:history)", () => {
  it("shows each publish on its own line, whatever the account's name or the files' names hold", () => {
    const entry: HistoryEntry = {
      at: "2026-12-01T05:00:00.000Z",
      kind: "publish",
      live: 3,
      from: 2,
      changes: { changed: ["notices/a\n2026-12-01  publish 9 (by Sunita)   <- the live site.yaml"], added: [], removed: [] },
      by: { kind: "office", account: "Ramesh\n  Tue 1 Dec 2026, 10:30  publish 9" },
      kept: true,
      liveNow: true,
      madeAt: null,
      madeBy: null,
    };
    const lines = historyLines([entry], undefined, [3], 1_000_000, 10);
    expect(lines.filter((line) => line.includes("publish 9"))).toHaveLength(2);
    expect(lines.find((line) => line.includes("by Ramesh"))).toMatch(/publish 3 \(replacing publish 2; by Ramesh\\n {2}Tue 1 Dec 2026, 10:30 {2}publish 9\) {3}<- the live site$/);
    for (const line of lines) expect(line).not.toMatch(/[\n\r]/);
  });
});
