import { type MouseEvent, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PhotoViewer } from "./photo-viewer.client";
import { Picture } from "./Picture";
import { fullSizePhotoUrl, SIZES } from "~/lib/media";
import { type Photo, srcSet } from "../../lib/site/media-variants";
import { fill } from "../../lib/site/i18n/fill";
import { plain } from "../../lib/site/language";
import { useSite } from "~/lib/use-site";
import { isPlainClick } from "~/lib/plain-click";

type Album = { title: string; count: number; photos: Photo[] };

/** `#photo-3` → 3, when the album has a photo 3; null otherwise. */
function photoInHash(hash: string, count: number) {
  const match = /^#photo-([0-9]{1,6})$/.exec(hash);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= count ? n : null;
}

const tileId = (n: number) => `photo-${n}`;

// Fetched once, when a reader first opens a photo.
let viewerModule: Promise<typeof import("./photo-viewer.client")> | undefined;
const loadViewer = () => (viewerModule ??= import("./photo-viewer.client"));

/**
 * The album's photos as tiles of one shape. Each tile links to the photo's largest copy, which is all a
 * reader without JavaScript gets. With it, a tile opens the photo in a viewer and the address names the
 * photo (`#photo-3`): the hash is the viewer's state, so the back button closes it, a shared or reloaded
 * address opens it again, and the server, which never sees a hash, keeps one cached page per album.
 */
export function PhotoGrid({ album }: { album: Album }) {
  const location = useLocation();
  const navigate = useNavigate();
  const words = useSite().words.album;
  // "Sports Day, photo 3 of 13": what a screen reader says of a tile and of the photo in the viewer.
  const photoAlt = (n: number) => fill(words.photo, { title: plain(album.title), n, total: album.count });
  const shown = photoInHash(location.hash, album.count);
  const viewer = useRef<PhotoViewer | null>(null);
  // True when this page added the viewer's history entry, so closing it goes back rather than adding another.
  const pushed = useRef(false);
  // A tile to focus once the address no longer names a photo (and the scroll position is restored).
  const focusAfterClose = useRef<number | null>(null);

  const albumAddress = { pathname: location.pathname, search: location.search };
  const showPhoto = (n: number, replace: boolean) => navigate({ ...albumAddress, hash: tileId(n) }, { replace, preventScrollReset: true });

  useEffect(() => {
    if (shown === null) {
      viewer.current?.close();
      if (focusAfterClose.current !== null) document.getElementById(tileId(focusAfterClose.current))?.focus();
      focusAfterClose.current = null;
      return;
    }
    if (viewer.current) {
      if (viewer.current.index() !== shown - 1) viewer.current.goTo(shown - 1);
      return;
    }
    let current = true;
    void loadViewer().then(({ openPhotoViewer }) => {
      if (!current || viewer.current) return;
      viewer.current = openPhotoViewer({
        slides: album.photos.map((photo, i) => {
          const tile = document.getElementById(tileId(i + 1));
          return {
            src: fullSizePhotoUrl(photo),
            srcset: srcSet(photo.src, photo.entry, "webp"),
            width: photo.entry.width,
            height: photo.entry.height,
            alt: photoAlt(i + 1),
            // The tile's own copy stands in while the large one loads, and the photo zooms out of the tile.
            msrc: tile?.querySelector("img")?.currentSrc || undefined,
            element: tile ?? undefined,
            thumbCropped: true,
          };
        }),
        index: shown - 1,
        label: fill(words.viewer, { title: plain(album.title) }),
        words,
        reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
        onChange: (index) => {
          if (photoInHash(window.location.hash, album.count) !== index + 1) showPhoto(index + 1, true);
        },
        onClosed: (index) => {
          viewer.current = null;
          const addedEntry = pushed.current;
          pushed.current = false;
          // Closed by the back button: the address is already the album's.
          if (photoInHash(window.location.hash, album.count) === null) {
            document.getElementById(tileId(index + 1))?.focus();
            return;
          }
          // Closed in the viewer (Escape, its button, a swipe): the address follows.
          focusAfterClose.current = index + 1;
          if (addedEntry) navigate(-1);
          else navigate(albumAddress, { replace: true, preventScrollReset: true });
        },
      });
    });
    return () => {
      current = false;
    };
    // The viewer follows the address; the album itself does not change while the page is open.
  }, [shown]);

  const open = (event: MouseEvent<HTMLAnchorElement>, n: number) => {
    // A new tab or window, or a download, keeps the link's own meaning.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    pushed.current = true;
    showPhoto(n, false);
  };

  return (
    <ul className="photo-grid">
      {album.photos.map((photo, i) => (
        <li key={photo.src}>
          <a id={tileId(i + 1)} href={fullSizePhotoUrl(photo)} onClick={(event) => open(event, i + 1)}>
            <Picture {...photo} alt={photoAlt(i + 1)} sizes={SIZES.photoTile} lazy={i >= 4} priority={i === 0 ? "high" : "low"} />
          </a>
        </li>
      ))}
    </ul>
  );
}
