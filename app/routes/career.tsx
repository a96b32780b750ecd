import type { Route } from "./+types/career";
import { LetterText } from "~/components/LetterText";
import { career } from "~/lib/content/career";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Careers", description: career.introduction, path: "/career" });

export default function CareerPage() {
  return (
    <div className="page narrow">
      <h1>Careers</h1>
      <p className="lead">{career.introduction}</p>
      <h2>Open positions</h2>
      {career.vacancies.length === 0 ? (
        <p className="card callout">{career.noVacancies}</p>
      ) : (
        <ul className="card-list">
          {career.vacancies.map((vacancy) => (
            <li key={vacancy.post} className="card">
              <h3>{vacancy.post}</h3>
              <dl className="facts">
                <dt>Teaching</dt>
                <dd>{vacancy.subject}</dd>
                <dt>Qualification</dt>
                <dd>{vacancy.qualification}</dd>
                <dt>Apply by</dt>
                <dd>{vacancy.last_date}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <h2>How to apply</h2>
      <LetterText paragraphs={career.howToApply} />
    </div>
  );
}
