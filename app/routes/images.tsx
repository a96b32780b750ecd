import { data, Link } from "react-router";
import type { Route } from "./+types/images";
import { Picture } from "~/components/Picture";
import { fullSizePhotoUrl, SIZES } from "~/lib/media";
import { pageMeta } from "~/lib/meta";
import { albumHref, parseAlbumParams, photoAlt, photoUrl } from "~/lib/photos";

// The album comes from the address (?key=…&count=…), never from navigation state alone,
// so a reload, a shared link or a first visit shows the same page.
export function loader({ request }: Route.LoaderArgs) {
  const album = parseAlbumParams(new URL(request.url).searchParams);
  if (!album) throw data("album", { status: 404 });
  return { key: album.card.key, title: album.card.title, total: album.card.count, count: album.count };
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
  const numbers = Array.from({ length: album.count }, (_, i) => i + 1);
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
        {numbers.map((n) => (
          <li key={n}>
            <a href={fullSizePhotoUrl(photoUrl(album.key, n))}>
              <Picture
                src={photoUrl(album.key, n)}
                alt={photoAlt({ title: album.title, count: album.count }, n)}
                sizes={SIZES.gridColumn}
                lazy={n > 2}
                priority={n === 1}
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
