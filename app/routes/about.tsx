import type { Route } from "./+types/about";
import { about } from "~/lib/content/about";
import { school } from "~/lib/content/school";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "About the school", description: about.introduction, path: "/about" });

export default function AboutPage() {
  return (
    <div className="page narrow prose">
      <h1>About the school</h1>
      <p className="lead">{about.introduction}</p>
      <h2>Our history</h2>
      {about.history.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>Our vision</h2>
      {about.vision.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>Board and classes</h2>
      <dl className="facts">
        <dt>Board</dt>
        <dd>{school.board}</dd>
        <dt>Affiliation number</dt>
        <dd>{school.affiliationNumber}</dd>
        <dt>School code</dt>
        <dd>{school.schoolCode}</dd>
        <dt>Classes</dt>
        <dd>{school.classes}</dd>
        <dt>Medium of teaching</dt>
        <dd>{school.medium}</dd>
      </dl>
      <h2>School hours</h2>
      <dl className="facts">
        {about.school_hours.map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      <h2>How to reach us</h2>
      {about.how_to_reach.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <address>{school.postalAddress}</address>
      <p>
        <a href={school.mapUrl}>Show the school on a map</a>
      </p>
    </div>
  );
}
