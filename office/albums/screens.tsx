// The albums' page, for a phone: each album with a photo picker that takes several photos at once (from the
// camera or the gallery), and after adding, what was added and what was refused, with why.
import type { Added, Album } from "./photos";
import type { Account } from "../sign-in/accounts";
import { draftKey, html, localPath, Page, NextLinks, UploadForm } from "../screens";
import { type Language, WORDS } from "../words";

/** The albums, each with a photo picker that takes several at once; after adding, what was added and refused. */
export function albumsPage(
  language: Language,
  { albums, drafts, result, savedDraft }: { albums: Album[]; drafts: { account: Account; restore: boolean; ended: boolean }; result?: Omit<Added, "refused"> & { album: string; refused: string[] }; savedDraft?: string },
) {
  const w = WORDS[language];
  return html(
    <Page language={language} title={w.albumsTitle} path="/albums" script savedDraft={savedDraft}>
      <p>{w.albumsIntro}</p>
      {result && (
        <div id="message" className={`message ${result.added.length > 0 ? "info" : "error"}`} role={result.added.length > 0 ? "status" : "alert"}>
          {result.added.length > 0 ? <p>{w.photosAdded(result.added.length, result.album, result.added.join(", "))}</p> : result.refused.length === 0 && <p>{w.noPhotosChosen}</p>}
          {result.refused.length > 0 && (
            <>
              <p>{w.photosNotAdded}</p>
              <ul>
                {result.refused.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          )}
          {result.added.length > 0 && (
            <form method="post" action={localPath(language, "/publish")}>
              <button type="submit">{w.publishNowButton}</button>
            </form>
          )}
        </div>
      )}
      <ul className="history">
        {albums.map((album) => {
          const action = `/albums/${album.folder}/photos`;
          const draft = { key: draftKey(drafts.account, action), restore: drafts.restore, ended: drafts.ended };
          return (
          <li key={album.folder}>
            <h2>{album.title}</h2>
            <p className="help">{w.albumPhotoCount(album.count)}</p>
            <UploadForm language={language} action={localPath(language, action)} draft={draft}>
              <label htmlFor={`photos-${album.folder}`}>{w.photosLabel(album.title)}</label>
              <input id={`photos-${album.folder}`} name="photos" type="file" multiple accept="image/*,.heic,.heif" />
              <button type="submit">{w.addPhotosButton}</button>
            </UploadForm>
          </li>
          );
        })}
      </ul>
      <NextLinks language={language} next={{ path: "/publish", label: "publishLink" }} />
    </Page>,
  );
}
