import type { Route } from "./+types/online-education";
import { ContentText, textOf } from "~/components/ContentText";
import { contentLoader } from "~/lib/content.server";
import { writtenPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

export const loader = contentLoader("onlineEducation");

export const meta: Route.MetaFunction = writtenPageMeta("onlineEducation", "/onlineEducation");

export default function OnlineEducationPage({ loaderData: onlineEducation }: Route.ComponentProps) {
  const { words } = useSite();
  const text = words.onlineEducation;
  return (
    <div className="page reading prose">
      <h1>{words.pages.onlineEducation}</h1>
      <p className="lead" {...textOf(onlineEducation.introduction)} />
      {onlineEducation.sections.map((section) => (
        <section key={section.heading}>
          <h2 {...textOf(section.heading)} />
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} {...textOf(paragraph)} />
          ))}
        </section>
      ))}
      <h2>{text.resources}</h2>
      <ul>
        {onlineEducation.resources.map((resource) => (
          <li key={resource.name}>
            {resource.link ? (
              <a href={resource.link} {...textOf(resource.name)} />
            ) : (
              <strong {...textOf(resource.name)} />
            )}
            : <ContentText text={resource.description} />
          </li>
        ))}
      </ul>
    </div>
  );
}
