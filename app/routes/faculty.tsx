import { Link } from "react-router";
import type { Route } from "./+types/faculty";
import { textOf } from "~/components/ContentText";
import { FactList } from "~/components/FactList";
import { fill } from "../../lib/site/i18n/fill";
import { fillNodes } from "~/i18n/fill-nodes";
import { contentLoader } from "~/lib/content.server";
import { pathIn } from "../../lib/site/language";
import { writtenPageMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

export const loader = contentLoader("faculty");

export const meta: Route.MetaFunction = writtenPageMeta("faculty", "/faculty");

/** The board's posts, in its order. */
const POSTS = ["PGT", "TGT", "PRT"] as const;

export default function FacultyPage({ loaderData: faculty }: Route.ComponentProps) {
  const { words, language } = useSite();
  const text = words.faculty;
  const { teachers } = faculty;
  const posts = POSTS.map((post) => fill(text.postCount, { count: teachers.filter((t) => t.post === post).length, post })).join(", ");
  return (
    <div className="page reading">
      <h1>{words.pages.faculty}</h1>
      <p className="lead" {...textOf(faculty.introduction)} />
      <p>{fillNodes(text.summary, { count: teachers.length, posts, link: <Link to={`${pathIn(language, "/mpd")}#staff`}>{text.disclosureLink}</Link> })}</p>
      {POSTS.map((post) => {
        const inPost = teachers.filter((t) => t.post === post);
        if (inPost.length === 0) return null;
        return (
          <section key={post} aria-labelledby={`post-${post}`}>
            <h2 id={`post-${post}`}>{text.posts[post]}</h2>
            <ul className="card-grid">
              {inPost.map((teacher) => (
                <li key={teacher.name} className="card teacher-card">
                  <h3 {...textOf(teacher.name)} />
                  <FactList
                    facts={[
                      [text.subject, teacher.subject],
                      [text.classes, teacher.classes],
                      [text.qualification, teacher.qualification],
                    ]}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
