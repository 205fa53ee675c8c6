import { describe, expect, it } from "vitest";
import { AMOUNT_EXAMPLES } from "../../../src/contract/amount.ts";
import { AUTH_MESSAGES, registerSchema } from "../../../src/contract/auth.ts";
import { codeOfMessage, englishMessageResources } from "../../../src/contract/message-codes.ts";
import { SERVER_TEXTS } from "../../../src/contract/server-texts.ts";
import { UPLOAD_ERRORS } from "../../../src/contract/uploads.ts";
import { TOO_MANY_ATTEMPTS, TOO_MANY_NEW_PLACES } from "../../../src/server/modules/auth/attempt-limiter.ts";
import { EMAIL_TAKEN, INVALID_CREDENTIALS, NOT_AN_ADMIN } from "../../../src/server/modules/auth/service.ts";
import { errorBody } from "../../../src/server/plugins/error-handler.ts";

/** Stable codes for the sentences the server sends and the forms show (docs/decisions/131). */
describe("codeOfMessage", () => {
  it("names a catalogue sentence by its catalogue and key", () => {
    expect(codeOfMessage("Listing not found")).toEqual({ code: "listings.listingNotFound" });
    expect(codeOfMessage(AUTH_MESSAGES.passwordMismatch)).toEqual({ code: "auth.passwordMismatch" });
    expect(codeOfMessage(SERVER_TEXTS.generic5xx)).toEqual({ code: "server.generic5xx" });
  });

  it("knows the sentences the server keeps in its own constants", () => {
    for (const text of [INVALID_CREDENTIALS, NOT_AN_ADMIN, EMAIL_TAKEN, TOO_MANY_ATTEMPTS, TOO_MANY_NEW_PLACES]) {
      expect(codeOfMessage(text), text).not.toBeNull();
    }
  });

  it("carries the numbers of a sentence that has them", () => {
    expect(codeOfMessage(UPLOAD_ERRORS.tooLarge(25))).toEqual({ code: "uploads.tooLarge", params: { n: "25" } });
    expect(codeOfMessage(UPLOAD_ERRORS.tooMany(5))).toEqual({ code: "uploads.tooMany", params: { n: "5" } });
    expect(codeOfMessage("Title must be at most 200 characters")).toEqual({
      code: "limits.titleTooLong",
      params: { n: "200" },
    });
    expect(codeOfMessage("Too many photo uploads in a short time. Please try again in 42 seconds.")).toEqual({
      code: "limits.tooManySeconds",
      params: { n: "42" },
    });
    expect(codeOfMessage("price is required")).toEqual({ code: "validation.required", params: { field: "price" } });
  });

  it("keeps the accepted forms of a money refusal", () => {
    expect(codeOfMessage(`Price must be a number greater than 0, like ${AMOUNT_EXAMPLES}`)).toEqual({
      code: "listings.priceInvalid",
      params: { examples: AMOUNT_EXAMPLES },
    });
  });

  it("answers null for a sentence no catalogue holds", () => {
    expect(codeOfMessage("Something nobody wrote down")).toBeNull();
  });

  it("gives every form refusal of registration a code", () => {
    const bad = [
      { email: "no-at", password: "secret1", confirmPassword: "secret1" },
      { email: "a@b.c", password: "123", confirmPassword: "123" },
      { email: "a@b.c", password: "secret1", confirmPassword: "secret2" },
    ];
    for (const values of bad) {
      const issue = registerSchema.safeParse(values).error?.issues[0]?.message ?? "";
      expect(codeOfMessage(issue), issue).not.toBeNull();
    }
  });

  it("has an English resource for every code, with the number as {{n}}", () => {
    const en = englishMessageResources();
    expect(en.uploads?.tooLarge).toBe("That image is too large. The limit is {{n}} MB.");
    expect(en.listings?.listingNotFound).toBe("Listing not found");
  });
});

describe("the error body", () => {
  it("keeps the English message and adds its code, or http.<status> for a sentence without one", () => {
    expect(errorBody(404, "Listing not found")).toEqual({
      message: "Listing not found",
      code: "listings.listingNotFound",
    });
    expect(errorBody(400, "Odd")).toEqual({ message: "Odd", code: "http.400" });
  });
});
