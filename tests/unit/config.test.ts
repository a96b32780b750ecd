import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";

describe("configuration from the environment", () => {
  it("has safe defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      siteUrl: undefined,
      trustProxy: false,
      logLevel: "info",
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://school.example/",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: "3000",
      KEEP_ALIVE_TIMEOUT_MS: "1000",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      siteUrl: "https://school.example",
      trustProxy: 1,
      logLevel: "warn",
      timeouts: { headersMs: 2000, requestMs: 3000, keepAliveMs: 1000 },
    });
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["loopback", "loopback"],
    ["loopback, 10.0.0.0/8, ::1", "loopback,10.0.0.0/8,::1"],
  ])("understands TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "3.5"],
    ["SITE_URL", "school.example"],
    ["SITE_URL", "ftp://school.example"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "10.0.0.300"],
    ["LOG_LEVEL", "loud"],
    ["HEADERS_TIMEOUT_MS", "25000"],
    ["REQUEST_TIMEOUT_MS", "0"],
    ["KEEP_ALIVE_TIMEOUT_MS", "soon"],
  ])("refuses %s=%s with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: .*${name}`));
  });

  it("refuses a header timeout longer than the request timeout", () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" })).toThrow(/HEADERS_TIMEOUT_MS: must not be longer/);
  });
});
