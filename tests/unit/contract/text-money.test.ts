import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scoreInput } from "../../../src/contract/common.ts";
import { compareMoney, MONEY_MAX, moneyInput } from "../../../src/contract/money.ts";
import {
  cleanText,
  isCleanText,
  optionalText,
  requiredText,
  TEXT_MESSAGES,
  visibleLength,
} from "../../../src/contract/text.ts";
import { validationMessage } from "../../../src/server/plugins/error-handler.ts";

const money = moneyInput({ required: "required", invalid: "invalid", tooLarge: "large", tooPrecise: "precise" });

describe("the shared text rule (decision 095)", () => {
  it("refuses NUL and lone surrogates anywhere, accepts paired surrogates", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (a, b) => {
        expect(cleanText(100_000).safeParse(`${a}\u0000${b}`).success).toBe(false);
        expect(cleanText(100_000).safeParse(`${a}\ud800${b.replace(/^[\udc00-\udfff]/, "")}`).success).toBe(false);
        expect(isCleanText(`${a}😀${b}`)).toBe(!(a + b).includes("\u0000"));
      }),
    );
    expect(isCleanText("\udc00")).toBe(false);
    expect(isCleanText("a\ud83d")).toBe(false);
  });

  it("counts visible characters: invisible characters and outer whitespace never, inner spaces yes", () => {
    expect(visibleLength("\u200b".repeat(12))).toBe(0);
    expect(visibleLength("\u200b          a")).toBe(1);
    expect(visibleLength("\ufeff\u2060\u00ad\u200c\u200d\u3164")).toBe(0);
    expect(visibleLength("Ten chars!")).toBe(10);
    expect(visibleLength("😀é")).toBe(2);
    fc.assert(
      fc.property(fc.string(), fc.array(fc.constantFrom("\u200b", "\u200c", "\ufeff", "\u2060")), (s, junk) => {
        // Sprinkling invisible characters into text never changes its visible length.
        const sprinkled = [...s].map((ch, i) => ch + (junk[i] ?? "")).join("");
        expect(visibleLength(sprinkled)).toBe(visibleLength(s));
      }),
    );
  });

  it("required text refuses invisible-only values and checks the minimum on visible characters", () => {
    const schema = requiredText("Message is required", { max: 50, min: 10, minMessage: "too short" });
    expect(schema.safeParse("\u200b".repeat(12)).error?.issues[0].message).toBe("Message is required");
    expect(schema.safeParse(`ok${"\u200b".repeat(2)}`).error?.issues[0].message).toBe("too short");
    // Padding is refused as such, however much visible text it follows.
    expect(schema.safeParse(`Long enough ${"\u200b".repeat(12)}`).error?.issues[0].message).toBe(
      TEXT_MESSAGES.invisibleRun,
    );
    expect(schema.safeParse("  Ten chars!  ").data).toBe("Ten chars!");
    expect(optionalText(10).parse("\u200b")).toBeNull();
  });
});

describe("money input against numeric(12,2)", () => {
  it("never outputs an amount the column cannot hold, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.string(), fc.stringMatching(/^\d{0,12}(\.\d{0,4})?$/), fc.integer()),
        (input) => {
          const parsed = money.safeParse(input);
          if (parsed.success) {
            expect(parsed.data).toMatch(/^\d{1,10}\.\d{2}$/);
            expect(compareMoney(parsed.data, MONEY_MAX)).toBeLessThanOrEqual(0);
            expect(compareMoney(parsed.data, "0.00")).toBe(1);
          }
        },
      ),
    );
  });

  it("refuses instead of rounding: 9999999999.999, 9999999999.995 and 1e21", () => {
    expect(money.safeParse("9999999999.999").error?.issues[0].message).toBe("precise");
    expect(money.safeParse(9999999999.995).error?.issues[0].message).toBe("precise");
    expect(money.safeParse(1e21).error?.issues[0].message).toBe("invalid");
    expect(money.parse("9999999999.99")).toBe("9999999999.99");
  });
});

describe("scores", () => {
  it("are finite, within 0..1 and rounded so that a real column holds them", () => {
    expect(scoreInput.parse(1e-50)).toBe(0);
    expect(scoreInput.parse(0.123456)).toBe(0.1235);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -1e-9, 1.0001, "0.5"]) {
      expect(scoreInput.safeParse(bad).success).toBe(false);
    }
  });
});

describe("validation messages", () => {
  it("name the field for the shared text rule and keep schema messages", () => {
    expect(
      validationMessage([
        { code: "custom", message: "Text contains characters that are not allowed", path: ["title"] },
      ]),
    ).toBe("title contains characters that are not allowed");
    expect(
      validationMessage([
        {
          code: "custom",
          message: "Text holds a run of invisible characters: type it again, or paste it as plain text",
          path: ["answer"],
        },
      ]),
    ).toBe("answer holds a run of invisible characters: type it again, or paste it as plain text");
    expect(validationMessage([{ code: "invalid_type", message: "Email is required", path: ["email"] }])).toBe(
      "Email is required",
    );
  });
});
