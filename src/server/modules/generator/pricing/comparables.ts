import type { Condition } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import type { ItemType } from "../data/item-types.ts";
import { type Comparables, referenceValue } from "./engine.ts";
import { asComparables, chooseEvidence, evidenceBand } from "./evidence.ts";
import { findEvidence } from "./evidence-repo.ts";

/**
 * The weighed comparables of a listing already on SnapList (the markdown suggestions, docs/decisions/136): the same
 * evidence and rules as the generator's prices (docs/decisions/200), in the band around its reference value when
 * its type is known, else across the category.
 */
export async function findComparables(
  db: Db,
  item: { brand?: string; model?: string; category: string; itemType?: ItemType; condition: Condition },
  at: { now: Date; timeZone: string },
): Promise<Comparables | undefined> {
  const band = item.itemType
    ? evidenceBand(
        referenceValue({ ...item, itemType: item.itemType, identificationConfidence: 1, comparables: undefined, ...at })
          .value,
      )
    : { lo: 0, hi: 1e10 };
  const rows = await findEvidence(db, { ...item, band, ...at });
  return asComparables(chooseEvidence(rows, item.condition));
}
