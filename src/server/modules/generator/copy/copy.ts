import { buildDescription } from "./description.ts";
import { type CopyInput, understand } from "./known.ts";
import { buildTitles } from "./titles.ts";

export type { CopyInput } from "./known.ts";
export { fitTitle } from "./titles.ts";

export interface Copy {
  titles: string[];
  description: string;
}

/**
 * The offline copy writer: up to 8 titles that differ in substance and a description written for the item's type,
 * from the product, the seller's details, certain facts about known models and the photos' text. Nothing else is
 * claimed: no box, bill or charger the seller did not mention, no storage or kilometres they did not give.
 */
export function generateCopy(input: CopyInput): Copy {
  const known = understand(input);
  return { titles: buildTitles(known), description: buildDescription(known) };
}
