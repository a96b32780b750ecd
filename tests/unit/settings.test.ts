// The one place for the settings (lib/settings.ts): the environment first, then .env; and the one line a command
// says when the school's folder has no content. The commands' own refusals: tests/production/settings.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { missingContent, readSettingsFile } from "../../lib/settings";

const folder = mkdtempSync(path.join(tmpdir(), "settings-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the settings file", () => {
  const file = path.join(folder, ".env");
  writeFileSync(file, '# The school\'s three addresses\nSITE_URL=https://school.example\nOFFICE_URL="https://office.school.example"\nexport SCHOOL_DATA_DIR=/srv/school\nLOG_LEVEL=warn\n');

  it("gives a command what the environment does not set, and the environment wins, even when empty", () => {
    const env: Record<string, string | undefined> = { SITE_URL: "https://other.example", LOG_LEVEL: "" };
    expect(readSettingsFile(file, env)).toEqual(["OFFICE_URL", "SCHOOL_DATA_DIR"]);
    expect(env).toEqual({ SITE_URL: "https://other.example", OFFICE_URL: "https://office.school.example", SCHOOL_DATA_DIR: "/srv/school", LOG_LEVEL: "" });
  });

  it("is not needed: without one, the environment alone", () => {
    const env = { PORT: "3000" };
    expect(readSettingsFile(path.join(folder, "no-such.env"), env)).toEqual([]);
    expect(env).toEqual({ PORT: "3000" });
  });
});

describe("a school's folder without content", () => {
  it("is told in one line, naming the folder and SCHOOL_DATA_DIR, with npm run first-start", () => {
    const school = path.join(folder, "school");
    const line = `There is no content in ${school}/content (SCHOOL_DATA_DIR is ${school}). On a new server, run npm run first-start first: it puts the sample content there and publishes it once. Otherwise set SCHOOL_DATA_DIR to the school's folder, in the environment or in .env.`;
    // Missing, then empty.
    expect(missingContent(path.join(school, "content"), { SCHOOL_DATA_DIR: school })).toBe(line);
    mkdirSync(path.join(school, "content"), { recursive: true });
    expect(missingContent(path.join(school, "content"), { SCHOOL_DATA_DIR: school })).toBe(line);
    expect(line).not.toContain("\n");
    expect(missingContent(path.join(school, "content"), {})).toContain("(SCHOOL_DATA_DIR is not set: the code folder)");
    writeFileSync(path.join(school, "content/school.yaml"), "name: Green Valley\n");
    expect(missingContent(path.join(school, "content"), { SCHOOL_DATA_DIR: school })).toBeUndefined();
  });
});
