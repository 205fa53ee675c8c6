import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENERATOR_CONDITIONS } from "../../../src/contract/enums.ts";
import { ITEM_TYPES } from "../../../src/contract/item-types.ts";
import { computePricing, quantile, roundPrice } from "../../../src/server/modules/generator/pricing/engine.ts";

const now = new Date("2025-06-01");

describe("computePricing", () => {
  it("prices a known model from its launch price, depreciated", () => {
    const p = computePricing({
      brand: "Samsung",
      model: "Galaxy S21",
      itemType: "phone",
      condition: "good",
      comparables: undefined,
      identificationConfidence: 0.9,
      now,
    });
    expect(p.basis.reference).toBe("model");
    // Launched 2021 at ~70,000: four years on, a used S21 sells for roughly 12-25 thousand rupees.
    expect(p.medianPrice).toBeGreaterThan(12000);
    expect(p.medianPrice).toBeLessThan(25000);
    expect(p.quickPrice).toBeLessThan(p.medianPrice);
    expect(p.maxPrice).toBeGreaterThan(p.medianPrice);
  });

  it("follows comparable sales: quartiles and median move toward them, confidence grows", () => {
    const base = {
      brand: "Samsung",
      model: "Galaxy S21",
      itemType: "phone" as const,
      condition: "good" as const,
      identificationConfidence: 0.9,
      now,
    };
    const alone = computePricing({ ...base, comparables: undefined });
    const amounts = [20000, 21000, 22000, 22500, 23000, 24000, 25000, 21500];
    const withComps = computePricing({ ...base, comparables: { level: "model", amounts } });
    expect(withComps.medianPrice).toBeGreaterThan(alone.medianPrice);
    expect(Math.abs(withComps.medianPrice - 22250)).toBeLessThan(Math.abs(alone.medianPrice - 22250));
    expect(withComps.confidenceScore).toBeGreaterThan(alone.confidenceScore);
    const loose = computePricing({ ...base, comparables: { level: "category", amounts: [2000, 9000, 30000, 60000] } });
    expect(loose.confidenceScore).toBeLessThan(withComps.confidenceScore);
  });

  it("wears vehicles down by mileage and age", () => {
    const bike = {
      brand: "Royal Enfield",
      model: "Classic 350",
      itemType: "bike" as const,
      condition: "good" as const,
      comparables: undefined,
      identificationConfidence: 0.8,
      now,
    };
    const low = computePricing({ ...bike, year: 2022, mileageKm: 10000 });
    const high = computePricing({ ...bike, year: 2022, mileageKm: 60000 });
    const older = computePricing({ ...bike, year: 2018, mileageKm: 10000 });
    expect(high.medianPrice).toBeLessThan(low.medianPrice);
    expect(older.medianPrice).toBeLessThan(low.medianPrice);
  });

  it("an outside opinion moves the price only a little", () => {
    const base = {
      itemType: "tv" as const,
      condition: "good" as const,
      comparables: undefined,
      identificationConfidence: 0.5,
      now,
    };
    const plain = computePricing(base);
    const wild = computePricing({ ...base, opinion: plain.medianPrice * 100 });
    expect(wild.medianPrice).toBeLessThanOrEqual(plain.medianPrice * 1.11);
  });

  it("always answers quick <= median <= max, positive, with a score in 0..1", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ITEM_TYPES),
        fc.constantFrom(...GENERATOR_CONDITIONS),
        fc.option(fc.integer({ min: 1990, max: 2025 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 500000 }), { nil: undefined }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (itemType, condition, year, mileageKm, amounts, id) => {
          const p = computePricing({
            itemType,
            condition,
            year,
            mileageKm,
            comparables: amounts.length ? { level: "brand", amounts } : undefined,
            identificationConfidence: id,
            now,
          });
          expect(p.quickPrice).toBeGreaterThan(0);
          expect(p.quickPrice).toBeLessThanOrEqual(p.medianPrice);
          expect(p.medianPrice).toBeLessThanOrEqual(p.maxPrice);
          expect(p.confidenceScore).toBeGreaterThanOrEqual(0);
          expect(p.confidenceScore).toBeLessThanOrEqual(1);
          expect(["green", "amber", "red"]).toContain(p.confidence);
        },
      ),
    );
  });

  it("rounds like a person and takes quartiles", () => {
    expect(roundPrice(18437)).toBe(18400);
    expect(roundPrice(437)).toBe(440);
    expect(roundPrice(4437)).toBe(4450);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
  });
});
