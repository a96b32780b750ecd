import { data } from "react-router";
import { NotFound } from "~/components/NotFound";

// Any address the site does not have, in either language: the not-found page inside the site's layout, with
// a 404. A route of its own (rather than no route at all) so the root loader runs and the page has its words.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound reason="page" />;
}
