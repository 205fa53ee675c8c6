import { CONDITIONS, type Condition } from "../../../../contract/enums.ts";
import { CONDITION_FACTOR } from "../data/reference-prices.ts";
import type { ComparableLevel, Comparables } from "./engine.ts";
import { type EvidenceRow, MIN_COMPARABLES } from "./evidence-repo.ts";

/** A sale this many days old counts half as much as one today: prices drift, recent sales say more. */
export const HALF_LIFE_DAYS = 90;
/** An accepted offer is a price a buyer agreed to, but not yet money paid: it counts this much of a sale. */
export const OFFER_WEIGHT = 0.6;
/**
 * Each step on the condition ladder between a comparable and the item multiplies its weight by this: its amount is
 * adjusted by the ladder's ratio, but the nearer its condition, the less that adjustment has to carry.
 */
export const CONDITION_STEP_WEIGHT = 0.85;
/** Evidence is read only within this factor of the item's reference value: x1/3 to x3. */
export const BAND_FACTOR = 3;

const LEVELS: ComparableLevel[] = ["category", "type", "brand", "model"];

/** One piece of evidence as the item's own condition would have fetched it, and how much it counts. */
export interface WeighedEvidence {
  kind: EvidenceRow["kind"];
  /** The amount and asking price moved to the item's condition by the condition ladder. */
  amount: number;
  asking: number;
  weight: number;
  days: number | null;
  sellerId: string;
  /** As recorded, for the creation log. */
  recorded: { amount: number; condition: string; ageDays: number };
}

export interface ChosenEvidence {
  level: ComparableLevel;
  items: WeighedEvidence[];
}

export const evidenceBand = (referenceValue: number) => ({
  lo: Math.floor(referenceValue / BAND_FACTOR),
  hi: Math.ceil(referenceValue * BAND_FACTOR),
});

const known = (c: string): Condition => ((CONDITIONS as readonly string[]).includes(c) ? (c as Condition) : "good");

/** The condition ladder's ratio: what an amount at `from` would have been at `to`. */
export const conditionRatio = (from: string, to: string) => CONDITION_FACTOR[known(to)] / CONDITION_FACTOR[known(from)];

/** How much one piece of evidence counts for an item in `condition`: recency, kind and condition distance. */
export function evidenceWeight(row: Pick<EvidenceRow, "kind" | "ageDays" | "condition">, condition: string): number {
  const steps = Math.abs(CONDITIONS.indexOf(known(row.condition)) - CONDITIONS.indexOf(known(condition)));
  const recency = 0.5 ** (Math.max(0, row.ageDays) / HALF_LIFE_DAYS);
  return recency * (row.kind === "offer" ? OFFER_WEIGHT : 1) * CONDITION_STEP_WEIGHT ** steps;
}

/**
 * The most exact level of match with at least MIN_COMPARABLES pieces of evidence (a level includes the closer ones:
 * the brand's sales include the model's), else the most exact level with any; each piece moved to the item's
 * condition and weighed. Undefined without evidence.
 */
export function chooseEvidence(rows: EvidenceRow[], condition: string): ChosenEvidence | undefined {
  const counts = [0, 0, 0, 0];
  for (const r of rows) for (let level = 0; level <= r.rank; level++) counts[level]++;
  let rank = -1;
  for (let level = 3; level >= 0 && rank < 0; level--) if (counts[level] >= MIN_COMPARABLES) rank = level;
  for (let level = 3; level >= 0 && rank < 0; level--) if (counts[level] > 0) rank = level;
  if (rank < 0) return undefined;
  const items = rows
    .filter((r) => r.rank >= rank)
    .map((r) => {
      const ratio = conditionRatio(r.condition, condition);
      return {
        kind: r.kind,
        amount: r.amount * ratio,
        asking: r.asking * ratio,
        weight: evidenceWeight(r, condition),
        days: r.days,
        sellerId: r.sellerId,
        recorded: { amount: r.amount, condition: r.condition, ageDays: r.ageDays },
      };
    });
  return { level: LEVELS[rank], items };
}

/** The engine's view of the chosen evidence. */
export const asComparables = (chosen: ChosenEvidence | undefined): Comparables | undefined =>
  chosen && {
    level: chosen.level,
    amounts: chosen.items.map((i) => i.amount),
    weights: chosen.items.map((i) => i.weight),
  };
