import data from "~/generated/content/home.json";
import type { Home } from "~/lib/content-schema";

/** The home page's video and leaders (content/home.yaml). */
export const home = data as Home;
