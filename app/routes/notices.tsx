import { Link } from "react-router";
import type { Route } from "./+types/notices";
import { NoticeList } from "~/components/NoticeList";
import { fill } from "../../lib/site/i18n/fill";
import { contentFor, todayOf } from "~/lib/content.server";
import { languageOf, pathIn, plain } from "../../lib/site/language";
import { pageMeta, rootData } from "~/lib/meta";
import { academicYearLabel, archivedNotices, currentNotices } from "../../lib/site/notices";
import { CALENDAR_PATH } from "../../lib/site/pages";
import { summaryOf } from "~/lib/notices.server";
import { useSite } from "~/lib/use-site";

/** The notices current today, pinned first; then the archive, by school year. */
export function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOf(url.pathname);
  const { notices } = contentFor(context, url);
  const today = todayOf(context);
  return {
    current: currentNotices(notices, today).map((notice) => summaryOf(notice, language)),
    archive: archivedNotices(notices, today).map(({ year, notices: list }) => ({ year: academicYearLabel(year), notices: list.map((notice) => summaryOf(notice, language)) })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { words, school } = rootData(args);
  return pageMeta(args, { title: words.pages.notices, description: fill(words.notices.description, { school: plain(school.name) }), path: "/notices" });
};

export default function NoticesPage({ loaderData: { current, archive } }: Route.ComponentProps) {
  const { words, language } = useSite();
  const text = words.notices;
  return (
    <div className="page reading">
      <h1>{words.pages.notices}</h1>
      <p>
        <Link to={pathIn(language, CALENDAR_PATH)}>{text.calendarLink}</Link>
      </p>
      <section aria-labelledby="current-notices">
        <h2 id="current-notices">{text.current}</h2>
        {current.length > 0 ? <NoticeList notices={current} /> : <p>{text.none}</p>}
      </section>
      {archive.length > 0 && (
        <section aria-labelledby="earlier-notices" className="notice-archive">
          <h2 id="earlier-notices">{text.archive}</h2>
          {archive.map(({ year, notices }) => (
            <section key={year}>
              <h3>{fill(text.schoolYear, { year })}</h3>
              <NoticeList notices={notices} heading="h4" />
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
