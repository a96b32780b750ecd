import { textOf } from "./ContentText";
import { Picture } from "./Picture";
import type { Leader } from "../../lib/content/schema";
import { plain } from "../../lib/site/language";
import { SIZES } from "~/lib/media";
import { useSite } from "~/lib/use-site";

/** The Director's or the Principal's welcome: photo, name, qualifications and message. */
export function LeaderCard({ leader }: { leader: Leader }) {
  const role = useSite().words.home[leader.role];
  const headingId = `leader-${leader.role}`;
  return (
    <article className="leader-card" aria-labelledby={headingId}>
      <Picture src={leader.photo} alt={`${role} ${plain(leader.name)}`} sizes={SIZES.portrait} className="leader-photo" />
      <div>
        <h2 id={headingId}>
          {role}
          {/* Read as "Director: Mr. Ramesh Kumar"; shown as the role above the name. */}
          <span className="leader-name">
            <span className="visually-hidden">: </span>
            <span {...textOf(leader.name)} />
          </span>
        </h2>
        <p className="qualifications" {...textOf(leader.qualifications)} />
        <blockquote>
          {leader.message.map((paragraph) => (
            <p key={paragraph} {...textOf(paragraph)} />
          ))}
        </blockquote>
      </div>
    </article>
  );
}
