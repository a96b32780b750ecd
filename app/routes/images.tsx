import { data, Link, type ShouldRevalidateFunction, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/images";
import { PhotoGrid } from "~/components/PhotoGrid";
import { textOf } from "~/components/ContentText";
import { fill } from "../../lib/site/i18n/fill";
import { contentFor, photoOf } from "~/lib/content.server";
import { pathIn, plain } from "../../lib/site/language";
import { SIZES } from "~/lib/media";
import { srcSet } from "../../lib/site/media-variants";
import { pageMeta, rootData } from "~/lib/meta";
import { useSite } from "~/lib/use-site";
import { albumHref, openedFromCard, parseAlbumParams } from "~/lib/photos";
import { isPlainClick } from "~/lib/plain-click";
import { photoUrl } from "../../lib/site/public-paths";

// The album comes from the address (?key=…&count=…), which a card fills from the same card as the key and count
// it passes as navigation state, so a reload, a shared link or a first visit shows the same page.
export function loader({ url, context }: Route.LoaderArgs) {
  const album = parseAlbumParams(url.searchParams, contentFor(context, url).gallery.cards);
  if (!album) throw data("album", { status: 404 });
  const photos = Array.from({ length: album.count }, (_, i) => photoOf(context, photoUrl(album.card.key, i + 1)));
  // The first tile is the album's largest paint: fetched with the page, not once the page has been laid out.
  const first = photos[0]!;
  const preloadFirst = { tagName: "link", rel: "preload", as: "image", type: "image/avif", imageSrcSet: srcSet(first.src, first.entry, "avif"), imageSizes: SIZES.photoTile, fetchPriority: "high" };
  return { key: album.card.key, title: album.card.title, total: album.card.count, count: album.count, photos, preloadFirst };
}

// Opening and closing a photo changes only the address's hash: the album's data stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const album = args.loaderData;
  if (!album) return [];
  const words = rootData(args).words.album;
  return [
    ...pageMeta(args, {
      title: album.title,
      description: fill(words.description, { count: album.count, title: plain(album.title) }),
      path: albumHref({ key: album.key, count: album.count }),
    }),
    album.preloadFirst,
  ];
};

export default function ImagesPage({ loaderData: album }: Route.ComponentProps) {
  const { words, language } = useSite();
  const navigate = useNavigate();
  // Opened from a card (its key and count in the navigation state), the gallery is the page before: going back
  // to it returns the parent to the card they chose, not to the top of a new gallery.
  const fromCard = openedFromCard(useLocation().state, album);
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link
          to={pathIn(language, "/gallery")}
          onClick={(event) => {
            if (!fromCard || !isPlainClick(event)) return;
            event.preventDefault();
            navigate(-1);
          }}
        >
          {words.album.backToGallery}
        </Link>
      </p>
      <h1 {...textOf(album.title)} />
      <p>{fill(words.album.intro, { count: album.count })}</p>
      <PhotoGrid album={album} />
    </div>
  );
}
