import type { Route } from "./+types/transport";
import { transport } from "~/lib/content/transport";
import { telUrl } from "~/lib/contact";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Transport", description: transport.introduction, path: "/transport" });

export default function TransportPage() {
  const { coordinator } = transport;
  return (
    <div className="page narrow">
      <h1>Transport</h1>
      <p className="lead">{transport.introduction}</p>
      <p className="card callout">
        Questions about the buses? Call the transport coordinator, {coordinator.name}:{" "}
        <a href={telUrl(coordinator.phone)}>{coordinator.phone.display}</a>
      </p>
      <h2>Routes and times</h2>
      {transport.routes.map((route) => (
        <table key={route.name} className="simple-table">
          <caption>{route.name}</caption>
          <thead>
            <tr>
              <th scope="col">Stop</th>
              <th scope="col">Morning pick-up</th>
              <th scope="col">Afternoon drop</th>
            </tr>
          </thead>
          <tbody>
            {route.stops.map((stop) => (
              <tr key={stop.place}>
                <th scope="row">{stop.place}</th>
                <td>{stop.morning}</td>
                <td>{stop.afternoon}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <h2>Fees</h2>
      <table className="simple-table">
        <thead>
          <tr>
            <th scope="col">Distance from school</th>
            <th scope="col">Fee</th>
          </tr>
        </thead>
        <tbody>
          {transport.fees.map((fee) => (
            <tr key={fee.distance}>
              <th scope="row">{fee.distance}</th>
              <td>{fee.fee}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Safety rules</h2>
      <ul>
        {transport.safety_rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
