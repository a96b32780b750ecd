import type { Route } from "./+types/home";
import { HomeVideo } from "~/components/HomeVideo";
import { LeaderCard } from "~/components/LeaderCard";
import { Picture } from "~/components/Picture";
import { home } from "~/content/home";
import { school } from "~/content/school";
import { SIZES } from "~/lib/media";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Home", school.description);

export default function HomePage() {
  return (
    <div className="page">
      <h1 className="visually-hidden">{school.name}</h1>
      <HomeVideo video={home.video} />
      <Picture src={home.banner.src} alt={home.banner.alt} sizes={SIZES.page} className="banner" priority />
      <section className="leaders" aria-label="Messages from our leaders">
        {home.leaders.map((leader) => (
          <LeaderCard key={leader.role} leader={leader} />
        ))}
      </section>
    </div>
  );
}
