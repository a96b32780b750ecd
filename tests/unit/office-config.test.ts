// The office's settings of the preview (office/config.ts): where it listens, its own address, and a plain
// message naming the variable when that address would be the office's.
import { describe, expect, it } from "vitest";
import { loadOfficeConfig } from "../../office/config";

describe("the office's addresses and its preview's", () => {
  it("default to this computer only, on 3001, at http://localhost:3001", () => {
    expect(loadOfficeConfig({})).toMatchObject({ previewPort: 3001, previewHost: "127.0.0.1", previewOrigin: "http://localhost:3001" });
  });

  it("take the preview's own public address, host and port", () => {
    const env = { OFFICE_URL: "https://office.school.example", PREVIEW_URL: "https://preview.school.example/", PREVIEW_HOST: "0.0.0.0", PREVIEW_PORT: "3002" };
    expect(loadOfficeConfig(env)).toMatchObject({ previewPort: 3002, previewHost: "0.0.0.0", previewOrigin: "https://preview.school.example" });
  });

  it("refuse the office's own address for the preview, the site's for the office, or one that is not http(s), naming the variable", () => {
    expect(() => loadOfficeConfig({ OFFICE_URL: "https://office.school.example", PREVIEW_URL: "https://office.school.example/preview" })).toThrow(
      "Invalid configuration: PREVIEW_URL: the preview needs an address of its own (like https://preview.school.example), not the office's (OFFICE_URL)",
    );
    expect(() => loadOfficeConfig({ PREVIEW_URL: "ftp://preview.school.example" })).toThrow(/^Invalid configuration: PREVIEW_URL: /);
    expect(() => loadOfficeConfig({ SITE_URL: "https://school.example", OFFICE_URL: "https://school.example/office" })).toThrow(
      "Invalid configuration: OFFICE_URL: the office needs an address of its own (like https://office.school.example), not the site's (SITE_URL)",
    );
    // Without a preview, nothing to compare.
    expect(loadOfficeConfig({ OFFICE_URL: "https://office.school.example", PREVIEW_URL: "https://office.school.example", PREVIEW_PORT: "0" }).previewPort).toBe(0);
  });
});
