import type { WeighedEvidence } from "./evidence.ts";

/**
 * A figure about similar items is shown only when at least this many sales by at least this many sellers back it:
 * fewer, and it would describe one seller's luck (or let someone work out one seller's sale). The same rule serves
 * the days under each price and "against similar items on SnapList" (issue 48 item 1).
 */
export const SIMILAR_MIN_SALES = 5;
export const SIMILAR_MIN_SELLERS = 3;
/** A sale was "at about this price" when its asking price lies within this factor of the tier's price. */
export const ABOUT_THIS_PRICE = 1.25;

export const TIER_KEYS = ["quickPrice", "medianPrice", "maxPrice"] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface TierDays {
  /** The weighted median of the days those sales took. */
  days: number;
  sales: number;
  sellers: number;
}

export const backedBySimilar = (sales: number, sellerIds: Iterable<string>) =>
  sales >= SIMILAR_MIN_SALES && new Set(sellerIds).size >= SIMILAR_MIN_SELLERS;

/** The value at which half the weight lies below: an actual value of the set, never a blend of two. */
export function weightedMedian(items: { value: number; weight: number }[]): number {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const half = sorted.reduce((sum, i) => sum + i.weight, 0) / 2;
  let seen = 0;
  for (const i of sorted) {
    seen += i.weight;
    if (seen >= half) return i.value;
  }
  return Number.NaN;
}

/**
 * How long each price takes to sell, from the sales among the evidence: each sale belongs to the tier nearest its
 * asking price (on a ratio scale; tiers at the same price share their sales), if within ABOUT_THIS_PRICE of it.
 * A tier gets the weighted median of its sales' days once SIMILAR_MIN_SALES sales by SIMILAR_MIN_SELLERS sellers
 * back it, else null.
 */
export function daysByTier(
  evidence: WeighedEvidence[],
  tiers: Record<TierKey, number>,
): Record<TierKey, TierDays | null> {
  const prices = [...new Set(TIER_KEYS.map((k) => tiers[k]))];
  const groups = new Map<number, WeighedEvidence[]>(prices.map((p) => [p, []]));
  for (const e of evidence) {
    if (e.kind !== "sale" || e.days === null || !(e.asking > 0)) continue;
    let nearest = prices[0];
    for (const p of prices) if (Math.abs(Math.log(e.asking / p)) < Math.abs(Math.log(e.asking / nearest))) nearest = p;
    if (Math.abs(Math.log(e.asking / nearest)) <= Math.log(ABOUT_THIS_PRICE)) groups.get(nearest)?.push(e);
  }
  const out = {} as Record<TierKey, TierDays | null>;
  for (const key of TIER_KEYS) {
    const sales = groups.get(tiers[key]) ?? [];
    out[key] = backedBySimilar(
      sales.length,
      sales.map((s) => s.sellerId),
    )
      ? {
          days: weightedMedian(sales.map((s) => ({ value: s.days as number, weight: s.weight }))),
          sales: sales.length,
          sellers: new Set(sales.map((s) => s.sellerId)).size,
        }
      : null;
  }
  return out;
}
