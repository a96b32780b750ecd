import type { Route } from "./+types/mpd";
import { disclosure } from "~/lib/content/disclosure";
import { school } from "~/lib/content/school";
import type { DisclosureCell } from "~/lib/content-schema";
import { documentById } from "~/lib/documents";
import { pageMeta } from "~/lib/meta";
import { useSiteUrl } from "~/lib/use-site-url";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mandatory Public Disclosure",
    description: `Mandatory public disclosure of ${school.name}: general information, documents, results, staff and infrastructure.`,
    path: "/mpd",
  });

export default function DisclosurePage() {
  return (
    <div className="page">
      <h1>Mandatory Public Disclosure</h1>
      {disclosure.map((section) => (
        <section key={section.id} id={section.id} className="disclosure-section">
          <h2 id={`${section.id}-title`}>
            {section.letter}. {section.title}
          </h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`${section.id}-title`}>
            {/* Explicit roles: on a phone the rows are laid out as blocks (see app.css), which makes some
                browsers forget that this is a table. */}
            <table role="table" className={section.columns.length > 3 ? "disclosure-table wide" : "disclosure-table"}>
              <thead role="rowgroup">
                <tr role="row">
                  {section.columns.map((column) => (
                    <th key={column} scope="col" role="columnheader">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {section.rows.map((row, r) => (
                  <tr key={r} role="row">
                    {row.map((cell, c) =>
                      // The second column names the row ("Number of girls' toilets", the year, …).
                      c === 1 ? (
                        <th key={c} scope="row" role="rowheader" data-label={section.columns[c]}>
                          <CellContent cell={cell} />
                        </th>
                      ) : (
                        // On a phone each value shows its column's name before it.
                        <td key={c} role="cell" data-label={section.columns[c]}>
                          <CellContent cell={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

/** A published PDF; on paper, its full address follows the link text. */
function DocumentLink({ id }: { id: string }) {
  const doc = documentById(id);
  const site = useSiteUrl();
  return (
    <a href={doc.file} download className="doc-link" data-print-url={`${site}${doc.file}`}>
      {doc.label} (PDF)
    </a>
  );
}

function CellContent({ cell }: { cell: DisclosureCell }) {
  if (typeof cell !== "object") return <>{cell}</>;
  switch (cell.kind) {
    case "document":
      return <DocumentLink id={cell.id} />;
    case "external":
      return (
        <a href={cell.href} target="_blank" rel="noopener noreferrer">
          {cell.label}
        </a>
      );
    case "unavailable":
      return <>Not available</>;
  }
}
