import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_DROP,
  type SuggestionInput,
  suggestPrice,
} from "../../../src/server/modules/postings/price-suggestions/rule.ts";

const base: SuggestionInput = {
  currentPrice: 12000,
  liveDays: 15,
  thresholdDays: 14,
  daysSinceLastDecision: null,
  hasOpenSuggestion: false,
  similarSales: [],
  enginePrice: null,
};

describe("suggestPrice", () => {
  it("waits for the threshold, for an answer and for N days after the last answer", () => {
    expect(suggestPrice({ ...base, liveDays: 13.9 })).toBeNull();
    expect(suggestPrice({ ...base, hasOpenSuggestion: true })).toBeNull();
    expect(suggestPrice({ ...base, daysSinceLastDecision: 3 })).toBeNull();
    expect(suggestPrice({ ...base, daysSinceLastDecision: 14 })).not.toBeNull();
  });

  it("uses the median of similar sales, then the engine, then a 10% markdown", () => {
    expect(suggestPrice({ ...base, similarSales: [9000, 10000, 11000, 10500] })).toEqual({
      suggestedPrice: "10300.00",
      reason: { code: "similarSales", params: { days: 15, count: 4, price: 10250 } },
    });
    expect(suggestPrice({ ...base, similarSales: [9000], enginePrice: 10480 })).toEqual({
      suggestedPrice: "10500.00",
      reason: { code: "pricingEngine", params: { days: 15, price: 10480 } },
    });
    expect(suggestPrice(base)).toEqual({
      suggestedPrice: "10800.00",
      reason: { code: "markdown", params: { days: 15, percent: 10 } },
    });
  });

  it("suggests nothing when the market says the price is already fair, or for a price too small to lower", () => {
    expect(suggestPrice({ ...base, similarSales: [12000, 13000, 14000] })).toBeNull();
    expect(suggestPrice({ ...base, enginePrice: 11900 })).toBeNull();
    expect(suggestPrice({ ...base, currentPrice: 5 })).toBeNull();
  });

  it("never lowers by more than MAX_DROP at once", () => {
    const s = suggestPrice({ ...base, similarSales: [1000, 1000, 1000] });
    expect(s?.suggestedPrice).toBe("8400.00");
  });

  it("is always a rounded price strictly below the current one, within the drop cap (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 12 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        fc.integer({ min: 0, max: 400 }),
        (price, sales, engine, liveDays) => {
          const s = suggestPrice({ ...base, currentPrice: price, similarSales: sales, enginePrice: engine, liveDays });
          if (liveDays < base.thresholdDays) expect(s).toBeNull();
          if (!s) return;
          const suggested = Number(s.suggestedPrice);
          expect(suggested).toBeGreaterThan(0);
          expect(suggested).toBeLessThan(price);
          expect(suggested % 10).toBe(0);
          // Rounding may cross the cap by at most one step (1,000 at the largest).
          expect(suggested).toBeGreaterThanOrEqual(price * (1 - MAX_DROP) - 1000);
          expect(/^\d+\.00$/.test(s.suggestedPrice)).toBe(true);
        },
      ),
    );
  });

  it("weighs repeated offers below the asking price first (issue 42), one offer is not enough", () => {
    expect(suggestPrice({ ...base, offersBelow: [10000] })?.reason.code).toBe("markdown");
    expect(suggestPrice({ ...base, offersBelow: [10000, 10400], similarSales: [11500, 11600, 11700] })).toEqual({
      suggestedPrice: "10200.00",
      reason: { code: "offers", params: { days: 15, count: 2, price: 10200 } },
    });
    // Offers at or above the price are no markdown signal.
    expect(suggestPrice({ ...base, offersBelow: [12000, 12500] })?.reason.code).toBe("markdown");
  });

  it("never suggests below the seller's lowest price, and nothing when that is the price", () => {
    expect(suggestPrice({ ...base, offersBelow: [9000, 9100], sellerFloor: 11000 })?.suggestedPrice).toBe("11000.00");
    expect(suggestPrice({ ...base, sellerFloor: 11999.5 })?.suggestedPrice).toBe("11999.50");
    expect(suggestPrice({ ...base, sellerFloor: 12000 })).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        (price, f, offers) => {
          const sellerFloor = Math.round(price * f * 100) / 100;
          const s = suggestPrice({ ...base, currentPrice: price, offersBelow: offers, sellerFloor });
          return s === null || (Number(s.suggestedPrice) >= sellerFloor && Number(s.suggestedPrice) < price);
        },
      ),
    );
  });
});
