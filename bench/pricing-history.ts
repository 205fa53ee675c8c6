import type { Condition, GENERATOR_CONDITIONS } from "../src/contract/enums.ts";

type GeneratorCondition = (typeof GENERATOR_CONDITIONS)[number];

import type { ItemType } from "../src/contract/item-types.ts";
import { TYPE_CATEGORY } from "../src/server/modules/generator/data/item-types.ts";
import { referenceValue } from "../src/server/modules/generator/pricing/engine.ts";

/**
 * The seeded resale history the pricing bench replays (issue 48 item 4, docs/decisions/200). Only this file knows
 * how prices and days are made; the product sees the rows it would have recorded (listings, ads going live, sales,
 * accepted offers, withdrawals) and must learn from them.
 *
 * - Each kind of item has a true market value: its reference value times a bias the reference tables do not know
 *   (log-normal, sigma 0.35), drifting by month (electronics lose about 1.2% a month, vehicles 0.6%).
 * - Condition moves the true value by a ladder that is not the engine's own (new 1.15 ... poor 0.42).
 * - Sellers ask the market value times a log-normal factor (about 6% above, sigma 0.15). The further above the
 *   market they ask, the longer the item takes (days ~ base x ratio^5, log-normal noise) and the more buyers haggle.
 * - A quarter of sales follow an accepted offer of the same amount a few days earlier; 8% of listings are withdrawn
 *   (sold elsewhere), some after accepting an offer; a tenth of listings never get an ad live (days count from the
 *   listing's post then).
 */

export const DAY_MS = 86_400_000;
export const HISTORY_START = new Date("2025-01-06T04:30:00.000Z");
export const HISTORY_DAYS = 360;
/** Learned from the first 270 days, tested on listings posted in the last 90. */
export const SPLIT_DAY = 270;

export interface Kind {
  brand?: string;
  model?: string;
  itemType: ItemType;
  productName: string;
  year?: number;
}

/** Known models (reference "model"), known brands with unlisted models ("brand") and plain items ("type"). */
export const KINDS: Kind[] = [
  { brand: "Samsung", model: "Galaxy S21", itemType: "phone", productName: "Samsung Galaxy S21" },
  { brand: "Apple", model: "iPhone 12", itemType: "phone", productName: "Apple iPhone 12" },
  { brand: "Apple", model: "iPhone 13", itemType: "phone", productName: "Apple iPhone 13" },
  { brand: "OnePlus", model: "OnePlus 9 Pro", itemType: "phone", productName: "OnePlus 9 Pro" },
  { brand: "Redmi", model: "Redmi Note 12", itemType: "phone", productName: "Redmi Note 12" },
  { brand: "Samsung", model: "Galaxy A14", itemType: "phone", productName: "Samsung Galaxy A14" },
  { brand: "Google", model: "Pixel 7a", itemType: "phone", productName: "Google Pixel 7a" },
  { brand: "Realme", model: "Narzo 50", itemType: "phone", productName: "Realme Narzo 50" },
  { brand: "Dell", model: "Inspiron 15", itemType: "laptop", productName: "Dell Inspiron 15" },
  { brand: "Apple", model: "MacBook Air M1", itemType: "laptop", productName: "Apple MacBook Air M1" },
  { brand: "Lenovo", model: "IdeaPad Slim 3", itemType: "laptop", productName: "Lenovo IdeaPad Slim 3" },
  { brand: "HP", model: "Pavilion 15", itemType: "laptop", productName: "HP Pavilion 15" },
  { brand: "Canon", model: "EOS 1500D", itemType: "camera", productName: "Canon EOS 1500D" },
  { brand: "Sony", model: "PlayStation 5", itemType: "gaming-console", productName: "Sony PlayStation 5" },
  { brand: "Sony", model: "WH-1000XM4", itemType: "audio", productName: "Sony WH-1000XM4" },
  { brand: "boAt", model: "Rockerz 450", itemType: "audio", productName: "boAt Rockerz 450" },
  { brand: "Honda", model: "Activa 6G", itemType: "scooter", productName: "Honda Activa 6G", year: 2021 },
  { brand: "TVS", model: "Jupiter", itemType: "scooter", productName: "TVS Jupiter", year: 2020 },
  { brand: "Royal Enfield", model: "Classic 350", itemType: "bike", productName: "Royal Enfield Classic 350" },
  { brand: "Bajaj", model: "Pulsar 150", itemType: "bike", productName: "Bajaj Pulsar 150", year: 2019 },
  { brand: "Hero", model: "Splendor Plus", itemType: "bike", productName: "Hero Splendor Plus", year: 2020 },
  { brand: "Maruti Suzuki", model: "Swift", itemType: "car", productName: "Maruti Suzuki Swift", year: 2018 },
  { brand: "Hyundai", model: "i20", itemType: "car", productName: "Hyundai i20", year: 2019 },
  { brand: "Titan", model: "Neo analog", itemType: "watch", productName: "Titan Neo analog watch" },
  { brand: "Casio", model: "G-Shock", itemType: "watch", productName: "Casio G-Shock" },
  { brand: "Ikea", model: "Poang armchair", itemType: "furniture", productName: "Ikea Poang armchair" },
  { brand: "Nike", model: "Air Zoom Pegasus", itemType: "shoes", productName: "Nike Air Zoom Pegasus" },
  { brand: "Fender", model: "CD-60S", itemType: "musical", productName: "Fender CD-60S acoustic guitar" },
  { itemType: "furniture", productName: "Three-seater sofa" },
  { itemType: "furniture", productName: "Teak dining table" },
  { itemType: "appliance", productName: "Front-load washing machine" },
  { itemType: "appliance", productName: "Double-door fridge" },
  { itemType: "bicycle", productName: "Geared bicycle" },
  { itemType: "kitchenware", productName: "Steel pressure cooker" },
  { itemType: "book", productName: "Engineering textbooks set" },
  { itemType: "toy", productName: "Remote control car toy" },
  { itemType: "clothing", productName: "Silk saree" },
  { itemType: "sports", productName: "Cricket bat" },
];

