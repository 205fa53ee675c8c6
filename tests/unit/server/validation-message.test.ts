import { describe, expect, it } from "vitest";
import { validationMessage } from "../../../src/server/plugins/error-handler.ts";

describe("validationMessage", () => {
  it("names a missing field", () => {
    expect(validationMessage([{ code: "invalid_type", message: "x", path: ["email"], input: undefined }])).toBe(
      "email is required",
    );
  });
  it("names a field of the wrong type", () => {
    expect(
      validationMessage([{ code: "invalid_type", message: "x", path: ["price"], input: 3, expected: "string" }]),
    ).toBe("price must be a string");
  });
  it("keeps the schema's own message otherwise", () => {
    expect(validationMessage([{ code: "custom", message: "Passwords don't match", path: ["confirmPassword"] }])).toBe(
      "Passwords don't match",
    );
  });
});
