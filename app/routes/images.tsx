import { data, Link } from "react-router";
import type { Route } from "./+types/images";
import { Picture } from "~/components/Picture";
import { gallery } from "~/lib/content/gallery.server";
import { galleryPhoto } from "~/lib/gallery-media.server";
import { fullSizePhotoUrl, SIZES } from "~/lib/media";
import { pageMeta } from "~/lib/meta";
import { albumHref, parseAlbumParams, photoAlt, photoUrl } from "~/lib/photos";

// The album comes from the address (?key=…&count=…), never from navigation state alone,
// so a reload, a shared link or a first visit shows the same page.
export function loader({ request }: Route.LoaderArgs) {
  const album = parseAlbumParams(new URL(request.url).searchParams, gallery.cards);
  if (!album) throw data("album", { status: 404 });
  const photos = Array.from({ length: album.count }, (_, i) => galleryPhoto(photoUrl(album.card.key, i + 1)));
  return { key: album.card.key, title: album.card.title, total: album.card.count, count: album.count, photos };
}

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
        {album.count} photos. Select a photo to open it full size.
      </p>
      <ul className="photo-grid">
        {album.photos.map((photo, i) => (
          <li key={photo.src}>
            <a href={fullSizePhotoUrl(photo)}>
              <Picture
                {...photo}
                alt={photoAlt({ title: album.title, count: album.count }, i + 1)}
                sizes={SIZES.gridColumn}
                lazy={i >= 2}
                priority={i === 0}
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
