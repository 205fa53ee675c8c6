/**
 * The rules behind the seller's performance screen and the desk's business numbers (issue 48, docs/decisions/206):
 * shared by the server's SQL, the screens and the tests. No zod here: the seller's screen reads them at start.
 */

/** A live item with no offer or question for this many days is shown under "No interest" with what to try. */
export const NO_INTEREST_DAYS = 14;
/** At most this many of them on the screen, the longest without interest first (the total is given). */
export const NO_INTEREST_SHOWN = 10;

/** Live items by days since they were first put on sale: 0-29, 30-59, 60-89, 90 and more. */
export const AGING_BUCKETS = [
  { key: "0-30", from: 0, to: 30 },
  { key: "30-60", from: 30, to: 60 },
  { key: "60-90", from: 60, to: 90 },
  { key: "90+", from: 90, to: null },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]["key"];

/** Sell-through by month listed: of the items listed in a month, the share sold within each of these many days. */
export const COHORT_WINDOWS = [30, 60, 90] as const;
/** Months listed shown: this one and the eleven before it. */
export const COHORT_MONTHS = 12;

/** A main photo and this many more make a listing that shows the item well; fewer gets "add photos". */
export const GOOD_PHOTO_COUNT = 3;

/**
 * Against similar items on SnapList: shown only when at least this many sales by at least this many sellers other
 * than the one asking back it (never another seller's listing, name or floor).
 */
export const SIMILAR_MIN_SALES = 5;
export const SIMILAR_MIN_SELLERS = 3;
export const NOT_ENOUGH_SALES = "Not enough sales yet to compare";

/**
 * Price bands in rupees, by asking price: similar items are those of the same item type (or category) whose asking
 * price at the sale fell in the same band. Each band is [min, max); the last has no top.
 */
export const PRICE_BANDS: ReadonlyArray<{ min: number; max: number | null }> = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2500 },
  { min: 2500, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: 25000 },
  { min: 25000, max: 50000 },
  { min: 50000, max: 100000 },
  { min: 100000, max: 250000 },
  { min: 250000, max: 500000 },
  { min: 500000, max: null },
];

/** The band an asking price ("1500.00") falls in. */
export function priceBandOf(price: string | number): { min: number; max: number | null } {
  const value = Number(price);
  return PRICE_BANDS.find((b) => value >= b.min && (b.max === null || value < b.max)) ?? PRICE_BANDS[0];
}
