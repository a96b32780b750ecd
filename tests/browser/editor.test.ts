// The office's form editor (`npm run edit`), driven in Chromium on a copy of the repository: a clerk changes the
// phone number and uploads a phone's photo into an album; the files change, and the site built from them shows both.
import { type ChildProcess, spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADLESS_CHROMIUM_FLAGS } from "../../scripts/bench-support";
import { type ChildServer, startChildServer } from "../support/child-server";
import { phonePhoto } from "../support/phone-photo";
import { copyRepository, type RepositoryCopy } from "../support/repo-copy";
import { gallery, school } from "../support/content";

const NEW_PHONE = "+91 99887 76655";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let repository: RepositoryCopy;
let editor: ChildProcess;
let origin: string;
let preview: string;
let browser: Browser;
let site: ChildServer | undefined;

beforeAll(async () => {
  repository = await copyRepository("editor");
  const [editorPort, previewPort] = [await freePort(), await freePort()];
  origin = `http://localhost:${editorPort}`;
  preview = `http://127.0.0.1:${previewPort}`;
  editor = spawn(process.execPath, ["--import", "tsx", path.join(repository.dir, "scripts/edit.ts")], {
    cwd: repository.dir,
    env: { ...process.env, EDITOR_PORT: String(editorPort), PREVIEW_PORT: String(previewPort), EDITOR_NO_BROWSER: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => editor.stdout!.on("data", (chunk: Buffer) => String(chunk).includes("is open at") && resolve()));
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: HEADLESS_CHROMIUM_FLAGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  editor?.kill("SIGTERM");
  site?.child.kill("SIGTERM");
  await site?.exited;
  await repository?.remove();
});

describe("npm run edit", () => {
  it("answers only at this computer's own address, and writes nothing outside content/", async () => {
    const port = new URL(origin).port;
    // A page of another site reaching this computer through a name of its own (DNS rebinding) names its own host.
    const rebound = await new Promise<number | undefined>((resolve, reject) =>
      request({ host: "127.0.0.1", port, path: "/config.yml", headers: { Host: `attacker.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
        .on("error", reject)
        .end(),
    );
    expect(rebound).toBe(403);
    const outside = await fetch(`${origin}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "persistMedia", params: { branch: "main", asset: { path: "server.ts", content: "", encoding: "base64" }, options: { commitMessage: "x" } } }),
    });
    expect(outside.status).toBe(403);
  });

  it("changes the phone number and adds a photo to an album; the rebuilt site shows both", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && !["localhost", "127.0.0.1"].includes(url.hostname)) elsewhere.push(request.url());
    });
    await page.goto(origin);
    // The local backend's door: no account, a button to go in.
    await page.getByRole("button", { name: /login/i }).click();
    await page.getByText("The school's details").click();
    const phone = page.getByLabel("Phone number", { exact: true });
    await expect.poll(() => phone.inputValue(), { timeout: 20_000 }).toBe(school.phone.display);
    await phone.fill(NEW_PHONE);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(async () => readFile(path.join(repository.dir, "content/school.yaml"), "utf8"), { timeout: 20_000 }).toContain(`phone: ${NEW_PHONE}`);
    // The preview shows what was saved, before anything is published.
    const previewHome = () => fetch(`${preview}/`).then((res) => res.text(), () => "");
    await expect.poll(previewHome, { timeout: 60_000, interval: 1000 }).toContain(NEW_PHONE);

    // A photo from a phone, uploaded into the Sports album's folder.
    const sports = gallery.cards.find((card) => card.key === "schoolSportImages")!;
    await page.goto(origin);
    await page.getByText("Albums' photos").click();
    await page.getByText(sports.title, { exact: true }).click();
    await page.getByRole("button", { name: /^Add photos to add/ }).click();
    await page.getByRole("button", { name: /choose an image/i }).first().click();
    await page.locator("input[type=file]").first().setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const album = path.join(repository.dir, "content/albums/schoolSportImages");
    await expect.poll(() => readdir(album), { timeout: 20_000 }).toContain("img_0042.jpg");
    const previewGallery = () => fetch(`${preview}/gallery`).then((res) => res.text(), () => "");
    await expect.poll(previewGallery, { timeout: 60_000, interval: 1000 }).toContain(`count=${sports.count + 1}"`);

    // Nothing from the internet: the editor and its backend are on this computer.
    expect(elsewhere).toEqual([]);

    // What the clerk's saved file makes: it is still valid content, and the site shows the new number.
    await repository.build();
    site = await startChildServer({}, repository.dir);
    const home = await (await fetch(`${site.origin}/`)).text();
    expect(home).toContain(NEW_PHONE);
    expect(home).toContain(`href="tel:${NEW_PHONE.replace(/ /g, "")}"`);
    const galleryPage = await (await fetch(`${site.origin}/gallery`)).text();
    expect(galleryPage).toContain(`href="/images?key=schoolSportImages&amp;count=${sports.count + 1}"`);
  }, 240_000);
});
