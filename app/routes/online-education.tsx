import type { Route } from "./+types/online-education";
import { onlineEducation } from "~/lib/content/online-education";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Online education", description: onlineEducation.introduction, path: "/onlineEducation" });

export default function OnlineEducationPage() {
  return (
    <div className="page narrow prose">
      <h1>Online education</h1>
      <p className="lead">{onlineEducation.introduction}</p>
      {onlineEducation.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <h2>Free resources we use</h2>
      <ul>
        {onlineEducation.resources.map((resource) => (
          <li key={resource.name}>
            {resource.link ? <a href={resource.link}>{resource.name}</a> : <strong>{resource.name}</strong>}: {resource.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
