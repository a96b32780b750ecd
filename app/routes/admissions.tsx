import { useState } from "react";
import type { Route } from "./+types/admissions";
import { Picture } from "~/components/Picture";
import { admissions } from "~/lib/content/admissions";
import { LetterText } from "~/components/LetterText";
import type { Admissions } from "~/lib/content-schema";
import { useHydrated } from "~/lib/use-hydrated";
import { SIZES } from "~/lib/media";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Admissions",
    description: "Admissions are open for Nursery, LKG, UKG and Class I. How to apply, and whom to ask.",
    path: "/admissions",
  });

export default function AdmissionsPage() {
  // The choice stays on this page: nothing is sent anywhere.
  const [chosenClass, setChosenClass] = useState("");
  const hydrated = useHydrated();
  const { letter } = admissions;
  // Without script every class's details are on the page; with it, the chosen class's.
  const shown = hydrated ? admissions.classes.filter((c) => c.value === chosenClass) : admissions.classes;

  return (
    <div className="page narrow">
      <h1>Admissions</h1>
      <Picture src={admissions.image.src} alt={admissions.image.alt} sizes={SIZES.narrowPage} priority className="admissions-image" />
      <article className="letter">
        <p>{letter.greeting}</p>
        <LetterText paragraphs={letter.paragraphs} />
        <p className="signature">{letter.signature}</p>
      </article>
      <div className="field">
        <label htmlFor="admission-class">{admissions.classLabel}</label>
        <select id="admission-class" value={chosenClass} onChange={(event) => setChosenClass(event.target.value)}>
          <option value="" disabled>
            Select a class
          </option>
          {admissions.classes.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="class-details" aria-live="polite">
        {hydrated && shown.length === 0 && <p className="field-note">Choose a class to see the age, the documents to bring, the fees and the dates.</p>}
        {shown.map((details) => (
          <ClassDetails key={details.value} details={details} cutOffDate={admissions.cutOffDate} />
        ))}
      </div>
    </div>
  );
}

/** What a parent needs to know to apply for one class. */
function ClassDetails({ details, cutOffDate }: { details: Admissions["classes"][number]; cutOffDate: string }) {
  return (
    <section className="card" aria-labelledby={`class-${details.value}`}>
      <h2 id={`class-${details.value}`}>{details.label}</h2>
      <dl className="facts">
        <dt>Age on {cutOffDate}</dt>
        <dd>{details.age}</dd>
        <dt>Documents to bring</dt>
        <dd>
          <ul>
            {details.documents.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </dd>
        <dt>Fees</dt>
        <dd>{details.fees}</dd>
        <dt>Dates</dt>
        <dd>{details.dates}</dd>
      </dl>
    </section>
  );
}
