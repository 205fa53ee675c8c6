import { describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy, secureCookiesFor } from "../../../src/server/config.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir("snaplist-config"), ...env });

describe("TRUST_PROXY", () => {
  it("is off by default and for the usual spellings of off", () => {
    expect(load({}).trustProxy).toBe(false);
    for (const off of ["", "false", "0", "off", "no"]) expect(parseTrustProxy(off)).toBe(false);
  });

  it("takes a hop count or a list of addresses, CIDRs and proxy-addr names", () => {
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy(" 10.0.0.1, 172.16.0.0/12 ,::1,fd00::/8, loopback")).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each([
    ["true", /would trust any client/],
    ["*", /would trust any client/],
    ["11", /more hops/],
    ["proxy.internal", /"proxy.internal" is not an address/],
    ["10.0.0.0/8/2", /is not an address/],
    ["10.0.0.1/abc", /is not an address/],
  ])("refuses %s with one readable line", (value, message) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe("secure cookies and HSTS", () => {
  it.each([
    ["development", "http://localhost:3000", false],
    ["development", "https://snaplist.example", true],
    ["production", "https://snaplist.example", true],
    ["production", "http://snaplist.example", true],
    ["production", "http://10.0.0.5:3000", true],
    ["production", "http://localhost:3000", false],
    ["production", "http://127.0.0.1:3000", false],
    ["production", "http://[::1]:3000", false],
    ["production", "http://app.localhost", false],
  ] as const)("%s with PUBLIC_URL %s: %s", (env, url, secure) => {
    expect(secureCookiesFor(env, url)).toBe(secure);
    expect(load({ NODE_ENV: env, PUBLIC_URL: url }).secureCookies).toBe(secure);
  });
});

describe("API_DOCS", () => {
  it("is on unless set to false", () => {
    expect(load({}).apiDocs).toBe(true);
    expect(load({ API_DOCS: "false" }).apiDocs).toBe(false);
    expect(() => load({ API_DOCS: "maybe" })).toThrow(/API_DOCS/);
  });
});
