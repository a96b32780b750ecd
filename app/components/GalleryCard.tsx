import { Link } from "react-router";
import { Picture } from "./Picture";
import type { GalleryCard as Card } from "~/lib/content-schema";
import { SIZES } from "~/lib/media";
import type { Photo } from "~/lib/media-variants";
import { albumHref } from "~/lib/photos";

/**
 * One album of the gallery: its cover, title and description, linking to its photos. The first cover is
 * on a phone's first screen, below the slideshow, and larger than a slide there: it comes first.
 */
export function GalleryCard({ card, priority = false }: { card: Omit<Card, "cover"> & { cover: Photo }; priority?: boolean }) {
  return (
    <li className="gallery-card">
      <Link to={albumHref(card)} state={{ key: card.key, count: card.count }}>
        <Picture {...card.cover} alt="" sizes={SIZES.gridColumn} priority={priority} />
        <h3>{card.title}</h3>
      </Link>
      <p>{card.description}</p>
      <p className="photo-count">{card.count} photos</p>
    </li>
  );
}
