import { PRICING_LOG_EVIDENCE, type PricingBasisLog } from "../../../../contract/generator.ts";
import { computePricing, type PricingInput, type PricingResult, referenceValue } from "./engine.ts";
import { asComparables, chooseEvidence, evidenceBand } from "./evidence.ts";
import type { EvidenceRow } from "./evidence-repo.ts";
import { daysByTier, TIER_KEYS, type TierDays, type TierKey } from "./speed.ts";

export type QuoteInput = Omit<PricingInput, "comparables">;

export interface Quote {
  result: PricingResult;
  days: Record<TierKey, TierDays | null>;
  sales: number;
  offers: number;
  /** What each price was based on, for the creation log. */
  log: PricingBasisLog;
}

/** The band of amounts worth reading for this item (around its reference value). */
export const bandFor = (input: QuoteInput) => evidenceBand(referenceValue({ ...input, comparables: undefined }).value);

const round = (v: number, places = 0) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * The three prices and their days from SnapList's evidence (`rows`, as findEvidence read it; null when it could not
 * be read): the closest level of match is weighed and blended with the reference figures, and each price gets the
 * days its similar sales took, when enough back it. Pure: the bench and the product price through it alike.
 */
export function quoteFromEvidence(input: QuoteInput, rows: EvidenceRow[] | null): Quote {
  const chosen = chooseEvidence(rows ?? [], input.condition);
  const result = computePricing({ ...input, comparables: asComparables(chosen) });
  const items = chosen?.items ?? [];
  const days = daysByTier(items, result);
  const sales = items.filter((i) => i.kind === "sale").length;
  const offers = items.length - sales;
  const heaviest = [...items].sort((a, b) => b.weight - a.weight).slice(0, PRICING_LOG_EVIDENCE);
  const log: PricingBasisLog = {
    source: chosen ? "snaplist" : "reference",
    reference: { level: result.basis.reference, value: result.basis.referenceValue },
    ...(rows === null ? { evidenceFailed: true } : {}),
    comparables: chosen
      ? {
          level: chosen.level,
          band: bandFor(input),
          sales,
          offers,
          effective: result.basis.effective,
          blend: result.basis.blend,
          evidence: heaviest.map((i) => ({
            kind: i.kind,
            amount: round(i.recorded.amount, 2),
            condition: i.recorded.condition,
            ageDays: round(i.recorded.ageDays, 1),
            adjusted: round(i.amount),
            weight: round(i.weight, 3),
            days: i.days,
          })),
        }
      : null,
    days: Object.fromEntries(TIER_KEYS.map((k) => [k, days[k]])) as PricingBasisLog["days"],
  };
  return { result, days, sales, offers, log };
}
