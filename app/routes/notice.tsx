import { data, Link } from "react-router";
import type { Route } from "./+types/notice";
import { ButtonLinks } from "~/components/ButtonLinks";
import { ContentText, textOf } from "~/components/ContentText";
import { Picture } from "~/components/Picture";
import { dictionaries } from "../../lib/site/i18n/dictionaries";
import { fill } from "../../lib/site/i18n/fill";
import { fillNodes } from "~/i18n/fill-nodes";
import { contentFor, photoOf, todayOf } from "~/lib/content.server";
import { formatDate } from "../../lib/site/dates";
import { languageOf, pathIn, plain } from "../../lib/site/language";
import { fullSizePhotoUrl, SIZES } from "~/lib/media";
import { largestVariantUrl } from "../../lib/site/media-variants";
import { pageMeta } from "~/lib/meta";
import { calendarEventOf, isPublished, isTakenDown } from "../../lib/site/notices";
import { CALENDAR_PATH, noticeHref, NOTICES_PATH } from "../../lib/site/pages";
import { noticeEventFeedHref } from "../../lib/site/public-paths";
import { eventInHtml, googleCalendarUrl, sizeInWords } from "~/lib/notices.server";
import { siteUrlContext } from "~/lib/request-context";
import { useSite } from "~/lib/use-site";

/** One notice, at its own address; one not published yet is not there at all (404). */
export function loader({ url, params, context }: Route.LoaderArgs) {
  const language = languageOf(url.pathname);
  const notice = contentFor(context, url).notices.find((candidate) => candidate.slug === params.notice);
  const today = todayOf(context);
  if (!notice || !isPublished(notice, today)) throw data("notice", { status: 404 });
  const words = dictionaries[language].notices;
  const siteUrl = context.get(siteUrlContext);
  const address = `${siteUrl}${pathIn(language, noticeHref(notice.slug))}`;
  const { attachment, event } = notice;
  // Taken down, it stays readable (a shared link still works) but leaves the parents' calendars.
  const calendarEvent = calendarEventOf(notice, today);
  const card = photoOf(context, notice.card);
  return {
    slug: notice.slug,
    title: notice.title,
    category: notice.category,
    classes: notice.classes,
    text: notice.text,
    published: notice.published,
    date: formatDate(notice.published, language, { weekday: true }),
    when: event && eventInHtml(event, language, words),
    place: event?.place,
    takenDown: isTakenDown(notice, today) ? { date: formatDate(notice.takenDown!, language), datetime: notice.takenDown! } : undefined,
    attachment: attachment && {
      href: attachment.kind === "pdf" ? attachment.src : fullSizePhotoUrl(photoOf(context, attachment.src)),
      label: fill(words[attachment.kind], { size: sizeInWords(attachment.bytes) }),
      photo: attachment.kind === "photo" ? photoOf(context, attachment.src) : undefined,
    },
    calendar: calendarEvent && { file: pathIn(language, noticeEventFeedHref(notice.slug)), google: googleCalendarUrl({ ...notice, event: calendarEvent }, address) },
    // WhatsApp shows the title, then the address as a link with the notice's card.
    share: `https://wa.me/?text=${encodeURIComponent(`${plain(notice.title)}\n${address}`)}`,
    image: `${siteUrl}${largestVariantUrl(card.src, card.entry, "jpeg")}`,
    imageSize: { width: Math.max(...card.entry.widths), height: Math.round((Math.max(...card.entry.widths) * card.entry.height) / card.entry.width) },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const notice = args.loaderData;
  if (!notice) return [];
  const page = pageMeta(args, { title: notice.title, description: notice.text[0]!, path: noticeHref(notice.slug), image: { url: notice.image, alt: notice.title } });
  // A notice is an article of its day; its card's size and type let a chat app lay the preview out before it has the photo.
  return [
    ...page.filter((tag) => !("property" in tag && tag.property === "og:type")),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: notice.published },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(notice.imageSize.width) },
    { property: "og:image:height", content: String(notice.imageSize.height) },
  ];
};

export default function NoticePage({ loaderData: notice }: Route.ComponentProps) {
  const { words, language } = useSite();
  const text = words.notices;
  return (
    <article className="page reading notice">
      <p>
        <Link to={pathIn(language, NOTICES_PATH)}>{text.backToNotices}</Link>
      </p>
      <p className="notice-meta">
        <span>{fillNodes(text.published, { date: <time dateTime={notice.published}>{notice.date}</time> })}</span>
        <span className={`notice-category category-${notice.category}`}>{text.categories[notice.category]}</span>
      </p>
      <h1 {...textOf(notice.title)} />
      {notice.takenDown && (
        <p className="notice-taken-down">
          <strong>{fillNodes(text.takenDown, { date: <time dateTime={notice.takenDown.datetime}>{notice.takenDown.date}</time> })}</strong>
        </p>
      )}
      <dl className="facts">
        {notice.classes && (
          <div>
            <dt>{text.classes}</dt>
            <dd {...textOf(notice.classes)} />
          </div>
        )}
        {notice.when && (
          <div>
            <dt>{text.when}</dt>
            <dd dangerouslySetInnerHTML={{ __html: notice.when }} />
          </div>
        )}
        {notice.place && (
          <div>
            <dt>{text.where}</dt>
            <dd {...textOf(notice.place)} />
          </div>
        )}
      </dl>
      <div className="prose">
        {notice.text.map((paragraph) => (
          <p key={paragraph} {...textOf(paragraph)} />
        ))}
      </div>
      {notice.attachment && (
        <section className="notice-attachment" aria-label={text.attachment}>
          {notice.attachment.photo && (
            <Picture src={notice.attachment.photo.src} entry={notice.attachment.photo.entry} alt={notice.title} sizes={SIZES.narrowPage} />
          )}
          <p>
            <a href={notice.attachment.href} className="doc-link">
              {text.attachment}: <ContentText text={notice.title} /> ({notice.attachment.label})
            </a>
          </p>
        </section>
      )}
      <ButtonLinks
        links={[
          [notice.share, text.share],
          ...(notice.calendar
            ? ([
                [notice.calendar.file, text.addToCalendar],
                [notice.calendar.google, text.addToGoogleCalendar],
              ] as [string, string][])
            : []),
        ]}
      />
      {notice.calendar && (
        <p>
          <Link to={pathIn(language, CALENDAR_PATH)}>{text.calendarLink}</Link>
        </p>
      )}
    </article>
  );
}
