import { Link } from "react-router";
import type { Route } from "./+types/faculty";
import { faculty } from "~/lib/content/faculty";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Our teachers", description: faculty.introduction, path: "/faculty" });

// The board's names for the posts, in its order.
const POSTS = [
  { post: "PGT", name: "Post Graduate Teachers (PGT)" },
  { post: "TGT", name: "Trained Graduate Teachers (TGT)" },
  { post: "PRT", name: "Primary Teachers (PRT)" },
] as const;

export default function FacultyPage() {
  const { teachers } = faculty;
  return (
    <div className="page">
      <h1>Our teachers</h1>
      <p className="lead">{faculty.introduction}</p>
      <p>
        {teachers.length} teachers:{" "}
        {POSTS.map(({ post }) => `${teachers.filter((t) => t.post === post).length} ${post}`).join(", ")}. The same figures are in{" "}
        <Link to="/mpd#staff">section D of the Mandatory Public Disclosure</Link>.
      </p>
      {POSTS.map(({ post, name }) => {
        const inPost = teachers.filter((t) => t.post === post);
        if (inPost.length === 0) return null;
        return (
          <section key={post} aria-labelledby={`post-${post}`}>
            <h2 id={`post-${post}`}>{name}</h2>
            <ul className="card-grid">
              {inPost.map((teacher) => (
                <li key={teacher.name} className="card teacher-card">
                  <h3>{teacher.name}</h3>
                  <dl className="facts">
                    <dt>Subject</dt>
                    <dd>{teacher.subject}</dd>
                    <dt>Classes</dt>
                    <dd>{teacher.classes}</dd>
                    <dt>Qualification</dt>
                    <dd>{teacher.qualification}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
