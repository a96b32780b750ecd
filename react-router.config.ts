import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildDir, root } from "./scripts/build-dir";

export default {
  ssr: true,
  buildDirectory: path.relative(root, buildDir),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
