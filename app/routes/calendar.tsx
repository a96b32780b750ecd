import { Link } from "react-router";
import type { Route } from "./+types/calendar";
import { ButtonLinks } from "~/components/ButtonLinks";
import { ContentText } from "~/components/ContentText";
import { dictionaries } from "../../lib/site/i18n/dictionaries";
import { fill } from "../../lib/site/i18n/fill";
import { contentFor, todayOf } from "~/lib/content.server";
import { formatMonth } from "../../lib/site/dates";
import { languageOf, pathIn, plain } from "../../lib/site/language";
import { pageMeta, rootData } from "~/lib/meta";
import { academicYear, academicYearLabel, calendarMonths } from "../../lib/site/notices";
import { noticeHref } from "../../lib/site/pages";
import { CALENDAR_FEED_PATH } from "../../lib/site/public-paths";
import { eventInHtml } from "~/lib/notices.server";
import { siteUrlContext } from "~/lib/request-context";
import { useSite } from "~/lib/use-site";

/** The school year's dates by month, the coming ones first; and where a phone's calendar subscribes to them. */
export function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOf(url.pathname);
  const words = dictionaries[language].notices;
  const today = todayOf(context);
  const months = calendarMonths(contentFor(context, url).notices, today);
  const inWords = (list: typeof months.coming) =>
    list.map(({ month, items }) => ({
      month: { text: formatMonth(`${month}-01`, language), datetime: month },
      items: items.map(({ notice, event }) => ({
        slug: notice.slug,
        title: notice.title,
        category: notice.category,
        when: eventInHtml(event, language, words, { year: false }),
        place: event.place,
      })),
    }));
  // Phones subscribe with webcal://; Google Calendar takes the same address from its own page.
  const feed = `${context.get(siteUrlContext)}${pathIn(language, CALENDAR_FEED_PATH)}`.replace(/^https?:/, "webcal:");
  return {
    year: academicYearLabel(academicYear(today)),
    coming: inWords(months.coming),
    past: inWords(months.past),
    subscribe: { phone: feed, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed)}` },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { words, school } = rootData(args);
  const year = args.loaderData?.year ?? "";
  return pageMeta(args, { title: words.pages.calendar, description: fill(words.calendar.description, { school: plain(school.name), year }), path: "/calendar" });
};

type Month = Route.ComponentProps["loaderData"]["coming"][number];

function Months({ months, headingId, heading }: { months: Month[]; headingId: string; heading: string }) {
  const { words, language } = useSite();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {months.map(({ month, items }) => (
        <section key={month.datetime} className="calendar-month">
          <h3>
            <time dateTime={month.datetime}>{month.text}</time>
          </h3>
          <ul className="calendar-events">
            {items.map((item) => (
              <li key={item.slug}>
                <span className="calendar-when" dangerouslySetInnerHTML={{ __html: item.when }} />{" "}
                <span className={`notice-category category-${item.category}`}>{words.notices.categories[item.category]}</span>{" "}
                <Link to={pathIn(language, noticeHref(item.slug))}>
                  <ContentText text={item.title} />
                </Link>
                {item.place && (
                  <>
                    {" · "}
                    <span className="calendar-place">
                      {words.notices.where}: <ContentText text={item.place} />
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export default function CalendarPage({ loaderData: calendar }: Route.ComponentProps) {
  const { words } = useSite();
  const text = words.calendar;
  return (
    <div className="page reading calendar">
      <h1>{words.pages.calendar}</h1>
      <p className="lead">{fill(text.schoolYear, { year: calendar.year })}</p>
      {calendar.coming.length === 0 && calendar.past.length === 0 && <p>{text.none}</p>}
      {calendar.coming.length > 0 && <Months months={calendar.coming} headingId="coming" heading={text.coming} />}
      {calendar.past.length > 0 && <Months months={calendar.past} headingId="earlier" heading={text.earlier} />}
      <section className="calendar-subscribe" aria-labelledby="subscribe">
        <h2 id="subscribe">{text.subscribe}</h2>
        <p>{text.subscribeHelp}</p>
        <ButtonLinks
          links={[
            [calendar.subscribe.phone, text.subscribePhone],
            [calendar.subscribe.google, text.subscribeGoogle],
          ]}
        />
      </section>
    </div>
  );
}
