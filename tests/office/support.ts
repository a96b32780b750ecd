// The office's Express app on a loopback port, with a clock the test moves and a database in a fresh folder.
import { mkdtempSync, rmSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAccount, findAccountByName, setPasswordHash } from "../../office/sign-in/accounts";
import type { Router } from "express";
import { createOfficeApp } from "../../office/app";
import { auditRecorder, editorRouter } from "../../office/editor/app";
import type { Recorder } from "../../office/editor/gate";
import { createPublisher, type Publisher } from "../../office/publishing/publisher";
import { createHash, randomBytes, scryptSync } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { FileFacts } from "../../lib/content/file-facts";
import { type Layout, layoutOf } from "../../lib/publish/builds";
import { builtCode, dataStep } from "../../lib/publish/steps";
import { publish } from "../../lib/publish/publish";
import { Stops } from "../../lib/publish/stopping";
import type { PreviewSite } from "../../office/preview/site";
import { createPreviewGate, PREVIEW_IDLE_MS } from "../../office/preview/gate";
import { previewPasses } from "../../office/preview/passes";
import { readOfficeAssets } from "../../office/assets";
import { openDatabase } from "../../office/database";
import { hashPassword } from "../../office/sign-in/password-hash";
import { createSetupLink } from "../../office/sign-in/setup-links";
import type { TrustProxy } from "../../lib/settings";
import type { Browser, Page } from "playwright-core";
import { root } from "../support/app";
import { schoolFolder } from "../support/school";
import { PHONE, watchForProblems } from "../support/page-watch";

/** Where the office's screenshots go, to be looked at (not committed). */
export const SCREENS_DIR = path.join(root, ".cache/office-screens");

export const CLERK = "Sunita Verma";
export const CLERK_PASSWORD = "mango trees behind the old well";

let assets: Promise<[string, string]> | undefined;

/** Listens on a free loopback port, and gives the port. */
const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/**
 * The office on a free loopback port, known to itself as http://localhost:<port> (WebAuthn takes a host name,
 * not an address), or as `origin` when given (the https tests). `now` starts at a fixed day. With `preview`, the
 * preview's door too, on a port of its own (known to itself as `preview.origin`, else http://127.0.0.1:<port>),
 * in front of the site `preview.startSite` makes.
 */
