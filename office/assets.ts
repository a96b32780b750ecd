// Where the office finds what the code build made for it (scripts/build-office.ts): its pages' one script and
// stylesheet, and the content editor's page, scripts, settings and Decap's bundle. Nothing is compiled or
// installed when the office starts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { codeDir } from "../lib/folders";

const officeBuild = path.join(codeDir, "office");

export const OFFICE_ASSETS = {
  script: path.join(officeBuild, "assets/office.js"),
  styles: path.join(officeBuild, "assets/office.css"),
  /** The editor's page, stylesheet, scripts and settings (config.yml). */
  editor: path.join(officeBuild, "editor"),
  /** Decap CMS's built bundle: decap-cms.js and the parts it loads. */
  decap: path.join(officeBuild, "editor/decap"),
};

/** The office's script and stylesheet, as its pages send them. */
export async function readOfficeAssets() {
  try {
    return await Promise.all([readFile(OFFICE_ASSETS.script, "utf8"), readFile(OFFICE_ASSETS.styles, "utf8")]);
  } catch {
    throw new Error(`the office is not built (${officeBuild}): run npm run build`);
  }
}
