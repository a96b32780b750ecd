import { Link } from "react-router";
import type { Route } from "./+types/home";
import { HomeVideo } from "~/components/HomeVideo";
import { LeaderCard } from "~/components/LeaderCard";
import { Picture } from "~/components/Picture";
import { home } from "~/lib/content/home";
import { school } from "~/lib/content/school";
import { telUrl, whatsAppUrl } from "~/lib/contact";
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
      <div className="home-intro">
        <h1>{school.name}</h1>
        <p className="home-tagline">{[school.board, school.classes, school.medium, `${school.address.village}, ${school.address.district}`].join(" · ")}</p>
        {/* What parents come for most, on the first screen of a phone. */}
        <ul className="home-actions">
          <li>
            <a className="button" href={telUrl(school.phone)}>
              Call {school.phone.display}
            </a>
          </li>
          <li>
            <a className="button" href={whatsAppUrl(school.whatsapp)}>
              WhatsApp
            </a>
          </li>
          <li>
            <Link className="button" to="/admissions">
              Admissions
            </Link>
          </li>
        </ul>
      </div>
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
