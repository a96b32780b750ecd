import type { Route } from "./+types/gallery";
import { GalleryCard } from "~/components/GalleryCard";
import { Slideshow } from "~/components/Slideshow";
import { gallery } from "~/content/gallery";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Gallery",
    description: "Photos of school life: functions, prize days, clubs, tours, sports and parent-teacher meetings.",
    path: "/gallery",
  });

export default function GalleryPage() {
  return (
    <div className="page">
      <h1>Gallery</h1>
      <Slideshow slides={gallery.slides} />
      <h2>Albums</h2>
      <ul className="gallery-grid">
        {gallery.cards.map((card, index) => (
          <GalleryCard key={card.key} card={card} priority={index === 0} />
        ))}
      </ul>
    </div>
  );
}
