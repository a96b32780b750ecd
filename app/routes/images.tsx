import { data, Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/images";
import { PhotoGrid } from "~/components/PhotoGrid";
import { gallery } from "~/lib/content/gallery.server";
import { galleryPhoto } from "~/lib/gallery-media.server";
import { pageMeta } from "~/lib/meta";
import { albumHref, parseAlbumParams, photoUrl } from "~/lib/photos";

// The album comes from the address (?key=…&count=…), never from navigation state alone,
// so a reload, a shared link or a first visit shows the same page.
export function loader({ request }: Route.LoaderArgs) {
  const album = parseAlbumParams(new URL(request.url).searchParams, gallery.cards);
  if (!album) throw data("album", { status: 404 });
  const photos = Array.from({ length: album.count }, (_, i) => galleryPhoto(photoUrl(album.card.key, i + 1)));
  return { key: album.card.key, title: album.card.title, total: album.card.count, count: album.count, photos };
}

// Opening and closing a photo changes only the address's hash: the album's data stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const album = args.loaderData;
  if (!album) return [];
  return pageMeta(args, {
    title: album.title,
    description: `${album.count} photos of ${album.title} at our school.`,
    path: albumHref({ key: album.key, count: album.count }),
  });
};

export default function ImagesPage({ loaderData: album }: Route.ComponentProps) {
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link to="/gallery">← Back to the gallery</Link>
      </p>
      <h1>{album.title}</h1>
      <p>
        {album.count} photos. Select a photo to see it large.
      </p>
      <PhotoGrid album={album} />
    </div>
  );
}
