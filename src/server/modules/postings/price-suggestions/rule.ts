import type { SuggestionReason } from "../../../../contract/after-live.ts";
import { quantile, roundPrice } from "../../generator/pricing/engine.ts";

/** The most a suggestion lowers a price at once: a markdown, not a fire sale. */
export const MAX_DROP = 0.3;
/** With no market figure at all, shops mark aging stock down by about this much. */
export const MARKDOWN_PERCENT = 10;
/** A market figure within this fraction of the price says the price is already fair: nothing to suggest. */
export const FAIR_MARGIN = 0.03;
/** Fewer similar sales than this are too few to name a market price. */
export const MIN_SIMILAR_SALES = 3;

export interface SuggestionInput {
  /** The listing's price in rupees. */
  currentPrice: number;
  /** Days since the listing's first ad still live went live. */
  liveDays: number;
  /** PRICE_SUGGESTION_DAYS. */
  thresholdDays: number;
  /** Days since the last suggestion for this listing was accepted or declined; null if never. */
  daysSinceLastDecision: number | null;
  /** Whether a suggestion is still open (unanswered). */
  hasOpenSuggestion: boolean;
  /** Recent sale amounts (rupees) of similar items from the business's own sales. */
  similarSales: number[];
  /** The pricing engine's quick-sale price for the item (rupees), if it has one. */
  enginePrice: number | null;
  /** Buyers' recent offers below the price (rupees), recorded by admins (issue 42). */
  offersBelow?: number[];
  /** The seller's lowest price (rupees): nothing is ever suggested below it. */
  sellerFloor?: number | null;
}

/** This many offers below the price say the market is lower: the rule weighs them first. */
export const MIN_REPEATED_OFFERS = 2;

export interface Suggestion {
  suggestedPrice: string;
  reason: SuggestionReason;
}

/** A price a person would write, strictly below `below` (one step down when rounding lands on or above it). */
function roundedBelow(value: number, below: number): number {
  let p = roundPrice(value);
  if (p < below) return p;
  const step = below <= 1000 ? 10 : below <= 10000 ? 50 : below <= 100000 ? 100 : 1000;
  p = Math.ceil(below / step) * step - step;
  return p;
}

/**
 * The suggestion rule (docs/decisions/136). Due after `thresholdDays` live without a sale, and not again within
 * `thresholdDays` of the last answer. The market figure is the median of enough similar recent sales, else the
 * pricing engine's quick-sale price. When that figure is clearly below the price, suggest it (never more than
 * MAX_DROP lower at once); when it is not, the price is fair and nothing is suggested. With no figure at all,
 * suggest the shops' markdown of MARKDOWN_PERCENT. Always a rounded price strictly below the current one, or null.
 */
export function suggestPrice(input: SuggestionInput): Suggestion | null {
  const { currentPrice: price, liveDays, thresholdDays } = input;
  if (!(price > 0) || !Number.isFinite(price)) return null;
  if (input.hasOpenSuggestion || liveDays < thresholdDays) return null;
  if (input.daysSinceLastDecision !== null && input.daysSinceLastDecision < thresholdDays) return null;
  const days = Math.floor(liveDays);
  const sales = input.similarSales.filter((a) => Number.isFinite(a) && a > 0).sort((a, b) => a - b);
  const floor = price * (1 - MAX_DROP);
  const offers = (input.offersBelow ?? [])
    .filter((a) => Number.isFinite(a) && a > 0 && a < price)
    .sort((a, b) => a - b);
  let target: number;
  let reason: SuggestionReason;
  if (offers.length >= MIN_REPEATED_OFFERS) {
    // Repeated offers below the asking price are the market answering this very ad (docs/decisions/166).
    const median = quantile(offers, 0.5);
    if (median >= price * (1 - FAIR_MARGIN)) return null;
    target = Math.max(median, floor);
    reason = { code: "offers", params: { days, count: offers.length, price: Math.round(median) } };
  } else if (sales.length >= MIN_SIMILAR_SALES) {
    const median = quantile(sales, 0.5);
    if (median >= price * (1 - FAIR_MARGIN)) return null;
    target = Math.max(median, floor);
    reason = { code: "similarSales", params: { days, count: sales.length, price: Math.round(median) } };
  } else if (input.enginePrice !== null && Number.isFinite(input.enginePrice) && input.enginePrice > 0) {
    if (input.enginePrice >= price * (1 - FAIR_MARGIN)) return null;
    target = Math.max(input.enginePrice, floor);
    reason = { code: "pricingEngine", params: { days, price: Math.round(input.enginePrice) } };
  } else {
    target = price * (1 - MARKDOWN_PERCENT / 100);
    reason = { code: "markdown", params: { days, percent: MARKDOWN_PERCENT } };
  }
  const sellerFloor = input.sellerFloor ?? null;
  if (sellerFloor !== null && target < sellerFloor) target = sellerFloor;
  let suggested = roundedBelow(target, price);
  // Rounding may land under the seller's lowest price: then the lowest price itself (they said they would take it).
  if (sellerFloor !== null && suggested < sellerFloor) suggested = sellerFloor;
  if (suggested <= 0 || suggested >= price) return null;
  return { suggestedPrice: suggested.toFixed(2), reason };
}
