import { describe, expect, it } from "vitest";
import { z } from "zod";
import "../../../src/contract/issue-messages.ts";
import { validationMessage } from "../../../src/server/plugins/error-handler.ts";

/** The first issue of `value` against `schema`, as the error handler words it. */
const said = (schema: z.ZodType, value: unknown) => validationMessage(schema.safeParse(value).error?.issues ?? []);

describe("validationMessage", () => {
  const body = z.strictObject({ email: z.string(), price: z.string(), tags: z.array(z.string()).min(1) });

  it("names a missing field", () => {
    expect(said(body, { price: "1", tags: ["a"] })).toBe("email is required");
  });
  it("names a field of the wrong type in words", () => {
    expect(said(body, { email: "a", price: 3, tags: ["a"] })).toBe("price must be text");
    expect(said(body, { email: "a", price: "3", tags: "a" })).toBe("tags must be a list");
    expect(said(body, { email: "a", price: "3", tags: [] })).toBe("tags needs at least one item");
  });
  it("names an unknown field", () => {
    expect(said(body, { email: "a", price: "3", tags: ["a"], sale: 1 })).toBe(
      '"sale" is not a field this request takes',
    );
  });
  it("keeps the schema's own message otherwise", () => {
    const confirm = z.object({ p: z.string() }).refine(() => false, { message: "Passwords don't match" });
    expect(said(confirm, { p: "x" })).toBe("Passwords don't match");
  });
  it("names the field for the shared text rule", () => {
    expect(
      validationMessage([
        { code: "custom", message: "Text contains characters that are not allowed", path: ["title"] },
      ]),
    ).toBe("title contains characters that are not allowed");
  });
});
