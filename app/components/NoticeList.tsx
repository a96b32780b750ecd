import { Link } from "react-router";
import { ContentText, textOf } from "~/components/ContentText";
import { pathIn } from "../../lib/site/language";
import { noticeHref } from "../../lib/site/pages";
import type { NoticeSummary } from "~/lib/notices.server";
import { useSite } from "~/lib/use-site";

/**
 * Notices as a list: each with its date, category, title (its link), classes and first paragraph. Plain
 * links and text: nothing moves, nothing needs a script.
 */
export function NoticeList({ notices, heading: Heading = "h3" }: { notices: NoticeSummary[]; heading?: "h3" | "h4" }) {
  const { words, language } = useSite();
  const text = words.notices;
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.slug} className="notice-item">
          <p className="notice-meta">
            <time dateTime={notice.published}>{notice.date}</time>
            <span className={`notice-category category-${notice.category}`}>{text.categories[notice.category]}</span>
            {notice.pinned && <strong className="notice-pinned">{text.pinned}</strong>}
          </p>
          <Heading className="notice-title">
            <Link to={pathIn(language, noticeHref(notice.slug))}>
              <ContentText text={notice.title} />
            </Link>
          </Heading>
          {notice.classes && (
            <p className="notice-classes">
              {text.classes}: <ContentText text={notice.classes} />
            </p>
          )}
          <p className="notice-first-line" {...textOf(notice.firstLine)} />
        </li>
      ))}
    </ul>
  );
}
