import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listings, sales } from "../../../db/schema.ts";
import type { ComparableLevel } from "./engine.ts";

const MIN_COMPARABLES = 3;
const LIMIT = 200;

/**
 * Sale amounts of items like this one from our own sales records, the most exact level that has enough of them:
 * same brand and model, else same brand and category, else same category. Most recent first, capped.
 */
export async function findComparables(
  db: Db,
  item: { brand?: string; model?: string; category: string; itemType?: string },
): Promise<{ level: ComparableLevel; amounts: number[] } | undefined> {
  const levels: { level: ComparableLevel; where: ReturnType<typeof and> }[] = [];
  if (item.brand && item.model) {
    levels.push({
      level: "model",
      where: and(
        sql`lower(${listings.brand}) = ${item.brand.toLowerCase()}`,
        sql`lower(${listings.model}) = ${item.model.toLowerCase()}`,
      ),
    });
  }
  if (item.brand) {
    levels.push({
      level: "brand",
      where: and(sql`lower(${listings.brand}) = ${item.brand.toLowerCase()}`, eq(listings.category, item.category)),
    });
  }
  // Same category and type: a cup is no comparable for a sofa, though both are "home".
  levels.push({
    level: "category",
    where: item.itemType
      ? and(eq(listings.category, item.category), eq(listings.itemType, item.itemType))
      : eq(listings.category, item.category),
  });
  let fewer: { level: ComparableLevel; amounts: number[] } | undefined;
  for (const { level, where } of levels) {
    const rows = await db
      .select({ amount: sales.saleAmount })
      .from(sales)
      .innerJoin(listings, eq(listings.id, sales.listingId))
      .where(where)
      .orderBy(desc(sales.saleDate))
      .limit(LIMIT);
    const amounts = rows.map((r) => Number(r.amount)).filter((a) => Number.isFinite(a) && a > 0);
    if (amounts.length >= MIN_COMPARABLES) return { level, amounts };
    // A few exact matches still beat nothing when no broader level has enough.
    if (amounts.length > 0 && !fewer) fewer = { level, amounts };
  }
  return fewer;
}
