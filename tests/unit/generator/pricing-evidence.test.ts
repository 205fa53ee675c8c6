import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computePricing,
  effectiveCount,
  quantile,
  weightedQuantile,
} from "../../../src/server/modules/generator/pricing/engine.ts";
import {
  chooseEvidence,
  conditionRatio,
  evidenceWeight,
  type WeighedEvidence,
} from "../../../src/server/modules/generator/pricing/evidence.ts";
import type { EvidenceRow } from "../../../src/server/modules/generator/pricing/evidence-repo.ts";
import { quoteFromEvidence } from "../../../src/server/modules/generator/pricing/quote.ts";
import { daysByTier, weightedMedian } from "../../../src/server/modules/generator/pricing/speed.ts";

/*
 * The rules of SnapList's own price evidence (issue 48 item 3, docs/decisions/200): recent sales weigh more, the
 * condition ladder moves amounts, accepted offers count for less than sales, and each price's days come from the
 * sales at about that price once 5 sales by 3 sellers back it.
 */
const row = (over: Partial<EvidenceRow> = {}): EvidenceRow => ({
  kind: "sale",
  amount: 10000,
  asking: 10000,
  condition: "good",
  rank: 1,
  sellerId: "s1",
  ageDays: 0,
  days: 5,
  ...over,
});

const sale = (over: Partial<WeighedEvidence> = {}): WeighedEvidence => ({
  kind: "sale",
  amount: 10000,
  asking: 10000,
  weight: 1,
  days: 5,
  sellerId: "s1",
  recorded: { amount: 10000, condition: "good", ageDays: 0 },
  ...over,
});

describe("how much a piece of evidence counts", () => {
  it("halves every 90 days, counts an accepted offer as 0.6 of a sale, and 0.85 less per condition step", () => {
    expect(evidenceWeight(row(), "good")).toBe(1);
    expect(evidenceWeight(row({ ageDays: 90 }), "good")).toBeCloseTo(0.5, 12);
    expect(evidenceWeight(row({ ageDays: 180 }), "good")).toBeCloseTo(0.25, 12);
    expect(evidenceWeight(row({ kind: "offer" }), "good")).toBeCloseTo(0.6, 12);
    expect(evidenceWeight(row({ condition: "fair" }), "good")).toBeCloseTo(0.85, 12);
    expect(evidenceWeight(row({ condition: "poor" }), "excellent")).toBeCloseTo(0.85 ** 3, 12);
    expect(evidenceWeight(row({ kind: "offer", ageDays: 90, condition: "excellent" }), "good")).toBeCloseTo(
      0.5 * 0.6 * 0.85,
      12,
    );
  });

  it("moves amounts along the condition ladder (excellent 1.00, good 0.88, fair 0.72, poor 0.50)", () => {
    expect(conditionRatio("fair", "good")).toBeCloseTo(0.88 / 0.72, 12);
    expect(conditionRatio("good", "good")).toBe(1);
    const [moved] = chooseEvidence([row({ amount: 7200, asking: 9000, condition: "fair" })], "good")?.items ?? [];
    expect(moved.amount).toBeCloseTo(8800, 6);
    expect(moved.asking).toBeCloseTo(11000, 6);
    expect(moved.recorded).toEqual({ amount: 7200, condition: "fair", ageDays: 0 });
    // An unknown condition on record is taken as good.
    expect(conditionRatio("mint", "good")).toBe(1);
  });
});

describe("the level of match", () => {
  it("is the most exact with 3 pieces, and includes the closer matches", () => {
    const model = [row({ rank: 3 }), row({ rank: 3 }), row({ rank: 3 })];
    expect(chooseEvidence([...model, row({ rank: 1 })], "good")).toMatchObject({ level: "model" });
    const mixed = chooseEvidence([row({ rank: 3 }), row({ rank: 3 }), row({ rank: 1 }), row({ rank: 0 })], "good");
    expect(mixed?.level).toBe("type");
    expect(mixed?.items).toHaveLength(3);
    expect(
      chooseEvidence([row({ rank: 2 }), row({ rank: 2 }), row({ rank: 0 }), row({ rank: 0 })], "good"),
    ).toMatchObject({ level: "category" });
  });

  it("takes the most exact level with any when none has 3, and nothing from nothing", () => {
    expect(chooseEvidence([row({ rank: 3 }), row({ rank: 0 })], "good")?.level).toBe("model");
    expect(chooseEvidence([], "good")).toBeUndefined();
  });
});

describe("weighted quartiles", () => {
  it("equal weights give the plain quantiles", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, q) => {
          const sorted = [...values].sort((a, b) => a - b);
          const plain = quantile(sorted, q);
          expect(
            weightedQuantile(
              sorted.map((value) => ({ value, weight: 0.7 })),
              q,
            ),
          ).toBeCloseTo(plain, 6);
        },
      ),
    );
  });

  it("a heavier amount pulls the median toward it, and the effective count falls", () => {
    const items = [
      { value: 10000, weight: 1 },
      { value: 12000, weight: 1 },
      { value: 20000, weight: 4 },
    ];
    expect(weightedQuantile(items, 0.5)).toBeGreaterThan(12000);
    expect(effectiveCount([1, 1, 1])).toBe(3);
    expect(effectiveCount([1, 1, 4])).toBeCloseTo(36 / 18, 12);
  });

  it("recent sales move the market price more than old ones", () => {
    const base = { itemType: "furniture" as const, condition: "good" as const, identificationConfidence: 0.8 };
    const amounts = [8000, 8000, 8000, 16000, 16000, 16000];
    const recentHigh = computePricing({
      ...base,
      comparables: { level: "type", amounts, weights: [0.25, 0.25, 0.25, 1, 1, 1] },
    });
    const recentLow = computePricing({
      ...base,
      comparables: { level: "type", amounts, weights: [1, 1, 1, 0.25, 0.25, 0.25] },
    });
    expect(recentHigh.medianPrice).toBeGreaterThan(recentLow.medianPrice);
    expect(recentHigh.basis.effective).toBeCloseTo(recentLow.basis.effective, 6);
  });
});

