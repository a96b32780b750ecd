import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildTarget, root } from "./lib/folders";

export default {
  ssr: true,
  // Every route known from the start, in a cached manifest-*.js (under 1 kB of gzip): no look-up of where a page's
  // links lead after hydration (/__manifest), and no re-render of the whole page when it answers.
  routeDiscovery: { mode: "initial" },
  buildDirectory: path.relative(root, buildTarget),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
