// Vitest's global set-up: the content editor's own packages (office/editor/node_modules) installed once, before any
// test file runs. Several office files load the editor's modules, which find `yaml` there: one file installing
// them while another loads them would find a half-made folder.
import { installEditorPackages } from "../../office/editor/packages";

export default async function setup() {
  if (!(await installEditorPackages())) throw new Error("The editor's packages could not be installed (npm ci --prefix office/editor): is the npm registry reachable?");
}
