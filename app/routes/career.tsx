import type { Route } from "./+types/career";
import { textOf } from "~/components/ContentText";
import { FactList } from "~/components/FactList";
import { LetterText } from "~/components/LetterText";
import { contentLoader } from "~/lib/content.server";
import { writtenPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

export const loader = contentLoader("career");

export const meta: Route.MetaFunction = writtenPageMeta("career", "/career");

export default function CareerPage({ loaderData: career }: Route.ComponentProps) {
  const { words } = useSite();
  const text = words.career;
  return (
    <div className="page reading">
      <h1>{words.pages.career}</h1>
      <p className="lead" {...textOf(career.introduction)} />
      <h2>{text.openPositions}</h2>
      {career.vacancies.length === 0 ? (
        <p className="card callout" {...textOf(career.noVacancies)} />
      ) : (
        <ul className="card-list">
          {career.vacancies.map((vacancy) => (
            <li key={vacancy.post} className="card">
              <h3 {...textOf(vacancy.post)} />
              <FactList
                facts={[
                  [text.teaching, vacancy.subject],
                  [text.qualification, vacancy.qualification],
                  [text.applyBy, vacancy.last_date],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      <h2>{text.howToApply}</h2>
      <LetterText paragraphs={career.howToApply} />
    </div>
  );
}
