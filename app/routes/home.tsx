import type { Route } from "./+types/home";
import { HomeVideo } from "~/components/HomeVideo";
import { LeaderCard } from "~/components/LeaderCard";
import { Picture } from "~/components/Picture";
import { home } from "~/content/home";
import { school } from "~/content/school";
import { posterUrl, SIZES } from "~/lib/media";
import { pageMeta, schoolJsonLd } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Home", description: school.description, path: "/" }),
  schoolJsonLd(args),
];

// The poster is the first thing a phone paints: fetch it with the page, not after the scripts.
export const links: Route.LinksFunction = () => [{ rel: "preload", as: "image", href: posterUrl(home.video.poster), fetchPriority: "high" }];

export default function HomePage() {
  return (
    <div className="page">
      <h1 className="visually-hidden">{school.name}</h1>
      <HomeVideo video={home.video} />
      <Picture src={school.banner.src} alt={school.banner.alt} sizes={SIZES.page} className="banner" priority />
      <section className="leaders" aria-label="Messages from our leaders">
        {home.leaders.map((leader) => (
          <LeaderCard key={leader.role} leader={leader} />
        ))}
      </section>
    </div>
  );
}
