import { Fragment } from "react";
import { textOf } from "./ContentText";

/** A card's facts, label then value (subject, classes, qualification…); a value that is a list is shown as
 * one. Values are the content's text, and may be English on a Hindi page. */
export function FactList({ facts }: { facts: [label: string, value: string | readonly string[]][] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          {typeof value === "string" ? (
            <dd {...textOf(value)} />
          ) : (
            <dd>
              <ul>
                {value.map((item) => (
                  <li key={item} {...textOf(item)} />
                ))}
              </ul>
            </dd>
          )}
        </Fragment>
      ))}
    </dl>
  );
}
