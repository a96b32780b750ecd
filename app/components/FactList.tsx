import { Fragment } from "react";
import { textOf } from "./ContentText";

/** A card's facts, label then value (subject, classes, qualification…). Values are the content's text, and
 * may be English on a Hindi page. */
export function FactList({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd {...textOf(value)} />
        </Fragment>
      ))}
    </dl>
  );
}