/** Days a listing at the market price takes, by type (before noise). */
const BASE_DAYS: Partial<Record<ItemType, number>> = {
  phone: 6,
  laptop: 9,
  camera: 12,
  "gaming-console": 7,
  audio: 5,
  scooter: 11,
  bike: 13,
  car: 26,
  watch: 9,
  furniture: 10,
  appliance: 8,
  shoes: 7,
  musical: 14,
};
const MONTHLY_DRIFT: Partial<Record<string, number>> = { electronics: -0.012, automotive: -0.006 };
const TRUE_LADDER: Record<Condition, number> = {
  new: 1.15,
  "like-new": 1.07,
  excellent: 1,
  good: 0.84,
  fair: 0.66,
  poor: 0.42,
};
/** The generator's conditions (what a seller picks on the review step). */
const CONDITION_MIX: Array<[GeneratorCondition, number]> = [
  ["excellent", 0.25],
  ["good", 0.4],
  ["fair", 0.25],
  ["poor", 0.1],
];

/** mulberry32: the same seed, the same history. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

export interface HistoryListing {
  kind: Kind;
  category: string;
  condition: GeneratorCondition;
  sellerIndex: number;
  asking: number;
  postedAt: Date;
  /** When its first ad went live; null when none ever did. */
  liveAt: Date | null;
  /** The sale, or the withdrawal (sold elsewhere), whichever ended it. */
  soldAt: Date | null;
  soldAmount: number | null;
  withdrawnAt: Date | null;
  /** An offer accepted before the end: the sale's amount, or one the withdrawal made moot. */
  offer: { amount: number; decidedAt: Date } | null;
}

const roundTo = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);
const step = (v: number) => (v < 1000 ? 10 : v < 10000 ? 50 : v < 100000 ? 100 : 1000);

export function makeHistory(opts: { seed: number; listings: number; sellers: number }): HistoryListing[] {
  const { next, normal } = seededRandom(opts.seed);
  const at = new Date(HISTORY_START.getTime() + SPLIT_DAY * DAY_MS);
  // Some kinds sell often, others rarely: the ones that rarely sell lean on their brand, type or category.
  const popularity = KINDS.map((_, i) => 1 / (1 + (i % 10)) ** 0.8);
  const total = popularity.reduce((a, b) => a + b, 0);
  const pickKind = () => {
    let r = next() * total;
    for (let i = 0; i < KINDS.length; i++) {
      r -= popularity[i];
      if (r <= 0) return i;
    }
    return KINDS.length - 1;
  };
  const pickCondition = () => {
    let r = next();
    for (const [c, p] of CONDITION_MIX) {
      r -= p;
      if (r <= 0) return c;
    }
    return "good" as GeneratorCondition;
  };
  // Each kind's true value at the split, in excellent condition: the reference's, off by a bias it cannot know.
  const market = KINDS.map((k) => {
    const ref = referenceValue({
      ...k,
      condition: "excellent",
      identificationConfidence: 1,
      comparables: undefined,
      now: at,
    });
    return ref.value * Math.exp(0.35 * normal());
  });
  const out: HistoryListing[] = [];
  for (let i = 0; i < opts.listings; i++) {
    const k = pickKind();
    const kind = KINDS[k];
    const category = TYPE_CATEGORY[kind.itemType];
    const condition = pickCondition();
    const postedAt = new Date(HISTORY_START.getTime() + next() * HISTORY_DAYS * DAY_MS);
    const months = (postedAt.getTime() - at.getTime()) / (30 * DAY_MS);
    const value = market[k] * (1 + (MONTHLY_DRIFT[category] ?? 0)) ** months * TRUE_LADDER[condition];
    const ratio = Math.exp(0.06 + 0.15 * normal());
    const asking = roundTo(value * ratio, step(value * ratio));
    const liveAt = next() < 0.1 ? null : new Date(postedAt.getTime() + next() * 2 * DAY_MS);
    const from = liveAt ?? postedAt;
    const days = (BASE_DAYS[kind.itemType] ?? 8) * ratio ** 5 * Math.exp(0.6 * normal());
    const endAt = new Date(from.getTime() + days * DAY_MS);
    const withdrawn = next() < 0.08;
    const discount = Math.min(0.3, Math.max(0, 0.04 + 0.5 * Math.max(0, ratio - 1) + 0.03 * normal()));
    const soldAmount = roundTo(asking * (1 - discount), step(asking));
    const offered = next() < (withdrawn ? 0.3 : 0.25);
    const offerAt = new Date(Math.max(from.getTime(), endAt.getTime() - next() * 3 * DAY_MS));
    out.push({
      kind,
      category,
      condition,
      sellerIndex: Math.floor(next() ** 1.5 * opts.sellers),
      asking,
      postedAt,
      liveAt,
      soldAt: withdrawn ? null : endAt,
      soldAmount: withdrawn ? null : soldAmount,
      withdrawnAt: withdrawn ? endAt : null,
      offer: offered ? { amount: soldAmount, decidedAt: offerAt } : null,
    });
  }
  return out;
}
