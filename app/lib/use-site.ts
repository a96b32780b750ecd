import { useRouteLoaderData } from "react-router";
import { withWords } from "~/i18n/words";
import type { loader as rootLoader } from "~/root";

/**
 * What every page of one language shares, from the root loader: the language, the interface's words in it,
 * the school's details, the footer's links and the site's public address.
 */
export function useSite() {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  if (!site) throw new Error("The root loader's data is missing");
  return withWords(site);
}