export async function startOffice({
  trustProxy = false,
  origin: givenOrigin,
  contentDir,
  preview: previewOptions,
  editor: makeEditor,
  publisher: ownPublisher = (real) => real,
}: {
  trustProxy?: TrustProxy;
  origin?: string;
  contentDir?: string;
  preview?: { startSite: () => PreviewSite; origin?: string };
  /** The content editor at /edit/, made with the office's record of who did what. */
  editor?: (record: Recorder) => Promise<Router>;
  /** With `contentDir`, a publisher of the test's own in place of the real one (made from the real one). */
  publisher?: (real: Publisher) => Publisher;
} = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-"));
  const db = openDatabase(dataDir);
  const time = { now: Date.parse("2026-12-01T04:30:00Z") };
  const clock = () => time.now;
  const [script, styles] = await (assets ??= readOfficeAssets());
  const server = createServer();
  const port = await listening(server);
  const origin = givenOrigin ?? `http://localhost:${port}`;
  // With a content folder, its notice forms too (and publishing, from the folder beside it, never started here).
  const publishing = contentDir ? { publisher: ownPublisher(createPublisher({ db, layout: layoutOf(path.dirname(contentDir)) })), siteUrl: "http://localhost:3000" } : undefined;
  const previewServer = previewOptions && createServer();
  const previewUrl = previewServer && `http://127.0.0.1:${await listening(previewServer)}`;
  const preview = previewOptions && previewUrl ? { origin: previewOptions.origin ?? previewUrl, passes: previewPasses(db, clock) } : undefined;
  // The idle site is looked for every 20 ms, so a test that moves the clock sees it stop at once.
  const gate =
    previewOptions && preview && createPreviewGate({ passes: preview.passes, previewOrigin: preview.origin, officeOrigin: origin, clock, styles, startSite: previewOptions.startSite, idleMs: PREVIEW_IDLE_MS, checkEveryMs: 20 });
  if (gate) previewServer!.on("request", gate.handle);
  const editor = makeEditor && (await makeEditor(auditRecorder(db, clock)));
  server.on("request", createOfficeApp({ db, origin, trustProxy, clock, script, styles, publishing, contentDir, preview, editor }));
  return {
    /** Where a test's requests go (the office's own origin unless it is a pretend https one). */
    url: `http://localhost:${port}`,
    /** Where a test's requests to the preview go (with `preview`). */
    previewUrl: previewUrl ?? "",
    origin,
    db,
    dataDir,
    advance: (ms: number) => (time.now += ms),
    clock,
    /** A new account and the path of its set-up link. */
    addAccount(name = CLERK) {
      const account = createAccount(db, clock, name);
      return `/setup/${createSetupLink(db, clock, account.id)}`;
    },
    /**
     * An account with a password already set up (as if its link had been used). `quick`: its hash made with
     * scrypt's N at 2^10, not the office's 2^17 (the office reads the parameters from each hash), so that a test
     * of a hundred checks takes a second: the limits count checks, not what each costs.
     */
    async addAccountWithPassword(name = CLERK, password = CLERK_PASSWORD, { quick = false } = {}) {
      createAccount(db, clock, name);
      setPasswordHash(db, findAccountByName(db, name)!.id, quick ? quickHash(password) : await hashPassword(password));
    },
    async close() {
      gate?.stop();
      for (const each of previewServer ? [server, previewServer] : [server]) {
        each.closeAllConnections();
        await new Promise((resolve) => each.close(resolve));
      }
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Office = Awaited<ReturnType<typeof startOffice>>;

/** A password hash as the office writes it (`scrypt$N=…`), cheap to check (see `addAccountWithPassword`). */
function quickHash(password: string) {
  const salt = randomBytes(16);
  return `scrypt$N=1024,r=8,p=1$${salt.toString("base64url")}$${scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 }).toString("base64url")}`;
}

/** The office on a copy of the sample content (its notice form and albums), with the clerk signed in; `close` removes the copy. */
export async function officeOnContentCopy(prefix: string) {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  const contentDir = path.join(folder, "content");
  await cp(path.join(root, "content"), contentDir, { recursive: true });
  const office = await startOffice({ contentDir });
  await office.addAccountWithPassword();
  const cookie = await signInWithPassword(office);
  return {
    office,
    contentDir,
    cookie,
    async close() {
      await office.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The office with its content editor at /edit/, on a copy of the sample content in a new folder
 * (`school/content`; the uploads the editor holds in `uploads/`), and the clerk signed in.
 */
export async function startEditorOffice(name: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `office-${name}-`));
  const school = path.join(folder, "school");
  const uploads = path.join(folder, "uploads");
  await cp(path.join(root, "content"), path.join(school, "content"), { recursive: true });
  const office = await startOffice({ editor: (record) => editorRouter({ repository: school, siteUrl: "http://localhost:3000", record, uploadsDir: uploads }) });
  await office.addAccountWithPassword();
  const cookie = await signInWithPassword(office);
  return {
    office,
    cookie,
    folder,
    school,
    uploads,
    async close() {
      await office.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A request as a browser on the office's own page sends it (`Sec-Fetch-Site: same-origin`) unless `headers`
 * say otherwise; redirects are not followed, so a test sees each answer.
 */
export function request(
  office: Pick<Office, "url">,
  pathname: string,
  { form, json, cookie, headers = {} }: { form?: Record<string, string>; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const body = form ? new URLSearchParams(form).toString() : json === undefined ? undefined : JSON.stringify(json);
  return fetch(`${office.url}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    redirect: "manual",
    body,
    // A header given as "" is left out (a browser too old to send Sec-Fetch-Site).
    headers: Object.fromEntries(
      Object.entries({
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : json === undefined ? {} : { "content-type": "application/json" }),
        "sec-fetch-site": "same-origin",
        ...(cookie ? { cookie } : {}),
        ...headers,
      }).filter(([, value]) => value !== ""),
    ),
  });
}

/** The cookie a sign-in set, as a browser sends it back ("office=…"). */
export function sessionCookieOf(response: Response) {
  const set = response.headers.getSetCookie().find((line) => /^(__Host-)?office=[^;]+/.test(line));
  return set?.split(";")[0];
}

/** The device cookie a sign-in set ("office-device=…"), as a browser sends it back. */
export function deviceCookieOf(response: Response) {
  return response.headers.getSetCookie().find((line) => /^(__Host-)?office-device=[^;]+/.test(line))?.split(";")[0];
}

/** Signs in with a password and returns the session cookie. */
export async function signInWithPassword(office: Pick<Office, "url">, name = CLERK, password = CLERK_PASSWORD, headers: Record<string, string> = {}) {
  const response = await request(office, "/sign-in", { form: { name, password }, headers });
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return sessionCookieOf(response)!;
}

/** The text a person reads in a page's message box. */
export function messageOf(html: string) {
  const match = /<p id="message" class="message [a-z]+" role="[a-z]+">([^<]*)<\/p>|<p class="message error">([^<]*)<\/p>/.exec(html);
  return (match?.[1] ?? match?.[2] ?? "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
}

/**
 * A publish of the content of `layout` as at the server's keyboard, without a running site to check it or take
 * it up: enough for the office's real publish job to find a live publish and its content, and to refuse, or go
 * back.
 */
export const publishWithoutSite = (layout: Layout) =>
  publish({ layout, command: "npm run go-live", code: builtCode(), makeData: dataStep(builtCode()), facts: () => new FileFacts(), say: () => undefined, stops: new Stops() }, "go-live");

/** For the office's publish jobs (processes of their own): the school's files in `folder`, and no running site. */
export function publishJobsIn(folder: string) {
  const environment = { ...process.env };
  process.env.SCHOOL_DATA_DIR = folder;
  process.env.SITE_STATE_FILE = path.join(folder, "no-site.json");
  return () => void (process.env = environment);
}

/**
 * An office on a school's folder of its own, as after its first start: publish 1 made at the server's keyboard
 * with no site running, so that the office's publishes (its real jobs, working on this folder) have one to follow.
 */
export async function officeAfterFirstStart(name: string) {
  const school = await schoolFolder(name, { published: false });
  const restoreEnvironment = publishJobsIn(school.dir);
  await publishWithoutSite(layoutOf(school.dir));
  const office = await startOffice({ contentDir: path.join(school.dir, "content") });
  const close = async () => {
    restoreEnvironment();
    await office.close();
    await school.remove();
  };
  return { folder: school.dir, office, close };
}

/**
 * A phone's browser on the office's pages, with what goes wrong in it (`watchForProblems`); `address`: the
 * phone's own network, as the TLS proxy tells it (for an office that trusts the proxy).
 */
export async function openPhone(browser: Browser, office: Office, { javaScriptEnabled = true, address }: { javaScriptEnabled?: boolean; address?: string } = {}) {
  const context = await browser.newContext({ baseURL: office.url, viewport: PHONE, javaScriptEnabled, extraHTTPHeaders: address ? { "x-forwarded-for": address } : {} });
  const page = await context.newPage();
  page.once("close", () => context.close().catch(() => undefined));
  return { page, problems: await watchForProblems(page) };
}

/** Chromium's virtual authenticator: a phone's built-in one, with discoverable keys and a fingerprint that always matches. */
export async function addPhoneAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}
