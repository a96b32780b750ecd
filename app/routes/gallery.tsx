import { Suspense } from "react";
import type { Route } from "./+types/gallery";
import { GalleryCard } from "~/components/GalleryCard";
import { Slideshow } from "~/components/Slideshow";
import { gallery } from "~/lib/content/gallery.server";
import { galleryPhoto } from "~/lib/gallery-media.server";
import { pageMeta } from "~/lib/meta";
import { slideUrl } from "~/lib/photos";

// The gallery's content reaches the browser as this page's data, not inside its script: the office can add
// slides and albums without making the script every phone runs any larger.
export function loader() {
  return {
    slides: gallery.slides.map((slide) => ({ ...slide, photo: galleryPhoto(slideUrl(slide.img_url)) })),
    cards: gallery.cards.map((card) => ({ ...card, cover: galleryPhoto(card.cover) })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Gallery",
    description: "Photos of school life: functions, prize days, clubs, tours, sports and parent-teacher meetings.",
    path: "/gallery",
  });

export default function GalleryPage({ loaderData: { slides, cards } }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Gallery</h1>
      {/* Its own hydration boundary: the carousel, which measures and re-renders itself as it mounts, wakes up
          in a task of its own instead of lengthening the page's (a slow phone stays responsive to taps). */}
      <Suspense>
        <Slideshow slides={slides} />
      </Suspense>
      <h2>Albums</h2>
      <ul className="gallery-grid">
        {cards.map((card, index) => (
          <GalleryCard key={card.key} card={card} priority={index === 0} />
        ))}
      </ul>
    </div>
  );
}
