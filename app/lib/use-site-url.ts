import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The site's public address (SITE_URL), as the root loader gave it. */
export function useSiteUrl() {
  return useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
}
