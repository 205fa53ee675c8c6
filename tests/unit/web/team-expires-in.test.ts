import { describe, expect, it } from "vitest";
import { expiresIn, signInText } from "../../../src/web/features/admin/team/expiresIn.ts";

const NOW = Date.parse("2026-11-26T10:00:00Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;

describe("expiresIn", () => {
  it.each([
    [48 * 60 * MIN - 1000, "48 hours"],
    [90 * MIN, "2 hours"],
    [61 * MIN, "1 hour"],
    [59 * MIN, "59 minutes"],
    [MIN, "1 minute"],
    [30_000, "less than a minute"],
    [0, "expired"],
    [-MIN, "expired"],
  ])("%d ms left reads %s", (ms, text) => {
    expect(expiresIn(at(ms), NOW)).toBe(text);
  });
});

describe("signInText", () => {
  it("says Never for an admin who has not signed in", () => {
    expect(signInText(null)).toBe("Never");
  });
  it("shows a date with the year", () => {
    expect(signInText("2026-11-26T10:00:00Z")).toMatch(/2026/);
  });
});
