import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/snaplist-tz-test", SESSION_SECRET: "x".repeat(32) };

describe("APP_TIMEZONE", () => {
  it("defaults to Asia/Kolkata and accepts any IANA zone", () => {
    expect(loadConfig(base).timeZone).toBe("Asia/Kolkata");
    expect(loadConfig({ ...base, APP_TIMEZONE: "Europe/London" }).timeZone).toBe("Europe/London");
    expect(loadConfig({ ...base, APP_TIMEZONE: "" }).timeZone).toBe("Asia/Kolkata");
  });

  it.each(["Mars/Olympus", "Asia/Kolkata'; drop table users; --", "not a zone"])("refuses %s", (zone) => {
    expect(() => loadConfig({ ...base, APP_TIMEZONE: zone })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, APP_TIMEZONE: zone })).toThrow(/APP_TIMEZONE/);
  });
});
