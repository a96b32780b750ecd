import type { Route } from "./+types/transport";
import { textOf } from "~/components/ContentText";
import { fillNodes } from "~/i18n/fill-nodes";
import { telUrl } from "~/lib/contact";
import { fill } from "../../lib/site/i18n/fill";
import { contentFor, todayOf } from "~/lib/content.server";
import { inForceFirst } from "../../lib/site/seasons";
import { plain } from "../../lib/site/language";
import { writtenPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

// The times of the season in force today come first, the other season's below.
export function loader({ url, context }: Route.LoaderArgs) {
  const { transport } = contentFor(context, url);
  return { ...transport, seasons: inForceFirst(transport.seasons, todayOf(context)) };
}

export const meta: Route.MetaFunction = writtenPageMeta("transport", "/transport");

/** A stop's two times a day, in the timetable's order. */
const BUS_TIMES = ["morning", "afternoon"] as const;

export default function TransportPage({ loaderData: transport }: Route.ComponentProps) {
  const { words } = useSite();
  const { transport: text, hours } = words;
  const { coordinator } = transport;
  return (
    <div className="page reading">
      <h1>{words.pages.transport}</h1>
      <p className="lead" {...textOf(transport.introduction)} />
      <p className="card callout">
        {fillNodes(text.coordinator, { name: plain(coordinator.name), phone: <a href={telUrl(coordinator.phone)}>{coordinator.phone.display}</a> })}
      </p>
      <h2>{text.routes}</h2>
      {transport.seasons.map((season, i) => (
        <section key={season.id} className="season" aria-labelledby={`times-${season.id}`}>
          <h3 id={`times-${season.id}`}>
            {fill(text.timesIn, { season: hours.seasons[season.id], months: season.months })}
            {i === 0 && <span className="badge">{text.inForce}</span>}
          </h3>
          {transport.routes.map((route) => (
            <table key={route.name} className="simple-table">
              <caption {...textOf(route.name)} />
              <thead>
                <tr>
                  <th scope="col">{text.stop}</th>
                  <th scope="col">{text.morning}</th>
                  <th scope="col">{text.afternoon}</th>
                </tr>
              </thead>
              <tbody>
                {route.stops.map((stop) => (
                  <tr key={stop.place}>
                    <th scope="row" {...textOf(stop.place)} />
                    {BUS_TIMES.map((part) => (
                      <td key={part}>
                        <time dateTime={stop.times[season.id][part].datetime}>{stop.times[season.id][part].text}</time>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
      <h2>{text.fees}</h2>
      <table className="simple-table">
        <thead>
          <tr>
            <th scope="col">{text.distance}</th>
            <th scope="col">{text.fee}</th>
          </tr>
        </thead>
        <tbody>
          {transport.fees.map((fee) => (
            <tr key={fee.distance}>
              <th scope="row" {...textOf(fee.distance)} />
              <td {...textOf(fee.fee)} />
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{text.safety}</h2>
      <ul>
        {transport.safety_rules.map((rule) => (
          <li key={rule} {...textOf(rule)} />
        ))}
      </ul>
    </div>
  );
}
