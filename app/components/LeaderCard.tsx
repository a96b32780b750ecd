import { Picture } from "./Picture";
import type { Leader } from "~/lib/content-schema";
import { SIZES } from "~/lib/media";

/** The Director's or the Principal's welcome: photo, name, qualifications and message. */
export function LeaderCard({ leader }: { leader: Leader }) {
  const headingId = `leader-${leader.role.toLowerCase()}`;
  return (
    <article className="leader-card" aria-labelledby={headingId}>
      <Picture src={leader.photo} alt={`${leader.role} ${leader.name}`} sizes={SIZES.portrait} className="leader-photo" />
      <div>
        <h2 id={headingId}>
          {leader.role}
          {/* Read as "Director: Mr. Ramesh Kumar"; shown as the role above the name. */}
          <span className="leader-name">
            <span className="visually-hidden">: </span>
            {leader.name}
          </span>
        </h2>
        <p className="qualifications">{leader.qualifications}</p>
        <blockquote>
          {leader.message.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
      </div>
    </article>
  );
}
