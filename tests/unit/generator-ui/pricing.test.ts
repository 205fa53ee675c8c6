import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancelCustom,
  chooseTier,
  confidenceText,
  finishCustom,
  initialChoice,
  parseCustomPrice,
  priceDigits,
  selectedRupees,
  startCustom,
  tiersFrom,
  typeCustom,
} from "../../../src/web/features/generator/pricing.ts";

const tiers = tiersFrom({ quickPrice: "15000.00", medianPrice: "18500.00", maxPrice: "21999.50" });

describe("pricing strategy (spec section 4)", () => {
  it("starts balanced at the median price", () => {
    expect(initialChoice.strategy).toBe("balanced");
    expect(selectedRupees(initialChoice, tiers)).toBe(18500);
  });

  it("rounds the tiers to whole rupees", () => {
    expect(tiers).toEqual({ quickPrice: 15000, medianPrice: 18500, maxPrice: 22000 });
  });

  it("a price card sets its strategy and price and closes the custom edit", () => {
    const editing = startCustom(initialChoice, 18500, 1);
    const quick = chooseTier(editing, "quick");
    expect(quick).toMatchObject({ strategy: "quick", editing: false });
    expect(selectedRupees(quick, tiers)).toBe(15000);
    expect(selectedRupees(chooseTier(quick, "max"), tiers)).toBe(22000);
  });

  it("Edit Price sets strategy custom from the price on screen; typing changes it; Cancel goes back to balanced", () => {
    let c = startCustom(chooseTier(initialChoice, "quick"), 15000, 1);
    expect(c).toMatchObject({ strategy: "custom", editing: true, input: "15000" });
    expect(selectedRupees(c, tiers)).toBe(15000);
    c = typeCustom(c, "17250", 1);
    expect(selectedRupees(c, tiers)).toBe(17250);
    c = finishCustom(c);
    expect(c).toMatchObject({ strategy: "custom", editing: false });
    expect(cancelCustom()).toEqual(initialChoice);
    expect(selectedRupees(cancelCustom(), tiers)).toBe(18500);
  });

  it("a custom amount typed in another currency is kept in rupees", () => {
    const usd = 0.012; // rupees to dollars
    const c = typeCustom(startCustom(initialChoice, 222, usd), "240", usd);
    expect(selectedRupees(c, tiers)).toBe(20000);
  });

  it("the tier strategies follow new prices; a custom price stays the seller's", () => {
    const newer = { quickPrice: 14000, medianPrice: 17000, maxPrice: 20000 };
    expect(selectedRupees(chooseTier(initialChoice, "quick"), newer)).toBe(14000);
    expect(selectedRupees(typeCustom(initialChoice, "9999", 1), newer)).toBe(9999);
  });

  it("the custom price is an integer and anything invalid counts as 0 (spec section 5)", () => {
    expect(parseCustomPrice("1200")).toBe(1200);
    expect(parseCustomPrice(" 1,200 ")).toBe(1200);
    expect(parseCustomPrice("1200.75")).toBe(1200);
    expect(parseCustomPrice("")).toBe(0);
    expect(parseCustomPrice("abc")).toBe(0);
    expect(parseCustomPrice("-50")).toBe(0);
    expect(parseCustomPrice("12abc")).toBe(0);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = parseCustomPrice(s);
        return Number.isInteger(n) && n >= 0;
      }),
    );
    fc.assert(fc.property(fc.nat(), (n) => parseCustomPrice(String(n)) === n));
  });

  it("the custom price field keeps digits only, whatever is typed or pasted", () => {
    expect(priceDigits("12a3")).toBe("123");
    expect(priceDigits("abc")).toBe("");
    expect(priceDigits("-5 e3")).toBe("53");
    // A pasted amount with paise keeps its rupees, not 100 times them.
    expect(priceDigits("₹1,200.50")).toBe("1200");
    expect(priceDigits("1,20,000")).toBe("120000");
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(priceDigits(s))));
    fc.assert(fc.property(fc.nat(), (n) => priceDigits(String(n)) === String(n)));
  });

  it("words the confidence badge", () => {
    expect(confidenceText("green", 0.86)).toBe("High confidence · 86%");
    expect(confidenceText("amber", 0.7)).toBe("Medium confidence · 70%");
  });
});
