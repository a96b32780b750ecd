import { useState } from "react";
import type { Route } from "./+types/admissions";
import { textOf } from "~/components/ContentText";
import { FactList } from "~/components/FactList";
import { LetterText } from "~/components/LetterText";
import { Picture } from "~/components/Picture";
import type { Dictionary } from "~/i18n/en";
import { fill } from "~/i18n/fill";
import type { Admissions } from "~/lib/content-schema";
import { contentLoader } from "~/lib/content.server";
import { plain } from "~/lib/language";
import { SIZES } from "~/lib/media";
import { pageMeta, rootData } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";

export const loader = contentLoader("admissions");

export const meta: Route.MetaFunction = (args) => {
  const { admissions, pages } = rootData(args).words;
  return pageMeta(args, { title: pages.admissions, description: admissions.description, path: "/admissions" });
};

export default function AdmissionsPage({ loaderData: admissions }: Route.ComponentProps) {
  // The choice stays on this page: nothing is sent anywhere.
  const [chosenClass, setChosenClass] = useState("");
  const hydrated = useHydrated();
  const { admissions: words, pages } = useSite().words;
  const { letter } = admissions;
  // Without script every class's details are on the page; with it, the chosen class's.
  const shown = hydrated ? admissions.classes.filter((c) => c.value === chosenClass) : admissions.classes;

  return (
    <div className="page narrow">
      <h1>{pages.admissions}</h1>
      <Picture src={admissions.image.src} alt={admissions.image.alt} sizes={SIZES.narrowPage} priority className="admissions-image" />
      <article className="letter">
        <p {...textOf(letter.greeting)} />
        <LetterText paragraphs={letter.paragraphs} />
        <p className="signature" {...textOf(letter.signature)} />
      </article>
      <div className="field">
        <label htmlFor="admission-class" {...textOf(admissions.classLabel)} />
        <select id="admission-class" value={chosenClass} onChange={(event) => setChosenClass(event.target.value)}>
          <option value="" disabled>
            {words.selectClass}
          </option>
          {admissions.classes.map((c) => (
            <option key={c.value} value={c.value}>
              {words.classNames[c.value]}
            </option>
          ))}
        </select>
      </div>
      <div className="class-details" aria-live="polite">
        {hydrated && shown.length === 0 && <p className="field-note">{words.chooseClass}</p>}
        {shown.map((details) => (
          <ClassDetails key={details.value} details={details} cutOffDate={admissions.cutOffDate} words={words} />
        ))}
      </div>
    </div>
  );
}

/** What a parent needs to know to apply for one class. */
function ClassDetails({ details, cutOffDate, words }: { details: Admissions["classes"][number]; cutOffDate: string; words: Dictionary["admissions"] }) {
  return (
    <section className="card" aria-labelledby={`class-${details.value}`}>
      <h2 id={`class-${details.value}`}>{words.classNames[details.value]}</h2>
      <FactList
        facts={[
          [fill(words.ageOn, { date: plain(cutOffDate) }), details.age],
          [words.documents, details.documents],
          [words.fees, details.fees],
          [words.dates, details.dates],
        ]}
      />
    </section>
  );
}
