// The content editor, behind the office's sign-in (office/app.ts mounts it at /edit/, and /hi/edit/ in Hindi, for a
// signed-in person). Decap CMS, a browser app (its built bundle alone: packages.ts), shows the content files as
// forms, in the office's words (media-library.js), and reads and saves them through the editor's one gate
// (gate.ts): only what its forms own, every save checked with the build's rules and written as the clerk wrote
// the file, every refusal recorded.
import { readFileSync } from "node:fs";
import path from "node:path";
import express from "express";
import { parse, stringify } from "yaml";
import { recordAudit, SOMEONE } from "../audit";
import type { Clock } from "../clock";
import type { OfficeDatabase } from "../database";
import { languageOf, locals, UPLOAD_LIMIT } from "../routing";
import { type Language, WORDS } from "../words";
import { decapConfig, type EditorSettings } from "./forms";
import { editorGate, type Owned, type Recorder } from "./gate";
import { OFFICE_ASSETS } from "../assets";
import { DECAP_BUNDLE_FILE } from "./packages";
import { holdUploadsIn } from "./uploads";

type Field = { name: string; widget?: string; folder?: string; public_folder?: string; media_library?: { config?: { folder?: string; photosOnly?: boolean } }; fields?: Field[]; field?: Field };
type Form = { [key: string]: unknown; fields?: Field[] };
type Collection = Form & { name: string; folder?: string; files?: (Form & { file: string })[] };
type Settings = { public_folder?: string; collections?: Collection[] };

export type EditorOptions = {
  /** The folder that holds content/ (and album-notes/, the editor's own notes). */
  repository: string;
  /** The site the editor's "view" links open. */
  siteUrl: string;
  /** Told of every refusal, save and removal, with the files (the office knows who from `res`). */
  record: Recorder;
  /** A folder of the office's own, where the photos and files chosen and not saved yet wait. */
  uploadsDir: string;
};

/** The editor's record of who did what: the office's audit, under the signed-in account's name. */
export const auditRecorder =
  (db: OfficeDatabase, clock: Clock): Recorder =>
  (res, action, detail) =>
    recordAudit(db, clock, { actor: locals(res).account?.name ?? SOMEONE, action, detail, address: res.req.ip ?? "" });

/** Every field of a form, the fields of its groups and lists too. */
const everyField = (fields: Field[] = []): Field[] => fields.flatMap((field) => [field, ...everyField([...(field.fields ?? []), ...(field.field ? [field.field] : [])])]);

/** The photo picker's settings of a field that takes files (office/editor/media-library.js): the folder inside content/ they go in, and whether only photos. */
function uploadsOf(field: Field): { folder: string; photosOnly: boolean } | undefined {
  if (field.widget === "album-photos" && field.folder) return { folder: field.folder, photosOnly: true };
  const { folder, photosOnly } = field.media_library?.config ?? {};
  return folder ? { folder, photosOnly: photosOnly !== false } : undefined;
}

/** What the forms own (gate.ts): their files, their folders of entries, and the folders their photo and file fields fill. */
function ownedBy(collections: Collection[]): Owned {
  const owned: Owned = { files: new Set(), entryFolders: new Set(), mediaFolders: new Map() };
  for (const collection of collections) {
    if (collection.folder) owned.entryFolders.add(collection.folder);
    for (const form of [collection, ...(collection.files ?? [])]) {
      if (typeof form.file === "string") owned.files.add(form.file);
      for (const uploads of everyField(form.fields).flatMap((field) => uploadsOf(field) ?? [])) {
        // A folder that a field of any file fills takes any file; one only photo fields fill, photos only.
        const before = owned.mediaFolders.get(uploads.folder);
        owned.mediaFolders.set(uploads.folder, { photosOnly: (before?.photosOnly ?? true) && uploads.photosOnly });
      }
    }
  }
  return owned;
}

/**
 * The editor as an Express router: Decap's page and bundle, its settings (config.yml, the forms made from the
 * content's schema), the office's words for it, and the gate: its backend (/api/v1) and the photo picker's
 * upload (/upload).
 */
