import type { Route } from "./+types/about";
import { textOf } from "~/components/ContentText";
import { FactList } from "~/components/FactList";
import { contentLoader } from "~/lib/content.server";
import { writtenPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

export const loader = contentLoader("about");

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
      <dl className="facts">
        {about.school_hours.map((line) => (
          <div key={line.days}>
            <dt {...textOf(line.days)} />
            <dd {...textOf(line.hours)} />
          </div>
        ))}
      </dl>
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
