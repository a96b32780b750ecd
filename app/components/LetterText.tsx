import type { LetterPart } from "../../lib/content/schema";
import { telUrl, whatsAppUrl } from "~/lib/contact";
import { langOf, plain } from "../../lib/site/language";
import { useSite } from "~/lib/use-site";

/** Paragraphs the office wrote, where {phone}, {whatsapp} and {email} became links a parent can tap. */
export function LetterText({ paragraphs }: { paragraphs: LetterPart[][] }) {
  return paragraphs.map((parts, i) => {
    // A paragraph not translated yet carries the mark on its first part: the whole paragraph is English.
    const [first] = parts;
    return (
      <p key={i} {...(typeof first === "string" ? langOf(first) : {})}>
        {parts.map((part, j) => (typeof part === "string" ? plain(part) : <ContactLink key={j} kind={part.link} />))}
      </p>
    );
  });
}

function ContactLink({ kind }: { kind: Exclude<LetterPart, string>["link"] }) {
  const { school } = useSite();
  switch (kind) {
    case "phone":
      return <a href={telUrl(school.phone)}>{school.phone.display}</a>;
    case "whatsapp":
      return <a href={whatsAppUrl(school.whatsapp)}>{school.whatsapp.display}</a>;
    case "email":
      return <a href={`mailto:${school.email}`}>{school.email}</a>;
  }
}
