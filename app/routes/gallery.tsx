import { Suspense } from "react";
import type { Route } from "./+types/gallery";
import { GalleryCard } from "~/components/GalleryCard";
import { Slideshow } from "~/components/Slideshow";
import { contentFor, photoOf } from "~/lib/content.server";
import { pageMeta, rootData } from "~/lib/meta";
import { useSite } from "~/lib/use-site";
import { slideUrl } from "../../lib/site/public-paths";

// The gallery's content reaches the browser as this page's data, not inside its script: the office can add
// slides and albums without making the script every phone runs any larger.
export function loader({ url, context }: Route.LoaderArgs) {
  const { gallery } = contentFor(context, url);
  return {
    slides: gallery.slides.map((slide) => ({ ...slide, photo: photoOf(context, slideUrl(slide.img_url)) })),
    cards: gallery.cards.map((card) => ({ ...card, cover: photoOf(context, card.cover) })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { gallery, pages } = rootData(args).words;
  return pageMeta(args, { title: pages.gallery, description: gallery.description, path: "/gallery" });
};

export default function GalleryPage({ loaderData: { slides, cards } }: Route.ComponentProps) {
  const { gallery: words, pages } = useSite().words;
  return (
    <div className="page">
      <h1>{pages.gallery}</h1>
      {/* Its own hydration boundary: the carousel, which measures and re-renders itself as it mounts, wakes up
          in a task of its own instead of lengthening the page's (a slow phone stays responsive to taps). */}
      <Suspense>
        <Slideshow slides={slides} />
      </Suspense>
      <h2>{words.albums}</h2>
      <ul className="gallery-grid">
        {cards.map((card, index) => (
          <GalleryCard key={card.key} card={card} priority={index === 0} />
        ))}
      </ul>
    </div>
  );
}
