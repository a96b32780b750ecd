// The content editor's backend, attacked through the signed-in office's HTTP API as a stranger with a clerk's
// session would (issue 35, "The editor's proxy has side doors"): every path outside what the forms own, in every
// way of writing it, for every action; a save by a path with a leading slash; photos written by persistMedia or
// with a save's assets; deletes of a form's own file or of the example; uploads into folders no field names, or
// of what is not a photo or a PDF; links planted in content/ (to a file, to a folder, a pipe). Each refused,
// recorded, and nothing changed on disk, nothing read from outside. And what the clerk does still works.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { auditEntries } from "../../office/audit";
import { HELD_FOR_MS, letGoUnsaved } from "../../office/editor/uploads";
import { WORDS } from "../../office/words";
import { type Office, request, startEditorOffice } from "./support";

let editing: Awaited<ReturnType<typeof startEditorOffice>>;
let office: Office;
let cookie: string;
/** The school's files, as the office edits them: content/ and album-notes/. */
let school: string;
/** A folder beside them that nothing of the editor may read or change. */
let outside: string;

const SECRET = "SECRET-OUTSIDE-THE-CONTENT";
const contentFile = (name: string) => path.join(school, "content", name);

beforeAll(async () => {
  editing = await startEditorOffice("editor-gate");
  ({ office, cookie, school } = editing);
  outside = path.join(editing.folder, "outside");
  await mkdir(outside);
  // A notice whose check fails (no category), and whose title is a secret: a check reading it would say so.
  await writeFile(path.join(outside, "secret.yaml"), `title: ${SECRET}\npublished: 2027-01-01\ntext:\n  - ${SECRET}\n`);
  await writeFile(path.join(outside, "photo.jpg"), await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } }).jpeg().toBuffer());
}, 60_000);

afterAll(() => editing.close());

/** One action of Decap's backend, as the editor's page sends it (at /hi/edit/ in Hindi). */
const act = (action: string, params: unknown, language = "") => request(office, `${language}/edit/api/v1`, { json: { branch: "master", action, params }, cookie });

/** A file chosen in the photo picker, as its page sends it. */
const upload = (query: Record<string, string>, bytes: Buffer, type = "application/octet-stream") =>
  fetch(`${office.url}/edit/upload?${new URLSearchParams(query)}`, { method: "POST", body: new Uint8Array(bytes), headers: { cookie, "sec-fetch-site": "same-origin", "content-type": type } });

/** Every file, folder and link under `dir`, as it is on disk (a link as where it points, never followed), with each file's hash. */
async function snapshot(dir = editing.folder): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  async function walk(at: string) {
    for (const name of await readdir(at)) {
      const file = path.join(at, name);
      const relative = path.relative(dir, file);
      const stat = await lstat(file);
      if (stat.isSymbolicLink()) seen[relative] = `link to ${await readlink(file)}`;
      else if (stat.isDirectory()) await walk(file);
      else if (stat.isFile()) seen[relative] = createHash("sha256").update(await readFile(file)).digest("hex");
      else seen[relative] = "other";
    }
  }
  await walk(dir);
  // The office's own folder of uploads waiting for a save is not the school's.
  return Object.fromEntries(Object.entries(seen).filter(([name]) => !name.startsWith("uploads")));
}

const refusals = () => auditEntries(office.db).filter((entry) => entry.action === "refused");

/** Every action a page could ask for with a file or folder, naming `file`. */
const attemptsOn = (file: string): [string, unknown][] => [
  ["getEntry", { path: file }],
  ["entriesByFiles", { files: [{ path: file, label: "x" }] }],
  ["entriesByFolder", { folder: file, extension: "yaml", depth: 1 }],
  ["persistEntry", { dataFiles: [{ path: file, slug: "x", raw: "title: x\n" }], assets: [], options: { commitMessage: "x" } }],
  ["getMediaFile", { path: file }],
  ["getMedia", { mediaFolder: file }],
  ["deleteFiles", { paths: [file], options: { commitMessage: "x" } }],
  // Actions decap-server had, which the office's editor never needs.
  ["persistMedia", { asset: { path: file, content: Buffer.from(SECRET).toString("base64"), encoding: "base64" }, options: { commitMessage: "x" } }],
  ["deleteFile", { path: file }],
];