describe("days to sell per price", () => {
  const tiers = { quickPrice: 8000, medianPrice: 10000, maxPrice: 12500 };
  const five = (over: Partial<WeighedEvidence> = {}) =>
    ["a", "b", "c", "a", "b"].map((sellerId, i) => sale({ sellerId, days: [2, 4, 6, 8, 30][i], ...over }));

  it("a tier gets the weighted median of the days of its sales once 5 sales by 3 sellers back it", () => {
    const days = daysByTier(five(), tiers);
    expect(days.medianPrice).toEqual({ days: 6, sales: 5, sellers: 3 });
    expect(days.quickPrice).toBeNull();
    expect(days.maxPrice).toBeNull();
    const heavyLate = five().map((s, i) => ({ ...s, weight: i >= 3 ? 3 : 1 }));
    expect(daysByTier(heavyLate, tiers).medianPrice?.days).toBe(8);
  });

  it("4 sales, or 5 sales by 2 sellers, are not enough", () => {
    expect(daysByTier(five().slice(0, 4), tiers).medianPrice).toBeNull();
    expect(
      daysByTier(
        five({ sellerId: "a" }).map((s, i) => ({ ...s, sellerId: i % 2 ? "a" : "b" })),
        tiers,
      ).medianPrice,
    ).toBeNull();
  });

  it("a sale on the day it went live counts as 0 days; offers and sales with no days never count", () => {
    const sameDay = five({ days: 0 });
    expect(daysByTier(sameDay, tiers).medianPrice?.days).toBe(0);
    const withOffers = [...five().slice(0, 4), sale({ kind: "offer", sellerId: "z", days: null })];
    expect(daysByTier(withOffers, tiers).medianPrice).toBeNull();
  });

  it("each sale belongs to the tier nearest its asking price, within x1.25 of it", () => {
    const quick = five({ asking: 8100, days: 1 });
    const premium = five({ asking: 13000, days: 20 });
    const far = five({ asking: 17000, days: 90 });
    const days = daysByTier([...quick, ...premium, ...far], tiers);
    expect(days.quickPrice?.days).toBe(1);
    expect(days.medianPrice).toBeNull();
    expect(days.maxPrice?.days).toBe(20);
  });

  it("tiers at the same price share their sales", () => {
    const days = daysByTier(five(), { quickPrice: 10000, medianPrice: 10000, maxPrice: 12000 });
    expect(days.quickPrice).toEqual(days.medianPrice);
    expect(days.quickPrice).not.toBeNull();
  });

  it("the weighted median is a value of the set", () => {
    expect(
      weightedMedian([
        { value: 3, weight: 1 },
        { value: 9, weight: 1 },
      ]),
    ).toBe(3);
    expect(
      weightedMedian([
        { value: 3, weight: 1 },
        { value: 9, weight: 1.01 },
      ]),
    ).toBe(9);
  });
});

describe("the quote", () => {
  const input = { itemType: "furniture" as const, condition: "good" as const, identificationConfidence: 0.8 };

  it("without evidence comes from the reference tables; a failed read says so", () => {
    const none = quoteFromEvidence(input, []);
    expect(none.log).toMatchObject({ source: "reference", comparables: null });
    expect(none.log.evidenceFailed).toBeUndefined();
    expect(none.days).toEqual({ quickPrice: null, medianPrice: null, maxPrice: null });
    const failed = quoteFromEvidence(input, null);
    expect(failed.log).toMatchObject({ source: "reference", evidenceFailed: true });
    expect(failed.result.medianPrice).toBe(none.result.medianPrice);
  });

  it("keeps what each price was based on: counts, weights, the band and the days", () => {
    // Sold at about the reference value: their asking prices sit at the market price.
    const value = computePricing({ ...input, comparables: undefined }).medianPrice;
    const rows = [
      ...["a", "b", "c", "d", "e"].map((sellerId) => row({ sellerId, amount: value, asking: value, days: 3 })),
      row({ kind: "offer", sellerId: "f", amount: 9400, days: null, ageDays: 90 }),
    ];
    const q = quoteFromEvidence(input, rows);
    expect(q).toMatchObject({ sales: 5, offers: 1 });
    expect(q.log.source).toBe("snaplist");
    expect(q.log.comparables).toMatchObject({ level: "type", sales: 5, offers: 1 });
    const offer = q.log.comparables?.evidence.find((e) => e.kind === "offer");
    expect(offer).toEqual({
      kind: "offer",
      amount: 9400,
      condition: "good",
      ageDays: 90,
      adjusted: 9400,
      weight: 0.3,
      days: null,
    });
    expect(q.log.comparables?.band.lo).toBeLessThan(value);
    expect(q.days.medianPrice).toEqual({ days: 3, sales: 5, sellers: 5 });
    expect(q.log.days.medianPrice).toEqual(q.days.medianPrice);
  });
});
