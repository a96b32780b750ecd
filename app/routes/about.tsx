import type { Route } from "./+types/about";
import { textOf } from "~/components/ContentText";
import { FactList } from "~/components/FactList";
import { fill } from "../../lib/site/i18n/fill";
import { contentFor, todayOf } from "~/lib/content.server";
import { inForceFirst } from "../../lib/site/seasons";
import { plain } from "../../lib/site/language";
import { writtenPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

// The hours of the season in force today come first.
export function loader({ url, context }: Route.LoaderArgs) {
  const { about } = contentFor(context, url);
  const seasons = inForceFirst(about.hours.seasons, todayOf(context));
  return { ...about, hours: { ...about.hours, seasons } };
}

export const meta: Route.MetaFunction = writtenPageMeta("about", "/about");

export default function AboutPage({ loaderData: about }: Route.ComponentProps) {
  const { school, words } = useSite();
  const text = words.about;
  return (
    <div className="page reading prose">
      <h1>{words.pages.about}</h1>
      <p className="lead" {...textOf(about.introduction)} />
      <h2>{text.history}</h2>
      {about.history.map((paragraph) => (
        <p key={paragraph} {...textOf(paragraph)} />
      ))}
      <h2>{text.vision}</h2>
      {about.vision.map((paragraph) => (
        <p key={paragraph} {...textOf(paragraph)} />
      ))}
      <h2>{text.boardAndClasses}</h2>
      <FactList
        facts={[
          [text.board, school.board],
          [text.affiliationNumber, school.affiliationNumber],
          [text.schoolCode, school.schoolCode],
          [text.classes, school.classes],
          [text.medium, school.medium],
        ]}
      />
      <h2>{text.hours}</h2>
      <FactList
        facts={[
          ...about.hours.seasons.map((season): [string, string] => [
            fill(text.season, { season: words.hours.seasons[season.id], months: season.months }),
            fill(text.schoolDays, { days: plain(about.hours.days), hours: season.hours }),
          ]),
          [text.office, fill(text.schoolDays, { days: plain(about.hours.office.days), hours: about.hours.office.hours })],
        ]}
      />
      <h2>{text.howToReach}</h2>
      {about.how_to_reach.map((paragraph) => (
        <p key={paragraph} {...textOf(paragraph)} />
      ))}
      <address {...textOf(school.postalAddress)} />
      <p>
        <a href={school.mapUrl}>{text.map}</a>
      </p>
    </div>
  );
}
