// Photos added to an album from a phone: several at once, each up to the same limit, held on disk (not in
// memory) until checked; what was added and what was refused, with why, on the albums' page.
import { rm } from "node:fs/promises";
import { Router } from "express";
import multer from "multer";
import { accountOf, languageOf, FILE_NAMES_CHARSET, type OfficeContext, sentDraft, UPLOAD_LIMIT, uploadRefusal } from "../routing";
import { holdingStorage } from "../editor/uploads";
import { WORDS } from "../words";
import { addPhotos, albumsOf } from "./photos";
import { albumsPage } from "./screens";

export function albumRoutes({ audit, sendError }: OfficeContext, contentDir: string) {
  const photos = multer({ storage: holdingStorage(), limits: { fileSize: UPLOAD_LIMIT, files: 30, fields: 5 }, defParamCharset: FILE_NAMES_CHARSET }).array("photos");
  const router = Router();

  // Each album's form keeps its chosen photos as a draft (browser/drafts.ts), put back only on the page as it opens.
  router.get("/albums", async (req, res) => {
    const language = languageOf(req);
    res.type("html").send(albumsPage(language, { albums: await albumsOf(contentDir, language), drafts: { account: accountOf(res), restore: true, ended: "ended" in req.query } }));
  });

  router.post("/albums/:folder/photos", (req, res, next) => {
    const language = languageOf(req);
    const drafts = { account: accountOf(res), restore: false, ended: false };
    photos(req, res, async (error: unknown) => {
      const files = (req.files ?? []) as Express.Multer.File[];
      try {
        const albums = await albumsOf(contentDir, language);
        const album = albums.find((candidate) => candidate.folder === req.params.folder);
        if (!album) return sendError(req, res, 404, WORDS[language].notFound);
        if (error) {
          const refused = uploadRefusal(error, language);
          return res.status(refused.status).type("html").send(albumsPage(language, { albums, drafts, result: { album: album.title, added: [], refused: [refused.text] } }));
        }
        const chosen = files.filter((file) => file.size > 0 || file.originalname).map((file) => ({ name: file.originalname, received: file.path }));
        const result = await addPhotos(contentDir, album.folder, chosen);
        if (result.added.length > 0) audit(req, accountOf(res).name, "saved", result.added.map((name) => `content/albums/${album.folder}/${name}`).join(", "));
        res.status(result.added.length > 0 || chosen.length === 0 ? 200 : 422).type("html").send(
          albumsPage(language, {
            albums: await albumsOf(contentDir, language),
            drafts,
            result: { album: album.title, added: result.added, refused: result.refused.map((problem) => problem[language]) },
            savedDraft: result.added.length > 0 ? sentDraft(req.body) : undefined,
          }),
        );
      } catch (failure) {
        next(failure);
      } finally {
        await Promise.all(files.map((file) => rm(file.path, { force: true })));
      }
    });
  });

  return router;
}
