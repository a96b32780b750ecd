import { Link } from "react-router";
import { textOf } from "./ContentText";
import { Picture } from "./Picture";
import { fill } from "../../lib/site/i18n/fill";
import type { GalleryCard as Card } from "../../lib/content/schema";
import { pathIn } from "../../lib/site/language";
import { SIZES } from "~/lib/media";
import type { Photo } from "../../lib/site/media-variants";
import { albumHref } from "~/lib/photos";
import { useSite } from "~/lib/use-site";

/**
 * One album of the gallery: its cover, title and description, linking to its photos. The first cover is
 * on a phone's first screen, below the slideshow, and larger than a slide there: it comes first.
 */
export function GalleryCard({ card, priority = false }: { card: Omit<Card, "cover"> & { cover: Photo }; priority?: boolean }) {
  const { words, language } = useSite();
  return (
    <li className="gallery-card">
      <Link to={pathIn(language, albumHref(card))} state={{ key: card.key, count: card.count }}>
        <Picture {...card.cover} alt="" sizes={SIZES.gridColumn} priority={priority ? "high" : undefined} />
        <h3 {...textOf(card.title)} />
      </Link>
      <p {...textOf(card.description)} />
      <p className="photo-count">{fill(words.gallery.photoCount, { count: card.count })}</p>
    </li>
  );
}
