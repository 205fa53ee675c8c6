import { type SQL, sql } from "drizzle-orm";
import { FOR_SALE_STATES } from "../../contract/listing-life.ts";

/*
 * The contract's "is this listing for sale?" (src/contract/listing-life.ts, docs/decisions/170) in SQL, about the
 * listings row aliased `alias`: for every module's queries, whatever its level (the pricing's evidence reads it too).
 */

/** The test as text, for queries written as one raw string. */
export const forSaleText = (alias: string): string =>
  `${alias}.status in (${FOR_SALE_STATES.map((s) => `'${s}'`).join(", ")})`;

export const forSaleSql = (alias: string): SQL => sql.raw(forSaleText(alias));

/** Its negation, written so that PostgreSQL can use `listings_off_sale_idx` (status <> 'active'). */
export const offSaleSql = (alias: string): SQL => sql`not (${forSaleSql(alias)})`;
