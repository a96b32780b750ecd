import { useEffect, useRef, useState } from "react";
import { type ShouldRevalidateFunction, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/admissions";
import { textOf } from "~/components/ContentText";
import { FactList } from "~/components/FactList";
import { LetterText } from "~/components/LetterText";
import { Picture } from "~/components/Picture";
import type { Dictionary } from "../../lib/site/i18n/en";
import { fill } from "../../lib/site/i18n/fill";
import { type AdmissionClass, CLASS_PARAM, chosenClass, classHref } from "~/lib/admission-class";
import type { Admissions } from "../../lib/content/schema";
import { contentFor, mediaOf } from "~/lib/content.server";
import { plain } from "../../lib/site/language";
import { SIZES } from "~/lib/media";
import { pageMeta, rootData } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

export function loader({ url, context }: Route.LoaderArgs) {
  const { admissions } = contentFor(context, url);
  return { ...admissions, media: mediaOf(context, [admissions.image.src]) };
}

// Choosing a class changes only the address's ?class=: the page has every class already, nothing is fetched.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const { admissions, pages } = rootData(args).words;
  // A class's page is its own address (shared on WhatsApp, it opens on that class); any other query is not.
  const chosen = args.loaderData && chosenClass(new URLSearchParams(args.location.search), args.loaderData.classes);
  return pageMeta(args, { title: pages.admissions, description: admissions.description, path: `/admissions${chosen ? classHref(chosen) : ""}` });
};

export default function AdmissionsPage({ loaderData: admissions }: Route.ComponentProps) {
  const { admissions: words, pages } = useSite().words;
  // The choice is the address's (/admissions?class=ukg), on the server as in the browser, and nothing is sent
  // anywhere; with no class chosen, every class's details are listed.
  const [chosen, choose] = useChosenClass(admissions.classes);
  const shown = chosen ? admissions.classes.filter((c) => c.value === chosen) : admissions.classes;
  const { letter } = admissions;

  return (
    <div className="page reading">
      <h1>{pages.admissions}</h1>
      {/* What a parent comes for, first: the class, then its age, documents, fees and dates. The letter follows. */}
      <ClassPicker label={admissions.classLabel} classes={admissions.classes} chosen={chosen} choose={choose} words={words} />
      <div className="class-details" aria-live="polite">
        {shown.map((details) => (
          <ClassDetails key={details.value} details={details} cutOffDate={admissions.cutOffDate} words={words} />
        ))}
      </div>
      <Picture src={admissions.image.src} alt={admissions.image.alt} sizes={SIZES.narrowPage} className="admissions-image" />
      <article className="letter">
        <p {...textOf(letter.greeting)} />
        <LetterText paragraphs={letter.paragraphs} />
        <p className="signature" {...textOf(letter.signature)} />
      </article>
    </div>
  );
}

/**
 * The class shown, and how to choose one. The address holds the choice (to reload, to share), but the router
 * takes a moment to follow it: the class just chosen is shown from the choice itself, in the same frame,
 * until the address has caught up with it.
 */
function useChosenClass(classes: Admissions["classes"]) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const addressed = chosenClass(new URLSearchParams(search), classes);
  const [picked, setPicked] = useState<{ value: AdmissionClass | undefined }>();
  if (picked && picked.value === addressed) setPicked(undefined);
  const choose = (value: AdmissionClass | undefined) => {
    setPicked({ value });
    // In place of the current entry: Back leaves the page, not the last choice.
    navigate({ search: value ? classHref(value) : "" }, { replace: true, preventScrollReset: true });
  };
  return [picked ? picked.value : addressed, choose] as const;
}

type PickerProps = {
  label: string;
  classes: Admissions["classes"];
  chosen: AdmissionClass | undefined;
  choose: (value: AdmissionClass | undefined) => void;
  words: Dictionary["admissions"];
};

/**
 * The specification's dropdown, in the server's HTML too: a plain GET form whose "Show" button opens the
 * class's page (/admissions?class=ukg) without script. Once the script runs the button goes (app.css) and
 * choosing is enough.
 */
function ClassPicker({ label, classes, chosen, choose, words }: PickerProps) {
  const select = useRef<HTMLSelectElement>(null);
  const chooseValue = (value: string) => choose(classes.find((c) => c.value === value)?.value);
  // A class chosen before the script ran stays in the list when React takes over the page: once, as it
  // does, show that class as if chosen now.
  useEffect(() => {
    if (select.current && select.current.value !== (chosen ?? "")) chooseValue(select.current.value);
  }, []);
  return (
    <form className="field class-picker" method="get" action={useLocation().pathname}>
      <label htmlFor="admission-class" className="field-label" {...textOf(label)} />
      <select
        ref={select}
        id="admission-class"
        name={CLASS_PARAM}
        value={chosen ?? ""}
        onChange={(event) => chooseValue(event.target.value)}
      >
        <option value="">{words.allClasses}</option>
        {classes.map(({ value }) => (
          <option key={value} value={value}>
            {words.classNames[value]}
          </option>
        ))}
      </select>
      <button type="submit" className="button show-class">
        {words.show}
      </button>
    </form>
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
