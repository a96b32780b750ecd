/** A row of links that look like buttons (share, add to a calendar, subscribe): plain links, no script. */
export function ButtonLinks({ links }: { links: [href: string, label: string][] }) {
  return (
    <ul className="button-links">
      {links.map(([href, label]) => (
        <li key={href}>
          <a className="button" href={href}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
