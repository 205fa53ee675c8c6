import type { Condition } from "../../../../contract/enums.ts";
import type { ItemType } from "../data/item-types.ts";
import { BRAND_FACTOR, CONDITION_FACTOR, MODEL_REFERENCE, TYPE_REFERENCE } from "../data/reference-prices.ts";

/**
 * How closely the comparable sales match the item: same brand and model, same brand (and type), same item type, or
 * only the same category.
 */
export type ComparableLevel = "model" | "brand" | "type" | "category";

/**
 * Amounts in rupees of comparable sold items (and agreed offers), and how they match. `weights` (same order, > 0)
 * say how much each counts - recent, same-condition sales more (evidence.ts); missing, every amount counts once.
 */
export interface Comparables {
  level: ComparableLevel;
  amounts: number[];
  weights?: number[];
}

export interface PricingInput {
  brand?: string;
  model?: string;
  itemType: ItemType;
  condition: Condition;
  year?: number;
  mileageKm?: number;
  storageGb?: number;
  comparables: Comparables | undefined;
  /** Identification confidence 0..1. */
  identificationConfidence: number;
  /** A hosted model's opinion of the median price, blended in as one more weak comparable. */
  opinion?: number;
  now?: Date;
}

export interface PricingResult {
  quickPrice: number;
  medianPrice: number;
  maxPrice: number;
  confidence: "green" | "amber" | "red";
  confidenceScore: number;
  /** Where the figures came from, for the decision record and the creation log. */
  basis: {
    reference: "model" | "brand" | "type";
    referenceValue: number;
    comparables: number;
    level?: ComparableLevel;
    /** The comparables' effective count (weights) and their share of the blend, 0 without comparables. */
    effective: number;
    blend: number;
  };
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * The q-quantile of values with weights, sorted by value: each value sits at the middle of its weight on a line
 * from the first value's middle (0) to the last one's (1), and q is read off that line by interpolation. With
 * equal weights it is exactly `quantile`.
 */
export function weightedQuantile(items: { value: number; weight: number }[], q: number): number {
  const n = items.length;
  if (n === 0) return Number.NaN;
  if (n === 1) return items[0].value;
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  const span = total - items[0].weight / 2 - items[n - 1].weight / 2;
  let before = 0;
  let prev = { at: 0, value: items[0].value };
  for (let i = 0; i < n; i++) {
    const at = span > 0 ? (before + items[i].weight / 2 - items[0].weight / 2) / span : i / (n - 1);
    before += items[i].weight;
    if (at >= q) {
      if (i === 0 || at === prev.at) return items[i].value;
      return prev.value + ((items[i].value - prev.value) * (q - prev.at)) / (at - prev.at);
    }
    prev = { at, value: items[i].value };
  }
  return items[n - 1].value;
}

/** How many equally weighted amounts the weighted ones are worth (Kish): (sum w)^2 / sum w^2. */
export function effectiveCount(weights: number[]): number {
  const sum = weights.reduce((a, w) => a + w, 0);
  const squares = weights.reduce((a, w) => a + w * w, 0);
  return squares > 0 ? (sum * sum) / squares : 0;
}

/** How far each level of match is trusted against the reference figures, and how much it adds to confidence. */
const LEVEL_WEIGHT: Record<ComparableLevel, number> = { model: 1, brand: 0.7, type: 0.4, category: 0.25 };
const LEVEL_SCORE: Record<ComparableLevel, number> = { model: 1, brand: 0.75, type: 0.5, category: 0.35 };

/** Rounds to a price a person would write: 10s under 1,000, 50s under 10,000, 100s under 1 lakh, then 1,000s. */
export function roundPrice(v: number): number {
  const step = v < 1000 ? 10 : v < 10000 ? 50 : v < 100000 ? 100 : 1000;
  return Math.max(step, Math.round(v / step) * step);
}

/** The reference value of the item today: new price, depreciated by age, adjusted for condition and use. */
export function referenceValue(input: PricingInput): { value: number; reference: PricingResult["basis"]["reference"] } {
  const type = TYPE_REFERENCE[input.itemType];
  const key = `${input.brand ?? ""}|${input.model ?? ""}`.toLowerCase();
  const known = input.model ? MODEL_REFERENCE[key] : undefined;
  const brandFactor = input.brand ? BRAND_FACTOR[input.brand.toLowerCase()] : undefined;
  const reference = known ? "model" : brandFactor ? "brand" : "type";
  const newPrice = known?.newPrice ?? type.typicalNew * (brandFactor ?? 1);
  const thisYear = (input.now ?? new Date()).getFullYear();
  const year = input.year ?? known?.year;
  const age = Math.max(0, year ? thisYear - year : type.assumedAgeYears);
  let value = newPrice;
  if (age > 0) value *= (1 - type.firstYearDrop) * (1 - type.yearlyDrop) ** Math.max(0, age - 1);
  value = Math.max(value, newPrice * type.floor);
  value *= CONDITION_FACTOR[input.condition] ?? 0.88;
  if (type.kmPerYear && input.mileageKm !== undefined) {
    // 1% off per 1,000 km above the usual use for its age, up to 25%; a little on top for low use.
    const expected = type.kmPerYear * Math.max(1, age);
    const excess = (input.mileageKm - expected) / 1000;
    value *= excess > 0 ? Math.max(0.75, 1 - 0.01 * excess) : Math.min(1.08, 1 - 0.005 * excess);
  }
  if (input.storageGb && (input.itemType === "phone" || input.itemType === "laptop" || input.itemType === "tablet")) {
    // Known models are priced at their base storage; each doubling above it adds about 8%.
    const base = input.itemType === "laptop" ? 512 : 128;
    const doublings = Math.log2(input.storageGb / base);
    if (Number.isFinite(doublings)) value *= Math.min(1.3, Math.max(0.85, 1 + 0.08 * doublings));
  }
  return { value, reference };
}

const REFERENCE_SPREAD: Record<PricingResult["basis"]["reference"], [number, number]> = {
  model: [0.85, 1.12],
  brand: [0.78, 1.2],
  type: [0.7, 1.3],
};

/**
 * Quick, market and premium prices: the lower quartile, median and upper quartile of the comparable sales (weighted),
 * blended with the reference value (weight grows with the effective number of comparables), and a confidence that
 * grows with the number and tightness of comparables, the exactness of the match and the identification confidence.
 */
export function computePricing(input: PricingInput): PricingResult {
  const { value, reference } = referenceValue(input);
  const [lo, hi] = REFERENCE_SPREAD[reference];
  let q1 = value * lo;
  let med = value;
  let q3 = value * hi;

  const given = input.comparables;
  const items = (given?.amounts ?? [])
    .map((value, i) => ({ value, weight: given?.weights?.[i] ?? 1 }))
    .filter((c) => Number.isFinite(c.value) && c.value > 0 && Number.isFinite(c.weight) && c.weight > 0)
    .sort((a, b) => a.value - b.value);
  const n = items.length;
  const effective = effectiveCount(items.map((c) => c.weight));
  let tightness = 0;
  let w = 0;
  if (n > 0 && given) {
    const c1 = weightedQuantile(items, 0.25);
    const cm = weightedQuantile(items, 0.5);
    const c3 = weightedQuantile(items, 0.75);
    w = (effective / (effective + 3)) * LEVEL_WEIGHT[given.level];
    q1 = w * c1 + (1 - w) * q1;
    med = w * cm + (1 - w) * med;
    q3 = w * c3 + (1 - w) * q3;
    tightness = cm > 0 ? Math.max(0, 1 - (c3 - c1) / cm) : 0;
  }
  if (input.opinion && input.opinion > 0) {
    // An outside opinion never sets the price: it moves the range by at most a fifth of the way.
    const ratio = Math.min(1.5, Math.max(0.67, input.opinion / med));
    const shift = 1 + (ratio - 1) * 0.2;
    q1 *= shift;
    med *= shift;
    q3 *= shift;
  }

  const quickPrice = roundPrice(Math.min(q1, med));
  const medianPrice = Math.max(quickPrice, roundPrice(med));
  const maxPrice = Math.max(medianPrice, roundPrice(Math.max(q3, med)));

  const matchScore = reference === "model" ? 0.45 : reference === "brand" ? 0.3 : 0.2;
  const levelScore = given ? LEVEL_SCORE[given.level] : 0;
  const compScore = n > 0 ? (effective / (effective + 4)) * (0.5 + 0.5 * tightness) * levelScore * 0.45 : 0;
  const id = Math.min(1, Math.max(0, input.identificationConfidence));
  const score = Math.round(Math.min(0.98, (matchScore + compScore + 0.1) * (0.6 + 0.4 * id)) * 100) / 100;
  return {
    quickPrice,
    medianPrice,
    maxPrice,
    confidence: score >= 0.7 ? "green" : score >= 0.4 ? "amber" : "red",
    confidenceScore: score,
    basis: {
      reference,
      referenceValue: Math.round(value),
      comparables: n,
      level: n > 0 ? given?.level : undefined,
      effective: Math.round(effective * 10) / 10,
      blend: Math.round(w * 100) / 100,
    },
  };
}
