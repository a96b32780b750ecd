import { Link } from "react-router";
import type { Route } from "./+types/mpd";
import { PAGES, type SitePage } from "../../lib/site/pages";
import { ContentText } from "~/components/ContentText";
import { fill } from "../../lib/site/i18n/fill";
import type { DisclosureCell } from "../../lib/content/schema";
import { contentLoader } from "~/lib/content.server";
import { pathIn, plain } from "../../lib/site/language";
import { pageMeta, rootData } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

export const loader = contentLoader("disclosure");

export const meta: Route.MetaFunction = (args) => {
  const { words, school } = rootData(args);
  return pageMeta(args, {
    title: words.pages.mpd,
    description: fill(words.disclosure.description, { school: plain(school.name) }),
    path: "/mpd",
  });
};

export default function DisclosurePage({ loaderData: disclosure }: Route.ComponentProps) {
  const { words } = useSite();
  return (
    <div className="page reading">
      <h1>{words.pages.mpd}</h1>
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
function DocumentLink({ title, file }: { title: string; file: string }) {
  const { siteUrl, words } = useSite();
  return (
    <a href={file} download className="doc-link" data-print-url={`${siteUrl}${file}`}>
      <ContentText text={fill(words.disclosure.pdf, { title })} />
    </a>
  );
}

/** A page of this site, by its id in the page registry. */
function PageLink({ id }: { id: SitePage["id"] }) {
  const { words, language } = useSite();
  const page = PAGES.find((candidate) => candidate.id === id)!;
  return <Link to={pathIn(language, page.path)}>{words.pages[id]}</Link>;
}

function CellContent({ cell }: { cell: DisclosureCell }) {
  const { words } = useSite();
  if (typeof cell !== "object") return <ContentText text={cell} />;
  switch (cell.kind) {
    case "document":
      return <DocumentLink title={cell.title} file={cell.file} />;
    case "external":
      return (
        <a href={cell.href} target="_blank" rel="noopener noreferrer">
          {cell.label}
        </a>
      );
    case "unavailable":
      return <>{words.disclosure.notAvailable}</>;
    case "page":
      return <PageLink id={cell.page} />;
  }
}
