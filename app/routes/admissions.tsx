import { useState } from "react";
import type { Route } from "./+types/admissions";
import { Picture } from "~/components/Picture";
import { admissions } from "~/lib/content/admissions";
import { school } from "~/lib/content/school";
import type { LetterPart } from "~/lib/content-schema";
import { telUrl, whatsAppUrl } from "~/lib/contact";
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
  const chosenLabel = admissions.classes.find((c) => c.value === chosenClass)?.label;
  const { letter } = admissions;

  return (
    <div className="page narrow">
      <h1>Admissions</h1>
      <Picture src={admissions.image.src} alt={admissions.image.alt} sizes={SIZES.narrowPage} priority className="admissions-image" />
      <article className="letter">
        <p>{letter.greeting}</p>
        {letter.paragraphs.map((parts, i) => (
          <p key={i}>
            {parts.map((part, j) => (typeof part === "string" ? part : <ContactLink key={j} kind={part.link} />))}
          </p>
        ))}
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
        <p className="field-note" aria-live="polite">
          {chosenLabel ? `You chose ${chosenLabel}. Please bring this choice to the school office.` : ""}
        </p>
      </div>
    </div>
  );
}

/** The school's phone, WhatsApp or email, named in the letter, as a link a parent can tap. */
function ContactLink({ kind }: { kind: Exclude<LetterPart, string>["link"] }) {
  switch (kind) {
    case "phone":
      return <a href={telUrl(school.phone)}>{school.phone.display}</a>;
    case "whatsapp":
      return <a href={whatsAppUrl(school.whatsapp)}>{school.whatsapp.display}</a>;
    case "email":
      return <a href={`mailto:${school.email}`}>{school.email}</a>;
  }
}
