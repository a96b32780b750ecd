import data from "~/generated/content/transport.json";
import type { Transport } from "~/lib/content-schema";

/** The transport page's text (content/transport.yaml). */
export const transport = data as Transport;
