import { type SQL, sql } from "drizzle-orm";
import type { Period } from "./period.ts";

/** SQL the performance figures share (issue 48, docs/decisions/206). */

/** The calendar day of an instant in the time zone. */
export const dayOf = (column: SQL, timeZone: string): SQL => sql`(${column} at time zone ${timeZone})::date`;

/** Whole days from first put on sale to sold, in calendar days of the time zone (0: the same day). */
export const daysToSell = (timeZone: string): SQL =>
  sql`(${dayOf(sql`f.sold_at`, timeZone)} - ${dayOf(sql`f.listed_at`, timeZone)})`;

/** The instant `column` falls in the period (for all time: it happened at all). */
export const since = (column: SQL, p: Pick<Period, "start">): SQL =>
  p.start ? sql`${column} >= ${p.start.toISOString()}::timestamptz` : sql`${column} is not null`;

/** Hours between two instants, for a median. */
export const hoursBetween = (from: SQL, to: SQL): SQL => sql`extract(epoch from (${to} - ${from})) / 3600.0`;
