import { school } from "~/lib/content/school";
import type { LetterPart } from "~/lib/content-schema";
import { telUrl, whatsAppUrl } from "~/lib/contact";

/** Paragraphs the office wrote, where {phone}, {whatsapp} and {email} became links a parent can tap. */
export function LetterText({ paragraphs }: { paragraphs: LetterPart[][] }) {
  return paragraphs.map((parts, i) => (
    <p key={i}>{parts.map((part, j) => (typeof part === "string" ? part : <ContactLink key={j} kind={part.link} />))}</p>
  ));
}

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
