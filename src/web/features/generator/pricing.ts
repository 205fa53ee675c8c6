import type { PricingStrategy } from "../../../contract/enums.ts";
import type { SmartPricingResponse } from "../../../contract/generator.ts";

/** The three tiers in rupees, as whole numbers for display and choice. */
export interface Tiers {
  quickPrice: number;
  medianPrice: number;
  maxPrice: number;
}

export type Tier = "quick" | "balanced" | "max";

export const TIERS: ReadonlyArray<{ tier: Tier; key: keyof Tiers; label: string; hint: string }> = [
  { tier: "quick", key: "quickPrice", label: "Quick Sale", hint: "Sells in 1-2 days" },
  { tier: "balanced", key: "medianPrice", label: "Market Price", hint: "Sells in 3-5 days" },
  { tier: "max", key: "maxPrice", label: "Premium Price", hint: "Sells in 1-2 weeks" },
];

export function tiersFrom(p: Pick<SmartPricingResponse, "quickPrice" | "medianPrice" | "maxPrice">): Tiers {
  return {
    quickPrice: Math.round(Number(p.quickPrice)),
    medianPrice: Math.round(Number(p.medianPrice)),
    maxPrice: Math.round(Number(p.maxPrice)),
  };
}

/**
 * How the prices were reached and how fast each sold (issue 48, docs/decisions/200): from SnapList's own sales and
 * accepted offers, or from the reference tables alone; the days are null where too few sales back them.
 */
export interface PriceEvidence {
  source: SmartPricingResponse["basis"]["source"];
  /** Sales and accepted offers the prices rest on. */
  count: number;
  days: Record<keyof Tiers, number | null>;
}

export const evidenceFrom = (p: Pick<SmartPricingResponse, "basis" | "days">): PriceEvidence => ({
  source: p.basis.source,
  count: p.basis.sales + p.basis.offers,
  days: { ...p.days },
});

/**
 * The seller's price choice (spec section 4, pricing strategy). `customInr` is the custom price in rupees;
 * `input` is what the seller typed, in the currency on screen.
 */
export interface PriceChoice {
  strategy: PricingStrategy;
  customInr: number;
  editing: boolean;
  input: string;
}

export const initialChoice: PriceChoice = { strategy: "balanced", customInr: 0, editing: false, input: "" };

/** Spec section 5: the custom price is parsed as an integer; anything invalid counts as 0. */
export function parseCustomPrice(input: string): number {
  const trimmed = input.trim().replace(/[,\s]/g, "");
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return 0;
  const n = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(n) ? n : 0;
}

/**
 * What the custom price field keeps: digits only. Letters, signs and separators, typed or pasted, are dropped;
 * a pasted decimal part ("1,200.50") is dropped too, rather than joined to the whole amount (prices are whole).
 */
export const priceDigits = (input: string) => input.replace(/[.,]\d{1,2}\s*$/, "").replace(/\D+/g, "");

/** Choosing a price card sets that strategy and closes the custom edit. */
export function chooseTier(_choice: PriceChoice, tier: Tier): PriceChoice {
  return { ...initialChoice, strategy: tier };
}

/** Edit Price: strategy custom, the input starts from the price on screen. */
export function startCustom(choice: PriceChoice, shownAmount: number, rate: number): PriceChoice {
  return {
    strategy: "custom",
    editing: true,
    input: String(shownAmount),
    customInr: choice.strategy === "custom" ? choice.customInr : toRupees(shownAmount, rate),
  };
}

/** Typing in the custom input: the amount is in the currency on screen; the choice keeps rupees. */
export function typeCustom(choice: PriceChoice, input: string, rate: number): PriceChoice {
  return { ...choice, strategy: "custom", editing: true, input, customInr: toRupees(parseCustomPrice(input), rate) };
}

/** Done: keeps the custom price and closes the input. */
export function finishCustom(choice: PriceChoice): PriceChoice {
  return { ...choice, editing: false };
}

/** Cancel: back to balanced at the median price. */
export function cancelCustom(): PriceChoice {
  return initialChoice;
}

/** The chosen price in rupees: the tier the strategy names (it follows new pricing), or the custom amount. */
export function selectedRupees(choice: PriceChoice, tiers: Tiers): number {
  switch (choice.strategy) {
    case "quick":
      return tiers.quickPrice;
    case "max":
      return tiers.maxPrice;
    case "custom":
      return choice.customInr;
    default:
      return tiers.medianPrice;
  }
}

/** `rate` converts rupees into the currency on screen (1 for rupees). */
export function toRupees(amount: number, rate: number): number {
  return rate > 0 ? Math.round(amount / rate) : amount;
}

export function fromRupees(amount: number, rate: number): number {
  return Math.round(amount * rate);
}

export const STRATEGY_LABELS: Record<PricingStrategy, string> = {
  quick: "Quick Sale",
  balanced: "Market Price",
  max: "Premium Price",
  custom: "Custom price",
};

const CONFIDENCE_TEXT = { green: "High confidence", amber: "Medium confidence", red: "Low confidence" } as const;
export const CONFIDENCE_COLOR = { green: "green", amber: "yellow", red: "red" } as const;

export function confidenceText(label: keyof typeof CONFIDENCE_TEXT, score: number): string {
  return `${CONFIDENCE_TEXT[label]} · ${Math.round(score * 100)}%`;
}
