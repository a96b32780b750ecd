import path from "node:path";
import { build } from "esbuild";

/** The office's script (browser/office.ts: the passkey buttons with SimpleWebAuthn's browser part, the forms' drafts with idb-keyval, its photo uploads), bundled and minified for the code build (scripts/build-office.ts). */
export async function bundleOfficeScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "browser/office.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text;
}

