import { Link, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { ContactActions } from "~/components/ContactActions";
import { ContentText } from "~/components/ContentText";
import { HomeVideo } from "~/components/HomeVideo";
import { LeaderCard } from "~/components/LeaderCard";
import { Picture } from "~/components/Picture";
import { NoticeList } from "~/components/NoticeList";
import { contentFor, mediaOf, todayOf } from "~/lib/content.server";
import { languageOf, pathIn, plain } from "../../lib/site/language";
import { SIZES } from "~/lib/media";
import { pageMeta, rootData, singleFileUrl } from "~/lib/meta";
import { currentNotices } from "../../lib/site/notices";
import { NOTICES_PATH } from "../../lib/site/pages";
import { summaryOf } from "~/lib/notices.server";
import { useSite } from "~/lib/use-site";

/** How many current notices the home page shows, pinned first: enough to see what is new, on the first two screens of a phone. */
const HOME_NOTICES = 3;

export function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOf(url.pathname);
  const { home, notices } = contentFor(context, url);
  return {
    ...home,
    notices: currentNotices(notices, todayOf(context)).slice(0, HOME_NOTICES).map((notice) => summaryOf(notice, language)),
    media: mediaOf(context, [home.video.poster, ...home.leaders.map((leader) => leader.photo)]),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { words, school } = rootData(args);
  return [...pageMeta(args, { title: words.pages.home, description: school.description, path: "/" }), schoolJsonLd(args)];
};

/** schema.org description of the school, for search engines: here, so that no other page's script carries it. */
function schoolJsonLd(args: Route.MetaArgs): MetaDescriptor {
  const { siteUrl: site, language, school } = rootData(args);
  const { address } = school;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "School",
      name: plain(school.name),
      description: plain(school.description),
      inLanguage: language,
      url: `${site}${pathIn(language, "/")}`,
      logo: `${site}${singleFileUrl(args, school.logo)}`,
      image: `${site}${singleFileUrl(args, school.banner.src)}`,
      telephone: school.phone.international,
      email: school.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: `${plain(address.street)}, ${plain(address.village)}`,
        addressLocality: plain(address.district),
        addressRegion: plain(address.state),
        postalCode: address.pinCode,
        addressCountry: plain(address.country),
      },
      hasMap: school.mapUrl,
    },
  };
}

export default function HomePage({ loaderData: home }: Route.ComponentProps) {
  const { school, words, language } = useSite();
  const { address } = school;
  const tagline = [school.board, school.classes, school.medium, address.village, address.district];
  return (
    <div className="page home">
      <div className="home-intro">
        <h1>
          <ContentText text={school.name} />
        </h1>
        <p className="home-tagline">
          {tagline.map((part, i) => (
            <span key={i}>
              {i === 0 ? "" : i === tagline.length - 1 ? ", " : " · "}
              <ContentText text={part} />
            </span>
          ))}
        </p>
        {/* What parents come for most, on the first screen of a phone. */}
        <ul className="home-actions">
          <ContactActions />
          <li>
            <Link className="button" to={pathIn(language, "/admissions")}>
              {words.pages.admissions}
            </Link>
          </li>
        </ul>
      </div>
      <HomeVideo video={home.video} />
      {/* What is new at school: below the video, on a wide screen too (in a row of its own, on the first
          screen); no ticker, nothing that moves. */}
      {home.notices.length > 0 && (
        <section className="home-notices" aria-labelledby="home-notices">
          <h2 id="home-notices">{words.pages.notices}</h2>
          <NoticeList notices={home.notices} />
          <p>
            <Link to={pathIn(language, NOTICES_PATH)}>{words.notices.allNotices}</Link>
          </p>
        </section>
      )}
      {/* Below the notices: fetched with the page, after the poster (the largest paint). */}
      <Picture src={school.banner.src} alt={school.banner.alt} sizes={SIZES.page} className="banner" priority="low" lazy={false} />
      <section className="leaders" aria-label={words.home.leaders}>
        {home.leaders.map((leader) => (
          <LeaderCard key={leader.role} leader={leader} />
        ))}
      </section>
    </div>
  );
}
