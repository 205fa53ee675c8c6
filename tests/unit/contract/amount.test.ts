import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount } from "../../../src/contract/amount.ts";
import { moneyInput } from "../../../src/contract/money.ts";

/** Issue 23 item 3, decision 122: amounts as people type them. */
describe("parseAmount", () => {
  it.each([
    ["17000", "17000.00"],
    ["17,000", "17000.00"],
    ["1,70,000", "170000.00"],
    ["₹17,000.50", "17000.50"],
    ["  17,000  ", "17000.00"],
    ["\t₹ 1,70,000.50\n", "170000.50"],
    ["170,000", "170000.00"],
    ["1,234,567", "1234567.00"],
    ["12,34,56,789", "123456789.00"],
    ["1,00,00,000", "10000000.00"],
    ["Rs. 17,000", "17000.00"],
    ["rs 17000/-", "17000.00"],
    ["Rs.17,000 /-", "17000.00"],
    ["999.5", "999.50"],
    ["5.", "5.00"],
    [".5", "0.50"],
    ["0017000", "17000.00"],
    ["9999999999.99", "9999999999.99"],
    ["9,99,99,99,999.99", "9999999999.99"],
  ])("accepts %j as %s", (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["17.000,5", "form"],
    ["1e5", "form"],
    ["17,00,0", "form"],
    ["1,7000", "form"],
    ["123,45,678", "form"],
    ["1,00,000,000", "form"],
    [",000", "form"],
    ["17,000,", "form"],
    ["01,000", "form"],
    ["-5", "form"],
    ["+5", "form"],
    ["1.2.3", "form"],
    ["17 000", "form"],
    ["1\u00000", "form"],
    ["17\u0007000", "form"],
    ["१७०००", "form"],
    ["₹", "form"],
    [".", "form"],
    ["$17,000", "form"],
    ["17,000 ₹", "form"],
    ["twelve", "form"],
    ["Infinity", "form"],
    ["", "empty"],
    ["   ", "empty"],
    ["17.000", "decimals"],
    ["10.999", "decimals"],
    ["99999999999", "too-large"],
    ["99,99,99,99,999", "too-large"],
  ])("refuses %j (%s)", (text, reason) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason });
  });

  it("reads back any amount written plain, in Indian or in international grouping, with or without ₹", () => {
    const inIndia = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    const international = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999n }), (paise) => {
        const value = `${paise / 100n}.${(paise % 100n).toString().padStart(2, "0")}`;
        // Intl takes a decimal string exactly (no float in between).
        const amount = value as unknown as number;
        for (const text of [value, inIndia.format(amount), international.format(amount), ` Rs. ${value} `]) {
          expect(parseAmount(text), text).toEqual({ ok: true, value });
        }
      }),
    );
  });

  it("never accepts text with anything but the accepted characters, and never outputs past numeric(12,2)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmount(text);
        if (!result.ok) return;
        expect(result.value).toMatch(/^\d{1,10}\.\d{2}$/);
        expect(text.trim()).toMatch(/^(?:₹|rs\.?)?\s*[\d,]*(?:\.\d{0,2})?(?:\s*\/-)?$/i);
      }),
    );
  });
});

describe("moneyInput messages", () => {
  const money = moneyInput({
    required: "Sale amount is required",
    invalid: "Sale amount must be a number greater than 0",
  });

  it("shows the accepted form for text that is no amount, and keeps the plain message for zero and bad numbers", () => {
    const message = (v: unknown) => money.safeParse(v).error?.issues[0].message;
    expect(message("1e5")).toBe("Sale amount must be a number greater than 0, like 17000, 17,000 or 1,70,000.50");
    expect(message("17.000,5")).toBe(message("1e5"));
    expect(message("0")).toBe("Sale amount must be a number greater than 0");
    expect(message(-5)).toBe("Sale amount must be a number greater than 0");
    expect(message(1e21)).toBe("Sale amount must be a number greater than 0");
    expect(message(" ")).toBe("Sale amount is required");
    expect(money.parse("₹1,70,000.50")).toBe("170000.50");
    expect(money.parse(17000.5)).toBe("17000.50");
  });
});
