import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, firstIssue, loginSchema, registerSchema } from "../../../src/contract/auth.ts";

const valid = { firstName: "", lastName: "", email: "a@b.co", password: "secret1", confirmPassword: "secret1" };

describe("registration validation (spec section 5)", () => {
  it("accepts a valid form, names optional", () => {
    expect(firstIssue(registerSchema, valid)).toBeNull();
  });

  it("checks email first, then password length, then the confirmation", () => {
    const allWrong = { ...valid, email: "nope", password: "123", confirmPassword: "456" };
    expect(firstIssue(registerSchema, allWrong)).toBe("Please enter a valid email address");
    expect(firstIssue(registerSchema, { ...allWrong, email: "a@b.co" })).toBe("Password must be at least 6 characters");
    expect(firstIssue(registerSchema, { ...allWrong, email: "a@b.co", password: "123456" })).toBe(
      "Passwords don't match",
    );
  });

  it("refuses an empty email and any email without '@'", () => {
    expect(firstIssue(registerSchema, { ...valid, email: "" })).toBe(AUTH_MESSAGES.invalidEmail);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes("@")),
        (email) => firstIssue(registerSchema, { ...valid, email }) === AUTH_MESSAGES.invalidEmail,
      ),
    );
  });

  it("refuses any password shorter than 6 whatever the email", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (password) => {
        return (
          firstIssue(registerSchema, { ...valid, password, confirmPassword: password }) === AUTH_MESSAGES.shortPassword
        );
      }),
    );
  });

  it("lower-cases and trims the email", () => {
    expect(registerSchema.parse({ ...valid, email: "  Mixed@Case.COM " }).email).toBe("mixed@case.com");
  });
});

describe("login validation", () => {
  it("needs only its required fields", () => {
    expect(firstIssue(loginSchema, { email: "x@y.z", password: "p" })).toBeNull();
    expect(firstIssue(loginSchema, { email: "", password: "" })).toBe("Email is required");
    expect(firstIssue(loginSchema, { email: "x@y.z", password: "" })).toBe("Password is required");
  });
});