export async function editorRouter({ repository, siteUrl, record, uploadsDir }: EditorOptions) {
  const contentDir = path.join(repository, "content");
  await holdUploadsIn(uploadsDir);

  const settingsFile = parse(readFileSync(path.join(OFFICE_ASSETS.editor, "config.yml"), "utf8")) as EditorSettings;
  // An album is a folder, named in no content file: each album gets a form of its own whose photo field takes
  // several photos at once, into the album's folder. What that form saves (the photos added) is the editor's own
  // note, kept in album-notes/, outside content/ and never published.
  const albums = (parse(readFileSync(path.join(contentDir, "gallery.yaml"), "utf8")) as { albums?: { title?: string; title_hi?: string; folder?: string }[] }).albums ?? [];

  /** The editor's settings and its forms, labelled in `language`: the content files' from the one function that describes them, and the albums'. */
  function editorIn(language: Language) {
    const words = WORDS[language].editor.forms;
    const settings = decapConfig(settingsFile, language) as Settings;
    const albumForms = albums
      .filter((album) => album.folder && /^[A-Za-z][A-Za-z0-9]*$/.test(album.folder))
      .map((album) => ({
        name: album.folder,
        label: (language === "hi" ? album.title_hi : undefined) ?? album.title ?? album.folder,
        file: `album-notes/${album.folder}.yaml`,
        fields: [
          {
            name: "photos",
            label: words.albumPhotos,
            hint: words.albumPhotosHelp,
            // The picker's own list (office/editor/media-library.js), into the album's folder.
            widget: "album-photos",
            required: false,
            folder: `albums/${album.folder}`,
          },
        ],
      }));
    const collections: Collection[] = [
      ...(settings.collections ?? []).map((collection) => ({ ...collection, label: words.collections[collection.name as keyof typeof words.collections] ?? collection.label })),
      { name: "albums", label: words.collections.albums, editor: { preview: false }, files: albumForms as (Form & { file: string })[] },
    ];
    // Each photo or file field tells the editor's photo picker the folder its files go in.
    for (const collection of collections) {
      for (const form of [collection, ...(collection.files ?? [])]) {
        for (const field of everyField(form.fields)) {
          if (field.widget !== "image" && field.widget !== "file") continue;
          const folder = field.public_folder ?? settings.public_folder;
          field.media_library = { ...field.media_library, config: { ...field.media_library?.config, folder, photosOnly: field.widget === "image" } };
        }
      }
    }
    return { settings, collections };
  }
  const editors = { en: editorIn("en"), hi: editorIn("hi") };
  // What the forms own is the same in both languages.
  const { collections } = editors.en;
  const owned = ownedBy(collections);
  // Where "Delete" asks to confirm, it names the entry's file: the folder of each collection of entries.
  const entryFolders = Object.fromEntries(collections.flatMap((collection) => (collection.folder ? [[collection.name, collection.folder]] : [])));

  const page = readFileSync(path.join(OFFICE_ASSETS.editor, "index.html"), "utf8");

  const router = express.Router();
  router.use(editorGate({ repository, owned, record }));

  // In the office's language (/hi/edit/ in Hindi): Decap's own words where the office names them, and its backend at the same address.
  router.get("/config.yml", (req, res) => {
    const { settings, collections } = editors[languageOf(req)];
    const config = { ...settings, locale: languageOf(req), backend: { name: "school-files", proxy_url: `${req.baseUrl}/api/v1` }, site_url: siteUrl, display_url: siteUrl, collections };
    res.type("text/yaml").send(stringify(config));
  });
  router.get("/words.js", (req, res) => {
    const words = WORDS[languageOf(req)];
    const officeEditor = { decap: words.editor.decap, picker: words.editor.picker, tooLarge: words.tooLarge, uploadLimit: UPLOAD_LIMIT, entryFolders };
    res.type("text/javascript").send(`window.officeEditor = ${JSON.stringify(officeEditor)};`);
  });
  // The editor's page and its own scripts (the date field's built for browsers: lib/site/written-date.ts's rules).
  router.get("/", (req, res) => void res.type("html").send(page.replace('<html lang="en">', `<html lang="${languageOf(req)}">`)));
  for (const file of ["media-library.js", "editor.css", "date-field.js"]) router.get(`/${file}`, (_req, res) => res.sendFile(file, { root: OFFICE_ASSETS.editor }));
  // Decap's bundle, and the parts it loads when a form needs them: those files alone.
  router.get("/:file", (req, res, next) => (DECAP_BUNDLE_FILE.test(req.params.file) ? res.sendFile(req.params.file, { root: OFFICE_ASSETS.decap }) : next()));
  return router;
}