describe("the editor's one gate", () => {
  it("refuses every path outside what the forms own, however it is written, for every action: 403, recorded, nothing read or changed", async () => {
    const before = await snapshot();
    const paths = [
      "../server.ts",
      "content/../../outside/secret.yaml",
      "/etc/passwd",
      "content%2F..%2F..%2Foutside%2Fsecret.yaml",
      "content%252F..%252F..%252Foutside%252Fsecret.yaml",
      "content\\..\\..\\outside\\secret.yaml",
      "content/notices/../../../outside/secret.yaml",
      // A notice's name on its face, a form's file once read as a path.
      "content/notices/..%2Fschool.yaml",
      "content/notices/..\\school.yaml",
      // Full-width full stops and solidus, and a fraction slash: characters that stand for others.
      "content/．．/．．/outside/secret.yaml",
      "content／notices／secret.yaml",
      "content/notices∕..∕..∕outside∕secret.yaml",
      "content/notices/\u202Elmay.terces",
      "content/notices/x\u0000.yaml",
      "content/.git/config",
      "content/notices/example.yaml",
      "content/notices/2026-09-15-half-yearly-date-sheet.pdf",
      "content/photos/logo.png.yaml",
      "album-notes/../content/school.yaml",
      "office-data/office.sqlite",
      "package.json",
      "outside/secret.yaml",
      "",
    ];
    let attempts = 0;
    for (const file of paths) {
      for (const [action, params] of attemptsOn(file)) {
        // Where a form owns the place, an action it has may go there (the example notice, a notice's PDF): those are below.
        if (file === "content/notices/2026-09-15-half-yearly-date-sheet.pdf" && action === "getMediaFile") continue;
        const answer = await act(action, params);
        const body = await answer.text();
        expect([file, action, answer.status]).toEqual([file, action, 403]);
        expect(JSON.parse(body).error).toMatch(/^The editor reads and changes only the files of its forms, and photos and PDFs in their folders: not /);
        expect(body).not.toContain(SECRET);
        attempts++;
      }
    }
    // Each refusal is in the record of who did what, its path quoted (a line break in it is no new line there).
    expect(refusals()).toHaveLength(attempts);
    expect(refusals()[0]).toMatchObject({ actor: "Sunita Verma", detail: 'getEntry: "../server.ts"' });
    expect(refusals().some((entry) => entry.detail === 'persistMedia: "persistMedia"')).toBe(true);
    expect(refusals().every((entry) => !/[\n\r\u0000]/.test(entry.detail ?? ""))).toBe(true);
    // An action with no name, or nothing a page sends, is refused too; a body that is no JSON object is not read.
    for (const body of [{ action: "getEntry" }, { params: {} }, [], { action: "info\nforged line", params: {} }]) {
      const answer = await request(office, "/edit/api/v1", { json: body, cookie });
      expect(answer.status).toBe(403);
    }
    const unreadable = await request(office, "/edit/api/v1", { json: "not an object", cookie });
    expect([unreadable.status, (await unreadable.json()).error]).toEqual([400, WORDS.en.unreadable]);
    expect(refusals().at(-1)?.detail).toBe('?: "info\\nforged line"');
    expect(await snapshot()).toEqual(before);
  });

  it("checks a save to /content/school.yaml (a leading slash) as any save: a broken one is refused and writes nothing; a right one changes its line and keeps the notes", async () => {
    const before = await readFile(contentFile("school.yaml"), "utf8");
    for (const sent of ["/content/school.yaml", "//content/school.yaml", "\\content\\school.yaml", "content%2Fschool.yaml"]) {
      const answer = await act("persistEntry", { dataFiles: [{ path: sent, slug: "school", raw: "whatsapp: 98765 43210\n" }], assets: [] });
      expect([sent, answer.status]).toEqual([sent, 422]);
      expect((await answer.json()).error).toMatch(/^Not saved: nothing was changed\. /);
      expect(await readFile(contentFile("school.yaml"), "utf8")).toBe(before);
    }
    const values = parse(before);
    const answer = await act("persistEntry", { dataFiles: [{ path: "/content/school.yaml", slug: "school", raw: stringify({ ...values, phone: "+91 99887 76655" }) }], assets: [] });
    expect(answer.status).toBe(200);
    const [was, now] = [before.split("\n"), (await readFile(contentFile("school.yaml"), "utf8")).split("\n")];
    expect(now.filter((line, i) => line !== was[i])).toEqual(["phone: +91 99887 76655"]);
    expect(auditEntries(office.db).filter((entry) => entry.action === "saved").at(-1)).toMatchObject({ actor: "Sunita Verma", detail: "content/school.yaml" });
    await writeFile(contentFile("school.yaml"), before);
  });

  it("tells a refused save in the office's language: at /hi/edit/, each mistake in Hindi, the field by the label the Hindi form shows", async () => {
    const before = await readFile(contentFile("school.yaml"), "utf8");
    const values = parse(before);
    const answer = await act("persistEntry", { dataFiles: [{ path: "content/school.yaml", slug: "school", raw: stringify({ ...values, whatsapp: "98765 43210" }) }], assets: [] }, "/hi");
    expect(answer.status).toBe(422);
    // Written into the clerk's own file, the number stays on its line.
    const line = before.split("\n").findIndex((text) => text.startsWith("whatsapp:")) + 1;
    expect((await answer.json()).error).toBe(
      `सहेजा नहीं गया: कुछ नहीं बदला। content/school.yaml, पंक्ति ${line} (WhatsApp नंबर): इसे देश के कोड के साथ लिखें, जैसे +91 98765 43210।\nइसे ठीक करें और फिर से "सहेजें" चुनें।`,
    );
    expect(await readFile(contentFile("school.yaml"), "utf8")).toBe(before);
  });

  it("writes a photo only as the picker sends one, into a folder a field names, as a photo or PDF the checks accept: persistMedia and a save's assets write nothing", async () => {
    const before = await snapshot();
    const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#2a6" } }).jpeg().toBuffer();
    for (const [action, params] of [
      ["persistMedia", { asset: { path: "content/photos/new.jpg", content: jpeg.toString("base64"), encoding: "base64" } }],
      ["persistEntry", { dataFiles: [{ path: "content/school.yaml", raw: await readFile(contentFile("school.yaml"), "utf8") }], assets: [{ path: "content/photos/new.jpg", content: jpeg.toString("base64"), encoding: "base64" }] }],
      ["persistEntry", { dataFiles: [{ path: "content/notices/2026-11-25-winter-break.yaml", newPath: "content/school.yaml", raw: "title: x\n" }], assets: [] }],
    ] as const) {
      expect((await act(action, params)).status).toBe(403);
    }
    // Into a folder no photo or file field names, or not as a file's bytes: refused before a byte is read.
    for (const folderName of ["", ".", "..", "../outside", "notices/../..", "albums", "albums/nope", "content/photos", "photos/../../outside", "%2e%2e"]) {
      const answer = await upload({ folder: folderName, name: "new.jpg" }, jpeg);
      expect([folderName, answer.status]).toEqual([folderName, 403]);
      expect((await answer.json()).problem).toMatch(/^The editor reads and changes only the files of its forms/);
    }
    expect((await upload({ folder: "photos", name: "new.jpg" }, jpeg, "text/plain")).status).toBe(403);
    // Into the notices' folder (where notices are files too): what is not a photo or a PDF is told, and kept nowhere.
    for (const [name, bytes] of [
      ["2027-01-01-forged.yaml", Buffer.from("title: forged\n")],
      ["page.html", Buffer.from("<script>alert(1)</script>")],
    ] as const) {
      const answer = await upload({ folder: "notices", name, photosOnly: "false" }, bytes);
      expect([name, answer.status]).toEqual([name, 422]);
    }
    // A photo field's folder takes photos only, whatever the page says: a PDF is told as the PDF it is.
    const pdf = await upload({ folder: "photos", name: "fees.pdf", photosOnly: "false" }, Buffer.from("%PDF-1.4 a document"));
    expect([pdf.status, (await pdf.json()).problem]).toEqual([422, "fees.pdf is a PDF, not a photo: add it as a document, not among the photos."]);
    expect(await snapshot()).toEqual(before);

    // What the clerk does: a photo chosen for the banner, saved with the form.
    const chosen = await upload({ folder: "photos", name: "Sports day.jpg", photosOnly: "true" }, jpeg);
    expect(await chosen.json()).toEqual({ value: "photos/Sports day.jpg" });
    const schoolText = await readFile(contentFile("school.yaml"), "utf8");
    const values = parse(schoolText);
    const saved = await act("persistEntry", { dataFiles: [{ path: "content/school.yaml", raw: stringify({ ...values, banner: { ...values.banner, photo: "/photos/Sports day.jpg" } }) }], assets: [] });
    expect(saved.status).toBe(200);
    expect(await readFile(contentFile("photos/Sports day.jpg"))).toEqual(jpeg);
    expect(auditEntries(office.db).filter((entry) => entry.action === "saved").at(-1)).toMatchObject({ detail: "content/school.yaml, content/photos/Sports day.jpg" });
    // Saved again as the form still names it ("/photos/…"): the photo is in content/ now, all such a save needs (after a restart too).
    const again = stringify({ ...values, banner: { ...values.banner, photo: "/photos/Sports day.jpg" } });
    expect((await act("persistEntry", { dataFiles: [{ path: "content/school.yaml", raw: again }], assets: [] })).status).toBe(200);
    // A photo chosen and never saved, let go after the time uploads are held: its save says so, and writes nothing.
    const late = (await (await upload({ folder: "photos", name: "Late.jpg", photosOnly: "true" }, jpeg)).json()) as { value: string };
    await letGoUnsaved(Date.now() + HELD_FOR_MS + 1000);
    const beforeLate = await snapshot();
    const refused = await act("persistEntry", { dataFiles: [{ path: "content/school.yaml", raw: stringify({ ...values, banner: { ...values.banner, photo: `/${late.value}` } }) }], assets: [] });
    expect([refused.status, (await refused.json()).error]).toEqual([422, WORDS.en.editor.letGo("photos/Late.jpg", 12)]);
    expect(await snapshot()).toEqual(beforeLate);
    await writeFile(contentFile("school.yaml"), schoolText);
    await rm(contentFile("photos/Sports day.jpg"));
  });

  it("lists the notices without the example to copy, and deletes only a notice (with the attachment beside it), never a form's file nor the example", async () => {
    const listed = await (await act("entriesByFolder", { folder: "content/notices", extension: "yaml", depth: 1 })).json();
    const notices = (await readdir(contentFile("notices"))).filter((name) => name.endsWith(".yaml") && name !== "example.yaml");
    expect(listed.map((entry: { file: { path: string } }) => entry.file.path).sort()).toEqual(notices.map((name) => `content/notices/${name}`).sort());
    expect((await act("getEntry", { path: "content/notices/example.yaml" })).status).toBe(403);

    const before = await snapshot();
    for (const file of [
      "content/school.yaml",
      "content/gallery.yaml",
      "/content/gallery.yaml",
      "content/notices/example.yaml",
      "content/notices/2026-09-15-half-yearly-date-sheet.pdf",
      "content/photos/logo.png",
      "album-notes/schoolSportImages.yaml",
    ]) {
      expect([file, (await act("deleteFiles", { paths: [file] })).status]).toEqual([file, 403]);
      expect([file, (await act("deleteFiles", { paths: ["content/notices/2026-11-25-winter-break.yaml", file] })).status]).toEqual([file, 403]);
    }
    expect((await act("deleteFile", { path: "content/notices/2026-11-25-winter-break.yaml" })).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    // "Delete" on a notice: its file and its PDF, recorded.
    const answer = await act("deleteFiles", { paths: ["content/notices/2026-09-15-half-yearly-exams.yaml"], options: { commitMessage: "Delete" } });
    expect(answer.status).toBe(200);
    const after = await readdir(contentFile("notices"));
    expect(after).not.toContain("2026-09-15-half-yearly-exams.yaml");
    expect(after).not.toContain("2026-09-15-half-yearly-date-sheet.pdf");
    expect(after.length).toBe((await readdir(path.resolve(import.meta.dirname, "../../content/notices"))).length - 2);
    expect(auditEntries(office.db).filter((entry) => entry.action === "deleted")).toEqual([
      expect.objectContaining({ actor: "Sunita Verma", detail: "content/notices/2026-09-15-half-yearly-exams.yaml, content/notices/2026-09-15-half-yearly-date-sheet.pdf" }),
    ]);
  });

  it("follows no link planted in content/: one to a file is neither listed, read, written nor removed, and the check before a save does not read through it", async () => {
    const planted = contentFile("notices/2027-01-01-planted.yaml");
    await symlink(path.join(outside, "secret.yaml"), planted);
    await symlink(path.join(outside, "photo.jpg"), contentFile("photos/planted.jpg"));
    const before = await snapshot();
    const listed = JSON.stringify(await (await act("entriesByFolder", { folder: "content/notices", extension: "yaml", depth: 1 })).json());
    expect(listed).not.toContain("planted");
    expect(listed).not.toContain(SECRET);
    for (const [action, params] of [
      ["getEntry", { path: "content/notices/2027-01-01-planted.yaml" }],
      ["persistEntry", { dataFiles: [{ path: "content/notices/2027-01-01-planted.yaml", raw: "title: overwritten\n" }], assets: [] }],
      ["deleteFiles", { paths: ["content/notices/2027-01-01-planted.yaml"] }],
      ["getMediaFile", { path: "content/photos/planted.jpg" }],
    ] as const) {
      const answer = await act(action, params);
      expect([action, answer.status]).toEqual([action, 403]);
      expect(await answer.text()).not.toContain(SECRET);
    }
    // A save of another file: checked on the content without what the link leads to (it would fail, quoting the secret).
    const schoolText = await readFile(contentFile("school.yaml"), "utf8");
    const saved = await act("persistEntry", { dataFiles: [{ path: "content/school.yaml", raw: stringify({ ...parse(schoolText), phone: "+91 99887 76655" }) }], assets: [] });
    expect([saved.status, await saved.text()]).toEqual([200, expect.not.stringContaining(SECRET)]);
    await writeFile(contentFile("school.yaml"), schoolText);
    expect(await snapshot()).toEqual(before);
    await unlink(planted);
    await unlink(contentFile("photos/planted.jpg"));
  });

  it("follows no link in the place of a form's file, nor of a folder on the way, and waits on no pipe", async () => {
    // links.yaml, a link to a copy outside.
    await rename(contentFile("links.yaml"), path.join(outside, "links.yaml"));
    await symlink(path.join(outside, "links.yaml"), contentFile("links.yaml"));
    // The album covers' folder, a link to a folder outside.
    await rename(contentFile("covers"), path.join(outside, "covers"));
    await symlink(path.join(outside, "covers"), contentFile("covers"));
    // A pipe where a notice would be: opening it to read would wait for ever.
    execFileSync("mkfifo", [contentFile("notices/2027-02-02-pipe.yaml")]);
    const before = await snapshot();
    const links = await readFile(path.join(outside, "links.yaml"), "utf8");
    for (const [action, params] of [
      ["getEntry", { path: "content/links.yaml" }],
      ["entriesByFiles", { files: [{ path: "content/school.yaml" }, { path: "content/links.yaml" }] }],
      ["persistEntry", { dataFiles: [{ path: "content/links.yaml", raw: stringify(parse(links)) }], assets: [] }],
      ["getMediaFile", { path: "content/covers/schoolClubImages.jpg" }],
      ["getEntry", { path: "content/notices/2027-02-02-pipe.yaml" }],
      ["persistEntry", { dataFiles: [{ path: "content/notices/2027-02-02-pipe.yaml", raw: "title: x\n" }], assets: [] }],
    ] as const) {
      expect([action, (await act(action, params)).status]).toEqual([action, 403]);
    }
    // A cover chosen for the linked folder is never written through it.
    const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#a62" } }).jpeg().toBuffer();
    const chosen = (await (await upload({ folder: "covers", name: "new cover.jpg", photosOnly: "true" }, jpeg)).json()) as { value: string };
    const galleryText = await readFile(contentFile("gallery.yaml"), "utf8");
    const gallery = parse(galleryText);
    gallery.albums[0].cover = `/${chosen.value}`;
    expect([403, 422]).toContain((await act("persistEntry", { dataFiles: [{ path: "content/gallery.yaml", raw: stringify(gallery) }], assets: [] })).status);
    expect(await snapshot()).toEqual(before);
    await rm(contentFile("notices/2027-02-02-pipe.yaml"));
    await rm(contentFile("links.yaml"));
    await rename(path.join(outside, "links.yaml"), contentFile("links.yaml"));
    await rm(contentFile("covers"));
    await rename(path.join(outside, "covers"), contentFile("covers"));
  });

  it("answers in the office's language, and serves Decap's bundle and the editor's own files, nothing else", async () => {
    const refused = await act("getEntry", { path: "../server.ts" }, "/hi");
    expect([refused.status, (await refused.json()).error]).toEqual([403, WORDS.hi.editor.refused("../server.ts")]);
    const get = (pathname: string) => request(office, pathname, { cookie });
    const hindi = parse(await (await get("/hi/edit/config.yml")).text());
    expect([hindi.locale, hindi.backend.proxy_url]).toEqual(["hi", "/hi/edit/api/v1"]);
    const english = parse(await (await get("/edit/config.yml")).text());
    expect([english.locale, english.backend.proxy_url]).toEqual(["en", "/edit/api/v1"]);
    expect(await (await get("/hi/edit/words.js")).text()).toContain('"save":"सहेजें"');
    expect(await (await get("/hi/edit/")).text()).toContain('<html lang="hi">');
    for (const [file, status] of [
      ["/edit/decap-cms.js", 200],
      ["/edit/103.decap-cms.js", 200],
      ["/edit/cms.js", 404],
      ["/edit/decap-cms.js.map", 404],
      ["/edit/package.json", 404],
      ["/edit/app.ts", 404],
      ["/edit/..%2fapp.ts", 404],
      ["/edit/node_modules/decap-cms/package.json", 404],
    ] as const) {
      expect([file, (await get(file)).status]).toEqual([file, status]);
    }
  });
});
