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
  it("says limits, choices and shapes in words, never the validator's", () => {
    const schema = z.strictObject({
      title: z.string().max(120),
      photos: z.array(z.string()).min(1).max(5),
      marketplace: z.enum(["olx", "quikr"]),
      kind: z.literal("post"),
      when: z.iso.date(),
      nested: z.strictObject({ label: z.string() }).optional(),
      choice: z.discriminatedUnion("kind", [z.object({ kind: z.literal("a") }), z.object({ kind: z.literal("b") })]),
    });
    const valid = {
      title: "x",
      photos: ["a"],
      marketplace: "olx",
      kind: "post",
      when: "2026-01-31",
      choice: { kind: "a" },
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "x".repeat(121) }, "title must be at most 120 characters"],
      [{ photos: [] }, "photos needs at least one item"],
      [{ photos: ["a", "b", "c", "d", "e", "f"] }, "photos can have at most 5 items"],
      [{ marketplace: "ebay" }, "marketplace must be one of: olx, quikr"],
      [{ kind: "renew" }, "kind must be post"],
      [{ when: "yesterday" }, "when must be a date, like 2025-01-31"],
      [{ nested: { label: "a", value: "typed" } }, '"value" is not a field of nested'],
      [{ choice: { kind: "c" } }, "choice.kind is not one of the kinds it takes"],
    ];
    for (const [change, message] of cases) {
      const said_ = said(schema, { ...valid, ...change });
      expect(said_).toBe(message);
      expect(said_).not.toMatch(/expected|received|Too big|Too small|Invalid/);
    }
    expect(validationMessage([{ code: "custom", message: "Must be at most 40 characters", path: ["code"] }])).toBe(
      "code must be at most 40 characters",
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
